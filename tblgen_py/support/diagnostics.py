"""Source files, spans and LLVM-style diagnostics shared by every front end."""

from __future__ import annotations

import bisect
from itertools import accumulate, count
from operator import add
from enum import Enum

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import NoReturn


class SourceFile:
    """The text of one input file plus a lazily built line-start table."""

    __slots__ = ("path", "text", "included_from", "_line_starts")

    def __init__(self, path: str, text: str, included_from: Span | None = None) -> None:
        self.path = path
        self.text = text
        self.included_from = included_from
        self._line_starts: list[int] | None = None

    def line_starts(self) -> list[int]:
        """The offset at which each line starts (line 1's first): a hot
        caller bisects it itself (``line_col``)."""
        starts = self._line_starts
        if starts is None:
            # Line k starts after the lengths of the lines before it and their
            # k newlines (summed in C: no Python step per line).
            lines = self.text.split("\n")
            starts = [0]
            starts += map(add, accumulate(map(len, lines[:-1])), count(1))
            self._line_starts = starts
        return starts

    def line_col(self, offset: int) -> tuple[int, int]:
        """Return the 1-based (line, column) of a character offset."""
        starts = self._line_starts
        if starts is None:
            starts = self.line_starts()
        line = bisect.bisect_right(starts, offset) - 1
        return line + 1, offset - starts[line] + 1

    def line_text(self, offset: int) -> str:
        """Return the text of the line holding ``offset``, without its newline."""
        start = self.text.rfind("\n", 0, offset) + 1
        end = self.text.find("\n", offset)
        if end < 0:
            end = len(self.text)
        line = self.text[start:end]
        return line[:-1] if line.endswith("\r") else line


class Span:
    """A half-open range of character offsets in a source file (immutable)."""

    __slots__ = ("file", "start", "end")

    def __init__(self, file: SourceFile, start: int, end: int = -1) -> None:
        self.file = file
        self.start = start
        self.end = end

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Span)
            and self.file is other.file
            and self.start == other.start
            and self.end == other.end
        )

    def __hash__(self) -> int:
        return hash((id(self.file), self.start, self.end))

    def __repr__(self) -> str:
        return f"Span({self.file.path!r}, {self.start}, {self.end})"

    def location(self) -> str:
        """Return ``path:line:col`` for the start of the span."""
        line, col = self.file.line_col(self.start)
        return f"{self.file.path}:{line}:{col}"


class Level(Enum):
    """Severity of a diagnostic, spelled as LLVM spells it."""

    ERROR = "error"
    WARNING = "warning"
    NOTE = "note"
    REMARK = "remark"


def byte_column(line: str, char_col: int) -> int:
    """The 1-based UTF-8 byte column of 1-based character column ``char_col``."""
    prefix = line[: char_col - 1]
    if prefix.isascii():
        return char_col
    return len(prefix.encode("utf-8", "surrogateescape")) + 1


def expand_tabs(line: str, col: int) -> tuple[str, int]:
    """Expand tabs to 8-column stops as LLVM's SourceMgr does (other characters
    count their UTF-8 bytes); map the 0-based column ``col`` through it."""
    if "\t" not in line:
        return line, col
    out: list[str] = []
    width = 0
    mapped = col
    for index, char in enumerate(line):
        if index == col:
            mapped = width
        if char == "\t":
            step = 8 - width % 8
            out.append(" " * step)
        else:
            step = len(char.encode("utf-8", "surrogateescape"))
            out.append(char)
        width += step
    if col >= len(line):
        mapped = width + col - len(line)
    return "".join(out), mapped


def render_at(
    level: str,
    message: str,
    file: SourceFile,
    offset: int,
    length: int = 1,
    show_line: bool = True,
) -> str:
    """One diagnostic in LLVM's ``SourceMgr`` format: ``path:line:col: level:
    message``, then the source line with a caret (and ``~`` over ``length``); a
    buffer without a name (``file.path`` empty) gets no location prefix.

    Columns count UTF-8 bytes; a line with non-ASCII text is shown without a
    caret, as LLVM does. ``show_line=False`` prints the first line only.
    """
    line, char_col = file.line_col(offset)
    text = file.line_text(offset)
    col = byte_column(text, char_col)
    where = f"{file.path}:{line}:{col}: " if file.path else ""  # an unnamed buffer
    head = f"{where}{level}: {message}\n"
    if not show_line:
        return head
    if not text.isascii():
        return f"{head}{expand_tabs(text, 0)[0]}\n"
    expanded, caret = expand_tabs(text, col - 1)
    return f"{head}{expanded}\n{' ' * caret}^{'~' * (length - 1)}\n"


def _include_stack(span: Span | None) -> str:
    """LLVM's "Included from file:line:" lines, outermost first."""
    if span is None:
        return ""
    line, _ = span.file.line_col(span.start)
    return f"{_include_stack(span.file.included_from)}Included from {span.file.path}:{line}:\n"


class Diagnostic:
    """One message with an optional source position (immutable)."""

    __slots__ = ("level", "message", "span")

    level: Level
    message: str
    span: Span | None

    def __init__(self, level: Level, message: str, span: Span | None = None) -> None:
        object.__setattr__(self, "level", level)
        object.__setattr__(self, "message", message)
        object.__setattr__(self, "span", span)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field '{name}'")

    def __eq__(self, other: object) -> bool:
        if type(other) is not Diagnostic:
            return NotImplemented
        return (self.level, self.message, self.span) == (
            other.level,
            other.message,
            other.span,
        )

    def __hash__(self) -> int:
        return hash((self.level, self.message, self.span))

    def __repr__(self) -> str:
        return (
            f"Diagnostic(level={self.level!r}, message={self.message!r}, "
            f"span={self.span!r})"
        )

    def render(self) -> str:
        """Format as LLVM does: location, message, source line and caret."""
        if self.span is None:
            return f"{self.level.value}: {self.message}\n"
        file = self.span.file
        return _include_stack(file.included_from) + render_at(
            self.level.value, self.message, file, self.span.start
        )


class TableGenError(Exception):
    """Root of every user-facing error; carries the diagnostics to print."""

    def __init__(self, diagnostics: list[Diagnostic]) -> None:
        super().__init__(diagnostics[0].message if diagnostics else "error")
        self.diagnostics = diagnostics

    def render(self) -> str:
        """Return every diagnostic formatted for stderr."""
        return "".join(d.render() for d in self.diagnostics)


class TableGenSyntaxError(TableGenError):
    """A lexical or grammatical error in the input."""


class TableGenSemanticError(TableGenError):
    """A type, name-resolution or evaluation error."""


class BackendError(TableGenError):
    """An error raised while a backend turns records into output."""


def fail(message: str, span: Span | None = None, *notes: Diagnostic) -> NoReturn:
    """Raise a semantic error with optional notes."""
    raise TableGenSemanticError([Diagnostic(Level.ERROR, message, span), *notes])
