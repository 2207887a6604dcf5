"""One pattern's ``match_and_rewrite`` body, whatever its language.

The walk of the pattern model (``rewrite_match.emit_pattern``: the match, then
the rewrite) gives the lines; they are then tidied the same way for every
language: operand bindings sink to their first use, an unused fused location
is left out, DRR's C++ builder is made just before its first use, and long
lines are split as black would when that keeps the code's meaning.
"""

from __future__ import annotations

import ast
import re

from tblgen_py.backends.layout import fit_block
from tblgen_py.backends.rewrite_context import PatternContext
from tblgen_py.backends.rewrite_match import emit_pattern
from tblgen_py.patterns.model import Pattern


def pattern_body(ctx: PatternContext, model: Pattern) -> list[str] | None:
    """The body's lines (indented for a class); None when ``ctx`` has errors."""
    emit_pattern(ctx, model)
    if ctx.diagnostics:
        return None
    body = _drop_unused_loc(_sink_bindings(ctx.lines, ctx.match_end))
    if ctx.uses_builder:
        body = _with_builder(body)
    return _laid_out(body)


_OPERAND_BINDING = re.compile(r" {8}(v_\w+) = op\d+\.operand_uses\[\d+\]\.value")
_TOP_LEVEL = re.compile(r" {8}\S")


def _sink_bindings(lines: list[str], match_end: int) -> list[str]:
    """Move operand bindings of the match down to the statement first using them.

    A binding only reads the op (which the match leaves alone), so it can wait
    until a check needs it, or until the match is over: a failed match then
    skips it.
    """
    out: list[str] = []
    pending: dict[str, str] = {}
    for index, line in enumerate(lines):
        if not _TOP_LEVEL.match(line):
            out.append(line)
            continue
        bound = _OPERAND_BINDING.fullmatch(line) if index < match_end else None
        if bound is not None:
            pending[bound[1]] = line
            continue
        if pending:
            statement = "\n".join(_statement(lines, index))
            for name in list(pending):
                if index >= match_end or re.search(rf"\b{name}\b", statement):
                    out.append(pending.pop(name))
        out.append(line)
    return out + list(pending.values())


def _with_builder(lines: list[str]) -> list[str]:
    """``_b = _drr.CppBuilder(rewriter)`` just before the first statement using
    ``_b`` (a failed match before it never builds one)."""
    for index, line in enumerate(lines):
        if _TOP_LEVEL.match(line) and re.search(
            r"\b_b\b", "\n".join(_statement(lines, index))
        ):
            return (
                lines[:index]
                + ["        _b = _drr.CppBuilder(rewriter)"]
                + lines[index:]
            )
    return lines


def _statement(lines: list[str], start: int) -> list[str]:
    """The top-level statement starting at ``start`` with its nested lines."""
    end = start + 1
    while end < len(lines) and not _TOP_LEVEL.match(lines[end]):
        end += 1
    return lines[start:end]


def _drop_unused_loc(lines: list[str]) -> list[str]:
    """Leave out ``loc = ...`` when nothing after it reads ``loc``."""
    for index, line in enumerate(lines):
        if line.lstrip().startswith("loc = _drr.fused_loc("):
            rest = lines[index + 1 :]
            if not any(re.search(r"\bloc\b", later) for later in rest):
                return lines[:index] + rest
            break
    return lines


def _laid_out(body: list[str]) -> list[str]:
    """Black's line splits, kept only when they leave the code's meaning alone."""
    split = fit_block(body)
    if split == body:
        return body
    header = "def f():\n"
    try:
        same = ast.dump(ast.parse(header + "\n".join(split))) == ast.dump(
            ast.parse(header + "\n".join(body))
        )
    except SyntaxError:
        same = False
    return split if same else body
