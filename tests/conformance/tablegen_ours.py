"""Running our TableGen CLI in-process with its streams captured."""

from __future__ import annotations

import io
import traceback
from collections.abc import Callable, Sequence
from contextlib import redirect_stderr, redirect_stdout

from tablegen_ref import ToolRun

CRASHED = -1  # exit status recorded when main raised instead of returning


def load_main() -> tuple[Callable[[Sequence[str]], int] | None, str]:
    """Import ``tblgen_py.cli.main``; on failure return None and the reason."""
    try:
        from tblgen_py.cli import main
    except Exception as exc:  # the CLI may not exist yet, or not import
        return None, f"cannot import tblgen_py.cli.main: {exc!r}"
    return main, ""


def _stream() -> io.TextIOWrapper:
    """A text stream like sys.stdout that keeps the bytes written to it."""
    return io.TextIOWrapper(
        io.BytesIO(), encoding="utf-8", newline="\n", write_through=True
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


def run_in_process(argv: Sequence[str]) -> ToolRun:
    """Call ``main(argv)`` with stdout and stderr captured as bytes.

    An exception escaping ``main`` (a traceback a user would see) is returned
    as a crash rather than raised; BaseExceptions such as timeouts propagate.
    """
    main, reason = load_main()
    if main is None:
        return ToolRun(CRASHED, b"", b"", reason)
    out, err = _stream(), _stream()
    crash = ""
    with redirect_stdout(out), redirect_stderr(err):
        try:
            status = main(list(argv))
        except SystemExit as exc:
            status = _exit_code(exc)
        except Exception:
            status, crash = CRASHED, traceback.format_exc()
    return ToolRun(status, _drain(out), _drain(err), crash)
