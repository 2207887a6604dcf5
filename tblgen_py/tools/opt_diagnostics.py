"""Diagnostics of ``mlir-opt-py``: IR locations to source positions, and
``--verify-diagnostics`` (expected-* comments against what was reported)."""

from __future__ import annotations

from dataclasses import dataclass

from tblgen_py.runtime.ir.location import (
    CallSiteLoc,
    FileLineColRange,
    FusedLoc,
    NameLoc,
    UnknownLoc,
)
from tblgen_py.runtime.ir.verifier import VerificationError
from tblgen_py.runtime.text.attr_printer import AttrTypePrinter
from tblgen_py.runtime.text.diagnostic_verifier import Expectation, parse_expectations
from tblgen_py.runtime.text.printer import PrintOptions, print_operation
from tblgen_py.support.diagnostics import SourceFile, render_at

_LOC_PRINTER = AttrTypePrinter(local_scope=True)


@dataclass
class OptDiagnostic:
    """A diagnostic with an optional source position."""

    level: str
    message: str
    source: SourceFile | None = None
    offset: int = 0
    prefix: str | None = None
    show_line: bool = True
    length: int = 1

    @property
    def line(self) -> int | None:
        """The 1-based line, when the diagnostic points into the input."""
        return self.source.line_col(self.offset)[0] if self.source is not None else None

    def render(self) -> str:
        """``path:line:col: level: message`` plus source line and caret (as LLVM)."""
        if self.source is None:
            head = f"{self.prefix}: " if self.prefix else ""
            return f"{head}{self.level}: {self.message}\n"
        return render_at(
            self.level,
            self.message,
            self.source,
            self.offset,
            self.length,
            self.show_line,
        )


def _file_location(loc: object) -> FileLineColRange | None:
    """The first file location inside ``loc`` (as MLIR's handler finds it)."""
    if isinstance(loc, FileLineColRange):
        return loc
    if isinstance(loc, NameLoc):
        return _file_location(loc.child)
    if isinstance(loc, CallSiteLoc):
        return _file_location(loc.callee)
    if isinstance(loc, FusedLoc):
        for inner in loc.locations:
            found = _file_location(inner)
            if found is not None:
                return found
    return None


def _diag_at(
    level: str, message: str, loc: object, source: SourceFile
) -> OptDiagnostic:
    """A diagnostic at an IR location, pointing into ``source`` when possible."""
    file_loc = _file_location(loc)
    if file_loc is None:
        if loc is not None and not isinstance(loc, UnknownLoc):
            message = f"{_LOC_PRINTER.print_location(loc)}: {message}"  # type: ignore[arg-type]
        return OptDiagnostic(level, message, prefix="<unknown>:0")
    if file_loc.filename != source.path or file_loc.line < 1:
        prefix = f"{file_loc.filename}:{file_loc.line}:{file_loc.col}"
        return OptDiagnostic(level, message, prefix=prefix)
    offset = _offset_of(source.text, file_loc.line, file_loc.col)
    return OptDiagnostic(level, message, source, offset)


def _call_site(loc: object) -> CallSiteLoc | None:
    """The call-site location inside ``loc``, as MLIR's handler finds it."""
    if isinstance(loc, NameLoc):
        return _call_site(loc.child)
    if isinstance(loc, CallSiteLoc):
        return loc
    if isinstance(loc, FusedLoc):
        for inner in loc.locations:
            found = _call_site(inner)
            if found is not None:
                return found
    return None


def _located(
    level: str, message: str, loc: object, source: SourceFile
) -> tuple[list[OptDiagnostic], object]:
    """The diagnostic plus its ``called from`` notes; and the last location used."""
    diags = [_diag_at(level, message, loc, source)]
    call = _call_site(loc)
    last = loc
    for _ in range(10):
        if call is None:
            break
        last = call.caller
        diags.append(_diag_at("note", "called from", last, source))
        call = _call_site(last)
    return diags, last


def _offset_of(text: str, line: int, col: int) -> int:
    pos = 0
    for _ in range(line - 1):
        nxt = text.find("\n", pos)
        if nxt < 0:
            return len(text)
        pos = nxt + 1
    return min(pos + max(col - 1, 0), len(text))


def verification_diags(
    err: VerificationError, source: SourceFile, show_op: bool, debuginfo: bool = False
) -> list[OptDiagnostic]:
    """The error and its notes (``show_op``: MLIR's ``see current operation``
    note, the op printed generically, with locations under ``debuginfo``)."""
    diags, previous = _located("error", err.message, err.location, source)
    notes: list[tuple[str, object]] = []
    if show_op and err.op is not None:
        options = PrintOptions(generic=True, debuginfo=debuginfo)
        text = print_operation(err.op, options, in_context=True)
        sep = "\n" if err.op.regions else ""
        notes.append((f"see current operation: {sep}{text}", err.location))
    notes.extend((note.message, note.location) for note in err.notes)
    for message, loc in notes:
        note = _diag_at("note", message, loc, source)
        note.show_line = loc != previous
        previous = loc
        diags.append(note)
    return diags


def check_expectations(
    chunk: str, path: str, diagnostics: list[OptDiagnostic]
) -> tuple[list[OptDiagnostic], list[OptDiagnostic]]:
    """Unexpected diagnostics, and expected ones that were not produced."""
    expectations = parse_expectations(chunk)
    source = SourceFile(path, chunk)
    unexpected: list[OptDiagnostic] = []
    for diag in diagnostics:
        match = _find_expectation(expectations, diag)
        if match is None:
            diag.message = f"unexpected {diag.level}: {diag.message}"
            diag.level = "error"
            unexpected.append(diag)
    missing = []
    for exp in expectations:
        if not exp.matched:
            message = f'expected {exp.level} "{exp.message}" was not produced'
            length = max(len(exp.message), 1)
            missing.append(
                OptDiagnostic("error", message, source, exp.offset, length=length)
            )
    return unexpected, missing


def never_produced(source: SourceFile) -> list[OptDiagnostic]:
    """Without --verify-diagnostics mlir-opt reports each ``expected-*`` comment
    of the file as not produced (its exit status does not change)."""
    return [
        OptDiagnostic(
            "error",
            f'expected {exp.level} "{exp.message}" was not produced',
            source,
            exp.offset,
            length=max(len(exp.message), 1),
        )
        for exp in parse_expectations(source.text)
    ]


def _find_expectation(
    expectations: list[Expectation], diag: OptDiagnostic
) -> Expectation | None:
    line = diag.line if diag.source is not None else None
    for exp in expectations:
        if exp.matches(diag.level, diag.message, line):
            exp.matched = True
            return exp
    return None
