"""Running our TableGen CLI in-process with its streams captured."""

from __future__ import annotations

import gc
import io
import os
import sys
import traceback
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, redirect_stderr, redirect_stdout
from pathlib import Path

from tests.support.tablegen_ref import ToolRun

CRASHED = -1  # exit status recorded when main raised instead of returning
# The rebuild cache would replay output of earlier code (and fill ~/.cache): test the parse.
OUR_FLAGS = ("--no-cache",)


def load_main() -> tuple[Callable[[Sequence[str]], int] | None, str]:
    """Import ``tblgen_py.tools.mlir_tblgen.main``; on failure return None and the reason."""
    try:
        from tblgen_py.tools.mlir_tblgen import main
    except Exception as exc:  # the CLI may not exist yet, or not import
        return None, f"cannot import tblgen_py.tools.mlir_tblgen.main: {exc!r}"
    return main, ""


def _stream(errors: str) -> io.TextIOWrapper:
    """A text stream like sys.stdout/sys.stderr that keeps the bytes written to it.

    Python's stderr always uses ``backslashreplace``; its stdout is ``strict`` in
    a UTF-8 locale, the setting a user most likely has, so we capture with those.
    """
    return io.TextIOWrapper(
        io.BytesIO(), encoding="utf-8", errors=errors, newline="\n", write_through=True
    )


def _drain(stream: io.TextIOWrapper) -> bytes:
    """Everything written to a stream made by ``_stream``."""
    stream.flush()
    buffer = stream.buffer
    assert isinstance(buffer, io.BytesIO)
    return buffer.getvalue()


def _exit_code(exc: SystemExit) -> int:
    """The status a process would exit with for ``exc``."""
    if exc.code is None:
        return 0
    return exc.code if isinstance(exc.code, int) else 1


def _process_state() -> tuple[object, ...]:
    """What one CLI call must leave as it found: GC switch, cwd, standard streams."""
    return gc.isenabled(), os.getcwd(), sys.stdout, sys.stderr


@contextmanager
def working_directory(path: Path | None) -> Iterator[None]:
    """Run the body in ``path`` (None: stay), then return to the old directory."""
    if path is None:
        yield
        return
    old = os.getcwd()
    os.chdir(path)
    try:
        yield
    finally:
        os.chdir(old)


def run_in_process(argv: Sequence[str], cwd: Path | None = None) -> ToolRun:
    """Call ``main(OUR_FLAGS + argv)`` in ``cwd`` with both streams captured as bytes.

    The cwd matters as it does for llvm-tblgen: includes are looked up there first.
    An exception escaping ``main`` (a traceback a user would see) is returned
    as a crash rather than raised; BaseExceptions such as timeouts propagate.
    """
    main, reason = load_main()
    if main is None:
        return ToolRun(CRASHED, b"", b"", reason)
    args = [*OUR_FLAGS, *argv]
    out, err = _stream("strict"), _stream("backslashreplace")
    crash = ""
    with working_directory(cwd), redirect_stdout(out), redirect_stderr(err):
        before = _process_state()
        try:
            status = main(args)
        except SystemExit as exc:
            status = _exit_code(exc)
        except Exception:
            status, crash = CRASHED, traceback.format_exc()
        if not crash and _process_state() != before:
            status, crash = (
                CRASHED,
                f"main left process state changed: {before} -> {_process_state()}",
            )
    return ToolRun(status, _drain(out), _drain(err), crash)
