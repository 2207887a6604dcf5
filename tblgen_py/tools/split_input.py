"""``--split-input-file``: cut an input into chunks where ``mlir-opt`` does.

As MLIR's ``splitAndProcessBuffer`` (mlir/lib/Support/ToolUtilities.cpp): the
text is cut at every occurrence of the marker without its last two characters,
anywhere in a line (so ``// // -----`` splits too). A cut is a split when the
text after it continues with those two characters and at least one more
character that is not ``0``; the next chunk starts right after the marker.
Otherwise it is a near miss: a warning, and the text stays in one chunk.
A chunk is padded with newlines and spaces so that its lines and (byte) columns
are those of the whole file.
"""

from __future__ import annotations

from dataclasses import dataclass

DEFAULT_MARKER = "// -----"
_CHECK_LENGTH = 2


@dataclass(frozen=True)
class Chunk:
    """A part of the input: ``text`` is padded so positions match the file's."""

    text: str
    start: int
    """Offset of the chunk's first character in the whole input."""
    padding: int
    """Length of the padding in front of the chunk's own text."""

    @property
    def location(self) -> tuple[int, int]:
        """MLIR's location of the chunk's start: (0, 0) at the file's start, else
        its line and column."""
        if self.start == 0:
            return 0, 0
        lines = self.text.count("\n", 0, self.padding)
        return lines + 1, self.padding - self.text.rfind("\n", 0, self.padding)

    def file_offset(self, offset: int) -> int:
        """The offset in the whole input of ``offset`` in ``text``."""
        return max(offset - self.padding, 0) + self.start


def split_input(text: str, marker: str) -> tuple[list[Chunk], list[int]]:
    """The chunks of ``text`` and the offsets of near misses (to warn about)."""
    probe = marker[:-_CHECK_LENGTH]
    if not probe:
        raise ValueError(f"split marker '{marker}' is too short")
    suffix = marker[-_CHECK_LENGTH:]
    spans: list[tuple[int, int]] = []
    near_misses: list[int] = []
    current: tuple[int, int] | None = None
    position = 0
    for piece in text.split(probe):
        start, end = position, position + len(piece)
        position = end + len(probe)
        if current is None or current[0] == current[1]:
            current = (start, end)
        elif _continues_marker(piece, suffix):
            spans.append(current)
            current = (start + len(suffix), end)
        else:
            near_misses.append(start)
            current = (current[0], end)
    if current is not None and current[0] != current[1]:
        spans.append(current)
    return [_chunk(text, start, end) for start, end in spans], near_misses


def _continues_marker(piece: str, suffix: str) -> bool:
    """Whether a piece after the cut completes the marker (MLIR's test)."""
    return (
        piece.startswith(suffix)
        and len(piece) > len(suffix)
        and piece[len(suffix)] != "0"
    )


def _chunk(text: str, start: int, end: int) -> Chunk:
    """The chunk ``text[start:end]``, padded to its line and column."""
    line_start = text.rfind("\n", 0, start) + 1
    width = len(text[line_start:start].encode("utf-8", "surrogateescape"))
    padding = "\n" * text.count("\n", 0, start) + " " * width  # MLIR counts bytes
    return Chunk(padding + text[start:end], start, len(padding))
