"""``gpu`` dialect: the result names of the index queries (``getAsmResultNames``).

MLIR names the result of ``gpu.thread_id x`` ``%thread_id_x``: the op's
mnemonic, an underscore and the dimension (GPUDialect.cpp).
"""

from __future__ import annotations

from collections.abc import Callable

from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ods.enums import dialect_attr_text

DIMENSION_OPS = (
    "thread_id",
    "block_id",
    "block_dim",
    "grid_dim",
    "cluster_id",
    "cluster_dim",
    "cluster_block_id",
    "cluster_dim_blocks",
    "global_id",
)


def _dimension_namer(
    mnemonic: str,
) -> Callable[[Operation, Callable[[object, str], None]], None]:
    def result_name(op: Operation, set_name: Callable[[object, str], None]) -> None:
        text = dialect_attr_text(op.get_attr("dimension"), "gpu", "dim")
        set_name(op.results[0], f"{mnemonic}_{text}")

    return result_name


for _mnemonic in DIMENSION_OPS:
    implement_op(f"gpu.{_mnemonic}", "getAsmResultNames")(_dimension_namer(_mnemonic))


def register(context: object) -> None:
    """``--load-dialect`` entry point: the hooks attach on import."""


from tblgen_py.dialects.gpu import directives  # noqa: E402,F401 - custom<...> hooks
from tblgen_py.dialects.gpu import func_asm  # noqa: E402,F401 - gpu.func syntax
from tblgen_py.dialects.gpu import memory  # noqa: E402,F401 - alloc/memcpy checks
