"""``split_input``: where ``--split-input-file`` cuts, as mlir-opt-22 does
(tests/conformance/test_split_input_diff.py compares with mlir-opt itself)."""

from __future__ import annotations

import pytest

from tblgen_py.tools.split_input import DEFAULT_MARKER, split_input


def parts(text: str) -> tuple[list[str], list[int]]:
    """Each chunk's own text (padding removed) and the near-miss offsets."""
    chunks, near = split_input(text, DEFAULT_MARKER)
    return [c.text[c.padding :] for c in chunks], near


@pytest.mark.parametrize(
    ("text", "chunks", "near"),
    [
        ("a\n// -----\nb\n", ["a\n", "\nb\n"], []),
        ("a\n// // -----\nb\n", ["a\n// ", "\nb\n"], []),
        ("a // -----x", ["a ", "x"], []),
        ("a\n// ------\nb", ["a\n", "-\nb"], []),
        ("a\n// ----\nb", ["a\n// ----\nb"], [8]),
        ("a\n// -----0\nb", ["a\n// -----0\nb"], [8]),
        ("a\n// -----", ["a\n// -----"], [8]),
        ("a\n//-----\nb", ["a\n//-----\nb"], []),
        ("// -----\nb\n// -----\nc", ["--\nb\n", "\nc"], []),
        ("", [], []),
    ],
)
def test_cuts_where_mlir_opt_does(
    text: str, chunks: list[str], near: list[int]
) -> None:
    assert parts(text) == (chunks, near)


def test_chunks_keep_file_lines_and_byte_columns() -> None:
    text = 'x\n"é" // -----  y\nz'
    first, second = split_input(text, DEFAULT_MARKER)[0]
    assert first.location == (0, 0) and first.file_offset(3) == 3
    assert second.text == "\n" + " " * 13 + "  y\nz"  # 12 characters, 13 bytes
    assert second.location == (2, 14)  # the byte column after the marker
    assert second.file_offset(second.padding) == text.index("  y")


def test_marker_too_short_is_an_error() -> None:
    with pytest.raises(ValueError, match="too short"):
        split_input("a", "//")
