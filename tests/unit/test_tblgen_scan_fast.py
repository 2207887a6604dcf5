"""The lexer's fast path gives exactly the tokens of the exact scanner."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tblgen_py.support.diagnostics import SourceFile
from tblgen_py.frontend.lexer import Segment, _scan_exact, scan
from tblgen_py.frontend.scan_fast import FastCursor

# Pieces chosen to cut tokens at chunk ends and to reach every deferred case.
_PIECES = [
    "foo",
    "include",
    " ",
    "\n",
    "\r\n",
    "\t",
    "// c\n",
    "// x",
    "/*",
    "*/",
    "/* a\n */",
    '"s"',
    '"',
    "\\",
    "\\n",
    "[{",
    "}]",
    "}",
    "{",
    "[",
    "]",
    "0x1F",
    "0b101",
    "00x1",
    "12",
    "-5",
    "+",
    "8x8",
    "2nd",
    "$v",
    "$",
    "!add",
    "!bogus",
    "!",
    ".",
    "..",
    "...",
    "#",
    "#ifdef X\n",
    "#endif\n",
    "\x00",
    "\u00e9",
    "def",
    "<",
    ">",
    ":",
    ";",
    ",",
    "=",
    "?",
    "(",
    ")",
    "99999999999999999999",
    "9223372036854775808",
    "_",
]


def _shape(segment: Segment) -> object:
    tokens, notes, event = segment
    return (
        [(t.kind, t.value, t.start, t.end) for t in tokens],
        [(index, note.message, note.pos) for index, note in notes],
        (event[0], event[1], event[2], [(d.message, d.pos) for d in event[3]]),
    )


@pytest.mark.parametrize("chunk", [1, 3, 7, 64])
@settings(max_examples=150, deadline=None)
@given(
    source=st.lists(st.sampled_from(_PIECES), max_size=40).map("".join),
    line_start=st.booleans(),
)
def test_fast_scan_matches_exact_scan(
    chunk: int, source: str, line_start: bool
) -> None:
    file = SourceFile("t.td", source)
    pos = 0
    cursor = FastCursor(source, chunk)
    # Scan on after each directive/include as the token stream does (same cursor).
    for _ in range(4):
        fast = scan(source, pos, line_start, file, cursor=cursor)
        exact = _scan_exact(source, pos, line_start, file)
        assert _shape(fast) == _shape(exact)
        pos = fast[2][1] + 1
        if pos > len(source):
            break
        line_start = False
