"""The TableGen differential harness itself: comparisons, cache format, list updates."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from tests.support.tablegen_compare import differences, json_difference
from tests.support.tablegen_fuzz import MUTATIONS, handwritten_seeds, make_case, verdict
from tests.support.tablegen_known import plan_update, read_known, write_known
from tests.support.tablegen_ref import ToolRun, _decode, _encode


class TestJsonDifference:
    """JSON outputs compare as parsed values with key order."""

    @pytest.mark.parametrize(
        ("ours", "ref", "expected"),
        [
            (b'{"a": [1, {"b": 2}]}', b'{"a":[1,{"b":2}]}', None),
            (
                b'{"b": 1, "a": 2}',
                b'{"a": 2, "b": 1}',
                "$: key #0 is 'b', expected 'a'",
            ),
            (b'{"a": [1, 2]}', b'{"a": [1, 2, 3]}', "$['a']: 2 elements, expected 3"),
            (b'{"a": true}', b'{"a": 1}', "$['a']: True expected 1"),
            (b'{"a": []}', b'{"a": {}}', "$['a']: [] expected {}"),
        ],
    )
    def test_difference(self, ours: bytes, ref: bytes, expected: str | None) -> None:
        assert json_difference(ours, ref) == expected

    def test_not_json(self) -> None:
        assert (json_difference(b"{", b"{}") or "").startswith("our output is not JSON")


class TestDifferences:
    """Every stream and the exit status take part in the comparison."""

    REF = ToolRun(1, b"", b"x.td:1:1: error: bad\n")

    def test_equal_runs(self) -> None:
        assert differences("records", self.REF, self.REF) == []

    def test_status_and_stderr(self) -> None:
        found = differences("records", ToolRun(0, b"", b""), self.REF)
        assert found[0] == "exit status 0, expected 1"
        assert found[1].startswith("stderr first difference at line 1")

    def test_crash(self) -> None:
        crashed = ToolRun(-1, b"", b"", "Traceback ...\nKeyError: 'x'")
        assert differences("json", crashed, self.REF)[0].startswith("our run raised")


def test_cache_entry_round_trip() -> None:
    run = ToolRun(1, b"out\n\xff", b"err\n")
    assert _decode(_encode(run)) == run
    assert _decode(b"garbage") is None


class TestKnownList:
    """The list only shrinks unless growth is allowed."""

    OLD = {("records", "a.td"), ("json", "a.td")}

    def test_shrinks(self) -> None:
        new, message = plan_update(self.OLD, {("json", "a.td")}, allow_growth=False)
        assert new == {("json", "a.td")}
        assert "1 removed, 0 added, 1 left" in message

    def test_refuses_growth(self) -> None:
        new, message = plan_update(self.OLD, {("json", "b.td")}, allow_growth=False)
        assert new == self.OLD
        assert message.startswith("refusing to add 1 entries")

    def test_growth_allowed(self) -> None:
        new, _ = plan_update(self.OLD, {("json", "b.td")}, allow_growth=True)
        assert new == {("json", "b.td")}

    def test_round_trip(self, tmp_path: Path) -> None:
        path = tmp_path / "known.txt"
        write_known(self.OLD, path)
        assert read_known(path) == [("json", "a.td"), ("records", "a.td")]


class TestFuzzOracle:
    """Mutations are deterministic and the verdict tells dumps from crashes."""

    def test_cases_are_deterministic(self) -> None:
        seeds = handwritten_seeds()
        assert make_case(seeds, "c", 7) == make_case(seeds, "c", 7)
        assert make_case(seeds, "c", 7) != make_case(seeds, "c", 8)

    @pytest.mark.parametrize("name", sorted(MUTATIONS))
    def test_mutations_change_input(self, name: str) -> None:
        data = handwritten_seeds()[0].data
        outputs = {MUTATIONS[name](data, random.Random(i)) for i in range(20)}
        assert outputs - {data}

    @pytest.mark.parametrize(
        ("run", "ok"),
        [
            (ToolRun(0, b"------------- Classes -----------------\n", b""), True),
            (ToolRun(1, b"", b"in.td:1:2: error: x\n"), True),
            (ToolRun(1, b"", b"in.td:1:2: warning: w\nin.td:3:4: error: x\n"), True),
            (ToolRun(1, b"", b"error: Could not open input file\n"), True),
            (ToolRun(1, b"", b"mlir-tblgen-py: internal error\n"), False),
            (ToolRun(0, b"", b""), False),
            (ToolRun(2, b"", b"usage: ...\n"), False),
            (ToolRun(-1, b"", b"", "Traceback ..."), False),
        ],
    )
    def test_verdict(self, run: ToolRun, ok: bool) -> None:
        assert (verdict("records", run) is None) == ok
