"""The hand-written syntax of ``scf`` ops (``parse``/``print`` of SCF.cpp):
``scf.for``, ``scf.if``, ``scf.while``, ``scf.parallel`` and
``scf.execute_region``; ``scf.forall`` is in ``forall_asm``."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from tblgen_py.dialects.asm_support import (
    Argument,
    arrow_type_list,
    ensure_terminator,
    expect_keyword,
    function_type_of,
    functional_type,
    initialization_list,
    merged_attrs,
    name_offset,
    op_error,
    parse_argument,
    parse_assignment_list,
    parse_integer,
    parse_operand_list_in,
    parse_untyped_argument_list,
    print_value_list,
    resolve_inits,
    resolve_operands,
    segment_sizes,
    set_attributes,
    set_property,
    type_list,
)
from tblgen_py.runtime.ir.attributes import UnitAttr
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import IndexType, IntegerType
from tblgen_py.runtime.ods.asm_format import register_custom_directive
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.header_memo import (
    Header,
    keep_header,
    read_header,
    skip_header,
)
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.op_state import OperationState, UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_INDEX = IndexType.get()


def _attr_dict(printer: OpPrinter, op: Operation, *elided: str) -> None:
    props = op.properties
    if op.attributes or (props and isinstance(props, dict)):  # else: nothing
        printer.write(printer.attr_dict_str(merged_attrs(op), elided))


# -- scf.execute_region ---------------------------------------------------------
@implement_op("scf.execute_region", "parse")
def parse_execute_region(parser: Parser, state: OperationState) -> None:
    """(`->` types)? `no_inline`? region attr-dict?"""
    state.result_types = parser.parse_optional_arrow_type_list()
    attrs: dict[str, object] = {}
    if parser.parse_optional_keyword("no_inline"):
        attrs["no_inline"] = UnitAttr.get()
    body = Region()
    parser.parse_region(body)
    attrs.update(parser.parse_optional_attr_dict())
    set_attributes(parser, state, attrs)
    state.regions = [body]


@implement_op("scf.execute_region", "print")
def print_execute_region(op: Operation, printer: OpPrinter) -> None:
    """``scf.execute_region -> t no_inline { ... }``."""
    printer.write(arrow_type_list(printer, [r.type for r in op.results]) + " ")
    if op.get_attr("no_inline") is not None:
        printer.write("no_inline ")
    printer.print_region(op.regions[0], False, True)
    _attr_dict(printer, op, "no_inline")


# -- scf.if ---------------------------------------------------------------------
@implement_op("scf.if", "parse")
def parse_if(parser: Parser, state: OperationState) -> None:
    """%cond (`->` types)? region (`else` region)? attr-dict?"""
    i1 = IntegerType.get(1)
    header = read_header(parser, state.name)
    if header is not None and header[1] is not None:
        state.operands = [parser.resolve_operand(header[0].uses[0], i1)]
        state.result_types = list(header[1])  # type: ignore[call-overload]
        skip_header(parser, header[0])
    else:
        cond = parser.parse_operand()
        state.operands = [parser.resolve_operand(cond, i1)]
        state.result_types = parser.parse_optional_arrow_type_list()
        if header is not None:
            keep_header(parser, header[0], tuple(state.result_types))
    then, other = Region(), Region()
    parser.parse_region(then)
    ensure_terminator(parser, then, "scf.yield", state.location)
    if parser.parse_optional_keyword("else"):
        parser.parse_region(other)
        ensure_terminator(parser, other, "scf.yield", state.location)
    set_attributes(parser, state, parser.parse_optional_attr_dict())
    state.regions = [then, other]


@implement_op("scf.if", "print")
def print_if(op: Operation, printer: OpPrinter) -> None:
    """``scf.if %c -> (t) { ... } else { ... }``."""
    terminators = bool(op.results)
    text = " " + printer.value_name(op.operand_uses[0].value)
    if op.results:
        text += " -> (" + type_list(printer, [r.type for r in op.results]) + ")"
    printer.write(text + " ")
    printer.print_region(op.regions[0], False, terminators)
    if op.regions[1].blocks:
        printer.write(" else ")
        printer.print_region(op.regions[1], False, terminators)
    _attr_dict(printer, op)


# -- scf.for --------------------------------------------------------------------
@implement_op("scf.for", "parse")
def parse_for(parser: Parser, state: OperationState) -> None:
    """`unsigned`? %iv `=` %lb `to` %ub `step` %step
    (`iter_args` `(` %a `=` %init, ... `)` `->` types)? (`:` type)? region"""
    header = read_header(parser, state.name)
    if header is not None and header[1] is not None:
        attrs, args, bounds, inits = _for_header_again(parser, state, *header)
    else:
        attrs, args, bounds, inits = _parse_for_header(parser, state)
        if header is not None:
            kept = (dict(attrs), list(state.result_types), args[0].type)
            keep_header(parser, header[0], kept)
    body = Region()
    parser.parse_region(body, [a.entry() for a in args])
    ensure_terminator(parser, body, "scf.yield", state.location)
    iv_type = args[0].type
    operands = [parser.resolve_operand(use, iv_type) for use in bounds]
    operands += [
        parser.resolve_operand(use, t) for use, t in zip(inits, state.result_types)
    ]
    state.operands = operands
    attrs.update(parser.parse_optional_attr_dict())
    set_attributes(parser, state, attrs)
    state.regions = [body]


_ForKept = tuple[dict[str, object], list[object], object]
"""What ``scf.for`` keeps of a header: attributes, result types, the
induction variable's type."""
_ForHeader = tuple[
    dict[str, object], list[Argument], list[UnresolvedOperand], list[UnresolvedOperand]
]
"""``scf.for``'s header: attributes, region arguments (the induction variable
first), bounds and step, initial values."""


def _parse_for_header(parser: Parser, state: OperationState) -> _ForHeader:
    attrs: dict[str, object] = {}
    if parser.parse_optional_keyword("unsigned"):
        attrs["unsignedCmp"] = UnitAttr.get()
    iv = parse_argument(parser, allow_type=False)
    parser.expect("=", "expected '='")
    lower = parser.parse_operand()
    expect_keyword(parser, "to")
    upper = parser.parse_operand()
    expect_keyword(parser, "step")
    step = parser.parse_operand()
    args = [iv]
    inits: list[UnresolvedOperand] = []
    if parser.parse_optional_keyword("iter_args"):
        more, inits = parse_assignment_list(parser)
        args += more
        parser.expect("->", "expected '->'")
        state.result_types = list(parser.parse_function_result_types())
    if len(args) != len(state.result_types) + 1:
        op_error(
            parser,
            "mismatch in number of loop-carried values and defined values",
            name_offset(parser),
        )
    ty: object = _INDEX
    if parser.consume_if(":") is not None:
        ty = parser.parse_type()
    iv.type = ty
    for arg, result in zip(args[1:], state.result_types):
        arg.type = result
    return attrs, args, [lower, upper, step], inits


def _for_header_again(
    parser: Parser, state: OperationState, header: Header, kept: object
) -> _ForHeader:
    """A header of a shape read before (``kept``: its attributes, result
    types and induction variable type), with its own SSA names."""
    attrs, result_types, iv_type = cast(_ForKept, kept)
    uses = header.uses
    state.result_types = list(result_types)
    args = [Argument(uses[0], iv_type)]
    args += [Argument(use, t) for use, t in zip(uses[4::2], result_types)]
    skip_header(parser, header)
    return dict(attrs), args, uses[1:4], uses[5::2]


@implement_op("scf.for", "print")
def print_for(op: Operation, printer: OpPrinter) -> None:
    """``scf.for %iv = %lb to %ub step %s iter_args(...) -> (t) : i32 {``."""
    body = op.regions[0].blocks[0]
    values = [use.value for use in op.operand_uses]
    name = printer.value_name
    text = " unsigned" if op.get_attr("unsignedCmp") is not None else ""
    text += (
        f" {name(body.arguments[0])} = {name(values[0])} to {name(values[1])}"
        f" step {name(values[2])}"
    )
    inits = values[3:]
    text += initialization_list(printer, body.arguments[1:], inits, " iter_args")
    if inits:
        text += " -> (" + type_list(printer, [v.type for v in inits]) + ")"
    text += " "
    iv_type = body.arguments[0].type
    if not isinstance(iv_type, IndexType):
        text += " : " + printer.type_str(iv_type) + " "
    printer.write(text)
    printer.print_region(op.regions[0], False, bool(inits))
    _attr_dict(printer, op, "unsignedCmp")


# -- scf.while ------------------------------------------------------------------
@implement_op("scf.while", "parse")
def parse_while(parser: Parser, state: OperationState) -> None:
    """(`(` %a `=` %init, ... `)`)? `:` function-type region `do` region
    attr-dict-with-keyword?"""
    args: list[Argument] = []
    inits: list[UnresolvedOperand] = []
    if parser.tok.text == "(" and parser.tok.kind is not TokenKind.STRING:
        args, inits = parse_assignment_list(parser)
    type_at = parser.tok.start
    parser.expect(":", "expected ':'")
    fn = function_type_of(parser, parser.parse_type(), type_at)
    state.result_types = list(fn.results)
    state.operands = resolve_inits(parser, inits, fn, type_at)
    for arg, ty in zip(args, fn.inputs):
        arg.type = ty
    before, after = Region(), Region()
    parser.parse_region(before, [a.entry() for a in args])
    expect_keyword(parser, "do")
    parser.parse_region(after)
    set_attributes(parser, state, parser.parse_optional_attr_dict_with_keyword())
    state.regions = [before, after]


@implement_op("scf.while", "print")
def print_while(op: Operation, printer: OpPrinter) -> None:
    """``scf.while (%a = %init) : (t) -> t { ... } do { ... }``."""
    inits = [use.value for use in op.operand_uses]
    before = op.regions[0]
    args = before.blocks[0].arguments if before.blocks else []
    text = initialization_list(printer, args, inits, " ")
    text += " : " + functional_type(
        printer, [v.type for v in inits], [r.type for r in op.results]
    )
    printer.write(text + " ")
    printer.print_region(before, False)
    printer.write(" do ")
    printer.print_region(op.regions[1])
    printer.write(printer.attr_dict_with_keyword_str(merged_attrs(op)))


# -- scf.parallel ---------------------------------------------------------------
@implement_op("scf.parallel", "parse")
def parse_parallel(parser: Parser, state: OperationState) -> None:
    """`(` ivs `)` `=` `(` lbs `)` `to` `(` ubs `)` `step` `(` steps `)`
    (`init` `(` values `)`)? (`->` types)? region attr-dict?"""
    ivs = parse_untyped_argument_list(parser)
    parser.expect("=", "expected '='")
    groups = []
    for keyword in ("", "to", "step"):
        if keyword:
            expect_keyword(parser, keyword)
        at = parser.tok.start
        uses = parse_operand_list_in(parser)
        if len(uses) != len(ivs):
            op_error(parser, f"expected {len(ivs)} operands", at)
        groups.append([parser.resolve_operand(u, _INDEX) for u in uses])
    inits = []
    if parser.parse_optional_keyword("init"):
        inits = parse_operand_list_in(parser)
    state.result_types = parser.parse_optional_arrow_type_list()
    for iv in ivs:
        iv.type = _INDEX
    body = Region()
    parser.parse_region(body, [iv.entry() for iv in ivs])
    attrs = parser.parse_optional_attr_dict()
    at = name_offset(parser)
    values = resolve_operands(parser, inits, state.result_types, at)
    ensure_terminator(parser, body, "scf.reduce", state.location)
    state.operands = groups[0] + groups[1] + groups[2] + values
    set_attributes(parser, state, attrs)
    set_property(
        state,
        "operandSegmentSizes",
        segment_sizes(len(ivs), len(ivs), len(ivs), len(values)),
    )
    state.regions = [body]


@implement_op("scf.parallel", "print")
def print_parallel(op: Operation, printer: OpPrinter) -> None:
    """``scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> t { ... }``."""
    body = op.regions[0].blocks[0]
    rank = len(body.arguments)
    values = [use.value for use in op.operand_uses]
    text = (
        f" ({print_value_list(printer, body.arguments)}) = "
        f"({print_value_list(printer, values[:rank])}) to "
        f"({print_value_list(printer, values[rank:2 * rank])}) step "
        f"({print_value_list(printer, values[2 * rank:3 * rank])})"
    )
    inits = values[3 * rank :]
    if inits:
        text += f" init ({print_value_list(printer, inits)})"
    text += arrow_type_list(printer, [r.type for r in op.results])
    printer.write(text + " ")
    printer.print_region(op.regions[0], False)
    _attr_dict(printer, op, "operandSegmentSizes")


def _first_region(op: Operation) -> tuple[int, ...]:
    """The entry arguments of region 0 are printed in the op's header."""
    return (0,)


for _name in ("scf.for", "scf.while", "scf.parallel"):
    implement_op(_name, "hiddenEntryArgs")(_first_region)


@implement_op("scf.for", "hiddenTerminators")
def _for_terminators(op: Operation) -> tuple[int, ...]:
    """The yield of a loop without iter_args is not printed."""
    return () if op.results else (0,)


@implement_op("scf.if", "hiddenTerminators")
def _if_terminators(op: Operation) -> tuple[int, ...]:
    """The yields of an if without results are not printed."""
    return () if op.results else (0, 1)


# -- scf.index_switch -----------------------------------------------------------
@implement_op("scf.index_switch", "parse")
def parse_index_switch(parser: Parser, state: OperationState) -> None:
    """%arg attr-dict (`->` types)? (`case` n region)* `default` region
    (its format, with ``custom<SwitchCases>``, written by hand: the runtime's
    declarative formats do not run implicit terminators)."""
    arg = parser.parse_operand()
    state.operands = [parser.resolve_operand(arg, _INDEX)]
    attrs = parser.parse_optional_attr_dict()
    if parser.consume_if("->") is not None:
        state.result_types = list(parser.parse_type_list_no_parens())
    cases: list[int] = []
    regions: list[Region] = []
    while parser.parse_optional_keyword("case"):
        cases.append(parse_integer(parser))
        region = Region()
        parser.parse_region(region)
        regions.append(region)
    expect_keyword(parser, "default")
    default = Region()
    parser.parse_region(default)
    for region in [default, *regions]:
        ensure_terminator(parser, region, "scf.yield", state.location)
    set_attributes(parser, state, attrs)
    set_property(state, "cases", DenseArrayAttr.get(IntegerType.get(64), cases))
    state.regions = [default, *regions]


@implement_op("scf.index_switch", "print")
def print_index_switch(op: Operation, printer: OpPrinter) -> None:
    """``scf.index_switch %i -> t`` and its cases, one per line."""
    text = " " + printer.value_name(op.operand_uses[0].value)
    text += printer.attr_dict_str(merged_attrs(op), ("cases",))
    if op.results:
        text += " -> " + type_list(printer, [r.type for r in op.results])
    printer.write(text + " ")
    cases = getattr(op.get_attr("cases"), "values", ())
    pad = "\n" + " " * printer.indent
    for value, region in zip(cases, op.regions[1:]):
        printer.write(f"{pad}case {value} ")
        printer.print_region(region, False)
    printer.write(pad + "default ")
    printer.print_region(op.regions[0], False, _prints_terminator(op.regions[0]))


def _prints_terminator(region: Region) -> bool:
    """A declarative format elides an implicit terminator without operands."""
    last = region.blocks[0].last_op if region.blocks else None
    return last is None or bool(last.operand_uses) or last.name != "scf.yield"


@implement_op("scf.index_switch", "printedRegionOrder")
def _index_switch_order(op: Operation) -> list[int]:
    """The cases first, the default region last."""
    return [*range(1, len(op.regions)), 0]


@implement_op("scf.index_switch", "hiddenTerminators")
def _index_switch_terminators(op: Operation) -> tuple[int, ...]:
    """The default region's operand-less yield is not printed."""
    return () if _prints_terminator(op.regions[0]) else (0,)


def parse_switch_cases(parser: Parser) -> tuple[DenseArrayAttr, list[Region]]:
    """``custom<SwitchCases>``: (`case` n region)* as the cases and regions."""
    cases: list[int] = []
    regions: list[Region] = []
    while parser.parse_optional_keyword("case"):
        cases.append(parse_integer(parser))
        region = Region()
        parser.parse_region(region)
        regions.append(region)
    return DenseArrayAttr.get(IntegerType.get(64), cases), regions


def print_switch_cases(
    printer: OpPrinter, op: Operation, cases: object, regions: object
) -> None:
    """``printSwitchCases``: each case on its own line, terminators printed."""
    pad = "\n" + " " * printer.indent
    values = getattr(cases, "values", ())
    for value, region in zip(values, regions if isinstance(regions, list) else []):
        printer.write(f"{pad}case {value} ")
        printer.print_region(region, False)


register_custom_directive("SwitchCases", parse_switch_cases, print_switch_cases)
