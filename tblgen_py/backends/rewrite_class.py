"""What a generated pattern class declares, from the pattern model, whatever the
pattern language (``rewrites`` for DRR, ``rewrite_pattern`` for PDLL)."""

from __future__ import annotations

from tblgen_py.backends.layout import tuple_lines
from tblgen_py.backends.names import py_string
from tblgen_py.patterns.model import Pattern


def class_doc(pattern: Pattern) -> str:
    """The class docstring: language, pattern name and line."""
    line = pattern.span.file.line_col(pattern.span.start)[0]
    return f"{pattern.origin} pattern ``{pattern.name}`` (line {line})."


def generated_ops_lines(pattern: Pattern) -> list[str]:
    """``GENERATED_OPS = (...)``: the ops the rewrite creates (none: no line)."""
    created = [py_string(n) for n in pattern.created_ops()]
    return tuple_lines("GENERATED_OPS = ", created, "") if created else []
