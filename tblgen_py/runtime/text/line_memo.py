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
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.op_state import UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.lexer import Token
    from tblgen_py.runtime.text.parser import Parser

_ID = r"(?:[0-9]+|[A-Za-z$._\-][A-Za-z0-9$._\-]*)"
_USE_SPLIT = re.compile(rf"(%{_ID}(?:#[0-9]+)?)")
_MAX_ENTRIES = 20_000
"""Lines kept per parse: a file of distinct lines stops paying for records."""
_PERCENT = TokenKind.PERCENT_IDENT
_UNCUT: tuple[str, list[str]] = ("", [])
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


class LineKey(NamedTuple):
    """A line cut at its SSA uses: ``parts`` alternate text and uses."""

    key: str
    parts: list[str]
    start: int
    end: int
    """The offset of its newline (or of the end of the input)."""
    text: str

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

    __slots__ = ("entries", "count", "last", "lines")

    def __init__(self) -> None:
        self.entries: dict[str, dict[str, MemoEntry]] = {}
        self.count = 0
        self.last: tuple[int, str, LineKey | None] = (-1, "", None)
        """The last line cut: (start, default dialect, line)."""
        self.lines: dict[tuple[str, str], tuple[str, list[str]] | None] = {}
        """(default dialect, line text) -> its key and parts (None: never
        kept), for texts that repeat lines (at most ``_MAX_ENTRIES``)."""

    def cut(self, text: str, start: int, default_dialect: str) -> LineKey | None:
        """The line from ``start`` cut at its SSA uses (None: never kept)."""
        last = self.last
        if last[0] == start and last[1] == default_dialect:
            return last[2]
        end = text.find("\n", start)
        if end < 0:
            end = len(text)
        line = text[start:end]
        lines = self.lines
        found = lines.get((default_dialect, line), _UNCUT)
        if found is _UNCUT:
            found = _cut(line, default_dialect)
            if len(lines) < _MAX_ENTRIES:
                lines[default_dialect, line] = found
        cut = None if found is None else LineKey(found[0], found[1], start, end, line)
        self.last = (start, default_dialect, cut)
        return cut

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

    def record(
        self,
        line: LineKey,
        parser: Parser,
        op: Operation,
        resolved: Sequence[tuple[UnresolvedOperand, object, object]],
    ) -> None:
        """Keep ``op``, just parsed from ``line``, if the line qualifies."""
        by_next = self.entries.get(line.key)
        if by_next is None or op.regions or op.successor_uses:
            return
        tok = parser.tok
        if tok.start < line.end or parser.prev_end > line.end:
            return
        if parser.source.text[parser.prev_end : line.end].strip():
            return  # a comment after the op
        props = op.properties
        if props is not None and not isinstance(props, dict):
            return
        operands = op.operand_uses
        if len(operands) != len(resolved) or any(
            operand.value is not value
            for operand, (_, _, value) in zip(operands, resolved)
        ):
            return  # operands resolved in another order than they are kept
        uses = line.uses()
        if uses is None:
            return
        by_offset = {use.offset: index for index, use in enumerate(uses)}
        resolves = []
        seen = set()
        for use, ty, _ in resolved:
            index = by_offset.get(use.offset)
            if index is None or uses[index] != use:
                return
            resolves.append((index, ty))
            seen.add(index)
        if len(seen) != len(uses):
            return
        entry = MemoEntry(
            op.name,
            type(op),
            tuple(resolves),
            tuple(result.type for result in op.results),
            dict(props) if props is not None else None,
            dict(op.attributes),
        )
        by_next[next_class(tok)] = entry


def _cut(line: str, default_dialect: str) -> tuple[str, list[str]] | None:
    """The shape key of ``line`` and its parts (text and uses alternating)."""
    if '"' in line or "loc(" in line:
        return None
    parts = _USE_SPLIT.split(line)
    key = default_dialect + " " + "%".join(parts[0::2])
    if len(parts) > 3:
        spellings = parts[1::2]
        if len(set(spellings)) != len(spellings):
            # Which uses name the same value is part of the shape (an
            # affine map of SSA ids gives repeated names one dimension).
            firsts = [str(spellings.index(spelled)) for spelled in spellings]
            key += "\0" + ",".join(firsts)
    return key, parts


def replay(
    parser: Parser, entry: MemoEntry, line: LineKey, location: object
) -> Operation | None:
    """The op of a line of ``entry``'s shape, its uses resolved in the order
    and with the types the full parse used (None: the line must be parsed)."""
    values = _defined_values(parser, entry, line.parts)
    if values is None:
        uses = line.uses()
        if uses is None:
            return None
        resolve = parser.ssa.resolve
        values = [resolve(uses[index], ty) for index, ty in entry.resolves]
    props = entry.properties
    return entry.cls.create(
        entry.name,
        values,
        entry.result_types,
        dict(props) if props is not None else None,
        dict(entry.attributes),
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
