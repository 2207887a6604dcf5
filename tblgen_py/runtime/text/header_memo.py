"""Headers of region ops parsed once per spelling, modulo SSA names.

The line memo (``line_memo``) cannot keep an op with regions: its parse hook
reads a header, then the regions, then maybe more.  But the header, the text
from the op name to the ``{`` of its first region, repeats across a file as
op lines do (``scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (f32) {``),
and a hook makes the same decisions for the same tokens.  A hand-written hook
(``scf.for``, ``scf.if``, a function op) may therefore keep what it read from
a header, under the header's shape (the text with each SSA name replaced by
``%``, as ``line_memo`` cuts lines, with the op name and the default
dialect), and for a later header of that shape take it back, with that
header's SSA names and offsets, instead of reading the tokens.  What the hook
does after the header (parse the region, resolve operands, check and build
the op) runs as it does after a parsed header, so every diagnostic that
depends on the SSA names is reported as before.

Only headers that cannot mean anything else take part: the ``{`` ends the
line and is its only brace (no attribute dictionary, no ``}``), the line has
no string, no ``loc(``, no comment, and no ``%name#N`` (a result number the
hook checks); a header is kept only when the hook stopped at that ``{``.
A function op's header may start with its symbol name (``@name``, bare),
which its shape leaves out: the hook takes it from the header.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, NamedTuple

from tblgen_py.runtime.text.line_memo import cut_line
from tblgen_py.runtime.text.op_state import UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser

_SYMBOL = re.compile(r"(?:(?:public|private|nested) )?@([A-Za-z_][A-Za-z0-9_$.]*)\(")
"""A function op's visibility and bare symbol name, then its arguments."""
_MAX_HEADERS = 5_000
"""Header shapes kept per parse: a file of distinct headers stops paying."""


class Header(NamedTuple):
    """A header from the token after the op name to its region's ``{``:
    its shape key, its SSA names in order (with their offsets), the offset
    of the ``{``, where the token before it ends and the symbol name
    (``symbol=True``; else "")."""

    key: str
    uses: list[UnresolvedOperand]
    brace: int
    stop: int
    symbol: str


def read_header(
    parser: Parser, op_name: str, symbol: bool = False
) -> tuple[Header, object] | None:
    """The header from the current token, and what the hook kept for its
    shape (None when nothing was kept); None: it takes no part (or, with
    ``symbol``, it does not start with a visibility and a bare symbol name
    right before its ``(``)."""
    memo = parser.memo
    if memo is None:
        return None
    text = parser.source.text
    start = parser.tok.start
    end = text.find("\n", start)
    if end < 0:
        end = len(text)
    line = text[start:end]
    name = ""
    if symbol:
        named = _SYMBOL.match(line)
        if named is None:
            return None
        name = named.group(1)
        line = line[: named.start(1)] + line[named.end(1) :]
    cache_key = (op_name, parser.default_dialects[-1], line)
    cuts = memo.header_cuts
    found = cuts.get(cache_key, _UNCUT)
    if found is _UNCUT:
        found = _cut_header(op_name, parser.default_dialects[-1], line)
        if len(cuts) < _MAX_HEADERS:
            cuts[cache_key] = found
    if found is None:
        return None
    key, spelled, brace, stop = found
    start += len(name)  # the uses follow the symbol name
    uses = [UnresolvedOperand(use, 0, start + offset) for use, offset in spelled]
    header = Header(key, uses, start + brace, start + stop, name)
    return header, memo.headers.get(key)


HeaderCut = tuple[str, list[tuple[str, int]], int, int]
"""A header's shape key, its SSA names with their offsets in it, the offset
of its ``{`` and where the token before it ends."""
_UNCUT: HeaderCut = ("", [], 0, 0)


def _cut_header(op_name: str, default_dialect: str, line: str) -> HeaderCut | None:
    """``line``'s shape, SSA names and ``{`` (None: it takes no part)."""
    line = line.rstrip()
    if not line.endswith("{") or line.count("{") != 1 or "}" in line:
        return None
    if "//" in line:
        return None
    found = cut_line(line, default_dialect)
    if found is None:
        return None
    parts = found[1]
    uses = []
    offset = 0
    for index in range(1, len(parts), 2):
        offset += len(parts[index - 1])
        spelled = parts[index]
        if "#" in spelled:
            return None
        uses.append((spelled, offset))
        offset += len(spelled)
    key = op_name + "\0" + found[0]
    return key, uses, len(line) - 1, len(line[:-1].rstrip())


def skip_header(parser: Parser, header: Header) -> None:
    """Go on from the header's ``{``, as the hook's reading of it ends."""
    parser.prev_end = header.stop
    parser.tok = parser.lexer.relex(header.brace)


def keep_header(parser: Parser, header: Header, value: object) -> None:
    """Keep ``value`` for ``header``'s shape, when the hook's reading of it
    ended at its ``{``."""
    memo = parser.memo
    tok = parser.tok
    if memo is None or tok.start != header.brace or tok.text != "{":
        return
    if len(memo.headers) < _MAX_HEADERS:
        memo.headers[header.key] = value
