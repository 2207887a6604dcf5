"""``gpu.warp_execute_on_lane_0``'s hand-written syntax and verifier
(``WarpExecuteOnLane0Op::parse``/``print``/``verify``)::

    %r = gpu.warp_execute_on_lane_0(%lane)[32] args(%v : vector<32xf32>)
        -> (vector<1xf32>) {
    ^bb0(%arg: vector<32xf32>):
      gpu.yield %x : vector<32xf32>
    }

A region argument is the distributed form of its operand, a result the
distributed form of the yielded value: the same type, or a vector of the same
rank and element type whose dimensions divide the expanded ones with
quotients multiplying to the warp size.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import (
    ensure_terminator,
    merged_attrs,
    parse_integer,
    resolve_operands,
    set_attributes,
    type_list,
)
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import IndexType, IntegerType, VectorType
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.region_branch import RegionSuccessor
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.op_state import OperationState, UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_NAME = "gpu.warp_execute_on_lane_0"


@implement_op(_NAME, "parse")
def parse_warp(parser: Parser, state: OperationState) -> None:
    """`(` %lane `)` `[` size `]` (`args` `(` operands `:` types `)`)?
    (`->` types)? region attr-dict?"""
    parser.expect("(", "expected '('")
    tok = parser.tok
    if tok.kind is not TokenKind.PERCENT_IDENT:
        parser.error_wrong_token("expected SSA operand")
    parser.consume()
    lane = UnresolvedOperand(tok.text, 0, tok.start)
    parser.expect(")", "expected ')'")
    parser.expect("[", "expected '['")
    size = parse_integer(parser)
    parser.expect("]", "expected ']'")
    attrs: dict[str, object] = {"warp_size": IntegerAttr.get(IntegerType.get(64), size)}
    operands = [parser.resolve_operand(lane, IndexType.get())]
    if parser.parse_optional_keyword("args"):
        parser.expect("(", "expected '('")
        at = parser.tok.start
        uses = parser.parse_operand_list()
        types = parser.parse_colon_type_list()
        parser.expect(")", "expected ')'")
        operands += resolve_operands(parser, uses, types, at)
    state.result_types = parser.parse_optional_arrow_type_list()
    body = Region()
    parser.parse_region(body)
    ensure_terminator(parser, body, "gpu.yield", state.location)
    attrs.update(parser.parse_optional_attr_dict())
    set_attributes(parser, state, attrs)
    state.operands = operands
    state.regions = [body]


@implement_op(_NAME, "print")
def print_warp(op: Operation, printer: OpPrinter) -> None:
    """``WarpExecuteOnLane0Op::print``."""
    values = [use.value for use in op.operand_uses]
    attrs = merged_attrs(op)
    size = getattr(attrs.get("warp_size"), "value", 0)
    text = f"({printer.value_name(values[0])})[{size}]"
    if len(values) > 1:
        names = ", ".join(printer.value_name(v) for v in values[1:])
        text += f" args({names} : {type_list(printer, [v.type for v in values[1:]])})"
    if op.results:
        text += " -> (" + type_list(printer, [r.type for r in op.results]) + ")"
    printer.write(text + " ")
    printer.print_region(op.regions[0], True, bool(op.results))
    printer.write(printer.attr_dict_str(attrs, ("warp_size",)))


def _distributed(expanded: object, distributed: object, size: int) -> None:
    """``verifyDistributedType``."""
    if expanded == distributed:
        return
    if not isinstance(expanded, VectorType) or not isinstance(distributed, VectorType):
        raise VerifyError("expected vector type for distributed operands.")
    if (
        len(expanded.shape) != len(distributed.shape)
        or expanded.element_type != distributed.element_type
    ):
        raise VerifyError(
            "expected distributed vectors to have same rank and element type."
        )
    product = 1
    for index, (whole, part) in enumerate(zip(expanded.shape, distributed.shape)):
        if whole == part:
            continue
        if part == 0 or whole % part != 0:
            raise VerifyError(
                f"expected expanded vector dimension #{index} ({whole}) to be a "
                f"multipler of the distributed vector dimension ({part})"
            )
        product *= whole // part
    if product != size:
        raise VerifyError(
            f"incompatible distribution dimensions from '{expanded}' to "
            f"'{distributed}' with warp size = {size}"
        )


@implement_op(_NAME, "verify")
def verify_warp(op: Operation) -> None:
    """``WarpExecuteOnLane0Op::verify``."""
    region = op.regions[0]
    args = [use.value for use in op.operand_uses[1:]]
    block = region.blocks[0] if region.blocks else None
    block_args = block.arguments if block is not None else []
    if len(args) != len(block_args):
        raise VerifyError("expected same number op arguments and block arguments.")
    last = block.last_op if block is not None else None
    yielded = [use.value for use in last.operand_uses] if last is not None else []
    if len(yielded) != len(op.results):
        raise VerifyError("expected same number of yield operands and return values.")
    size = int(getattr(merged_attrs(op).get("warp_size"), "value", 0))
    for inner, outer in zip(block_args, args):
        _distributed(inner.type, outer.type, size)
    for value, result in zip(yielded, op.results):
        _distributed(value.type, result.type, size)


@implement_op(_NAME, "getSuccessorRegions")
def _successors(op: Operation, point: int | None) -> list[RegionSuccessor]:
    """Parent -> the body (its arguments are no forwarded operands) ->
    parent (results)."""
    if point is None:
        return [RegionSuccessor(0, [])]
    return [RegionSuccessor(None, list(op.results))]


@implement_op(_NAME, "areTypesCompatible")
def _compatible(op: Operation, lhs: object, rhs: object) -> bool:
    """A type and its distributed form are compatible."""
    size = int(getattr(merged_attrs(op).get("warp_size"), "value", 0))
    try:
        _distributed(lhs, rhs, size)
    except VerifyError:
        return False
    return True
