"""PDLL's diagnostic engine: errors and warnings with notes, printed in the order
emitted (as MLIR's ``ast::DiagnosticEngine`` hands them to the ``SourceMgr``)."""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.support.diagnostics import Diagnostic, Level, Span, TableGenSyntaxError


class ParseFailure(TableGenSyntaxError):
    """Unwinds the parser after an error was emitted (the C++ ``failure()``)."""


class DiagnosticEngine:
    """Collects diagnostics; a note without a span sits at its parent's span."""

    def __init__(self) -> None:
        self.diagnostics: list[Diagnostic] = []
        self.error_count = 0
        self.fatal_error = False
        """Whether a fatal error ended the run (no later buffer is processed)."""

    def error(
        self, span: Span, message: str, notes: Sequence[tuple[str, Span | None]] = ()
    ) -> ParseFailure:
        """Record an error (and its notes); return the exception to raise."""
        self.error_count += 1
        self._emit(Level.ERROR, span, message, notes)
        return ParseFailure(self.diagnostics[-1 - len(notes) :])

    def fatal(self, message: str) -> ParseFailure:
        """Record an error without a location (LLVM's ``PrintFatalError``)."""
        self.error_count += 1
        self.fatal_error = True
        self.diagnostics.append(Diagnostic(Level.ERROR, message))
        return ParseFailure(self.diagnostics[-1:])

    def warning(
        self, span: Span, message: str, notes: Sequence[tuple[str, Span | None]] = ()
    ) -> None:
        """Record a warning (and its notes)."""
        self._emit(Level.WARNING, span, message, notes)

    def _emit(
        self,
        level: Level,
        span: Span,
        message: str,
        notes: Sequence[tuple[str, Span | None]],
    ) -> None:
        self.diagnostics.append(Diagnostic(level, message, span))
        for note, where in notes:
            self.diagnostics.append(Diagnostic(Level.NOTE, note, where or span))

    def render(self) -> str:
        """Every diagnostic as LLVM's ``SourceMgr`` prints it."""
        return "".join(diag.render() for diag in self.diagnostics)
