"""Black-style layout of signatures and calls, computed without running black.

Black keeps a bracketed construct on one line when it fits in 88 columns; else
it puts the contents on one indented line when that fits (no trailing comma);
else one element per line with a trailing comma.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

LINE_LENGTH = 88
FMT_SKIP = "  # fmt: skip"


def bracketed(
    head: str, items: Sequence[str], tail: str, indent: str, atom: bool = False
) -> list[str]:
    """Lines for ``head(items...)tail`` at ``indent`` (``head`` ends with ``(``).

    ``atom`` marks a collection literal, which black never keeps on one
    indented line: it goes straight to one element per line.
    """
    joined = ", ".join(items)
    one = f"{indent}{head}{joined}{tail}"
    if len(one) <= LINE_LENGTH:
        return [one]
    inner = indent + "    "
    fits = len(inner + joined) <= LINE_LENGTH
    if items and fits and not atom and not _has_magic(items):
        return [f"{indent}{head}", inner + joined, f"{indent}{tail.lstrip()}"]
    lines = [f"{indent}{head}"]
    lines += [f"{inner}{item}," for item in items]
    lines.append(f"{indent}{tail.lstrip()}")
    return lines


def _has_magic(items: Sequence[str]) -> bool:
    """Whether an item itself spans lines (forces the exploded form)."""
    return any("\n" in item for item in items)


def tuple_lines(head: str, items: Sequence[str], indent: str) -> list[str]:
    """``head(items)`` as a tuple literal (a one-tuple keeps its comma)."""
    if len(items) == 1:
        one = f"{indent}{head}({items[0]},)"
        if len(one) <= LINE_LENGTH:
            return [one]
        return [f"{indent}{head}(", f"{indent}    {items[0]},", f"{indent})"]
    if not items:
        return [f"{indent}{head}()"]
    return bracketed(head + "(", items, ")", indent, atom=True)


_OPEN = {")": "(", "]": "[", "}": "{"}


def fit_block(lines: Sequence[str]) -> list[str]:
    """Split every over-long line of a block the way black would."""
    if not lines or max(map(len, lines)) <= LINE_LENGTH:
        return list(lines)
    out: list[str] = []
    for line in lines:
        if len(line) <= LINE_LENGTH or line.endswith(FMT_SKIP):
            out.append(line)
        else:
            out += fit_line(line)
    return out


def fit_line(line: str) -> list[str]:
    """Black's right-hand split of one simple statement that is too long."""
    if len(line) <= LINE_LENGTH or _STRING_STATEMENT.match(line):
        return [line]  # black leaves a string statement (a docstring) alone
    wrapped = _wrap_annotation(line)
    if wrapped is not None:
        return wrapped
    indent = line[: len(line) - len(line.lstrip())]
    found = last_bracket_pair(line)
    assign = _assignment_split(line)
    if found is None or len(line[: found[0] + 1]) > LINE_LENGTH:
        if assign is not None:
            lhs, rhs = assign
            inner = fit_line(f"{indent}    {rhs}")
            if found is not None or len(inner[0]) <= LINE_LENGTH:
                return [f"{lhs} = (", *inner, f"{indent})"]
        if found is None:
            return [line]
    assert found is not None
    start, end = found
    head = line[len(indent) : start + 1]
    body = line[start + 1 : end]
    tail = line[end:]
    items = split_top_level(body)
    if not items:
        return [line]
    atom = start == 0 or not (line[start - 1].isalnum() or line[start - 1] in "_])")
    if len(items) == 1 and head.lstrip().startswith("def ") and head.count("(") == 1:
        atom = True  # black's magic trailing comma for a lone parameter
    if head.strip() in ("(", "[", "{") or head.endswith(" ["):
        atom = True
    lines = bracketed(head, items, tail, indent, atom=atom)
    return fit_block(lines) if len(lines) > 1 else lines


_STRING_STATEMENT = re.compile(
    r"\s*(?:\"{3}|'{3}|\"(?:[^\"\\]|\\.)*\",?\s*$|'(?:[^'\\]|\\.)*',?\s*$)"
)
"""A line that is one string literal (a docstring, a list item), or opens a
triple-quoted one."""
_PARAM = re.compile(r"^(\s*)(\w+): (.+?)( = None)?(,?)$")


def _wrap_annotation(line: str) -> list[str] | None:
    """A too-long ``name: A | B = None,`` parameter: black parenthesizes the type."""
    match = _PARAM.match(line)
    if match is None or not match.group(5) or "|" not in match.group(3):
        return None
    indent, name, annotation, default, comma = match.groups()
    return [
        f"{indent}{name}: (",
        f"{indent}    {annotation}",
        f"{indent}){default or ''}{comma}",
    ]


# Tokens the scanners below look at: a whole string literal (to its closing
# quote or the end of the line; escapes as in Python) or one bracket,
# separator or ``=`` character.
_ASSIGNMENT_TOKENS = re.compile(
    r""""(?:[^"\\]|\\.)*"?|'(?:[^'\\]|\\.)*'?|[()\[\]{}=]""", re.S
)
_BRACKET_TOKENS = re.compile(
    r""""(?:[^"\\]|\\.)*"?|'(?:[^'\\]|\\.)*'?|[()\[\]{}]""", re.S
)
_SPLIT_TOKENS = re.compile(
    r""""(?:[^"\\]|\\.)*"?|'(?:[^'\\]|\\.)*'?|[()\[\]{},]""", re.S
)


def _assignment_split(line: str) -> tuple[str, str] | None:
    """``(lhs, rhs)`` of ``lhs = rhs`` (or ``return rhs``) at bracket depth 0."""
    stripped = line.lstrip()
    if stripped.startswith("return ") or "=" not in line:
        return None
    depth = 0
    for match in _ASSIGNMENT_TOKENS.finditer(line):
        char = match.group()[0]
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
        elif char == "=" and depth == 0:
            index = match.start()
            if line[index - 1 : index] == " " and line[index + 1 : index + 2] == " ":
                return line[: index - 1], line[index + 2 :]
    return None


def last_bracket_pair(line: str) -> tuple[int, int] | None:
    """Offsets of the opening and closing bracket of the last bracketed group."""
    stack: list[int] = []
    last: tuple[int, int] | None = None
    for match in _BRACKET_TOKENS.finditer(line):
        char = match.group()[0]
        if char in "([{":
            stack.append(match.start())
        elif char in ")]}" and stack:
            opening = stack.pop()
            if not stack:
                last = (opening, match.start())
    return last


def split_top_level(text: str) -> list[str]:
    """Comma-separated pieces at bracket depth zero (strings respected)."""
    if "," not in text:
        return [text.strip()] if text.strip() else []
    parts: list[str] = []
    depth = 0
    start = 0
    for match in _SPLIT_TOKENS.finditer(text):
        char = match.group()[0]
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
        elif char == "," and depth == 0:
            index = match.start()
            parts.append(text[start:index].strip())
            start = index + 1
    if text[start:].strip():
        parts.append(text[start:].strip())
    return parts
