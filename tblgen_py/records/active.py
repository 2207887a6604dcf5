"""The run in progress: its RecordKeeper, and LLVM's PrintError/PrintFatalError on it.

The values, operators and records report errors and look records up through the
keeper of the current run; this module holds that one reference so that they need
not import ``keeper`` (which is built on them).
"""

from __future__ import annotations

from collections.abc import Sequence

TYPE_CHECKING = False  # typing is not imported at run time (start-up cost)

from tblgen_py.support.diagnostics import Span, TableGenSemanticError

if TYPE_CHECKING:
    from typing import NoReturn

    from tblgen_py.records.keeper import RecordKeeper

# One position, or a record's positions: the def, then each defm that instantiated it.
Locs = Span | Sequence[Span] | None


class FatalError(TableGenSemanticError):
    """LLVM's PrintFatalError: stop at once (diagnostics are in the keeper)."""


_current: RecordKeeper | None = None


def current() -> RecordKeeper:
    """The keeper of the run in progress."""
    assert _current is not None, "no RecordKeeper is active"
    return _current


def activate(rk: RecordKeeper) -> None:
    """Make ``rk`` the keeper of the run in progress."""
    global _current
    _current = rk


def _as_locs(loc: object) -> Locs:
    """A position, a list of positions, or None for anything else."""
    if isinstance(loc, Span):
        return loc
    if isinstance(loc, (list, tuple)) and all(isinstance(x, Span) for x in loc):
        return loc
    return None


def error(message: str, loc: object = None) -> None:
    """PrintError on the current keeper."""
    current().error(message, _as_locs(loc))


def fatal(message: str, loc: object = None) -> NoReturn:
    """PrintFatalError: record the error and abort the run."""
    rk = current()
    rk.error(message, _as_locs(loc))
    raise FatalError(rk.diagnostics)
