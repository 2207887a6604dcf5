"""Output files of the command lines: one writer for outputs, depfiles and caches.

A regular file is replaced atomically: the data goes to an unnamed file in the
target's directory (``O_TMPFILE``), which is linked in under a temporary name
and renamed over the target, so a run killed at any point leaves either the old
file or the new one and no temporary file behind (where ``O_TMPFILE`` is not
supported a named temporary file is used, and the termination signals are held
back until it is renamed or removed). As LLVM's tools: a new file gets mode
``0666`` less the umask, an existing file keeps its mode, a symlink is written
through (its target is replaced, the link stays), and devices or FIFOs such as
``/dev/null`` are written in place.
"""

from __future__ import annotations

import os
import signal
import stat
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

STDOUT = "-"
_HELD_SIGNALS = frozenset({signal.SIGINT, signal.SIGTERM, signal.SIGHUP})
_NO_TMPFILE = frozenset({"EOPNOTSUPP", "EISDIR", "EINVAL", "ENOENT", "EPERM"})


class OutputError(Exception):
    """An output file that could not be written: its path and the system's reason."""

    def __init__(self, path: str, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason


def encode(text: str) -> bytes:
    """UTF-8, with undecodable input bytes (surrogate escapes) written back raw."""
    return text.encode("utf-8", "surrogateescape")


def write_stream(stream: object, text: str) -> None:
    """Write ``text`` to a standard stream, raw bytes kept (see ``encode``)."""
    buffer = getattr(stream, "buffer", None)
    if buffer is None:
        stream.write(text)  # type: ignore[attr-defined]
        return
    stream.flush()  # type: ignore[attr-defined]
    buffer.write(encode(text))
    buffer.flush()


def write_output(path: str, data: bytes | str, if_changed: bool = False) -> None:
    """Write ``data`` to ``path`` (``-`` is stdout); raise ``OutputError`` on failure.

    ``if_changed``: leave a file that already holds ``data`` untouched.
    """
    payload = encode(data) if isinstance(data, str) else data
    if path == STDOUT:
        _write_stdout(payload)
        return
    try:
        _write_file(path, payload, if_changed)
    except OSError as exc:
        raise OutputError(path, exc.strerror or str(exc)) from None


def _write_stdout(payload: bytes) -> None:
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is None:
        sys.stdout.write(payload.decode("utf-8", "surrogateescape"))
        return
    sys.stdout.flush()
    buffer.write(payload)
    buffer.flush()


def _write_file(path: str, payload: bytes, if_changed: bool) -> None:
    target = os.path.realpath(path)  # write through symlinks
    try:
        info: os.stat_result | None = os.stat(target)
    except FileNotFoundError:
        info = None
    if info is not None and stat.S_ISDIR(info.st_mode):
        raise IsADirectoryError(21, os.strerror(21), path)
    if info is not None and not stat.S_ISREG(info.st_mode):
        with open(target, "wb") as handle:  # /dev/null, a FIFO, a terminal
            handle.write(payload)
        return
    if info is not None and if_changed and _holds(target, payload, info):
        return
    mode = stat.S_IMODE(info.st_mode) if info is not None else None
    replace_atomically(target, payload, mode)


def _holds(path: str, payload: bytes, info: os.stat_result) -> bool:
    """Whether the file at ``path`` already contains exactly ``payload``."""
    if info.st_size != len(payload):
        return False
    with open(path, "rb") as handle:
        return handle.read() == payload


def replace_atomically(target: str, payload: bytes, mode: int | None = None) -> None:
    """Put ``payload`` at ``target`` with one rename (``mode``: keep this mode)."""
    directory = os.path.dirname(target) or "."
    suffix = os.urandom(6).hex()
    temp = os.path.join(directory, f".{os.path.basename(target)}.{suffix}.tmp")
    with _signals_held():
        try:
            fd = os.open(directory, os.O_TMPFILE | os.O_WRONLY, 0o666)
        except (AttributeError, OSError) as exc:
            if isinstance(exc, OSError) and _errno_name(exc) not in _NO_TMPFILE:
                raise
            _replace_named(temp, target, payload, mode)
            return
        try:
            _fill(fd, payload, mode)
        except BaseException:
            os.close(fd)
            raise
        try:
            os.link(f"/proc/self/fd/{fd}", temp, follow_symlinks=True)
        except OSError:  # no /proc: name the data through a named file instead
            os.close(fd)
            _replace_named(temp, target, payload, mode)
            return
        os.close(fd)
        _rename(temp, target)


def _replace_named(temp: str, target: str, payload: bytes, mode: int | None) -> None:
    """The fallback: a named temporary file, removed again on any failure."""
    fd = os.open(temp, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o666)
    try:
        _fill(fd, payload, mode)
    except BaseException:
        os.close(fd)
        _unlink_quietly(temp)
        raise
    os.close(fd)
    _rename(temp, target)


def _fill(fd: int, payload: bytes, mode: int | None) -> None:
    """Write all of ``payload`` to ``fd`` and set ``mode`` when given."""
    view = memoryview(payload)
    while view:
        view = view[os.write(fd, view) :]
    if mode is not None:
        os.fchmod(fd, mode)


def _rename(temp: str, target: str) -> None:
    try:
        os.replace(temp, target)
    except BaseException:
        _unlink_quietly(temp)
        raise


def _unlink_quietly(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


def _errno_name(exc: OSError) -> str:
    import errno

    return errno.errorcode.get(exc.errno or 0, "")


@contextmanager
def _signals_held() -> Iterator[None]:
    """Defer SIGINT/SIGTERM/SIGHUP to the end of the block (a temp file exists).

    The calling thread blocks them; on the main thread they are also caught
    (another thread, such as one still exiting, may be the one to receive a
    process-wide signal) and raised again once the block is done.
    """
    caught: list[int] = []
    previous: dict[int, object] = {}
    if threading.current_thread() is threading.main_thread():
        for held in _HELD_SIGNALS:
            if signal.getsignal(held) is None:  # set outside Python: leave it
                continue
            try:
                previous[held] = signal.signal(held, _recorder(caught))
            except (OSError, ValueError):
                pass
    try:
        mask = signal.pthread_sigmask(signal.SIG_BLOCK, _HELD_SIGNALS)
    except (AttributeError, OSError, ValueError):
        mask = None
    try:
        yield
    finally:
        if mask is not None:
            signal.pthread_sigmask(signal.SIG_SETMASK, mask)
        for restored, handler in previous.items():
            signal.signal(restored, handler)  # type: ignore[arg-type]
        for number in dict.fromkeys(caught):
            signal.raise_signal(number)


def _recorder(caught: list[int]) -> Callable[[int, object], None]:
    """A signal handler that only notes the signal."""

    def record(signum: int, frame: object) -> None:
        caught.append(signum)

    return record
