"""``scf.forall``'s hand-written syntax (``ForallOp::parse``/``print``)::

scf.forall (%i, %j) in (4, %n) shared_outs(%o = %t) -> (tensor<4xf32>) {...}
scf.forall (%i) = (%lb) to (%ub) step (2) {...}
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import (
    Argument,
    arrow_type_list,
    ensure_terminator,
    expect_keyword,
    initialization_list,
    merged_attrs,
    parse_assignment_list,
    parse_untyped_argument_list,
    resolve_operands,
    segment_sizes,
    set_attributes,
    set_property,
    type_list,
)
from tblgen_py.dialects.index_lists import (
    parse_dynamic_index_list,
    print_dynamic_index_list,
)
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import DYNAMIC, IndexType, IntegerType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.op_state import OperationState, UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_PAREN = "::mlir::AsmParser::Delimiter::Paren"
_ELIDED = ("operandSegmentSizes", "staticLowerBound", "staticUpperBound", "staticStep")


def _bounds(parser: Parser) -> tuple[list[Value], DenseArrayAttr]:
    uses, static, _ = parse_dynamic_index_list(parser, _PAREN)
    index = IndexType.get()
    return [parser.resolve_operand(u, index) for u in uses], static


@implement_op("scf.forall", "parse")
def parse_forall(parser: Parser, state: OperationState) -> None:
    """ivs (`in` ubs | `=` lbs `to` ubs `step` steps) shared_outs? region."""
    ivs = parse_untyped_argument_list(parser)
    i64 = IntegerType.get(64)
    lbs: list[Value] = []
    steps: list[Value] = []
    if parser.parse_optional_keyword("in"):
        ubs, static_ubs = _bounds(parser)
        static_lbs = DenseArrayAttr.get(i64, [0] * len(ivs))
        static_steps = DenseArrayAttr.get(i64, [1] * len(ivs))
    else:
        parser.expect("=", "expected '='")
        lbs, static_lbs = _bounds(parser)
        expect_keyword(parser, "to")
        ubs, static_ubs = _bounds(parser)
        expect_keyword(parser, "step")
        steps, static_steps = _bounds(parser)
    outs_at = parser.tok.start
    out_args: list[Argument] = []
    outs: list[UnresolvedOperand] = []
    if parser.parse_optional_keyword("shared_outs"):
        out_args, outs = parse_assignment_list(parser)
        state.result_types = parser.parse_optional_arrow_type_list()
    out_values = resolve_operands(parser, outs, state.result_types, outs_at)
    index = IndexType.get()
    for iv in ivs:
        iv.type = index
    for arg, ty in zip(out_args, state.result_types):
        arg.type = ty
    body = Region()
    parser.parse_region(body, [a.entry() for a in ivs + out_args])
    ensure_terminator(parser, body, "scf.forall.in_parallel", state.location, body=True)
    set_attributes(parser, state, parser.parse_optional_attr_dict())
    state.operands = lbs + ubs + steps + out_values
    set_property(state, "staticLowerBound", static_lbs)
    set_property(state, "staticUpperBound", static_ubs)
    set_property(state, "staticStep", static_steps)
    set_property(
        state,
        "operandSegmentSizes",
        segment_sizes(len(lbs), len(ubs), len(steps), len(out_values)),
    )
    state.regions = [body]


def _normalized(attrs: dict[str, object], lbs: list[Value], steps: list[Value]) -> bool:
    """``isNormalized``: every lower bound is 0 and every step 1, static or
    a constant value."""
    return _all_equal(attrs.get("staticLowerBound"), lbs, 0) and _all_equal(
        attrs.get("staticStep"), steps, 1
    )


def _all_equal(statics: object, dynamics: list[Value], want: int) -> bool:
    """Each entry of a mixed static/dynamic list is the integer ``want``."""
    if not isinstance(statics, DenseArrayAttr):
        return False
    values = iter(dynamics)
    for static in statics.values:
        if static == DYNAMIC:
            value = next(values, None)
            if value is None or _constant_int(value) != want:
                return False
        elif static != want:
            return False
    return True


def _constant_int(value: Value) -> int | None:
    """``getConstantIntValue``: the integer a constant-like op defines."""
    op = value.defining_op
    if op is None or "ConstantLike" not in getattr(type(op), "ODS_TRAITS", ()):
        return None
    attr = op.get_attr("value")
    return attr.value if isinstance(attr, IntegerAttr) else None


@implement_op("scf.forall", "print")
def print_forall(op: Operation, printer: OpPrinter) -> None:
    """The custom form of ``scf.forall``."""
    attrs = merged_attrs(op)
    segments = attrs.get("operandSegmentSizes")
    sizes = list(segments.values) if isinstance(segments, DenseArrayAttr) else []
    values = [use.value for use in op.operand_uses]
    groups, start = [], 0
    for size in sizes + [0] * (4 - len(sizes)):
        groups.append(values[start : start + size])
        start += size
    block = op.regions[0].blocks[0]
    rank = len(block.arguments) - len(groups[3])
    ivs = block.arguments[:rank]
    printer.write(" (" + ", ".join(printer.value_name(v) for v in ivs))
    if _normalized(attrs, groups[0], groups[2]):
        printer.write(") in ")
        print_dynamic_index_list(
            printer, op, groups[1], attrs.get("staticUpperBound"), _PAREN
        )
    else:
        printer.write(") = ")
        print_dynamic_index_list(
            printer, op, groups[0], attrs.get("staticLowerBound"), _PAREN
        )
        printer.write(" to ")
        print_dynamic_index_list(
            printer, op, groups[1], attrs.get("staticUpperBound"), _PAREN
        )
        printer.write(" step ")
        print_dynamic_index_list(
            printer, op, groups[2], attrs.get("staticStep"), _PAREN
        )
    outs = groups[3]
    text = initialization_list(printer, block.arguments[rank:], outs, " shared_outs")
    text += " "
    if outs:
        text += "-> (" + type_list(printer, [r.type for r in op.results]) + ") "
    printer.write(text)
    printer.print_region(op.regions[0], False, bool(op.results))
    printer.write(printer.attr_dict_str(attrs, _ELIDED))


implement_op("scf.forall", "hiddenEntryArgs")(lambda op: (0,))
implement_op("scf.forall", "hiddenTerminators")(lambda op: () if op.results else (0,))
implement_op("scf.forall.in_parallel", "hiddenTerminators")(lambda op: (0,))


@implement_op("scf.forall.in_parallel", "parse")
def parse_in_parallel(parser: Parser, state: OperationState) -> None:
    """region attr-dict?"""
    body = Region()
    parser.parse_region(body)
    if not body.blocks:
        body.add_block()
    set_attributes(parser, state, parser.parse_optional_attr_dict())
    state.regions = [body]


@implement_op("scf.forall.in_parallel", "print")
def print_in_parallel(op: Operation, printer: OpPrinter) -> None:
    """``scf.forall.in_parallel { ... }``."""
    printer.write(" ")
    printer.print_region(op.regions[0], False, False)
    printer.write(printer.attr_dict_str(merged_attrs(op)))
