"""Custom-form op lines parsed once per spelling, modulo SSA names.

MLIR text repeats op lines that differ only in their SSA names
(``%3 = arith.addi %1, %2 : i32``).  A custom parse hook sees the same tokens
for such lines, so it makes the same decisions: the same op class, types,
properties and attributes, and the same operands resolved against the same
types.  ``LineMemo`` keeps what a successful parse of a line produced, keyed
by the line with each SSA use replaced by ``%`` (plus the default dialect
and the kind of the token after the line, which an optional element may have
peeked at), and rebuilds the op for a later line of that shape: its uses are
resolved with the recorded types (so a type mismatch or an undefined name is
reported as the full parse reports it), then the op is created from copies of
the recorded dictionaries.

Only lines that cannot mean anything else are kept: the op ends at the end of
its line, has no regions or successors, no location and no string (whose
text could hold a ``%``), every SSA use on it was resolved through the parser
(``resolve_operand``/``resolve_operands``) at the offset the regex finds, and
its properties are a dictionary or absent.

Lines that differ in integer literals too (``arith.constant 7 : i32``) share
a second, masked shape (each literal replaced by ``#``) when the op's parse
hook never branches on a literal's value (``Parser.literal_blind``, which a
declarative format without custom directives sets) and each literal became,
through ``parse_integer_attr``, an ``IntegerAttr`` stored as is in the op's
properties or attributes: a later line of that shape gets the same op with
those attributes rebuilt from its literals, range-checked as the parse
checks them (an out-of-range literal is parsed, to report it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IndexType, IntegerType, Signedness, interned
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.op_state import UnresolvedOperand
from tblgen_py.runtime.text.parse_attrs import check_int_literal

if TYPE_CHECKING:
    from tblgen_py.runtime.text.header_memo import HeaderCut
    from tblgen_py.runtime.text.lexer import Token
    from tblgen_py.runtime.text.parser import Parser

_ID = r"(?:[0-9]+|[A-Za-z$._\-][A-Za-z0-9$._\-]*)"
_USE_SPLIT = re.compile(rf"(%{_ID}(?:#[0-9]+)?)")
_LITERAL = re.compile(
    r"[0-9](?:(?<=[^\w$.\-#%^!@]-[0-9])|(?<![\w$.\-#%^!@][0-9]))"
    r"(?:(?<=0)x[0-9a-fA-F]+|[0-9]*)(?![\w$.])"
)
"""An integer literal the lexer reads as one token whatever its digits (not
part of a name, a float or a number followed by letters): its first digit,
then what comes before it (a character that ends no name, or a ``-`` after
one), then the rest (a ``0x`` hexadecimal or more digits).  Starting with
the digit lets ``search`` skip to digits instead of trying each offset."""
_MAX_ENTRIES = 20_000
"""Lines kept per parse: a file of distinct lines stops paying for records."""
_PERCENT = TokenKind.PERCENT_IDENT
UNCUT: tuple[str, list[str], str | None, tuple[tuple[int, int], ...]] = (
    "",
    [],
    None,
    (),
)
"""A line not cut yet (see ``LineMemo.lines``)."""
_CARET = TokenKind.CARET_IDENT


class MemoEntry(NamedTuple):
    """What one line's parse produced (``resolves``: (use index, type) in the
    order the hook resolved them)."""

    name: str
    cls: type[Operation]
    resolves: tuple[tuple[int, object], ...]
    result_types: tuple[object, ...]
    properties: dict[str, object] | None
    attributes: dict[str, object]


class MaskedEntry(NamedTuple):
    """A masked shape's op: ``entry`` with, per integer literal of the line
    (in order), where its attribute goes: (in the properties?, name, type,
    negative?)."""

    entry: MemoEntry
    slots: tuple[tuple[bool, str, object, bool], ...]


class LineKey(NamedTuple):
    """A line cut at its SSA uses: ``parts`` alternate text and uses;
    ``masked``: the key with its integer literals masked too (None: it has
    none), ``literals`` their spans in ``text``."""

    key: str
    parts: list[str]
    start: int
    end: int
    """The offset of its newline (or of the end of the input)."""
    text: str
    masked: str | None
    literals: tuple[tuple[int, int], ...]

    @property
    def stop(self) -> int:
        """Where the line's text ends (its last token's end)."""
        return self.start + len(self.text.rstrip())

    def uses(self) -> list[UnresolvedOperand] | None:
        """The line's SSA uses with their offsets (None: one the full parse
        must read, a result number MLIR rejects or spells otherwise)."""
        parts = self.parts
        uses = []
        offset = self.start
        for index in range(1, len(parts), 2):
            offset += len(parts[index - 1])
            spelled = parts[index]
            name, _, number = spelled.partition("#")
            value = int(number) if number else 0
            if value >= 1 << 32 or (number[:1] == "0" and number != "0"):
                return None
            uses.append(UnresolvedOperand(name, value, offset))
            offset += len(spelled)
        return uses


def next_class(tok: Token) -> str:
    """What an optional element after the line may have decided on: the kind
    of an SSA name or block label, the spelling of anything else."""
    kind = tok.kind
    if kind is _PERCENT:
        return "%"
    if kind is _CARET:
        return "^"
    return tok.text


class LineMemo:
    """The memo of one parse: shapes of lines -> next-token class -> entry
    (``count``: the shapes noted, at most ``_MAX_ENTRIES``)."""

    __slots__ = (
        "entries",
        "count",
        "last",
        "lines",
        "masked",
        "headers",
        "header_cuts",
    )

    def __init__(self) -> None:
        self.entries: dict[str, dict[str, MemoEntry]] = {}
        self.masked: dict[str, dict[str, MaskedEntry]] = {}
        """Masked shapes -> next-token class -> entry (see the module's doc)."""
        self.headers: dict[str, object] = {}
        """Region-op header shapes -> what their hook read (see ``header_memo``)."""
        self.header_cuts: dict[tuple[str, str, str], HeaderCut | None] = {}
        """(op name, default dialect, header line) -> its cut (``header_memo``)."""
        self.count = 0
        self.last: tuple[int, str, LineKey | None] = (-1, "", None)
        """The last line cut: (start, default dialect, line)."""
        self.lines: dict[
            tuple[str, str],
            tuple[str, list[str], str | None, tuple[tuple[int, int], ...]] | None,
        ] = {}
        """(default dialect, line text) -> its key and parts (None: never
        kept), for texts that repeat lines (at most ``_MAX_ENTRIES``)."""

    def cut(self, text: str, start: int, default_dialect: str) -> LineKey | None:
        """The line from ``start`` cut at its SSA uses (None: never kept)."""
        last = self.last
        if last[0] == start and last[1] == default_dialect:
            return last[2]
        found, end = self.cut_parts(text, start, default_dialect)
        cut = (
            None
            if found is None
            else LineKey(
                found[0], found[1], start, end, text[start:end], found[2], found[3]
            )
        )
        self.last = (start, default_dialect, cut)
        return cut

    def cut_parts(
        self, text: str, start: int, default_dialect: str
    ) -> tuple[
        tuple[str, list[str], str | None, tuple[tuple[int, int], ...]] | None, int
    ]:
        """``cut``'s parts of the line from ``start`` (its key, its text and
        uses, its masked key, its literals' spans; None: never kept) and the
        offset of its end."""
        end = text.find("\n", start)
        if end < 0:
            end = len(text)
        line = text[start:end]
        lines = self.lines
        found = lines.get((default_dialect, line), UNCUT)
        if found is UNCUT:
            # A line that opens a region or a dictionary is not kept (its
            # op goes on, unless the brace is in a comment).
            found = (
                None if line.rstrip().endswith("{") else cut_line(line, default_dialect)
            )
            if len(lines) < _MAX_ENTRIES:
                lines[default_dialect, line] = found
        return found, end

    def shape(self, line: LineKey) -> dict[str, MemoEntry] | None:
        """The entries of ``line``'s shape by next-token class (empty: the
        shape was seen, none kept yet; None: the shape is new, and noted)."""
        found = self.entries.get(line.key)
        if found is None and self.count < _MAX_ENTRIES:
            self.entries[line.key] = {}
            self.count += 1
        return found

    def peek(self, line: LineKey) -> dict[str, MemoEntry] | None:
        """The entries of ``line``'s shape, noting nothing."""
        return self.entries.get(line.key)

    def peek_masked(self, line: LineKey) -> dict[str, MaskedEntry] | None:
        """The entries of ``line``'s masked shape (None: none kept)."""
        masked = line.masked
        return None if masked is None else self.masked.get(masked)

    def record(
        self,
        line: LineKey,
        parser: Parser,
        op: Operation,
        resolved: Sequence[tuple[UnresolvedOperand, object, object]],
    ) -> None:
        """Keep ``op``, just parsed from ``line``, if the line qualifies."""
        by_next = self.entries.get(line.key)
        if by_next is None:
            return
        entry = _entry(line, parser, op, resolved)
        if entry is not None:
            by_next[next_class(parser.tok)] = entry

    def record_masked(
        self,
        line: LineKey,
        parser: Parser,
        op: Operation,
        resolved: Sequence[tuple[UnresolvedOperand, object, object]],
        literals: Sequence[tuple[int, int, object, bool]],
    ) -> None:
        """Keep ``op``, parsed by a hook blind to literals' values, under
        ``line``'s masked shape if each of the line's integer literals became
        one of its attributes (``literals``: what ``parse_integer_attr`` read:
        span, attribute, negative?)."""
        masked = line.masked
        if masked is None:
            return
        by_next = self.masked.get(masked)
        if by_next is None and self.count >= _MAX_ENTRIES:
            return
        slots = _slots(line, op, literals)
        if slots is None:
            return
        entry = _entry(line, parser, op, resolved)
        if entry is None:
            return
        if by_next is None:
            by_next = self.masked[masked] = {}
            self.count += 1
        by_next[next_class(parser.tok)] = MaskedEntry(entry, slots)


def _entry(
    line: LineKey,
    parser: Parser,
    op: Operation,
    resolved: Sequence[tuple[UnresolvedOperand, object, object]],
) -> MemoEntry | None:
    """What a replay of ``op``, just parsed from ``line``, needs (None: the
    line does not qualify)."""
    if op.regions or op.successor_uses:
        return None
    tok = parser.tok
    if tok.start < line.end or parser.prev_end > line.end:
        return None
    if parser.source.text[parser.prev_end : line.end].strip():
        return None  # a comment after the op
    props = op.properties
    if props is not None and not isinstance(props, dict):
        return None
    operands = op.operand_uses
    if len(operands) != len(resolved) or any(
        operand.value is not value for operand, (_, _, value) in zip(operands, resolved)
    ):
        return None  # operands resolved in another order than they are kept
    uses = line.uses()
    if uses is None:
        return None
    by_offset = {use.offset: index for index, use in enumerate(uses)}
    resolves = []
    seen = set()
    for use, ty, _ in resolved:
        index = by_offset.get(use.offset)
        if index is None or uses[index] != use:
            return None
        resolves.append((index, ty))
        seen.add(index)
    if len(seen) != len(uses):
        return None
    return MemoEntry(
        op.name,
        type(op),
        tuple(resolves),
        tuple(result.type for result in op.results),
        dict(props) if props is not None else None,
        dict(op.attributes),
    )


def _slots(
    line: LineKey, op: Operation, literals: Sequence[tuple[int, int, object, bool]]
) -> tuple[tuple[bool, str, object, bool], ...] | None:
    """Where each of the line's literals went (None: not each to one
    attribute of the op of its own)."""
    spans = line.literals
    if len(literals) != len(spans):
        return None
    by_span = {
        (start - line.start, end - line.start): (attr, negative)
        for start, end, attr, negative in literals
    }
    if len(by_span) != len(spans):
        return None
    props = op.properties if isinstance(op.properties, dict) else {}
    places: dict[int, list[tuple[bool, str]]] = {}
    for in_props, items in ((True, props), (False, op.attributes)):
        for name, value in items.items():
            places.setdefault(id(value), []).append((in_props, name))
    slots = []
    for span in spans:
        found = by_span.get(span)
        if found is None:
            return None
        attr, negative = found
        found_places = places.pop(id(attr), None)
        if found_places is None or len(found_places) != 1:
            return None  # not stored, stored twice, or another literal's
        if not isinstance(attr, IntegerAttr):
            return None
        place = found_places[0]
        ty = attr.type
        if not isinstance(ty, (IntegerType, IndexType)):
            return None
        slots.append((place[0], place[1], ty, negative))
    return tuple(slots)


def cut_line(
    line: str, default_dialect: str
) -> tuple[str, list[str], str | None, tuple[tuple[int, int], ...]] | None:
    """The shape key of ``line``, its parts (text and uses alternating), its
    masked key and its integer literals' spans (None: never kept, as it
    holds a string or a location)."""
    if '"' in line or "loc(" in line:
        return None
    parts = _USE_SPLIT.split(line)
    texts = parts[0::2]
    suffix = ""
    if len(parts) > 3:
        spellings = parts[1::2]
        if len(set(spellings)) != len(spellings):
            # Which uses name the same value is part of the shape (an
            # affine map of SSA ids gives repeated names one dimension).
            firsts = [str(spellings.index(spelled)) for spelled in spellings]
            suffix = "\0" + ",".join(firsts)
    head = "%".join(texts)
    key = default_dialect + " " + head + suffix
    if _LITERAL.search(line) is None:
        return key, parts, None, ()
    literals = tuple([found.span() for found in _LITERAL.finditer(line)])
    # No literal lies in a use (its digits follow `%`, `#`, `-` or a name's
    # characters), so the uses' text masks the same literals.
    masked, count = _LITERAL.subn("#", head)
    if count != len(literals):
        return key, parts, None, ()
    return key, parts, default_dialect + " " + masked + suffix, literals


def replay(
    parser: Parser, entry: MemoEntry, line: LineKey, location: object
) -> Operation | None:
    """The op of a line of ``entry``'s shape, its uses resolved in the order
    and with the types the full parse used (None: the line must be parsed)."""
    props = entry.properties
    return _create(
        parser,
        entry,
        line,
        location,
        dict(props) if props is not None else None,
        dict(entry.attributes),
    )


def replay_masked(
    parser: Parser, masked: MaskedEntry, line: LineKey, location: object
) -> Operation | None:
    """The op of a line of ``masked``'s shape, its literals' attributes
    rebuilt (None: a literal out of range, or a use, the full parse reports)."""
    entry = masked.entry
    props = dict(entry.properties) if entry.properties is not None else {}
    attrs = dict(entry.attributes)
    text = line.text
    for (start, end), (in_props, name, ty, negative) in zip(
        line.literals, masked.slots
    ):
        attr = literal_attr(text[start:end], negative, ty)
        if attr is None:
            return None
        (props if in_props else attrs)[name] = attr
    return _create(
        parser,
        entry,
        line,
        location,
        props if entry.properties is not None else None,
        attrs,
    )


def literal_attr(spelled: str, negative: bool, ty: object) -> IntegerAttr | None:
    """The ``IntegerAttr`` of type ``ty`` (an integer or index type) that the
    literal ``spelled`` (after a ``-`` if ``negative``) gives, as
    ``parse_integer_attr`` makes it (None: out of range, an error)."""
    if len(spelled) < 10 and spelled.isdigit():
        value = -int(spelled) if negative else int(spelled)
        bounds = _IDENTITY_BOUNDS.get(ty)
        if bounds is None:
            bounds = _IDENTITY_BOUNDS[ty] = _identity_bounds(ty)
        if bounds[0] <= value < bounds[1] and (value or not negative):
            found = interned((IntegerAttr, ty, value))
            if found is not None:
                return found  # type: ignore[return-value]
            return IntegerAttr.get(ty, value)  # type: ignore[arg-type]
    checked = check_int_literal(spelled, negative, ty)  # type: ignore[arg-type]
    return None if checked is None else IntegerAttr.get(ty, checked)  # type: ignore[arg-type]


_IDENTITY_BOUNDS: dict[object, tuple[int, int]] = {}
"""Per literal type, ``_identity_bounds``."""


def _identity_bounds(ty: object) -> tuple[int, int]:
    """The values a literal of type ``ty`` has as is: in range, and kept
    unchanged by ``IntegerAttr.get`` (none for ``i1``, whose attributes are
    ``BoolAttr``s, and ``i0``)."""
    if isinstance(ty, IndexType):
        return -(1 << 63), 1 << 63
    if not isinstance(ty, IntegerType) or ty.width < 2:
        return 0, 0
    if ty.signedness is Signedness.UNSIGNED:
        return 0, 1 << ty.width
    return -(1 << (ty.width - 1)), 1 << (ty.width - 1)


def _create(
    parser: Parser,
    entry: MemoEntry,
    line: LineKey,
    location: object,
    props: dict[str, object] | None,
    attrs: dict[str, object],
) -> Operation | None:
    values = _defined_values(parser, entry, line.parts)
    if values is None:
        uses = line.uses()
        if uses is None:
            return None
        resolve = parser.ssa.resolve
        values = [resolve(uses[index], ty) for index, ty in entry.resolves]
    return entry.cls.create(
        entry.name,
        values,
        entry.result_types,
        props,
        attrs,
        0,
        (),
        location,
    )


def _defined_values(
    parser: Parser, entry: MemoEntry, parts: list[str]
) -> list[Value] | None:
    """The values of the line's uses (``%name``, no result number), each
    already defined with its type (None: ``replay`` resolves them one by one)."""
    names = []
    types = []
    for index, ty in entry.resolves:
        spelled = parts[2 * index + 1]
        if "#" in spelled:
            return None
        names.append(spelled)
        types.append(ty)
    return parser.ssa.lookup_defined(names, types)
