"""One front-end run: fresh interning tables, lexer, parser and keeper."""

from __future__ import annotations

import gc

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

from tblgen_py.support.diagnostics import Diagnostic, Level, TableGenError
from tblgen_py.records import active
from tblgen_py.records.keeper import RecordKeeper
from tblgen_py.records.ops import reset_ops
from tblgen_py.records.types import reset_types
from tblgen_py.records.values import reset_values

# The diagnostic for input nested beyond what the recursion limit allows.
TOO_DEEP = "input is nested too deeply (more levels than mlir-tblgen-py supports)"
# A failed parse that printed no error (llvm-tblgen is silent there).
UNPARSED = "could not parse the input here"


class ParseResult:
    """The records of a run (when it succeeded) and every diagnostic printed."""

    __slots__ = (
        "keeper",
        "ok",
        "parse_failed",
        "dependencies",
        "included_files",
        "reads",
    )

    def __init__(
        self,
        keeper: RecordKeeper,
        ok: bool,
        parse_failed: bool = False,
        dependencies: list[str] | None = None,
        included_files: list[str] | None = None,
        reads: list[tuple[str, str | None]] | None = None,
    ) -> None:
        self.keeper = keeper
        self.ok = ok
        self.parse_failed = parse_failed
        self.dependencies: list[str] = dependencies or []
        self.included_files: list[str] = included_files or []
        self.reads: list[tuple[str, str | None]] = reads or []
        """Each file path tried (main file first) with the text read, None if none."""

    @property
    def diagnostics(self) -> list[Diagnostic]:
        """Diagnostics in the order llvm-tblgen prints them."""
        return self.keeper.diagnostics


def reset_interning() -> None:
    """Forget every interned value and type from a previous run."""
    reset_values()
    reset_ops()
    reset_types()


def parse_records(
    path: str,
    *,
    include_dirs: Sequence[str] = (),
    defines: Sequence[str] = (),
    text: str | None = None,
    warn_unused: bool = True,
) -> ParseResult:
    """Parse a TableGen file into a RecordKeeper, as llvm-tblgen would."""
    reset_interning()
    gc_was_enabled = gc.isenabled()
    gc.disable()  # the record graph is large and acyclic-by-interning; GC only costs
    try:
        return _parse(path, include_dirs, defines, text, warn_unused)
    finally:
        if gc_was_enabled:
            gc.enable()


def _parse(
    path: str,
    include_dirs: Sequence[str],
    defines: Sequence[str],
    text: str | None,
    warn_unused: bool,
) -> ParseResult:
    from tblgen_py.frontend.lexer import Lexer
    from tblgen_py.frontend.parser import Parser

    rk = RecordKeeper()
    active.activate(rk)
    try:
        lexer = Lexer(path, include_dirs=include_dirs, defines=defines, text=text)
    except TableGenError as exc:
        rk.diagnostics.extend(exc.diagnostics)
        return ParseResult(rk, False, True)
    parser: Parser | None = None
    try:
        parser = Parser(lexer, rk, warn_unused=warn_unused)
        failed = parser.parse_file()
    except TableGenError:
        failed = True
    except RecursionError:  # the stack is unwound: report where parsing stood
        rk.error(TOO_DEEP, None if parser is None else parser.loc)
        failed = True
    if failed and parser is not None and not _has_error(rk):
        # llvm-tblgen exits 1 without a message here; we say why.
        loc, message = parser.silent_failure or (parser.loc, UNPARSED)
        rk.error(message, loc)
    ok = not failed and rk.error_count == 0
    return ParseResult(
        rk, ok, failed, lexer.dependencies, lexer.included_files, lexer.reads
    )


def _has_error(rk: RecordKeeper) -> bool:
    """Whether an error diagnostic has been recorded."""
    return rk.error_count > 0 or any(d.level is Level.ERROR for d in rk.diagnostics)
