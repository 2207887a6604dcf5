"""Map a position inside a leaf predicate back into its .td file.

A ``CPred<"...">`` record is located at the ``CPred`` name (an anonymous
instance) or at its def's name, a few characters before it; its ``predExpr`` is
``"(" # pred # ")"``.  When the literal after ``CPred<`` holds the leaf text
verbatim (no ``#`` pasting, escapes or substitution), an offset into the leaf
maps to the character in the literal; otherwise the record's location is used.
"""

from __future__ import annotations

import re

from tblgen_py.support.diagnostics import Span
from tblgen_py.records.record import Record

_LITERAL = re.compile(r'\s*<\s*("(?:[^"\\\n])*"|\[\{.*?\}\])', re.DOTALL)


def leaf_span(record: Record | None, expr: str, offset: int | None) -> Span | None:
    """Where ``expr`` (and ``offset`` in it) is written, as precisely as known."""
    if record is None or record.loc is None:
        return None
    loc = record.loc
    if offset is None:
        return loc
    text = loc.file.text
    start = text.find("CPred", loc.start, loc.start + 400)
    if start < 0 or ";" in text[loc.start : start]:
        return loc
    name_end = start + len("CPred")
    match = _LITERAL.match(text, name_end)
    if match is None:
        return loc
    literal = match.group(1)
    opener = 1 if literal.startswith('"') else 2
    body = literal[opener:-opener]
    if f"({body})" != expr or text[match.end() :].lstrip()[:1] != ">":
        return loc
    inner = min(max(offset - 1, 0), len(body))
    start = match.start(1) + opener + inner
    return Span(loc.file, start, start + 1)
