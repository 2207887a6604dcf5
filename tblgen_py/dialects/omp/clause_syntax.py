"""The ``custom<...>`` directives of ``omp``'s clauses that read operand
lists and enum keywords (OpenMPDialect.cpp)::

    map_clauses(always, tofrom)        custom<MapClause>: ClauseMapFlags
    capture(ByRef)                     custom<CaptureType>
    members(%m : [0, 1], [2] : ...)    custom<MembersIndex>
    schedule(static = %c : i32, simd)  custom<ScheduleClause>
    order(reproducible:concurrent)     custom<OrderClause>
    depend(taskdependin -> %v : t)     custom<DependVarList>
    copyprivate(%v -> @f : t)          custom<Copyprivate>
    aligned(%v : t -> 16 : i64)        custom<AlignedClause>
    allocate(%a : t -> %v : t)         custom<AllocateAndAllocator>
    linear(%v = %step : t)             custom<LinearClause>
    grainsize(strict, %g: i32)         custom<GrainsizeClause>/<NumTasksClause>
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import (
    attr_from_text,
    name_offset,
    op_error,
    parse_any_keyword,
    parse_integer,
)
from tblgen_py.dialects.omp.block_args import items_of, parse_symbol_ref
from tblgen_py.runtime.ir.attributes import ArrayAttr, IntegerAttr, UnitAttr
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.asm_format import register_custom_directive
from tblgen_py.runtime.ods.enums import dialect_attr_text
from tblgen_py.runtime.text.lexer import MLIRParseError, TokenKind
from tblgen_py.runtime.text.op_state import UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter


def enum_attr(parser: Parser, mnemonic: str, case: str, parens: bool = False) -> object:
    """``#omp<mnemonic case>`` (``#omp<mnemonic(case)>``), or None for a
    keyword that is no case of the enum (``symbolizeEnum`` failing)."""
    text = f"#omp<{mnemonic}({case})>" if parens else f"#omp<{mnemonic} {case}>"
    try:
        return attr_from_text(parser, text)
    except MLIRParseError:
        return None


def _comma_list(parser: Parser, element: Callable[[], None]) -> None:
    """``parseCommaSeparatedList``: one element, then more after commas."""
    element()
    while parser.consume_if(",") is not None:
        element()


def _arrow(parser: Parser) -> None:
    parser.expect("->", "expected '->'")


def _colon_type(parser: Parser) -> object:
    parser.expect(":", "expected ':'")
    return parser.parse_type()


# -- map_info ------------------------------------------------------------------
_MAP_FLAGS = (
    "storage",
    "to",
    "from",
    "always",
    "del",
    "return_param",
    "priv",
    "literal",
    "implicit",
    "close",
    "present",
    "ompx_hold",
    "attach",
    "attach_always",
    "attach_none",
    "attach_auto",
    "ref_ptr",
    "ref_ptee",
    "ref_ptr_ptee",
    "is_device_ptr",
)
"""The cases of ``ClauseMapFlags``, in bit order."""

_MAP_KEYWORDS = {
    **{flag: (flag,) for flag in _MAP_FLAGS if flag not in ("del", "priv")},
    "delete": ("del",),
    "private": ("priv",),
    "tofrom": ("to", "from"),
}
"""The flags each ``map_clauses`` keyword sets (others set none)."""

_MAP_PRINT_ORDER = (
    ("always", "always"),
    ("implicit", "implicit"),
    ("ompx_hold", "ompx_hold"),
    ("close", "close"),
    ("present", "present"),
)
_MAP_PRINT_TAIL = (
    ("del", "delete"),
    ("return_param", "return_param"),
    ("storage", "storage"),
    ("priv", "private"),
    ("literal", "literal"),
    ("attach", "attach"),
    ("attach_always", "attach_always"),
    ("attach_none", "attach_none"),
    ("attach_auto", "attach_auto"),
    ("ref_ptr", "ref_ptr"),
    ("ref_ptee", "ref_ptee"),
    ("ref_ptr_ptee", "ref_ptr_ptee"),
    ("is_device_ptr", "is_device_ptr"),
)


def parse_map_clause(parser: Parser) -> object:
    """``parseMapClause``: map type keywords as ``ClauseMapFlags`` (unknown
    keywords set nothing)."""
    flags: set[str] = set()

    def element() -> None:
        flags.update(_MAP_KEYWORDS.get(parse_any_keyword(parser), ()))

    _comma_list(parser, element)
    cases = "|".join(flag for flag in _MAP_FLAGS if flag in flags) or "none"
    return enum_attr(parser, "clause_map_flags", cases)


def map_flags(attr: object) -> set[str]:
    """The ``ClauseMapFlags`` cases set in a map type attribute."""
    text = dialect_attr_text(attr, "omp", "clause_map_flags")
    return {word.strip() for word in text.replace(",", "|").split("|")} - {"none", ""}


def print_map_clause(printer: OpPrinter, op: object, attr: object) -> None:
    """``printMapClause``: modifiers, the direction, then the other flags
    (``none`` when no flag is set)."""
    flags = map_flags(attr)
    names = [name for flag, name in _MAP_PRINT_ORDER if flag in flags]
    if {"to", "from"} <= flags:
        names.append("tofrom")
    elif "from" in flags:
        names.append("from")
    elif "to" in flags:
        names.append("to")
    names += [name for flag, name in _MAP_PRINT_TAIL if flag in flags]
    printer.write(", ".join(names) if names else "none")


def parse_capture_type(parser: Parser) -> object:
    """``parseCaptureType``: a keyword; an unknown one sets nothing."""
    keyword = parse_any_keyword(parser)
    if keyword not in ("This", "ByRef", "ByCopy", "VLAType"):
        return None
    return enum_attr(parser, "variable_capture_kind", keyword, parens=True)


def print_capture_type(printer: OpPrinter, op: object, attr: object) -> None:
    """``printCaptureType``."""
    printer.write(dialect_attr_text(attr, "omp", "variable_capture_kind"))


_I64 = IntegerType.get(64)


def parse_members_index(parser: Parser) -> object:
    """``parseMembersIndex``: `[` ints `]` (`,` `[` ints `]`)*."""
    groups: list[object] = []
    while True:
        parser.expect("[", "expected '['")
        values = [IntegerAttr.get(_I64, parse_integer(parser))]
        while parser.consume_if(",") is not None:
            values.append(IntegerAttr.get(_I64, parse_integer(parser)))
        parser.expect("]", "expected ']'")
        groups.append(ArrayAttr.get(values))
        if parser.consume_if(",") is None:
            break
    return ArrayAttr.get(groups)  # type: ignore[arg-type]


def print_members_index(printer: OpPrinter, op: object, attr: object) -> None:
    """``printMembersIndex``."""
    groups = items_of(attr)
    texts = [
        "[" + ", ".join(str(getattr(v, "value", v)) for v in items_of(g)) + "]"
        for g in groups
    ]
    printer.write(", ".join(texts))


# -- schedule and order ----------------------------------------------------------
_SCHEDULE_KINDS = ("static", "dynamic", "guided", "auto", "runtime")
_SCHEDULE_MODIFIERS = ("none", "monotonic", "nonmonotonic", "simd")


def parse_schedule_clause(parser: Parser) -> tuple[object, ...]:
    """``parseScheduleClause``: kind (`=` chunk `:` type)?, modifiers."""
    keyword = parse_any_keyword(parser)
    if keyword not in _SCHEDULE_KINDS:
        op_error(parser, " expected schedule kind", name_offset(parser))
    kind = enum_attr(parser, "schedulekind", keyword)
    chunk: list[UnresolvedOperand] = []
    chunk_type: list[object] = []
    if keyword in ("static", "dynamic", "guided") and parser.consume_if("="):
        chunk.append(parser.parse_operand())
        chunk_type.append(_colon_type(parser))
    modifiers: list[str] = []
    while parser.consume_if(",") is not None:
        modifiers.append(parse_any_keyword(parser))
    if len(modifiers) > 2:
        op_error(parser, " unexpected modifier(s)", name_offset(parser))
    for modifier in modifiers:
        if modifier not in _SCHEDULE_MODIFIERS:
            op_error(parser, f" unknown modifier type: {modifier}", name_offset(parser))
    if modifiers == ["simd"]:
        modifiers = ["none", "simd"]
    elif len(modifiers) == 2 and (modifiers[0] == "simd" or modifiers[1] != "simd"):
        op_error(parser, " incorrect modifier order", name_offset(parser))
    modifier_attr = enum_attr(parser, "sched_mod", modifiers[0]) if modifiers else None
    simd = UnitAttr.get() if len(modifiers) > 1 else None
    return kind, modifier_attr, simd, chunk, chunk_type


def print_schedule_clause(
    printer: OpPrinter,
    op: object,
    kind: object,
    modifier: object,
    simd: object,
    chunk: object,
    chunk_type: object,
) -> None:
    """``printScheduleClause``."""
    text = dialect_attr_text(kind, "omp", "schedulekind")
    if isinstance(chunk, Value):
        text += f" = {printer.value_name(chunk)} : {printer.type_str(chunk.type)}"
    if modifier is not None:
        text += ", " + dialect_attr_text(modifier, "omp", "sched_mod")
    if simd is not None:
        text += ", simd"
    printer.write(text)


def parse_order_clause(parser: Parser) -> tuple[object, object]:
    """``parseOrderClause``: (modifier `:`)? `concurrent`."""
    at = parser.tok.start
    keyword = parse_any_keyword(parser)
    modifier = None
    if keyword in ("reproducible", "unconstrained"):
        modifier = enum_attr(parser, "order_mod", keyword)
        if parser.consume_if(":") is None:
            op_error(parser, "expected ':'")
        at = parser.tok.start
        keyword = parse_any_keyword(parser)
    if keyword != "concurrent":
        op_error(parser, f"invalid clause value: '{keyword}'", at)
    return enum_attr(parser, "orderkind", keyword), modifier


def print_order_clause(
    printer: OpPrinter, op: object, order: object, modifier: object
) -> None:
    """``printOrderClause``."""
    text = ""
    if modifier is not None:
        text += dialect_attr_text(modifier, "omp", "order_mod") + ":"
    if order is not None:
        text += dialect_attr_text(order, "omp", "orderkind")
    printer.write(text)


# -- operand lists ---------------------------------------------------------------
def parse_depend_var_list(parser: Parser) -> tuple[object, ...]:
    """``parseDependVarList``: kind `->` %v `:` type, ..."""
    uses: list[UnresolvedOperand] = []
    types: list[object] = []
    kinds: list[object] = []

    def element() -> None:
        keyword = parse_any_keyword(parser)
        _arrow(parser)
        uses.append(parser.parse_operand())
        types.append(_colon_type(parser))
        kind = enum_attr(parser, "clause_task_depend", keyword, parens=True)
        if kind is None:
            op_error(parser, f"invalid depend kind: '{keyword}'")
        kinds.append(kind)

    _comma_list(parser, element)
    return uses, types, ArrayAttr.get(kinds)  # type: ignore[arg-type]


def print_depend_var_list(
    printer: OpPrinter, op: object, values: object, types: object, kinds: object
) -> None:
    """``printDependVarList``."""
    assert isinstance(values, list) and isinstance(types, list)
    texts = [
        f"{dialect_attr_text(kind, 'omp', 'clause_task_depend')} -> "
        f"{printer.value_name(value)} : {printer.type_str(ty)}"
        for kind, value, ty in zip(items_of(kinds), values, types)
    ]
    printer.write(", ".join(texts))


def parse_copyprivate(parser: Parser) -> tuple[object, ...]:
    """``parseCopyprivate``: %v `->` @sym `:` type, ..."""
    uses: list[UnresolvedOperand] = []
    types: list[object] = []
    syms: list[object] = []

    def element() -> None:
        uses.append(parser.parse_operand())
        _arrow(parser)
        syms.append(parse_symbol_ref(parser))
        types.append(_colon_type(parser))

    _comma_list(parser, element)
    return uses, types, ArrayAttr.get(syms)  # type: ignore[arg-type]


def print_copyprivate(
    printer: OpPrinter, op: object, values: object, types: object, syms: object
) -> None:
    """``printCopyprivate``."""
    if syms is None:
        return
    assert isinstance(values, list) and isinstance(types, list)
    texts = [
        f"{printer.value_name(value)} -> {printer.attr_str(sym)} : {printer.type_str(ty)}"
        for value, sym, ty in zip(values, items_of(syms), types)
    ]
    printer.write(", ".join(texts))


def parse_aligned_clause(parser: Parser) -> tuple[object, ...]:
    """``parseAlignedClause``: %v `:` type `->` attribute, ..."""
    uses: list[UnresolvedOperand] = []
    types: list[object] = []
    alignments: list[object] = []

    def element() -> None:
        uses.append(parser.parse_operand())
        types.append(_colon_type(parser))
        _arrow(parser)
        alignments.append(parser.parse_attribute())

    _comma_list(parser, element)
    return uses, types, ArrayAttr.get(alignments)  # type: ignore[arg-type]


def print_aligned_clause(
    printer: OpPrinter, op: object, values: object, types: object, alignments: object
) -> None:
    """``printAlignedClause``."""
    assert isinstance(values, list)
    texts = [
        f"{printer.value_name(value)} : {printer.type_str(value.type)} -> "
        f"{printer.attr_str(alignment)}"
        for value, alignment in zip(values, items_of(alignments))
    ]
    printer.write(", ".join(texts))


def parse_allocate_and_allocator(parser: Parser) -> tuple[object, ...]:
    """``parseAllocateAndAllocator``: %allocator `:` t `->` %var `:` t, ..."""
    allocate: list[UnresolvedOperand] = []
    allocate_types: list[object] = []
    allocators: list[UnresolvedOperand] = []
    allocator_types: list[object] = []

    def element() -> None:
        allocators.append(parser.parse_operand())
        allocator_types.append(_colon_type(parser))
        _arrow(parser)
        allocate.append(parser.parse_operand())
        allocate_types.append(_colon_type(parser))

    _comma_list(parser, element)
    return allocate, allocate_types, allocators, allocator_types


def print_allocate_and_allocator(
    printer: OpPrinter,
    op: object,
    allocate: object,
    allocate_types: object,
    allocators: object,
    allocator_types: object,
) -> None:
    """``printAllocateAndAllocator``."""
    assert isinstance(allocate, list) and isinstance(allocators, list)
    assert isinstance(allocate_types, list) and isinstance(allocator_types, list)
    texts = [
        f"{printer.value_name(allocators[i])} : {printer.type_str(allocator_types[i])}"
        f" -> {printer.value_name(allocate[i])} : {printer.type_str(allocate_types[i])}"
        for i in range(len(allocate))
    ]
    printer.write(", ".join(texts))


def parse_linear_clause(parser: Parser) -> tuple[object, ...]:
    """``parseLinearClause``: %v `=` %step `:` type, ..."""
    uses: list[UnresolvedOperand] = []
    types: list[object] = []
    steps: list[UnresolvedOperand] = []

    def element() -> None:
        uses.append(parser.parse_operand())
        parser.expect("=", "expected '='")
        steps.append(parser.parse_operand())
        types.append(_colon_type(parser))

    _comma_list(parser, element)
    return uses, types, steps


def print_linear_clause(
    printer: OpPrinter, op: object, values: object, types: object, steps: object
) -> None:
    """``printLinearClause``."""
    assert isinstance(values, list) and isinstance(steps, list)
    texts = []
    for index, value in enumerate(values):
        text = printer.value_name(value)
        if index < len(steps):
            text += " = " + printer.value_name(steps[index])
        texts.append(text + " : " + printer.type_str(value.type))
    printer.write(", ".join(texts))


def _granularity(
    mnemonic: str, clause: str
) -> tuple[Callable[..., object], Callable[..., None]]:
    """``parseGranularityClause``/``printGranularityClause`` for one clause."""

    def parse(parser: Parser) -> tuple[object, ...]:
        modifier = None
        if parser.tok.kind is TokenKind.BARE_IDENT:
            keyword = parser.consume().text
            if keyword != "strict":
                op_error(parser, f"invalid {clause} modifier : '{keyword}'")
            modifier = enum_attr(parser, mnemonic, keyword)
            parser.expect(",", "expected ','")
        if parser.tok.kind is not TokenKind.PERCENT_IDENT:
            op_error(parser, f"expected {clause} operand")
        use = parser.parse_operand()
        return modifier, [use], [_colon_type(parser)]

    def print_(
        printer: OpPrinter, op: object, modifier: object, value: object, ty: object
    ) -> None:
        text = ""
        if modifier is not None:
            text += dialect_attr_text(modifier, "omp", mnemonic) + ", "
        if isinstance(value, Value):
            text += f"{printer.value_name(value)}: {printer.type_str(ty)}"
        printer.write(text)

    return parse, print_


register_custom_directive("MapClause", parse_map_clause, print_map_clause, "omp")
register_custom_directive("CaptureType", parse_capture_type, print_capture_type, "omp")
register_custom_directive(
    "MembersIndex", parse_members_index, print_members_index, "omp"
)
register_custom_directive(
    "ScheduleClause", parse_schedule_clause, print_schedule_clause, "omp"
)
register_custom_directive("OrderClause", parse_order_clause, print_order_clause, "omp")
register_custom_directive(
    "DependVarList", parse_depend_var_list, print_depend_var_list, "omp"
)
register_custom_directive("Copyprivate", parse_copyprivate, print_copyprivate, "omp")
register_custom_directive(
    "AlignedClause", parse_aligned_clause, print_aligned_clause, "omp"
)
register_custom_directive(
    "AllocateAndAllocator",
    parse_allocate_and_allocator,
    print_allocate_and_allocator,
    "omp",
)
register_custom_directive(
    "LinearClause", parse_linear_clause, print_linear_clause, "omp"
)
register_custom_directive(
    "GrainsizeClause", *_granularity("grainsizetype", "grainsize"), "omp"
)
register_custom_directive(
    "NumTasksClause", *_granularity("numtaskstype", "num_tasks"), "omp"
)
