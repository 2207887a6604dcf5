"""The rebuild cache never replays stale output.

Every test compares a cached run with a run that bypasses the cache: includes
shadowed in an earlier ``-I`` directory or the working directory, files edited
while a run is going on, and entries damaged in every way must all give the
output of a fresh run.
"""

from __future__ import annotations

import contextlib
import io
import marshal
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tblgen_py.tools import mlir_tblgen
from tblgen_py.tools.cache import CacheEntry, RecordCache, key_options


def run(argv: list[str]) -> tuple[int, str, str]:
    """``main(argv)`` with stdout and stderr captured."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = mlir_tblgen.main(argv)
    return status, out.getvalue(), err.getvalue()


ARGV = ["--cache-dir", "cache", "-I", "first", "-I", "second", "main.td"]


def fresh() -> tuple[int, str, str]:
    """The result of a run that neither reads nor writes the cache."""
    return run(["--no-cache", *ARGV])


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """main.td includes base.td, found in the second of two -I directories."""
    (tmp_path / "first").mkdir()
    (tmp_path / "second").mkdir()
    (tmp_path / "second" / "base.td").write_text("def FromSecond;\n")
    (tmp_path / "main.td").write_text('include "base.td"\ndef Main;\n')
    monkeypatch.chdir(tmp_path)
    return tmp_path


def slot() -> RecordCache:
    """The cache slot ARGV uses."""
    return RecordCache("cache", key_options(ARGV))


class TestIncludeResolution:
    def test_warm_run_replays(self, project: Path) -> None:
        first = run(ARGV)
        assert first[0] == 0 and "def FromSecond" in first[1]
        assert slot().load() is not None
        assert run(ARGV) == first == fresh()

    @pytest.mark.parametrize("where", ["first", "."])
    def test_new_shadowing_include_is_seen(self, project: Path, where: str) -> None:
        run(ARGV)
        (project / where / "base.td").write_text("def Shadow;\n")
        status, out, _ = run(ARGV)
        assert status == 0 and "def Shadow" in out and "FromSecond" not in out
        assert (status, out) == fresh()[:2]

    def test_removed_shadowing_include_is_seen(self, project: Path) -> None:
        (project / "first" / "base.td").write_text("def Shadow;\n")
        assert "def Shadow" in run(ARGV)[1]
        (project / "first" / "base.td").unlink()
        status, out, _ = run(ARGV)
        assert status == 0 and "def FromSecond" in out and "Shadow" not in out

    def test_directory_in_the_way_stays_a_miss(self, project: Path) -> None:
        """A candidate that is a directory does not open; replacing it matters."""
        (project / "first" / "base.td").mkdir()
        assert "def FromSecond" in run(ARGV)[1]
        assert slot().load() is not None
        (project / "first" / "base.td").rmdir()
        (project / "first" / "base.td").write_text("def Shadow;\n")
        assert "def Shadow" in run(ARGV)[1]

    def test_include_not_reached_does_not_matter(self, project: Path) -> None:
        """Only paths the run tried are recorded: a later -I dir is irrelevant."""
        (project / "first" / "base.td").write_text("def Shadow;\n")
        first = run(ARGV)
        (project / "second" / "base.td").write_text("def Changed;\n")
        assert slot().load() is not None
        assert run(ARGV) == first


class TestEditsDuringARun:
    def run_editing_before_store(self, edit: Callable[[], None]) -> str:
        """Run ARGV, with ``edit`` run after the files are read, before the store."""
        original = RecordCache.store

        def store(self: RecordCache, reads: object, entry: CacheEntry) -> None:
            edit()
            original(self, reads, entry)  # type: ignore[arg-type]

        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(RecordCache, "store", store)
            return run(ARGV)[1]

    def test_include_edited_between_read_and_store(self, project: Path) -> None:
        base = project / "second" / "base.td"
        out = self.run_editing_before_store(lambda: base.write_text("def Edited;\n"))
        assert "def FromSecond" in out  # what the run read
        assert slot().load() is None
        status, out, _ = run(ARGV)
        assert status == 0 and "def Edited" in out and (status, out) == fresh()[:2]

    def test_main_file_edited_between_read_and_store(self, project: Path) -> None:
        main = project / "main.td"
        self.run_editing_before_store(lambda: main.write_text("def Other;\n"))
        status, out, _ = run(ARGV)
        assert "def Other" in out and "Main" not in out

    def test_shadow_created_between_read_and_store(self, project: Path) -> None:
        shadow = project / "first" / "base.td"
        self.run_editing_before_store(lambda: shadow.write_text("def S;\n"))
        assert "def S {" in run(ARGV)[1]


def forge(cache: RecordCache, fields: object) -> None:
    """Write ``fields`` as a correctly checksummed entry of ``cache``'s slot."""
    payload = marshal.dumps(fields)
    os.makedirs(cache.directory, exist_ok=True)
    Path(cache.path).write_bytes(cache._checksum(payload) + payload)


def bad_payloads(main_digest: str) -> list[object]:
    """Entries of the wrong shape (each with a valid checksum)."""
    good_read = ("main.td", main_digest)
    return [
        None,
        (),
        [((good_read,), b"x", "", ())],
        ((), b"stale\n", "", ()),  # no recorded inputs
        (((("main.td", None),)), b"stale\n", "", ()),  # input never read
        ((good_read,), "text not bytes", "", ()),
        ((good_read,), b"x", b"stderr as bytes", ()),
        ((good_read,), b"x", "", ["list", "not tuple"]),
        ((good_read,), b"x", "", (1,)),
        (([list(good_read)],), b"x", "", ()),
        (((good_read[0], good_read[1][:-1]),), b"x", "", ()),
        ((("", main_digest),), b"x", "", ()),
        ((good_read, ("x.td", 7)), b"x", "", ()),
        ((good_read,), b"x", "", (), "extra"),
        ((good_read,), b"x", ""),
    ]


class TestDamagedEntries:
    def stored(self, project: Path) -> tuple[bytes, tuple[int, str, str]]:
        """A stored entry's bytes and the run that stored it."""
        first = run(ARGV)
        return Path(slot().path).read_bytes(), first

    def test_every_truncation_is_a_miss(self, project: Path) -> None:
        data, first = self.stored(project)
        cache = slot()
        for length in range(len(data)):
            Path(cache.path).write_bytes(data[:length])
            assert cache.load() is None, length
        Path(cache.path).write_bytes(data + b"\0")
        assert cache.load() is None

    def test_every_flipped_byte_is_a_miss(self, project: Path) -> None:
        data, first = self.stored(project)
        cache = slot()
        for index in range(len(data)):
            damaged = bytearray(data)
            damaged[index] ^= 0x41
            Path(cache.path).write_bytes(bytes(damaged))
            assert cache.load() is None, index

    def test_damaged_entries_run_afresh(self, project: Path) -> None:
        data, first = self.stored(project)
        for damaged in (b"", data[:40], data[:-1], b"\xff" * len(data)):
            Path(slot().path).write_bytes(damaged)
            assert run(ARGV) == first

    def test_forged_shapes_are_misses(self, project: Path) -> None:
        from tblgen_py.tools.cache import _text_digest

        first = run(ARGV)
        digest = _text_digest((project / "main.td").read_text())
        for fields in bad_payloads(digest):
            forge(slot(), fields)
            assert slot().load() is None, fields
            assert run(ARGV) == first, fields

    def test_unmarshallable_payload_is_a_miss(self, project: Path) -> None:
        cache = slot()
        os.makedirs(cache.directory, exist_ok=True)
        for payload in (b"", b"\xff", b"(", marshal.dumps((1,))[:-1]):
            Path(cache.path).write_bytes(cache._checksum(payload) + payload)
            assert cache.load() is None

    def test_entry_of_another_slot_is_a_miss(self, project: Path) -> None:
        data, _ = self.stored(project)
        other = ["--cache-dir", "cache", "-I", "second", "main.td"]
        other_cache = RecordCache("cache", key_options(other))
        Path(other_cache.path).write_bytes(data)
        assert other_cache.load() is None

    def test_unreadable_entry_is_a_miss(self, project: Path) -> None:
        first = run(ARGV)
        os.unlink(slot().path)
        os.mkdir(slot().path)  # not a file
        assert slot().load() is None
        assert run(ARGV) == first


STEPS = ("edit_base", "shadow_first", "shadow_cwd", "unshadow", "edit_main", "damage")


def apply_step(root: Path, step: str, n: int) -> None:
    """One change to the project or the cache between two runs."""
    if step == "edit_base":
        (root / "second" / "base.td").write_text(f"def Base{n};\n")
    elif step == "shadow_first":
        (root / "first" / "base.td").write_text(f"def First{n};\n")
    elif step == "shadow_cwd":
        (root / "base.td").write_text(f"def Cwd{n};\n")
    elif step == "unshadow":
        for path in (root / "first" / "base.td", root / "base.td"):
            path.unlink(missing_ok=True)
    elif step == "edit_main":
        (root / "main.td").write_text(f'include "base.td"\ndef Main{n};\n')
    elif os.path.exists(slot().path):
        data = bytearray(Path(slot().path).read_bytes())
        data[n % len(data)] ^= 1
        Path(slot().path).write_bytes(bytes(data))


@given(st.lists(st.sampled_from(STEPS), min_size=1, max_size=6))
@settings(max_examples=25, deadline=None)
def test_any_sequence_of_changes_never_replays_stale_output(
    tmp_path_factory: pytest.TempPathFactory, steps: list[str]
) -> None:
    root = tmp_path_factory.mktemp("sequence")
    (root / "first").mkdir()
    (root / "second").mkdir()
    (root / "second" / "base.td").write_text("def FromSecond;\n")
    (root / "main.td").write_text('include "base.td"\ndef Main;\n')
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(root)
        assert run(ARGV) == fresh()
        for n, step in enumerate(steps):
            apply_step(root, step, n)
            assert run(ARGV) == fresh(), steps[: n + 1]
            assert run(ARGV) == fresh(), steps[: n + 1]  # the warm run too
