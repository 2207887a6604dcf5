"""``gpu`` dialect: the result names of the index queries (``getAsmResultNames``).

MLIR names the result of ``gpu.thread_id x`` ``%thread_id_x``: the op's
mnemonic, an underscore and the dimension (GPUDialect.cpp).
"""

from __future__ import annotations

from collections.abc import Callable

from tblgen_py.dialects.gpu import canonicalize as _canonicalize  # noqa: F401
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ods.enums import dialect_attr_text
from tblgen_py.runtime.predicates.registry import (
    register_class,
    register_dialect_class,
)

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


TARGET_ATTRS = (
    "mlir::NVVM::NVVMTargetAttr",
    "mlir::ROCDL::ROCDLTargetAttr",
    "mlir::xevm::XeVMTargetAttr",
    "mlir::spirv::TargetEnvAttr",
)
"""The attributes whose dialects promise ``gpu::TargetAttrInterface`` (the
targets of a ``gpu.module``, the ``target`` of a ``#gpu.object``)."""


def _is_target(attr: object) -> bool:
    names = getattr(attr, "CPP_CLASS_NAMES", ())
    return any(name in names for name in TARGET_ATTRS)


register_class("gpu::TargetAttrInterface", _is_target)
register_class("::mlir::gpu::TargetAttrInterface", _is_target)

GPU_MAPPINGS = ("block", "warpgroup", "warp", "thread", "lane", "memory_space")
"""Mnemonics of the attributes implementing ``DeviceMappingAttrInterface``."""
GPU_MASKS = ("mask",)
"""Mnemonics of the attributes implementing ``DeviceMaskingAttrInterface``."""

for _mnemonic in GPU_MAPPINGS:
    register_dialect_class("DeviceMappingAttrInterface", "gpu", _mnemonic)
for _mnemonic in GPU_MASKS:
    register_dialect_class("DeviceMaskingAttrInterface", "gpu", _mnemonic)


_TRAIT = "gpu::OffloadingTranslationAttrTrait"


def register(context: object) -> None:
    """``--load-dialect`` entry point: the hooks attach on import; the
    offloading handlers get their C++ trait."""
    from tblgen_py.dialects import gpu

    handler = gpu.SelectObjectAttr
    traits = tuple(getattr(handler, "CPP_TRAITS", ()))
    if _TRAIT not in traits:
        handler.CPP_TRAITS = (*traits, _TRAIT)


from tblgen_py.dialects.gpu import attr_verify  # noqa: E402,F401 - gpu.* attributes
from tblgen_py.dialects.gpu import directives  # noqa: E402,F401 - custom<...> hooks
from tblgen_py.dialects.gpu import func_asm  # noqa: E402,F401 - gpu.func syntax
from tblgen_py.dialects.gpu import launch_asm  # noqa: E402,F401 - gpu.launch
from tblgen_py.dialects.gpu import verify  # noqa: E402,F401 - C++ verifiers
from tblgen_py.dialects.gpu import types  # noqa: E402,F401 - !gpu.mma_matrix
from tblgen_py.dialects.gpu import warp_asm  # noqa: E402,F401 - warp_execute
