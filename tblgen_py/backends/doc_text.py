"""Text rules of MLIR's documentation generators (``OpDocGen``/``DocGenUtilities``).

Markdown is written as ``mlir-tblgen`` writes it: descriptions re-indented to
their least indented line, summaries capitalised in underscores, assembly
formats aligned under ``operation ::=``. Input text is copied as it is (as
``mlir-tblgen`` does, nothing is escaped); it is data to the templates, never
template source.
"""

from __future__ import annotations

_TRIM = " \t\n\v\f\r"
"""The characters LLVM's ``StringRef::trim`` removes by default."""


def llvm_trim(text: str) -> str:
    """``StringRef::trim()``: only ASCII blanks, not Python's wider set."""
    return text.strip(_TRIM)


def _indent_of(line: str) -> int | None:
    """The first column that is not a space or tab (None for a blank line);
    a line's trailing ``\\r`` (of a CRLF ending) does not count."""
    line = line.rstrip("\r")
    for column, char in enumerate(line):
        if char not in " \t":
            return column
    return None


def reindent(text: str) -> str:
    """``raw_indented_ostream::printReindented``: leading blank lines dropped,
    every line shifted left by the least indentation, blank lines emptied."""
    output = text
    leading = 0
    while output:
        first, _, rest = output.partition("\n")
        indent = _indent_of(first)
        if indent is not None:
            leading = indent
            break
        output = rest
    remaining = output
    while remaining:
        first, _, remaining = remaining.partition("\n")
        indent = _indent_of(first)
        if indent is not None:
            leading = min(leading, indent)
    pieces: list[str] = []
    while output:
        line, newline, output = output.partition("\n")
        if not newline:
            pieces.append(line[leading:])
            break
        if line.lstrip(_TRIM):
            pieces.append(line[leading:])
        pieces.append("\n")
    return "".join(pieces)


def description_block(description: str) -> str:
    """``emitDescription``: a blank line, the re-indented text, a final newline
    (nothing for an empty description)."""
    if not description:
        return ""
    trimmed = description.rstrip(" \t")
    body = reindent(trimmed)
    return "\n" + body + ("" if trimmed.endswith("\n") else "\n")


def summary_block(summary: str) -> str:
    """``emitSummary``: ``_Summary_`` with its first letter upper-cased,
    between a blank line and a newline (nothing for an empty summary)."""
    if not summary:
        return ""
    trimmed = llvm_trim(summary)
    # An all-blank summary has no first letter: mlir-tblgen-22 reads the
    # string's terminating NUL in its place.
    first = trimmed[:1] or "\0"
    if "a" <= first <= "z":
        first = first.upper()
    return f"\n_{first}{trimmed[1:]}_\n"


def format_lines(format_text: str) -> list[str]:
    """An op's assembly format as ``emitAssemblyFormat`` lays it out: the
    first line trimmed, then each later non-blank line trimmed (the caller
    indents them under ``operation ::= ``)."""
    first, _, rest = format_text.partition("\n")
    lines = [llvm_trim(first)]
    while True:
        chunk, _, rest = rest.partition("\n")
        chunk = llvm_trim(chunk)
        if chunk:
            lines.append(chunk)
        if not rest:
            return lines


def nest_headings(text: str, nested: bool) -> str:
    """``maybeNest``: each line of ``text`` followed by a newline (so a text
    ending in one gets a blank line more), with ``#`` added to headings when
    ``nested``."""
    return "".join(
        ("#" if nested and line.startswith("#") else "") + line + "\n"
        for line in text.split("\n")
    )


def insensitive_key(text: str) -> str:
    """``StringRef::compare_insensitive`` order: ASCII letters lower-cased."""
    return text.translate(_LOWER)


_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def has_toc_marker(description: str) -> bool:
    """Whether a line of ``description`` is ``[TOC]`` after blanks (the
    ``^[[:space:]]*\\[TOC\\]$`` match, ``$`` at a newline)."""
    return any(
        line.lstrip(" \t\n\v\f\r") == "[TOC]" for line in description.split("\n")
    )


__all__ = [
    "description_block",
    "format_lines",
    "has_toc_marker",
    "insensitive_key",
    "llvm_trim",
    "nest_headings",
    "reindent",
    "summary_block",
]
