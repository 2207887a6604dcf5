"""The ``custom<...Region>`` directives of ``omp``'s ops whose clauses define
entry block arguments (OpenMPDialect.cpp, ``parseBlockArgRegion``)::

    private(@p %x -> %arg0 [map_idx=0] : !llvm.ptr) private_barrier
    reduction(mod: inscan, byref @r %y -> %arg1 : !llvm.ptr) {
      ...
    }

Each clause is a keyword, then `(` a comma list of (`byref`)? (@sym)? %var
`->` %arg (`[map_idx=` n `]`)? `:` a comma list of types `)`; its %args are
the region's entry block arguments, clause after clause in one fixed order.
Every directive reads all clause keywords in that order and rejects those its
op does not have ("invalid `kw` format").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import (
    Argument,
    attr_from_text,
    expect_keyword,
    op_error,
    parse_any_keyword,
    parse_argument,
    parse_integer,
)
from tblgen_py.runtime.ir.attributes import ArrayAttr, SymbolRefAttr, UnitAttr
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.asm_format import register_custom_directive
from tblgen_py.runtime.ods.enums import dialect_attr_text
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.lexer import MLIRParseError
from tblgen_py.runtime.text.op_state import UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter


@dataclass(frozen=True)
class Clause:
    """One clause defining block arguments: its keyword and kind.

    ``map`` clauses hold vars and types; ``private`` ones also symbols, a
    barrier flag and (``extra``) map indices; ``reduction`` ones byref flags
    and symbols, and (``extra``) a modifier."""

    keyword: str
    kind: str
    extra: bool = False

    def arity(self) -> int:
        """How many directive arguments (besides the region) it binds."""
        if self.kind == "map":
            return 2
        return 4 + int(self.extra)


CLAUSE_ORDER = (
    "has_device_addr",
    "host_eval",
    "in_reduction",
    "map_entries",
    "private",
    "reduction",
    "task_reduction",
    "use_device_addr",
    "use_device_ptr",
)
"""The order the clauses are read and printed in, and of the block arguments."""

_FORMAT_NAME = {"use_device_ptr": "use_device_addr"}
"""MLIR names ``use_device_ptr``'s format error after ``use_device_addr``."""


@dataclass
class _ParsedClause:
    """What one clause read."""

    vars: list[UnresolvedOperand]
    types: list[object]
    syms: list[object]
    byref: list[bool]
    map_indices: list[int]
    modifier: object = None
    barrier: bool = False


def _parse_modifier(parser: Parser) -> object:
    """`mod` `:` keyword `,`: a reduction modifier (None for an unknown case)."""
    parser.expect(":", "expected ':'")
    keyword = parse_any_keyword(parser)
    parser.expect(",", "expected ','")
    try:
        return attr_from_text(parser, f"#omp<reduction_modifier({keyword})>")
    except MLIRParseError:
        return None


def parse_symbol_ref(parser: Parser) -> object:
    """``parseAttribute(SymbolRefAttr&)``."""
    at = parser.tok.start
    attr = parser.parse_attribute()
    if not isinstance(attr, SymbolRefAttr):
        op_error(parser, "invalid kind of attribute specified", at)
    return attr


def _parse_entry(
    parser: Parser, clause: Clause, got: _ParsedClause, args: list[Argument]
) -> None:
    """(`byref`)? (@sym)? %var `->` %arg (`[map_idx=` n `]`)?"""
    if clause.kind == "reduction":
        got.byref.append(parser.parse_optional_keyword("byref"))
    if clause.kind != "map":
        got.syms.append(parse_symbol_ref(parser))
    got.vars.append(parser.parse_operand())
    parser.expect("->", "expected '->'")
    args.append(parse_argument(parser, allow_type=False))
    if clause.kind == "private" and clause.extra:
        if parser.consume_if("[") is None:
            got.map_indices.append(-1)
            return
        expect_keyword(parser, "map_idx")
        parser.expect("=", "expected '='")
        got.map_indices.append(parse_integer(parser))
        parser.expect("]", "expected ']'")


def _parse_clause(
    parser: Parser, clause: Clause, args: list[Argument]
) -> _ParsedClause | None:
    """``parseClauseWithRegionArgs``; None where MLIR fails silently."""
    got = _ParsedClause([], [], [], [], [])
    first = len(args)
    parser.expect("(", "expected '('")
    if clause.kind == "reduction" and clause.extra:
        if parser.parse_optional_keyword("mod"):
            got.modifier = _parse_modifier(parser)
            if got.modifier is None:
                return None
    while True:
        _parse_entry(parser, clause, got, args)
        if parser.consume_if(",") is None:
            break
    parser.expect(":", "expected ':'")
    got.types.append(parser.parse_type())
    while parser.consume_if(",") is not None:
        got.types.append(parser.parse_type())
    if len(got.types) != len(got.vars):
        return None
    parser.expect(")", "expected ')'")
    if clause.kind == "private":
        got.barrier = parser.parse_optional_keyword("private_barrier")
    for arg, ty in zip(args[first:], got.types):
        arg.type = ty
    return got


def _bound_values(clause: Clause, got: _ParsedClause | None) -> list[object]:
    """The directive's arguments for one clause, in ODS order."""
    if got is None:
        got = _ParsedClause([], [], [], [], [])
        present = False
    else:
        present = True
    if clause.kind == "map":
        return [got.vars, got.types]
    syms = ArrayAttr.get(got.syms) if present else None  # type: ignore[arg-type]
    if clause.kind == "private":
        values = [got.vars, got.types, syms, UnitAttr.get() if got.barrier else None]
        if clause.extra:
            maps = got.map_indices
            i64 = IntegerType.get(64)
            values.append(DenseArrayAttr.get(i64, maps) if maps else None)
        return values
    flags = [int(flag) for flag in got.byref]
    byref = DenseArrayAttr.get(IntegerType.get(1), flags) if flags else None
    values = [got.vars, got.types, byref, syms]
    return [got.modifier, *values] if clause.extra else values


def parse_block_arg_region(
    parser: Parser, clauses: tuple[Clause, ...]
) -> tuple[object, ...]:
    """``parseBlockArgRegion``: the clauses, then the region with their
    arguments; the region first and each clause's values in order."""
    by_keyword = {clause.keyword: clause for clause in clauses}
    args: list[Argument] = []
    found: dict[str, _ParsedClause] = {}
    for keyword in CLAUSE_ORDER:
        if not parser.parse_optional_keyword(keyword):
            continue
        clause = by_keyword.get(keyword)
        got = None if clause is None else _parse_clause(parser, clause, args)
        if got is None:
            name = _FORMAT_NAME.get(keyword, keyword)
            op_error(parser, f"invalid `{name}` format")
        found[keyword] = got
    region = Region()
    parser.parse_region(region, [arg.entry() for arg in args])
    values: list[object] = [region]
    for clause in clauses:
        values += _bound_values(clause, found.get(clause.keyword))
    return tuple(values)


def items_of(attr: object) -> list[object]:
    """The elements of an array attribute or values of a dense array."""
    if attr is None:
        return []
    if isinstance(attr, ArrayAttr):
        return list(attr.elements)
    return list(getattr(attr, "values", ()))


def _clause_text(
    printer: OpPrinter,
    clause: Clause,
    block_args: Sequence[Value],
    values: list[object],
) -> str:
    """``printClauseWithRegionArgs``: empty when the clause has no arguments."""
    if not block_args:
        return ""
    modifier = values.pop(0) if clause.kind == "reduction" and clause.extra else None
    vars_, types = values[0], values[1]
    assert isinstance(vars_, list) and isinstance(types, list)
    syms: list[object] = []
    byref: list[object] = []
    maps: list[object] = []
    barrier = None
    if clause.kind == "private":
        syms, barrier = items_of(values[2]), values[3]
        maps = items_of(values[4]) if clause.extra else []
    elif clause.kind == "reduction":
        byref, syms = items_of(values[2]), items_of(values[3])
    text = clause.keyword + "("
    if modifier is not None:
        text += (
            "mod: " + dialect_attr_text(modifier, "omp", "reduction_modifier") + ", "
        )
    entries = []
    for index, (var, arg) in enumerate(zip(vars_, block_args)):
        entry = "byref " if index < len(byref) and byref[index] else ""
        if index < len(syms):
            entry += printer.attr_str(syms[index]) + " "
        entry += f"{printer.value_name(var)} -> {printer.value_name(arg)}"
        if index < len(maps) and int(maps[index]) != -1:  # type: ignore[call-overload]
            entry += f" [map_idx={maps[index]}]"
        entries.append(entry)
    text += ", ".join(entries) + " : "
    text += ", ".join(printer.type_str(ty) for ty in types) + ") "
    return text + ("private_barrier " if barrier is not None else "")


def print_block_arg_region(
    printer: OpPrinter,
    clauses: tuple[Clause, ...],
    region: Region,
    values: list[object],
) -> None:
    """``printBlockArgRegion``: each clause with its block arguments, then the
    region without its entry block's arguments."""
    block = region.blocks[0] if region.blocks else None
    block_args = list(block.arguments) if block is not None else []
    by_keyword = {clause.keyword: clause for clause in clauses}
    bound: dict[str, list[object]] = {}
    for clause in clauses:
        bound[clause.keyword] = values[: clause.arity()]
        values = values[clause.arity() :]
    offset = 0
    for keyword in CLAUSE_ORDER:
        found = by_keyword.get(keyword)
        if found is None:
            continue
        clause, mine = found, bound[keyword]
        vars_ = mine[1] if clause.kind == "reduction" and clause.extra else mine[0]
        count = len(vars_) if isinstance(vars_, list) else 0
        args = block_args[offset : offset + count]
        offset += count
        printer.write(_clause_text(printer, clause, args, list(mine)))
    printer.print_region(region, False)


def _register(name: str, *clauses: Clause) -> None:
    """Attach ``custom<name>`` for an op with these clauses (in ODS order)."""

    def parse(parser: Parser) -> tuple[object, ...]:
        return parse_block_arg_region(parser, clauses)

    def print_(printer: OpPrinter, op: object, region: object, *values: object) -> None:
        assert isinstance(region, Region)
        print_block_arg_region(printer, clauses, region, list(values))

    parse.__doc__ = f"``parse{name}``."
    print_.__doc__ = f"``print{name}``."
    register_custom_directive(name, parse, print_, "omp")


BLOCK_ARG_OPS = (
    "omp.distribute",
    "omp.loop",
    "omp.parallel",
    "omp.sections",
    "omp.simd",
    "omp.single",
    "omp.target",
    "omp.target_data",
    "omp.task",
    "omp.taskgroup",
    "omp.taskloop",
    "omp.teams",
    "omp.wsloop",
)
"""The ops printing their region through ``printBlockArgRegion``."""

for _name in BLOCK_ARG_OPS:
    implement_op(_name, "hiddenEntryArgs")(lambda op: (0,))

_PRIVATE = Clause("private", "private")
_REDUCTION = Clause("reduction", "reduction", extra=True)
_IN_REDUCTION = Clause("in_reduction", "reduction")

_register(
    "TargetOpRegion",
    Clause("has_device_addr", "map"),
    Clause("host_eval", "map"),
    _IN_REDUCTION,
    Clause("map_entries", "map"),
    Clause("private", "private", extra=True),
)
_register("InReductionPrivateRegion", _IN_REDUCTION, _PRIVATE)
_register("InReductionPrivateReductionRegion", _IN_REDUCTION, _PRIVATE, _REDUCTION)
_register("PrivateRegion", _PRIVATE)
_register("PrivateReductionRegion", _PRIVATE, _REDUCTION)
_register("TaskReductionRegion", Clause("task_reduction", "reduction"))
_register(
    "UseDeviceAddrUseDevicePtrRegion",
    Clause("use_device_addr", "map"),
    Clause("use_device_ptr", "map"),
)
