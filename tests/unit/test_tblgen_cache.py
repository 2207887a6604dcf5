"""The rebuild cache and the CLI's cache-replay fast path."""

from __future__ import annotations

import contextlib
import io
import os
from pathlib import Path

import pytest

from tblgen_py.tools import cache as cache_module
from tblgen_py.tools import mlir_tblgen
from tblgen_py.tools.cache import CacheEntry, RecordCache, key_options


def run(argv: list[str]) -> tuple[int, str, str]:
    """``main(argv)`` with stdout and stderr captured."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = mlir_tblgen.main(argv)
    return status, out.getvalue(), err.getvalue()


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A main file including another, with the working directory set to it."""
    (tmp_path / "inc").mkdir()
    (tmp_path / "inc" / "base.td").write_text("class Base { int x = 1; }\n")
    (tmp_path / "main.td").write_text(
        'include "base.td"\ndef A : Base;\n#ifdef EXTRA\ndef B;\n#endif\n'
    )
    monkeypatch.chdir(tmp_path)
    return tmp_path


def forbid_full_run(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make any run that misses the cache fail loudly."""

    def fail(argv: list[str]) -> int:
        raise AssertionError(f"cache miss for {argv}")

    monkeypatch.setattr(mlir_tblgen, "_main", fail)


class TestKey:
    def test_cwd_first_and_cache_flags_dropped(self) -> None:
        argv = ["--debug", "--cache-dir", "/c", "-I", "x", "--cache-dir=/d", "a.td"]
        assert key_options(argv) == [os.getcwd(), "-I", "x", "a.td"]

    def test_flags_change_the_slot(self, tmp_path: Path) -> None:
        one = RecordCache(str(tmp_path), key_options(["a.td"]))
        two = RecordCache(str(tmp_path), key_options(["-DX", "a.td"]))
        assert one.path != two.path


class TestRecordCache:
    def test_round_trip_and_content_check(self, tmp_path: Path) -> None:
        source = tmp_path / "a.td"
        source.write_text("def A;\n")
        cache = RecordCache(str(tmp_path / "c"), ["k"])
        entry = CacheEntry("out\udcff", "warn\n", ["dep.td"])
        cache.store([(str(source), "def A;\n")], entry)
        assert cache.load() == entry
        source.write_text("def B;\n")
        assert cache.load() is None

    def test_corrupt_entry_is_a_miss(self, tmp_path: Path) -> None:
        cache = RecordCache(str(tmp_path), ["k"])
        Path(cache.path).write_bytes(b"not marshal data")
        assert cache.load() is None

    def test_unread_input_is_not_stored(self, tmp_path: Path) -> None:
        cache = RecordCache(str(tmp_path), ["k"])
        cache.store([(str(tmp_path / "missing.td"), None)], CacheEntry("", "", []))
        cache.store([], CacheEntry("", "", []))
        assert not Path(cache.path).exists()


class TestReplay:
    def test_second_run_replays(
        self, project: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        argv = ["--cache-dir", "c", "-I", "inc", "main.td"]
        first = run(argv)
        assert first[0] == 0 and "def A {" in first[1]
        forbid_full_run(monkeypatch)
        assert run(argv) == first

    def test_output_and_depfile_replayed(
        self, project: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        argv = ["--cache-dir", "c", "-Iinc", "-o", "out.txt", "-d", "out.d", "main.td"]
        assert run(argv)[0] == 0
        text, deps = Path("out.txt").read_text(), Path("out.d").read_text()
        assert deps == "out.txt: inc/base.td\n"
        Path("out.txt").unlink()
        Path("out.d").unlink()
        forbid_full_run(monkeypatch)
        assert run(argv)[0] == 0
        assert Path("out.txt").read_text() == text
        assert Path("out.d").read_text() == deps

    def test_changed_include_reparses(self, project: Path) -> None:
        argv = ["--cache-dir", "c", "-I", "inc", "main.td"]
        run(argv)
        (project / "inc" / "base.td").write_text("class Base { int x = 2; }\n")
        status, out, _ = run(argv)
        assert status == 0 and "int x = 2;" in out

    def test_define_is_part_of_the_key(self, project: Path) -> None:
        run(["--cache-dir", "c", "-I", "inc", "main.td"])
        status, out, _ = run(["--cache-dir", "c", "-I", "inc", "-DEXTRA", "main.td"])
        assert status == 0 and "def B {" in out

    def test_no_cache_writes_nothing(self, project: Path) -> None:
        assert run(["--no-cache", "--cache-dir", "c", "-I", "inc", "main.td"])[0] == 0
        assert not (project / "c").exists()

    def test_failed_run_is_not_cached(self, project: Path) -> None:
        argv = ["--cache-dir", "c", "main.td"]  # base.td not found without -I
        assert run(argv)[0] == 1
        assert not (project / "c").exists() or not os.listdir(project / "c")

    @pytest.mark.parametrize(
        "argv",
        [
            ["--write-if", "a.td"],  # argparse abbreviation
            ["-o=x", "a.td"],
            ["-I=x", "a.td"],
            ["-ox", "a.td"],
            ["a.td", "b.td"],
            ["a.td", "-o"],
            ["-o", "-x", "a.td"],
            ["--print-records", "--dump-json", "a.td"],
            ["--help"],
            ["--", "a.td"],
        ],
    )
    def test_unusual_command_lines_go_to_argparse(self, argv: list[str]) -> None:
        assert mlir_tblgen.parse_simple_args(argv) is None

    @pytest.mark.parametrize(
        "argv",
        [
            [],
            ["-"],
            ["a.td"],
            ["--no-cache", "-I", "x", "-Iy", "-DA", "-D", "B", "a.td"],
            ["-o", "o.txt", "-d", "o.d", "--write-if-changed", "a.td"],
            ["-o", "-", "a.td", "--debug", "--cache-dir", "c"],
            ["-print-records", "a.td"],
            ["--dump-json", "a.td"],
            ["-gen-op-defs", "-dialect", "d", "--op-include-regex", "r", "a.td"],
            ["--gen-rewriters", "--native-module", "m", "--native-module", "n", "a"],
            ["--report-untranslated", "-op-exclude-regex", "x", "a.td"],
            ["--gen-enum-defs", "--no-warn-on-unused-template-args", "a.td"],
        ],
    )
    def test_simple_command_lines_read_as_argparse_does(self, argv: list[str]) -> None:
        simple = mlir_tblgen.parse_simple_args(argv)
        assert simple is not None
        assert vars(simple) == vars(mlir_tblgen.build_arg_parser().parse_args(argv))


def test_undecodable_bytes_survive_the_replay(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Output is stored encoded; bytes that are not UTF-8 come back unchanged."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.td").write_bytes(b'def A { string s = "caf\xe9 \xc3\xa9"; }\n')
    argv = ["--cache-dir", "c", "-o", "out.txt", "a.td"]
    to_stdout = ["--cache-dir", "c", "a.td"]
    assert run(argv)[0] == 0
    first = (tmp_path / "out.txt").read_bytes()
    assert b'"caf\xe9 \xc3\xa9"' in first
    printed = run(to_stdout)[1]
    assert printed == first.decode("utf-8", "surrogateescape")
    (tmp_path / "out.txt").unlink()
    forbid_full_run(monkeypatch)
    assert run(argv)[0] == 0
    assert (tmp_path / "out.txt").read_bytes() == first
    assert run(to_stdout)[1] == printed


def test_tool_stamp_follows_source_size_and_mtime(tmp_path: Path) -> None:
    """Editing a source or template of the tool changes its stamp."""
    (tmp_path / "pkg").mkdir()
    source = tmp_path / "pkg" / "mod.py"
    source.write_text("x = 1\n")
    (tmp_path / "pkg" / "notes.txt").write_text("ignored\n")
    first: list[str] = []
    cache_module._tree_stamp(str(tmp_path), first)
    assert len(first) == 1 and first[0].startswith(str(source))
    source.write_text("x = 22\n")
    second: list[str] = []
    cache_module._tree_stamp(str(tmp_path), second)
    assert first != second


def test_entries_of_other_tool_builds_are_not_replayed(
    project: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A cache written by a different build of the tool is a miss."""
    cache_dir = str(tmp_path / "cache")
    argv = ["--cache-dir", cache_dir, "-I", "inc", "main.td"]
    monkeypatch.setattr(cache_module, "tool_stamp", lambda: "build-one")
    assert RecordCache(cache_dir, key_options(argv)).load() is None
    status, out, _ = run(argv)
    assert status == 0 and "def A" in out
    assert RecordCache(cache_dir, key_options(argv)).load() is not None
    monkeypatch.setattr(cache_module, "tool_stamp", lambda: "build-two")
    assert RecordCache(cache_dir, key_options(argv)).load() is None


def test_native_module_runs_are_not_cached(
    project: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """--native-module names Python the key does not cover: never cached."""
    cache_dir = str(tmp_path / "cache")
    argv = ["--cache-dir", cache_dir, "-I", "inc", "--native-module", "os", "main.td"]
    status, out, _ = run(argv)
    assert status == 0 and "def A" in out
    assert not os.path.exists(cache_dir) or not os.listdir(cache_dir)
