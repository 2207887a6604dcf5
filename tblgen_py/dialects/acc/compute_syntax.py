"""The custom directives of ``acc``'s compute constructs and ``acc.loop``
(OpenACC.cpp): device-type segmented operand lists (``num_gangs({%a : i32}
[#acc.device_type<nvidia>])``, ``tile``), the ``wait`` clause (with
``devnum:``), ``custom<DeviceTypeOperands>`` (``num_workers(%w : i32)``),
the loop's ``gang`` clause (``gang({num=%n : i32, static=%s : i32})``),
``combined(parallel)`` and the loop control (``control(%iv : i32) = (%lb :
i32) to (%ub : i32) step (%st : i32)`` before the body).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.acc.device_types import items_of
from tblgen_py.dialects.asm_support import (
    attr_from_text,
    expect_keyword,
    op_error,
    parse_argument,
    parse_operands_exactly,
    print_value_list,
    type_list,
)
from tblgen_py.runtime.ir.attributes import ArrayAttr, BoolAttr
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.asm_format import register_custom_directive
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.lexer import TokenKind

if TYPE_CHECKING:
    from tblgen_py.runtime.text.op_state import UnresolvedOperand
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_I32 = IntegerType.get(32)
_NONE = "#acc.device_type<none>"


def _none(parser: Parser) -> object:
    return attr_from_text(parser, _NONE)


def _array(items: list[object]) -> ArrayAttr:
    return ArrayAttr.get(items)  # type: ignore[arg-type]


def _segments(sizes: list[int]) -> DenseArrayAttr:
    return DenseArrayAttr.get(_I32, sizes)


def _parse_device_type_suffix(parser: Parser, parsed: list[object]) -> None:
    """`[` device type `]`, or the device type ``none``."""
    if parser.consume_if("[") is None:
        parsed.append(_none(parser))
        return
    parsed.append(parser.parse_attribute())
    parser.expect("]", "expected ']'")


def _single_device_type(printer: OpPrinter, attr: object) -> str:
    """``printSingleDeviceType``: ` [dt]` unless the device type is none."""
    return "" if str(attr) == _NONE else f" [{printer.attr_str(attr)}]"


def _device_types_text(printer: OpPrinter, attr: object) -> str:
    """``printDeviceTypes``: `[dt, ...]` when there are any."""
    items = items_of(attr)
    if not items:
        return ""
    return "[" + ", ".join(printer.attr_str(a) for a in items) + "]"


def _only_none(attr: object) -> bool:
    """``hasOnlyDeviceTypeNone``."""
    items = items_of(attr)
    return len(items) == 1 and str(items[0]) == _NONE


def _parse_typed_operand(
    parser: Parser, uses: list[UnresolvedOperand], types: list[object]
) -> None:
    """%v `:` type."""
    uses.append(parser.parse_operand())
    parser.expect(":", "expected ':'")
    types.append(parser.parse_type())


def _parse_keyword_only_types(parser: Parser) -> list[object]:
    """`[` device types `]` `,` after the clause's `(`, or nothing."""
    only: list[object] = []
    if parser.consume_if("[") is None:
        return only
    only.append(parser.parse_attribute())
    while parser.consume_if(",") is not None:
        only.append(parser.parse_attribute())
    parser.expect("]", "expected ']'")
    parser.expect(",", "expected ','")
    return only


def parse_num_gangs(parser: Parser) -> tuple[object, ...]:
    """``parseNumGangs`` (and ``parseDeviceTypeOperandsWithSegment``):
    `{` %v `:` type, ... `}` (`[` device type `]`)?, ..."""
    uses: list[UnresolvedOperand] = []
    types: list[object] = []
    device_types: list[object] = []
    sizes: list[int] = []
    while True:
        parser.expect("{", "expected '{'")
        before = len(uses)
        _parse_typed_operand(parser, uses, types)
        while parser.consume_if(",") is not None:
            _parse_typed_operand(parser, uses, types)
        sizes.append(len(uses) - before)
        parser.expect("}", "expected '}'")
        _parse_device_type_suffix(parser, device_types)
        if parser.consume_if(",") is None:
            break
    return uses, types, _array(device_types), _segments(sizes)


def _segment_groups(
    printer: OpPrinter, values: list[Value], device_types: object, segments: object
) -> list[str]:
    """`{%a : t, ...}` per device type, with its `[dt]`."""
    groups = []
    index = 0
    sizes = items_of(segments)
    for position, device in enumerate(items_of(device_types)):
        size = int(sizes[position]) if position < len(sizes) else 0  # type: ignore[call-overload]
        entries = []
        for value in values[index : index + size]:
            entries.append(
                f"{printer.value_name(value)} : {printer.type_str(value.type)}"
            )
        index += size
        groups.append(
            "{" + ", ".join(entries) + "}" + _single_device_type(printer, device)
        )
    return groups


def print_num_gangs(
    printer: OpPrinter,
    op: object,
    values: object,
    types: object,
    device_types: object,
    segments: object,
) -> None:
    """``printNumGangs`` (and ``printDeviceTypeOperandsWithSegment``)."""
    operands = values if isinstance(values, list) else []
    printer.write(", ".join(_segment_groups(printer, operands, device_types, segments)))


def parse_wait_clause(parser: Parser) -> tuple[object, ...]:
    """``parseWaitClause``: nothing (the keyword alone), or `(` (`[` device
    types `]` `,`)? `{` (`devnum` `:`)? %v `:` type, ... `}` (`[` dt `]`)?,
    ... `)`."""
    if parser.consume_if("(") is None:
        return [], [], None, None, None, _array([_none(parser)])
    only = _parse_keyword_only_types(parser)
    uses: list[UnresolvedOperand] = []
    types: list[object] = []
    device_types: list[object] = []
    devnums: list[object] = []
    sizes: list[int] = []
    while True:
        parser.expect("{", "expected '{'")
        before = len(uses)
        devnum = parser.parse_optional_keyword("devnum")
        if devnum:
            parser.expect(":", "expected ':'")
        devnums.append(BoolAttr.get(bool(devnum)))
        _parse_typed_operand(parser, uses, types)
        while parser.consume_if(",") is not None:
            _parse_typed_operand(parser, uses, types)
        sizes.append(len(uses) - before)
        parser.expect("}", "expected '}'")
        _parse_device_type_suffix(parser, device_types)
        if parser.consume_if(",") is None:
            break
    parser.expect(")", "expected ')'")
    return (
        uses,
        types,
        _array(device_types),
        _segments(sizes),
        _array(devnums),
        _array(only),
    )


def print_wait_clause(
    printer: OpPrinter,
    op: object,
    values: object,
    types: object,
    device_types: object,
    segments: object,
    devnums: object,
    keyword_only: object,
) -> None:
    """``printWaitClause``."""
    operands = values if isinstance(values, list) else []
    if not operands and _only_none(keyword_only):
        return
    text = "(" + _device_types_text(printer, keyword_only)
    if items_of(keyword_only) and items_of(device_types):
        text += ", "
    groups = _segment_groups(printer, operands, device_types, segments)
    flags = items_of(devnums)
    for position, group in enumerate(groups):
        if position < len(flags) and getattr(flags[position], "value", False):
            groups[position] = "{devnum: " + group[1:]
    printer.write(text + ", ".join(groups) + ")")


def parse_device_type_operands(parser: Parser) -> tuple[object, ...]:
    """``parseDeviceTypeOperands``: %v `:` type (`[` dt `]`)?, ..."""
    uses: list[UnresolvedOperand] = []
    types: list[object] = []
    device_types: list[object] = []
    while True:
        _parse_typed_operand(parser, uses, types)
        _parse_device_type_suffix(parser, device_types)
        if parser.consume_if(",") is None:
            break
    return uses, types, _array(device_types)


def print_device_type_operands(
    printer: OpPrinter, op: object, values: object, types: object, device_types: object
) -> None:
    """``printDeviceTypeOperands``."""
    operands = values if isinstance(values, list) else []
    entries = []
    for value, device in zip(operands, items_of(device_types)):
        entry = f"{printer.value_name(value)} : {printer.type_str(value.type)}"
        entries.append(entry + _single_device_type(printer, device))
    printer.write(", ".join(entries))


_GANG_KEYWORDS = (("num", "Num"), ("dim", "Dim"), ("static", "Static"))
"""The gang values' keywords and their ``GangArgType`` cases."""


def _gang_arg_type(parser: Parser, keyword: str) -> object:
    return attr_from_text(parser, f"#acc.gang_arg_type<{keyword}>")


def _parse_gang_values(
    parser: Parser,
    uses: list[UnresolvedOperand],
    types: list[object],
    kinds: list[object],
    need_comma: bool,
) -> bool:
    """The `num=`/`dim=`/`static=` values of one `{...}` (``parseGangValue``);
    ``need_comma``: a value was read before, in this group or an earlier one
    (as MLIR's parser, which never resets it: a later group must then start
    with a comma)."""
    while True:
        need_value = False
        if need_comma:
            if parser.consume_if(",") is None:
                return need_comma
            need_value = True
        found = False
        for keyword, kind in _GANG_KEYWORDS:
            if parser.parse_optional_keyword(keyword):
                parser.expect("=", "expected '='")
                _parse_typed_operand(parser, uses, types)
                kinds.append(_gang_arg_type(parser, kind))
                need_comma = found = True
        if not found and need_value:
            op_error(parser, "new value expected after comma")
        if not found:
            return need_comma


def parse_gang_clause(parser: Parser) -> tuple[object, ...]:
    """``parseGangClause``: nothing (the keyword alone), or `(` (`[` device
    types `]`)? `,`? `{` num=%v : t, dim=..., static=... `}` (`[` dt `]`)?,
    ... `)`."""
    if parser.consume_if("(") is None:
        return [], [], None, None, None, _array([_none(parser)])
    only: list[object] = []
    skip_group = False
    if parser.consume_if("[") is not None:
        only.append(parser.parse_attribute())
        while parser.consume_if(",") is not None:
            only.append(parser.parse_attribute())
        parser.expect("]", "expected ']'")
        skip_group = True
    uses: list[UnresolvedOperand] = []
    types: list[object] = []
    kinds: list[object] = []
    device_types: list[object] = []
    sizes: list[int] = []
    need_comma = False
    while True:
        if skip_group:
            skip_group = False
        else:
            parser.expect("{", "expected '{'")
            before = len(uses)
            need_comma = _parse_gang_values(parser, uses, types, kinds, need_comma)
            if not uses:
                op_error(parser, "expect at least one of num, dim or static values")
            parser.expect("}", "expected '}'")
            _parse_device_type_suffix(parser, device_types)
            sizes.append(len(uses) - before)
        if parser.consume_if(",") is None:
            break
    parser.expect(")", "expected ')'")
    return (
        uses,
        types,
        _array(kinds),
        _array(device_types),
        _segments(sizes),
        _array(only),
    )


def print_gang_clause(
    printer: OpPrinter,
    op: object,
    values: object,
    types: object,
    kinds: object,
    device_types: object,
    segments: object,
    gang_only: object,
) -> None:
    """``printGangClause``."""
    operands = values if isinstance(values, list) else []
    if not operands and _only_none(gang_only):
        return
    text = "(" + _device_types_text(printer, gang_only)
    if items_of(gang_only) and items_of(device_types):
        text += ", "
    kind_items = items_of(kinds)
    sizes = items_of(segments)
    groups = []
    index = 0
    for position, device in enumerate(items_of(device_types)):
        size = int(sizes[position]) if position < len(sizes) else 0  # type: ignore[call-overload]
        entries = []
        for value in operands[index : index + size]:
            kind = str(kind_items[index]) if index < len(kind_items) else ""
            keyword = next(
                (k for k, name in _GANG_KEYWORDS if kind.endswith(f"<{name}>")), ""
            )
            entries.append(
                f"{keyword}={printer.value_name(value)} : "
                f"{printer.type_str(value.type)}"
            )
            index += 1
        groups.append(
            "{" + ", ".join(entries) + "}" + _single_device_type(printer, device)
        )
    printer.write(text + ", ".join(groups) + ")")


_COMBINED = {
    "kernels": "kernels_loop",
    "parallel": "parallel_loop",
    "serial": "serial_loop",
}


def parse_combined_constructs_loop(parser: Parser) -> object:
    """``parseCombinedConstructsLoop``: `kernels`, `parallel` or `serial`."""
    for keyword, case in _COMBINED.items():
        if parser.parse_optional_keyword(keyword):
            return attr_from_text(parser, f"#acc.combined_constructs<{case}>")
    op_error(parser, "expected compute construct name")


def print_combined_constructs_loop(
    printer: OpPrinter, op: object, attr: object
) -> None:
    """``printCombinedConstructsLoop``."""
    if attr is None:
        return
    text = str(attr)
    for keyword, case in _COMBINED.items():
        if text.endswith(f"<{case}>"):
            printer.write(keyword)
            return


def parse_loop_control(parser: Parser) -> tuple[object, ...]:
    """``parseLoopControl``: (`control` `(` %iv : t, ... `)` `=` `(` lbs `:`
    types `)` `to` `(` ubs `:` types `)` `step` `(` steps `:` types `)`)?
    region."""
    args = []
    bounds: list[tuple[list[UnresolvedOperand], list[object]]] = []
    if parser.parse_optional_keyword("control"):
        parser.expect("(", "expected '('")
        if parser.tok.kind is TokenKind.PERCENT_IDENT:
            args.append(parse_argument(parser))
            while parser.consume_if(",") is not None:
                args.append(parse_argument(parser))
        parser.expect(")", "expected ')'")
        parser.expect("=", "expected '='")
        for keyword in ("", "to", "step"):
            if keyword:
                expect_keyword(parser, keyword)
            parser.expect("(", "expected '('")
            uses = parse_operands_exactly(parser, len(args))
            parser.expect(":", "expected ':'")
            types: list[object] = [parser.parse_type()]
            while parser.consume_if(",") is not None:
                types.append(parser.parse_type())
            parser.expect(")", "expected ')'")
            bounds.append((uses, types))
    else:
        bounds = [([], []), ([], []), ([], [])]
    region = Region()
    parser.parse_region(region, [arg.entry() for arg in args])
    (lbs, lb_types), (ubs, ub_types), (steps, step_types) = bounds
    return region, lbs, lb_types, ubs, ub_types, steps, step_types


def print_loop_control(
    printer: OpPrinter,
    op: object,
    region: object,
    lbs: object,
    lb_types: object,
    ubs: object,
    ub_types: object,
    steps: object,
    step_types: object,
) -> None:
    """``printLoopControl``."""
    assert isinstance(region, Region)
    args = list(region.blocks[0].arguments) if region.blocks else []
    if args:
        ivs = ", ".join(
            f"{printer.value_name(a)} : {printer.type_str(a.type)}" for a in args
        )

        def group(values: object, types: object) -> str:
            names = print_value_list(
                printer, values if isinstance(values, list) else []
            )
            return f"({names} : {type_list(printer, types if isinstance(types, list) else [])})"

        printer.write(
            f"control({ivs}) = {group(lbs, lb_types)} to {group(ubs, ub_types)}  "
            f"step {group(steps, step_types)} "
        )
    printer.print_region(region, False)


for _name, _parse, _print in (
    ("NumGangs", parse_num_gangs, print_num_gangs),
    ("DeviceTypeOperandsWithSegment", parse_num_gangs, print_num_gangs),
    ("WaitClause", parse_wait_clause, print_wait_clause),
    ("DeviceTypeOperands", parse_device_type_operands, print_device_type_operands),
    ("GangClause", parse_gang_clause, print_gang_clause),
    (
        "CombinedConstructsLoop",
        parse_combined_constructs_loop,
        print_combined_constructs_loop,
    ),
    ("LoopControl", parse_loop_control, print_loop_control),
):
    register_custom_directive(_name, _parse, _print, "acc")

# the loop control prints the body's arguments without their locations
implement_op("acc.loop", "hiddenEntryArgs")(lambda op: (0,))
