"""Output files of both command lines: atomic, umask modes, symlinks, failures."""

from __future__ import annotations

import contextlib
import io
import os
import signal
import stat
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from tblgen_py.tools import mlir_opt, mlir_tblgen, output
from tblgen_py.tools.output import OutputError, write_output


def capture(main: object, argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(argv)  # type: ignore[operator]
    return status, out.getvalue(), err.getvalue()


@contextlib.contextmanager
def umask(mask: int) -> Iterator[None]:
    previous = os.umask(mask)
    try:
        yield
    finally:
        os.umask(previous)


@pytest.fixture
def workdir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.td").write_text("def A;\n")
    (tmp_path / "good.mlir").write_text('"t.op"() : () -> ()\n')
    (tmp_path / "bad.mlir").write_text("module { bad\n")
    return tmp_path


def leftovers(directory: Path) -> list[str]:
    """Temporary files the writer could have left."""
    return [name for name in os.listdir(directory) if name.endswith(".tmp")]


class TestWriter:
    @pytest.mark.parametrize("mask", [0o022, 0o027, 0o077, 0o002])
    def test_new_file_mode_follows_the_umask(self, tmp_path: Path, mask: int) -> None:
        target = tmp_path / "out.txt"
        with umask(mask):
            write_output(str(target), "text\n")
        assert stat.S_IMODE(target.stat().st_mode) == 0o666 & ~mask
        assert target.read_text() == "text\n"

    def test_existing_file_keeps_its_mode(self, tmp_path: Path) -> None:
        target = tmp_path / "out.txt"
        target.write_text("old\n")
        target.chmod(0o640)
        write_output(str(target), "new\n")
        assert stat.S_IMODE(target.stat().st_mode) == 0o640
        assert target.read_text() == "new\n"

    def test_symlink_is_written_through(self, tmp_path: Path) -> None:
        (tmp_path / "real").mkdir()
        real = tmp_path / "real" / "out.txt"
        real.write_text("old\n")
        link = tmp_path / "link.txt"
        link.symlink_to(real)
        write_output(str(link), "new\n")
        assert link.is_symlink() and os.readlink(link) == str(real)
        assert real.read_text() == "new\n"
        assert leftovers(tmp_path) == [] and leftovers(tmp_path / "real") == []

    def test_dangling_symlink_creates_its_target(self, tmp_path: Path) -> None:
        link = tmp_path / "link.txt"
        link.symlink_to(tmp_path / "target.txt")
        write_output(str(link), "new\n")
        assert link.is_symlink() and (tmp_path / "target.txt").read_text() == "new\n"

    def test_device_is_written_in_place(self) -> None:
        before = os.stat("/dev/null")
        write_output("/dev/null", "discarded\n")
        after = os.stat("/dev/null")
        assert stat.S_ISCHR(after.st_mode) and before.st_ino == after.st_ino

    def test_failing_device_is_an_output_error(self) -> None:
        with pytest.raises(OutputError) as info:
            write_output("/dev/full", "x" * 100)
        assert info.value.reason == "No space left on device"

    def test_if_changed_leaves_an_identical_file(self, tmp_path: Path) -> None:
        target = tmp_path / "out.txt"
        write_output(str(target), "same\n")
        inode = target.stat().st_ino
        write_output(str(target), "same\n", if_changed=True)
        assert target.stat().st_ino == inode
        write_output(str(target), "other\n", if_changed=True)
        assert target.read_text() == "other\n"

    @pytest.mark.parametrize(
        ("relative", "reason"),
        [("missing/out.txt", "No such file or directory"), (".", "Is a directory")],
    )
    def test_failure_names_the_output(
        self, tmp_path: Path, relative: str, reason: str
    ) -> None:
        path = str(tmp_path / relative)
        with pytest.raises(OutputError) as info:
            write_output(path, "x")
        assert (info.value.path, info.value.reason) == (path, reason)
        assert leftovers(tmp_path) == []

    def test_named_fallback_leaves_nothing(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        """Without O_TMPFILE a named temporary file is used and renamed."""
        monkeypatch.delattr(os, "O_TMPFILE")
        target = tmp_path / "out.txt"
        with umask(0o027):
            write_output(str(target), "text\n")
        assert target.read_text() == "text\n"
        assert stat.S_IMODE(target.stat().st_mode) == 0o640
        assert leftovers(tmp_path) == []


KILLED_WRITER = """\
import os, signal, sys
from tblgen_py.tools import output
if sys.argv[3] == "named":
    del os.O_TMPFILE
def fill(fd, payload, mode):
    os.write(fd, payload[:3])
    os.kill(os.getpid(), getattr(signal, sys.argv[2]))
    os.write(fd, payload[3:])
output._fill = fill
output.write_output(sys.argv[1], "new content\\n")
"""


@pytest.mark.parametrize(
    ("sig", "mode"),
    [("SIGKILL", "tmpfile"), ("SIGTERM", "tmpfile"), ("SIGTERM", "named")],
)
def test_killed_write_leaves_old_file_and_no_temp(
    tmp_path: Path, sig: str, mode: str
) -> None:
    """A kill during the write leaves the old or the new file, never a temp file.

    SIGTERM is held back until the file is in place; after SIGKILL the unnamed
    temporary file simply vanishes.
    """
    target = tmp_path / "out.txt"
    target.write_text("old\n")
    proc = subprocess.run(
        [sys.executable, "-c", KILLED_WRITER, str(target), sig, mode],
        capture_output=True,
        timeout=60,
    )
    assert proc.returncode == -getattr(signal, sig)
    assert target.read_text() in ("old\n", "new content\n")
    if sig == "SIGTERM":
        assert target.read_text() == "new content\n"
    assert os.listdir(tmp_path) == ["out.txt"]


KILLED_TBLGEN = """\
import os, signal, sys
from tblgen_py.tools import mlir_tblgen, output
del os.O_TMPFILE
real_fill = output._fill
def fill(fd, payload, mode):
    os.kill(os.getpid(), signal.SIGTERM)
    real_fill(fd, payload, mode)
output._fill = fill
mlir_tblgen.main(["--no-cache", "a.td", "-o", "out.txt"])
"""


def test_tblgen_run_killed_while_writing_leaves_no_temp(workdir: Path) -> None:
    """The front end runs in a worker thread; the output is written on the main
    thread, where the writer can hold SIGTERM back until the file is in place."""
    (workdir / "out.txt").write_text("old\n")
    proc = subprocess.run(
        [sys.executable, "-c", KILLED_TBLGEN], capture_output=True, timeout=120
    )
    assert proc.returncode == -signal.SIGTERM, proc.stderr
    assert "def A" in (workdir / "out.txt").read_text()
    assert leftovers(workdir) == []


class TestTblgenOutput:
    def test_write_failure_is_reported_with_the_output_name(
        self, workdir: Path
    ) -> None:
        status, _, err = capture(
            mlir_tblgen.main, ["--no-cache", "a.td", "-o", "missing/out.txt"]
        )
        assert status == 1
        assert err == (
            "mlir-tblgen-py: error opening missing/out.txt: No such file or directory\n"
        )

    def test_write_failure_of_a_cached_replay_is_reported(self, workdir: Path) -> None:
        assert capture(mlir_tblgen.main, ["--cache-dir", "c", "a.td"])[0] == 0
        status, _, err = capture(
            mlir_tblgen.main, ["--cache-dir", "c", "a.td", "-o", "."]
        )
        assert (
            status == 1 and err == "mlir-tblgen-py: error opening .: Is a directory\n"
        )

    def test_output_mode_and_symlink(self, workdir: Path) -> None:
        (workdir / "real.py").write_text("old\n")
        os.symlink("real.py", "link.py")
        with umask(0o027):
            status, _, _ = capture(
                mlir_tblgen.main, ["--no-cache", "a.td", "-o", "link.py", "-d", "o.d"]
            )
        assert status == 0 and os.path.islink("link.py")
        assert "def A" in (workdir / "real.py").read_text()
        assert stat.S_IMODE(os.stat("o.d").st_mode) == 0o640

    def test_error_count_is_printed_as_llvm_tblgen_does(self, workdir: Path) -> None:
        """llvm-tblgen-22 prints "1 errors." (one form for every count)."""
        (workdir / "e.td").write_text('def A { int x = "s"; }\n')
        status, _, err = capture(mlir_tblgen.main, ["--no-cache", "e.td"])
        assert status == 1 and err.endswith("\nmlir-tblgen-py: 1 errors.\n")


class TestOptOutput:
    def test_bad_input_leaves_the_output_untouched(self, workdir: Path) -> None:
        (workdir / "out.mlir").write_text("previous\n")
        status, _, err = capture(mlir_opt.main, ["bad.mlir", "-o", "out.mlir"])
        assert status == 1 and "error:" in err
        assert (workdir / "out.mlir").read_text() == "previous\n"
        assert leftovers(workdir) == []

    def test_output_is_written_with_the_umask(self, workdir: Path) -> None:
        with umask(0o077):
            status, _, _ = capture(
                mlir_opt.main,
                ["--allow-unregistered-dialect", "good.mlir", "-o", "out.mlir"],
            )
        assert status == 0 and '"t.op"()' in (workdir / "out.mlir").read_text()
        assert stat.S_IMODE(os.stat("out.mlir").st_mode) == 0o600

    def test_write_failure_is_reported_as_mlir_opt_does(self, workdir: Path) -> None:
        status, _, err = capture(
            mlir_opt.main,
            ["--allow-unregistered-dialect", "good.mlir", "-o", "no/out.mlir"],
        )
        assert status == 1
        assert err == (
            "cannot open output file 'no/out.mlir': No such file or directory\n"
        )


def test_writer_module_holds_the_only_atomic_replace() -> None:
    """Both command lines and the cache write through ``tools/output.py``."""
    root = Path(output.__file__).parent
    others = [
        path.name
        for path in root.glob("*.py")
        if path.name != "output.py" and "os.replace(" in path.read_text()
    ]
    assert others == [], textwrap.shorten(str(others), 200)
