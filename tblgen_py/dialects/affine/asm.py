"""The hand-written syntax of ``affine`` ops (``parse``/``print`` of
AffineOps.cpp): ``affine.apply``, ``affine.min``/``max``, ``affine.if`` and
``affine.for`` with their dim-and-symbol operand lists and loop bounds; the
memory ops whose subscripts are affine maps of SSA ids are in ``access_asm``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import (
    Argument,
    ensure_terminator,
    expect_keyword,
    merged_attrs,
    name_offset,
    op_error,
    parse_argument,
    parse_assignment_list,
    print_region_argument,
    print_value_list,
    segment_sizes,
    set_attributes,
    set_property,
    type_list,
    arrow_type_list,
)
from tblgen_py.runtime.ir.affine import (
    AffineConstantExpr,
    AffineMap,
    AffineMapAttr,
    AffineSymbolExpr,
    IntegerSetAttr,
)
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import IndexType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.op_state import OperationState, UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_INDEX = IndexType.get()


def parse_typed_attr(parser: Parser, kind: type, type: object = None) -> object:
    """``parseAttribute(AttrT&)``: an attribute of class ``kind``."""
    at = parser.tok.start
    attr = parser.parse_attribute(type)  # type: ignore[arg-type]
    if not isinstance(attr, kind):
        op_error(parser, "invalid kind of attribute specified", at)
    return attr


def parse_dim_and_symbol_list(
    parser: Parser,
) -> tuple[list[UnresolvedOperand], int]:
    """``parseDimAndSymbolList``: `(` dims `)` (`[` symbols `]`)?."""
    parser.expect("(", "expected '('")
    uses = parser.parse_operand_list()
    parser.expect(")", "expected ')'")
    num_dims = len(uses)
    if parser.consume_if("[") is not None:
        uses += parser.parse_operand_list()
        parser.expect("]", "expected ']'")
    return uses, num_dims


def dim_and_symbol_list(
    printer: OpPrinter, values: Sequence[Value], num_dims: int
) -> str:
    """``printDimAndSymbolList``: ``(%d0, %d1)[%s0]``."""
    text = "(" + print_value_list(printer, values[:num_dims]) + ")"
    if len(values) > num_dims:
        text += "[" + print_value_list(printer, values[num_dims:]) + "]"
    return text


def map_of(op: Operation, name: str = "map") -> AffineMap:
    """The affine map of attribute ``name``."""
    attr = op.get_attr(name)
    assert isinstance(attr, AffineMapAttr)
    return attr.value


def _operands(op: Operation) -> list[Value]:
    return [use.value for use in op.operand_uses]


def _resolve_index(parser: Parser, uses: Sequence[UnresolvedOperand]) -> list[Value]:
    return [parser.resolve_operand(use, _INDEX) for use in uses]


# -- affine.apply ---------------------------------------------------------------
@implement_op("affine.apply", "parse")
def parse_apply(parser: Parser, state: OperationState) -> None:
    """map-attr dim-and-symbol-list attr-dict?"""
    attrs: dict[str, object] = {"map": parse_typed_attr(parser, AffineMapAttr)}
    uses, num_dims = parse_dim_and_symbol_list(parser)
    state.operands = _resolve_index(parser, uses)
    attrs.update(parser.parse_optional_attr_dict())
    amap = attrs["map"].value  # type: ignore[attr-defined]
    if amap.num_dims != num_dims or num_dims + amap.num_symbols != len(uses):
        op_error(parser, "dimension or symbol index mismatch", name_offset(parser))
    state.result_types = [_INDEX] * len(amap.results)
    set_attributes(parser, state, attrs)


def _print_map_op(op: Operation, printer: OpPrinter) -> None:
    """``affine.apply``/``min``/``max``: ``#map(%d)[%s]`` and attributes."""
    attr = op.get_attr("map")
    amap = map_of(op)
    text = " " + printer.attr_str(attr)
    text += dim_and_symbol_list(printer, _operands(op), amap.num_dims)
    text += printer.attr_dict_str(merged_attrs(op), ("map",))
    printer.write(text)


implement_op("affine.apply", "print")(_print_map_op)


# -- affine.min / affine.max ----------------------------------------------------
def _parse_min_max(parser: Parser, state: OperationState) -> None:
    """map-attr `(` dims `)` (`[` symbols `]`)? attr-dict?"""
    attrs: dict[str, object] = {"map": parse_typed_attr(parser, AffineMapAttr)}
    uses, _ = parse_dim_and_symbol_list(parser)
    attrs.update(parser.parse_optional_attr_dict())
    state.operands = _resolve_index(parser, uses)
    state.result_types = [_INDEX]
    set_attributes(parser, state, attrs)


for _name in ("affine.min", "affine.max"):
    implement_op(_name, "parse")(_parse_min_max)
    implement_op(_name, "print")(_print_map_op)


# -- affine.if ------------------------------------------------------------------
@implement_op("affine.if", "parse")
def parse_if(parser: Parser, state: OperationState) -> None:
    """set-attr dim-and-symbol-list (`->` types)? region (`else` region)?
    attr-dict?"""
    cond = parse_typed_attr(parser, IntegerSetAttr)
    uses, num_dims = parse_dim_and_symbol_list(parser)
    state.operands = _resolve_index(parser, uses)
    iset = cond.value  # type: ignore[attr-defined]
    if iset.num_dims != num_dims:
        op_error(
            parser,
            "dim operand count and integer set dim count must match",
            name_offset(parser),
        )
    if num_dims + iset.num_symbols != len(uses):
        op_error(
            parser,
            "symbol operand count and integer set symbol count must match",
            name_offset(parser),
        )
    state.result_types = parser.parse_optional_arrow_type_list()
    then, other = Region(), Region()
    parser.parse_region(then)
    ensure_terminator(parser, then, "affine.yield", state.location)
    if parser.parse_optional_keyword("else"):
        parser.parse_region(other)
        ensure_terminator(parser, other, "affine.yield", state.location)
    attrs: dict[str, object] = {"condition": cond}
    attrs.update(parser.parse_optional_attr_dict())
    set_attributes(parser, state, attrs)
    state.regions = [then, other]


@implement_op("affine.if", "print")
def print_if(op: Operation, printer: OpPrinter) -> None:
    """``affine.if #set(%i)[%n] -> (t) { ... } else { ... }``."""
    cond = op.get_attr("condition")
    num_dims = getattr(getattr(cond, "value", None), "num_dims", 0)
    text = " " + printer.attr_str(cond)
    text += dim_and_symbol_list(printer, _operands(op), num_dims)
    text += arrow_type_list(printer, [r.type for r in op.results])
    printer.write(text + " ")
    terminators = bool(op.results)
    printer.print_region(op.regions[0], False, terminators)
    if op.regions[1].blocks:
        printer.write(" else ")
        printer.print_region(op.regions[1], False, terminators)
    printer.write(printer.attr_dict_str(merged_attrs(op), ("condition",)))


@implement_op("affine.if", "hiddenTerminators")
def _if_terminators(op: Operation) -> tuple[int, ...]:
    """The yields of an if without results are not printed."""
    return () if op.results else (0, 1)


@implement_op("affine.if", "leadingAttrs")
def _if_leading(op: Operation) -> tuple[str, ...]:
    """The condition prints before the regions."""
    return ("condition",)


# -- affine.for -----------------------------------------------------------------
def _parse_bound(parser: Parser, lower: bool) -> tuple[AffineMapAttr, list[Value]]:
    """``parseBound``: `max`/`min`? (ssa-id | integer | map dim-and-symbol-list)."""
    minmax = parser.parse_optional_keyword("max" if lower else "min")
    uses = parser.parse_operand_list()
    if uses:
        if len(uses) > 1:
            op_error(
                parser, "expected only one loop bound operand", name_offset(parser)
            )
        value = parser.resolve_operand(uses[0], _INDEX)
        return AffineMapAttr.get(AffineMap.get(0, 1, [AffineSymbolExpr.get(0)])), [
            value
        ]
    at = parser.tok.start
    attr = parser.parse_attribute(_INDEX)
    if isinstance(attr, AffineMapAttr):
        operands, num_dims = parse_dim_and_symbol_list(parser)
        values = _resolve_index(parser, operands)
        amap = attr.value
        if amap.num_dims != num_dims:
            op_error(
                parser,
                "dim operand count and affine map dim count must match",
                name_offset(parser),
            )
        if num_dims + amap.num_symbols != len(values):
            op_error(
                parser,
                "symbol operand count and affine map symbol count must match",
                name_offset(parser),
            )
        if len(amap.results) > 1 and not minmax:
            which = "lower" if lower else "upper"
            prefix = "max" if lower else "min"
            op_error(
                parser,
                f"{which} loop bound affine map with multiple results requires "
                f"'{prefix}' prefix",
                at,
            )
        return attr, values
    if isinstance(attr, IntegerAttr):
        constant = AffineMap.get(0, 0, [AffineConstantExpr.get(attr.value)])
        return AffineMapAttr.get(constant), []
    op_error(
        parser,
        "expected valid affine map representation for loop bounds",
        name_offset(parser),
    )


@implement_op("affine.for", "parse")
def parse_for(parser: Parser, state: OperationState) -> None:
    """%iv `=` lower-bound `to` upper-bound (`step` int)?
    (`iter_args` `(` %a `=` %init, ... `)` `->` types)? region attr-dict?"""
    iv = parse_argument(parser, allow_type=False)
    iv.type = _INDEX
    parser.expect("=", "expected '='")
    lower, lower_values = _parse_bound(parser, True)
    if not parser.parse_optional_keyword("to"):
        op_error(parser, "expected 'to' between bounds")
    upper, upper_values = _parse_bound(parser, False)
    attrs: dict[str, object] = {"lowerBoundMap": lower, "upperBoundMap": upper}
    step: object = IntegerAttr.get(_INDEX, 1)
    if parser.parse_optional_keyword("step"):
        at = parser.tok.start
        step = parse_typed_attr(parser, IntegerAttr, _INDEX)
        if step.value < 0:  # type: ignore[attr-defined]
            op_error(
                parser,
                "expected step to be representable as a positive signed integer",
                at,
            )
    attrs["step"] = step
    args: list[Argument] = [iv]
    inits: list[UnresolvedOperand] = []
    if parser.parse_optional_keyword("iter_args"):
        more, inits = parse_assignment_list(parser)
        args += more
        parser.expect("->", "expected '->'")
        state.result_types = list(parser.parse_function_result_types())
    init_values = []
    for arg, use, ty in zip(args[1:], inits, state.result_types):
        arg.type = ty
        init_values.append(parser.resolve_operand(use, ty))
    if len(args) != len(state.result_types) + 1:
        op_error(
            parser,
            "mismatch between the number of loop-carried values and results",
            name_offset(parser),
        )
    body = Region()
    parser.parse_region(body, [a.entry() for a in args])
    ensure_terminator(parser, body, "affine.yield", state.location)
    attrs.update(parser.parse_optional_attr_dict())
    state.operands = lower_values + upper_values + init_values
    set_attributes(parser, state, attrs)
    set_property(
        state,
        "operandSegmentSizes",
        segment_sizes(len(lower_values), len(upper_values), len(init_values)),
    )
    state.regions = [body]


def _short_bound(amap: AffineMap) -> bool:
    """A bound printed as a constant or a single SSA value."""
    if len(amap.results) != 1 or amap.num_dims != 0:
        return False
    expr = amap.results[0]
    if amap.num_symbols == 0:
        return isinstance(expr, AffineConstantExpr)
    return amap.num_symbols == 1 and isinstance(expr, AffineSymbolExpr)


def _print_bound(
    printer: OpPrinter, attr: object, values: Sequence[Value], prefix: str
) -> str:
    """``printBound``."""
    amap = attr.value  # type: ignore[attr-defined]
    if _short_bound(amap):
        expr = amap.results[0]
        if isinstance(expr, AffineConstantExpr):
            return str(expr.value)
        return printer.value_name(values[0])
    text = f"{prefix} " if len(amap.results) > 1 else ""
    return (
        text
        + printer.attr_str(attr)
        + dim_and_symbol_list(printer, values, amap.num_dims)
    )


def for_bounds(op: Operation) -> tuple[list[Value], list[Value], list[Value]]:
    """The lower-bound, upper-bound and init operands of an ``affine.for``."""
    values = _operands(op)
    lower = map_of(op, "lowerBoundMap")
    upper = map_of(op, "upperBoundMap")
    nl = lower.num_dims + lower.num_symbols
    nu = upper.num_dims + upper.num_symbols
    return values[:nl], values[nl : nl + nu], values[nl + nu :]


@implement_op("affine.for", "print")
def print_for(op: Operation, printer: OpPrinter) -> None:
    """``affine.for %i = 0 to %n step 2 iter_args(%a = %x) -> (f32) {``."""
    body = op.regions[0].blocks[0]
    lower, upper, inits = for_bounds(op)
    printer.write(" ")
    print_region_argument(printer, body.arguments[0], None, omit_type=True)
    text = " = " + _print_bound(printer, op.get_attr("lowerBoundMap"), lower, "max")
    text += " to " + _print_bound(printer, op.get_attr("upperBoundMap"), upper, "min")
    step = getattr(op.get_attr("step"), "value", 1)
    if step != 1:
        text += f" step {step}"
    if inits:
        pairs = ", ".join(
            f"{printer.value_name(a)} = {printer.value_name(v)}"
            for a, v in zip(body.arguments[1:], inits)
        )
        text += f" iter_args({pairs}) -> ("
        text += type_list(printer, [r.type for r in op.results]) + ")"
    printer.write(text + " ")
    printer.print_region(op.regions[0], False, bool(inits))
    elided = ("lowerBoundMap", "upperBoundMap", "step", "operandSegmentSizes")
    printer.write(printer.attr_dict_str(merged_attrs(op), elided))


@implement_op("affine.for", "hiddenEntryArgs")
def _for_entry_args(op: Operation) -> tuple[int, ...]:
    """The induction variable and iter_args print in the header."""
    return (0,)


@implement_op("affine.for", "shownEntryArgs")
def _for_shown_args(op: Operation) -> dict[int, int]:
    """The induction variable prints with its location."""
    return {0: 1}


@implement_op("affine.for", "hiddenTerminators")
def _for_terminators(op: Operation) -> tuple[int, ...]:
    """The yield of a loop without iter_args is not printed."""
    return () if op.results else (0,)


@implement_op("affine.for", "unaliasedAttrs")
def _for_unaliased(op: Operation) -> tuple[str, ...]:
    """Bounds printed as a constant or an SSA value take no alias."""
    return tuple(
        name
        for name in ("lowerBoundMap", "upperBoundMap")
        if _short_bound(map_of(op, name))
    )


@implement_op("affine.for", "leadingAttrs")
def _for_leading(op: Operation) -> tuple[str, ...]:
    """The bound maps print before the body."""
    return ("lowerBoundMap", "upperBoundMap")
