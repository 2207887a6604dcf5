"""The ``custom<...>`` directives of the ``gpu`` dialect's declarative formats
(MLIR's ``parseX``/``printX`` in GPUDialect.cpp)::

    gpu.wait async [%t0, %t1]       custom<AsyncDependencies>
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.asm_format import context_type, register_custom_directive
from tblgen_py.runtime.text.op_state import UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter


def parse_async_dependencies(
    parser: Parser,
) -> tuple[object, list[UnresolvedOperand]]:
    """``parseAsyncDependencies``: `async`? (`[` operands `]`)?."""
    token = None
    if parser.parse_optional_keyword("async"):
        token = context_type("gpu::AsyncTokenType")
    uses: list[UnresolvedOperand] = []
    if parser.consume_if("[") is not None:
        uses = parser.parse_operand_list()
        parser.expect("]", "expected ']'")
    return token, uses


def print_async_dependencies(
    printer: OpPrinter, op: object, token: object, dependencies: object
) -> None:
    """``printAsyncDependencies``."""
    if token is not None:
        printer.write("async")
    values = dependencies if isinstance(dependencies, list) else []
    if not values:
        return
    names = ", ".join(printer.value_name(v) for v in values if isinstance(v, Value))
    printer.write((" " if token is not None else "") + f"[{names}]")


register_custom_directive(
    "AsyncDependencies", parse_async_dependencies, print_async_dependencies, "gpu"
)
