"""``transform.structured.multitile_sizes`` and
``transform.structured.continuous_tile_sizes``: their trailing types
(``custom<MultitileSizesTypes>``, ``custom<ContinuousTileSizeTypes>``: one
function type whose result type every result has) and verifiers (results of
one type), as MLIR's ``LinalgTransformOps.cpp`` has them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import function_type_of, op_error
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.asm_format import register_custom_directive
from tblgen_py.runtime.ods.hooks import implement_op

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

__all__ = ["parse_multitile_sizes_types"]


def _single_function_type(parser: Parser) -> tuple[object, object]:
    """``parseType<FunctionType>`` with one input and one result."""
    at = parser.tok.start
    fn = function_type_of(parser, parser.parse_type(), at)
    if len(fn.inputs) != 1 or len(fn.results) != 1:
        op_error(
            parser,
            "expects a trailing functional type with one argument and one result",
            at,
        )
    return fn.inputs[0], fn.results[0]


def parse_multitile_sizes_types(parser: Parser) -> tuple[object, ...]:
    """``parseMultitileSizesTypes``: target, low size, high size, split point."""
    target, result = _single_function_type(parser)
    return target, result, result, result


def parse_continuous_tile_size_types(parser: Parser) -> tuple[object, ...]:
    """``parseContinuousTileSizeTypes``: target, tile sizes, chunk sizes."""
    target, result = _single_function_type(parser)
    return target, result, result


def print_tile_size_types(
    printer: OpPrinter, op: object, target: object, result: object, *_: object
) -> None:
    """``(target) -> result``."""
    printer.write(f"({printer.type_str(target)}) -> {printer.type_str(result)}")


register_custom_directive(
    "MultitileSizesTypes",
    parse_multitile_sizes_types,
    print_tile_size_types,
    "transform",
)
register_custom_directive(
    "ContinuousTileSizeTypes",
    parse_continuous_tile_size_types,
    print_tile_size_types,
    "transform",
)


@implement_op("transform.structured.multitile_sizes", "verify")
def verify_multitile_sizes(op: Operation) -> None:
    """``MultiTileSizesOp::verify``."""
    types = [result.type for result in op.results]
    if any(t != types[0] for t in types[1:]):
        raise VerifyError("expects all results type to be the same")


@implement_op("transform.structured.continuous_tile_sizes", "verify")
def verify_continuous_tile_sizes(op: Operation) -> None:
    """``ContinuousTileSizesOp::verify``."""
    if op.results[0].type != op.results[1].type:
        raise VerifyError("expects all results type to be the same")
