"""``omp.loop_nest``: its C++ parser, printer and verifier (OpenMPDialect.cpp)::

omp.loop_nest (%i, %j) : i32 = (%lb0, %lb1) to (%ub0, %ub1) inclusive
    step (%s0, %s1) collapse(2) tiles(4, 8) {
  ...
}
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import (
    expect_keyword,
    op_error,
    parse_integer,
    parse_operand_list_in,
    parse_untyped_argument_list,
    print_value_list,
    set_attributes,
)
from tblgen_py.dialects.omp.clauses import LOOP_WRAPPERS
from tblgen_py.runtime.ir.attributes import IntegerAttr, UnitAttr
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.operation import Operation, VerifyError
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.op_state import OperationState, UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_I64 = IntegerType.get(64)


def _counted_operands(parser: Parser, count: int) -> list[UnresolvedOperand]:
    """``parseOperandList(operands, count, Paren)``."""
    at = parser.tok.start
    uses = parse_operand_list_in(parser)
    if len(uses) != count:
        op_error(parser, f"expected {count} operands", at)
    return uses


@implement_op("omp.loop_nest", "parse")
def parse_loop_nest(parser: Parser, state: OperationState) -> None:
    """``LoopNestOp::parse``."""
    ivs = parse_untyped_argument_list(parser, " in argument list")
    parser.expect(":", "expected ':'")
    iv_type = parser.parse_type()
    parser.expect("=", "expected '='")
    lbs = _counted_operands(parser, len(ivs))
    expect_keyword(parser, "to")
    ubs = _counted_operands(parser, len(ivs))
    for iv in ivs:
        iv.type = iv_type
    attrs: dict[str, object] = {}
    if parser.parse_optional_keyword("inclusive"):
        attrs["loop_inclusive"] = UnitAttr.get()
    expect_keyword(parser, "step")
    steps = _counted_operands(parser, len(ivs))
    collapse = 0
    if parser.parse_optional_keyword("collapse"):
        parser.expect("(", "expected '('")
        collapse = parse_integer(parser)
        parser.expect(")", "expected ')'")
    if collapse > 1:
        attrs["collapse_num_loops"] = IntegerAttr.get(_I64, collapse)
    if parser.parse_optional_keyword("tiles"):
        parser.expect("(", "expected '('")
        tiles = [parse_integer(parser)]
        while parser.consume_if(",") is not None:
            tiles.append(parse_integer(parser))
        parser.expect(")", "expected ')'")
        attrs["tile_sizes"] = DenseArrayAttr.get(_I64, tiles)
    body = Region()
    parser.parse_region(body, [iv.entry() for iv in ivs])
    uses = [*lbs, *ubs, *steps]
    state.operands = [parser.resolve_operand(use, iv_type) for use in uses]
    state.regions = [body]
    attrs.update(parser.parse_optional_attr_dict())
    set_attributes(parser, state, attrs)


def _groups(op: Operation) -> tuple[list[object], list[object], list[object]]:
    """Bounds and steps (``SameVariadicOperandSize``: a third each)."""
    operands: list[object] = [use.value for use in op.operand_uses]
    size = len(operands) // 3
    return operands[:size], operands[size : 2 * size], operands[2 * size :]


@implement_op("omp.loop_nest", "print")
def print_loop_nest(op: Operation, printer: OpPrinter) -> None:
    """``LoopNestOp::print`` (its attributes are not printed)."""
    region = op.regions[0]
    args = list(region.blocks[0].arguments) if region.blocks else []
    lbs, ubs, steps = _groups(op)
    iv_type = printer.type_str(args[0].type) if args else "<<NULL TYPE>>"
    text = f" ({print_value_list(printer, args)}) : {iv_type} = ("
    text += f"{print_value_list(printer, lbs)}) to ({print_value_list(printer, ubs)}) "  # type: ignore[arg-type]
    if op.get_attr("loop_inclusive") is not None:
        text += "inclusive "
    text += f"step ({print_value_list(printer, steps)}) "  # type: ignore[arg-type]
    collapse = getattr(op.get_attr("collapse_num_loops"), "value", 0)
    if collapse > 1:
        text += f"collapse({collapse}) "
    tiles = op.get_attr("tile_sizes")
    if tiles is not None:
        text += (
            "tiles(" + ", ".join(str(v) for v in getattr(tiles, "values", ())) + ") "
        )
    printer.write(text)
    printer.print_region(region, False)


implement_op("omp.loop_nest", "hiddenEntryArgs")(lambda op: (0,))


@implement_op("omp.loop_nest", "verify")
def verify_loop_nest(op: Operation) -> None:
    """``LoopNestOp::verify``."""
    lbs, _, _ = _groups(op)
    region = op.regions[0]
    ivs = list(region.blocks[0].arguments) if region.blocks else []
    if not lbs:
        raise VerifyError("must represent at least one loop")
    if len(lbs) != len(ivs):
        raise VerifyError("number of range arguments and IVs do not match")
    for lb, iv in zip(lbs, ivs):
        if getattr(lb, "type", None) != iv.type:
            raise VerifyError(
                "range argument type does not match corresponding IV type"
            )
    collapse = getattr(op.get_attr("collapse_num_loops"), "value", None)
    if collapse is not None and collapse > len(ivs):
        raise VerifyError("collapse value is larger than the number of loops")
    tiles = op.get_attr("tile_sizes")
    if tiles is not None and len(getattr(tiles, "values", ())) > len(ivs):
        raise VerifyError("too few canonical loops for tile dimensions")
    parent = op.parent_op
    if parent is None or parent.name not in LOOP_WRAPPERS:
        raise VerifyError("expects parent op to be a loop wrapper")
