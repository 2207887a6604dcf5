"""The text rules of the documentation generators (``backends/doc_text.py``).

Expected strings follow MLIR's ``raw_indented_ostream::printReindented``,
``emitSummary``, ``emitDescription``, ``emitAssemblyFormat`` and
``maybeNest`` (the conformance suite checks whole pages against
``mlir-tblgen-22``).
"""

from __future__ import annotations

import pytest

from tblgen_py.backends.doc_text import (
    description_block,
    format_lines,
    has_toc_marker,
    insensitive_key,
    llvm_trim,
    nest_headings,
    reindent,
    summary_block,
)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("\n    a\n      b\n", "a\n  b\n"),
        # Leading blank lines go; inner ones are emptied, not dropped.
        ("\n  \n\t\n    a\n   \n    b", "a\n\nb"),
        # A tab counts as one column, like a space.
        ("\tx\n\t\ty\n", "x\n\ty\n"),
        # CRLF: the \r of a blank line does not make it count.
        ("\r\n    a\r\n      b\r\n", "a\r\n  b\r\n"),
        # The least indented line decides, wherever it is.
        ("    a\n  b\n      c\n", "  a\nb\n    c\n"),
        ("", ""),
        ("   \n  \n", ""),
    ],
)
def test_reindent(text: str, want: str) -> None:
    """Lines shift left by the least indentation; blank lines are emptied."""
    assert reindent(text) == want


def test_description_block_adds_a_blank_line_and_a_final_newline() -> None:
    """A description is preceded by a blank line and ends its last line."""
    assert description_block("  one\n  two  ") == "\none\ntwo\n"
    assert description_block("one\n") == "\none\n"
    assert description_block("") == ""
    # Only spaces and tabs are trimmed at the end, then the text re-indented.
    assert description_block("\n    x\n  \t") == "\nx\n"


@pytest.mark.parametrize(
    ("summary", "want"),
    [
        ("floating point addition", "\n_Floating point addition_\n"),
        ("  padded  ", "\n_Padded_\n"),
        ("Already upper", "\n_Already upper_\n"),
        ("élan", "\n_élan_\n"),  # only ASCII letters are upper-cased
        ("", ""),
        ("   ", "\n_\0_\n"),  # mlir-tblgen-22 prints the string's NUL
    ],
)
def test_summary_block(summary: str, want: str) -> None:
    """``_Summary_`` with the first ASCII letter upper-cased."""
    assert summary_block(summary) == want


def test_format_lines_trims_and_drops_blank_lines() -> None:
    """The first line and each later non-blank line, trimmed."""
    text = "$lhs `,` $rhs  \n\n     attr-dict `:` type($result)\n  \n"
    assert format_lines(text) == ["$lhs `,` $rhs", "attr-dict `:` type($result)"]
    assert format_lines("attr-dict") == ["attr-dict"]


def test_nest_headings() -> None:
    """Every line gets a newline (a final one adds a blank line); headings
    move down one level only when nested."""
    text = "## Group\n\ntext # not a heading\n### `op`\n"
    assert nest_headings(text, True) == (
        "### Group\n\ntext # not a heading\n#### `op`\n\n"
    )
    assert nest_headings(text, False) == text + "\n"


@pytest.mark.parametrize(
    ("description", "want"),
    [
        ("intro\n  [TOC]\nmore", True),
        ("[TOC]", True),
        ("see [TOC] here", False),
        ("[TOC] \n", False),
        ("[TOC]\r\n", False),
        ("", False),
    ],
)
def test_has_toc_marker(description: str, want: bool) -> None:
    """Only a line holding ``[TOC]`` after blanks counts."""
    assert has_toc_marker(description) is want


def test_llvm_trim_and_insensitive_key() -> None:
    """ASCII-only trimming and case folding, as LLVM's StringRef."""
    assert llvm_trim("\u00a0 x \t\n") == "\u00a0 x"
    assert insensitive_key("AbC_Ä") == "abc_Ä"
    assert sorted(["b", "A", "a_"], key=insensitive_key) == ["A", "a_", "b"]
