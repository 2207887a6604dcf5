"""Include handling: llvm-tblgen 22's file lookup and the spliced token stream.

``include "name"`` first opens ``name`` as given (relative to the working
directory, not to the including file), then ``dir/name`` for each ``-I dir``
in command-line order. The path that opened is the file's name in diagnostics
and in the ``-d`` depfile, joined the way ``llvm::sys::path::append`` joins.

:class:`TokenStream` runs the lexer's state machine over the include tree:
it scans each file in segments (cached per path and offset for the run),
hands directives to the :class:`Preprocessor`, splices included files in at
their ``include``, and ends the stream with EOF or with the ERROR token LLVM's
parser would see.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.support.diagnostics import Level, SourceFile, Span
from tblgen_py.frontend.lexer import (
    EV_DIRECTIVE,
    EV_ERROR,
    EV_INCLUDE,
    DiagnosedToken,
    Segment,
    Token,
    TokenKind,
    make_diagnostic,
    scan,
)
from tblgen_py.frontend.scan_fast import FastCursor
from tblgen_py.frontend.preprocessor import (
    Control,
    PrepDiag,
    Preprocessor,
    report_unclosed,
)


def join_include_path(directory: str, name: str) -> str:
    """Join like ``sys::path::append``: one separator, none after an empty dir."""
    if not directory:
        return name
    if directory.endswith("/"):
        return directory + name.lstrip("/")
    if name.startswith("/"):
        return directory + name
    return f"{directory}/{name}"


def read_source(path: str) -> str:
    """Read a .td file as text, keeping ``\\r`` and undecodable bytes intact."""
    with open(path, "rb") as handle:
        data = handle.read()
    return data.decode("utf-8", errors="surrogateescape")


class IncludeResolver:
    """Finds include files and caches each file's text for the whole run.

    Every path tried is remembered with what it gave (its text, or None when it
    did not open) and gives the same for the rest of the run; ``probes`` lists
    them in the order first tried (the rebuild cache keys on them).
    """

    def __init__(self, include_dirs: Sequence[str] = ()) -> None:
        self.include_dirs = list(include_dirs)
        self._texts: dict[str, str | None] = {}

    def candidates(self, name: str) -> list[str]:
        """Paths tried for ``include "name"``, in llvm-tblgen's order."""
        return [name, *(join_include_path(d, name) for d in self.include_dirs)]

    def resolve(self, name: str) -> tuple[str, str] | None:
        """The (path, text) of the first candidate that opens, or None."""
        for path in self.candidates(name):
            text = self.load(path)
            if text is not None:
                return path, text
        return None

    def load(self, path: str) -> str | None:
        """The cached text of ``path``; None when it cannot be read as a file."""
        if path in self._texts:
            return self._texts[path]
        try:
            text: str | None = read_source(path)
        except (OSError, ValueError):
            text = None
        self._texts[path] = text
        return text

    @property
    def probes(self) -> list[tuple[str, str | None]]:
        """Every path tried, with its text (None: it did not open), in order."""
        return list(self._texts.items())


class _Frame:
    """One file being lexed: its source, cache key and preprocessor control stack."""

    __slots__ = ("file", "key", "controls", "return_pos", "macro_count")

    def __init__(self, file: SourceFile, key: str, macro_count: int = 0) -> None:
        self.file = file
        self.key = key
        self.controls: list[Control] = []
        self.return_pos = 0
        self.macro_count = macro_count  # macros defined when the file was entered


_MAIN_KEY = "\x00main"


def _include_cycle(frames: list[_Frame], text: str, macro_count: int) -> list[str]:
    """The include chain from the open file that the new inclusion would repeat.

    Lexing a file depends only on its text and the macro set, and macros are
    only ever added: entering a text while the same number of macros is
    defined as when an open file with that text was entered repeats that
    inclusion forever (llvm-tblgen recurses until its stack overflows). An
    include guard (``#ifndef X`` / ``#define X``) grows the set and ends the
    recursion, as it does for llvm-tblgen. Empty when there is no cycle.
    """
    for index, open_frame in enumerate(frames):
        if open_frame.macro_count == macro_count and open_frame.file.text == text:
            return [f.file.path for f in frames[index:]]
    return []


Pending = list[tuple[SourceFile, PrepDiag]]


class TokenStream:
    """Builds the flat token list of a main file with its includes spliced in."""

    def __init__(
        self,
        main_file: SourceFile,
        resolver: IncludeResolver,
        preprocessor: Preprocessor,
    ) -> None:
        self.main_file = main_file
        self.resolver = resolver
        self.preprocessor = preprocessor
        self.included: dict[str, None] = {}  # first-inclusion order
        self.out: list[Token] = []
        self.pending: Pending = []
        self._segments: dict[tuple[str, int, bool], Segment] = {}
        self._cursors: dict[str, FastCursor] = {}

    def build(self) -> list[Token]:
        """Produce the token list; it ends with EOF or ERROR."""
        macros = len(self.preprocessor.macros)
        frames = [_Frame(self.main_file, _MAIN_KEY, macros)]
        frame = frames[0]
        # Includes waiting for their filename (``include include "a.td"`` nests).
        pos, line_start, include_pending = 0, True, 0
        while True:
            file = frame.file
            if include_pending:
                tokens, notes, event = scan(file.text, pos, line_start, file, limit=1)
            else:
                tokens, notes, event = self._segment(frame, pos, line_start)
            kind, at, word, diags = event
            if include_pending and tokens:
                self.pending += [(file, d) for _, d in notes]
                include_pending -= 1
                child = self._include(frames, tokens[0])
                if child is None:
                    return self.out
                frames.append(child)
                frame, pos, line_start = child, 0, True
                continue
            self._emit(file, tokens, notes)
            self.pending += [(file, d) for d in diags]
            if kind == EV_INCLUDE:
                include_pending, pos, line_start = include_pending + 1, at, False
            elif kind == EV_DIRECTIVE:
                result = self.preprocessor.directive(
                    file.text, at, word, frame.controls
                )
                self.pending += [(file, d) for d in result.diags]
                if result.error_at is not None:
                    return self._finish(TokenKind.ERROR, file, result.error_at)
                pos, line_start = result.pos, False
            elif kind == EV_ERROR:
                return self._finish(TokenKind.ERROR, file, at)
            elif frame.controls or len(frames) == 1:
                return self._end_of_stream(frame, include_pending)
            else:
                frames.pop()
                frame = frames[-1]
                pos, line_start = frame.return_pos, False

    def _segment(self, frame: _Frame, pos: int, line_start: bool) -> Segment:
        """Scan a run of live tokens, reusing the tokens of an earlier inclusion."""
        key = (frame.key, pos, line_start)
        cached = self._segments.get(key)
        if cached is None:
            text = frame.file.text
            cursor = self._cursors.get(frame.key)
            if cursor is None or cursor.text is not text:
                cursor = self._cursors[frame.key] = FastCursor(text)
            cached = scan(text, pos, line_start, frame.file, cursor=cursor)
            self._segments[key] = cached
            return cached
        tokens, notes, event = cached
        if tokens and tokens[0].file is not frame.file:
            tokens = [t.with_file(frame.file) for t in tokens]
        return tokens, notes, event

    def _emit(
        self, file: SourceFile, tokens: list[Token], notes: list[tuple[int, PrepDiag]]
    ) -> None:
        """Append tokens, attaching pending diagnostics to the first one."""
        if not tokens:
            self.pending += [(file, d) for _, d in notes]
            return
        start = len(self.out)
        self.out += tokens
        for index, diag in notes:
            if index < len(tokens):
                self._attach(start + index, [(file, diag)])
            else:
                self.pending.append((file, diag))
        if self.pending:
            self._attach(start, self.pending)
            self.pending = []

    def _attach(self, index: int, diags: Pending) -> None:
        """Give ``out[index]`` (a fresh copy: segments are cached) extra diagnostics."""
        token = self.out[index]
        rendered = tuple(
            make_diagnostic(f, d.level, d.message, d.pos) for f, d in diags
        )
        counted = sum(1 for _, d in diags if d.counted and d.level is Level.ERROR)
        self.out[index] = DiagnosedToken(
            token, token.diagnostics + rendered, token.error_count + counted
        )

    def _include(self, frames: list[_Frame], name_token: Token) -> _Frame | None:
        """Enter the file named by the token after ``include``; None after an error."""
        frame = frames[-1]
        start = name_token.start
        if name_token.kind is not TokenKind.STR:
            self._finish_error(frame.file, start, "expected filename after include")
            return None
        name = str(name_token.value)
        found = self.resolver.resolve(name)
        if found is None:
            message = f"could not find include file '{name}'"
            self._finish_error(frame.file, start, message)
            return None
        path, text = found
        macro_count = len(self.preprocessor.macros)
        cycle = _include_cycle(frames, text, macro_count)
        if cycle:
            chain = " -> ".join([*cycle, path])
            message = f"include cycle: '{path}' includes itself ({chain})"
            self._finish_error(frame.file, start, message)
            return None
        self.included.setdefault(path)
        frame.return_pos = name_token.end
        included_from = Span(frame.file, start, name_token.end)
        return _Frame(SourceFile(path, text, included_from), path, macro_count)

    def _end_of_stream(self, frame: _Frame, include_pending: int) -> list[Token]:
        """EOF of the main file, or of any file whose #ifdef was left open."""
        file = frame.file
        end = len(file.text)
        if frame.controls:
            diags: list[PrepDiag] = []
            report_unclosed(file.text, frame.controls, diags)
            self.pending += [(file, d) for d in diags]
        if include_pending:
            self._finish_error(file, end, "expected filename after include")
            return self.out
        return self._finish(TokenKind.EOF, file, end)

    def _finish_error(self, file: SourceFile, pos: int, message: str) -> None:
        """End the stream with a counted lexer error at ``pos``."""
        self.pending.append((file, PrepDiag(Level.ERROR, message, pos)))
        self._finish(TokenKind.ERROR, file, pos)

    def _finish(self, kind: TokenKind, file: SourceFile, pos: int) -> list[Token]:
        """Append the terminal EOF or ERROR token with the pending diagnostics."""
        errors = [d.message for _, d in self.pending if d.level is Level.ERROR]
        value = errors[0] if kind is TokenKind.ERROR and errors else ""
        end = pos if kind is TokenKind.EOF else min(pos + 1, len(file.text))
        self.out.append(Token(kind, value, pos, end, file))
        if self.pending:
            self._attach(len(self.out) - 1, self.pending)
            self.pending = []
        return self.out
