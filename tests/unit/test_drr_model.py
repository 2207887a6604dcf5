"""The DRR model (``tblgen_py.drr``) and the run-time helpers of generated patterns."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest

from tblgen_py.drr.dag import DagLeaf, DagNode, LeafKind, NodeKind, split_index
from tblgen_py.drr.pattern import Pattern, pattern_records
from tblgen_py.records.keeper import RecordKeeper
from tblgen_py.frontend.session import parse_records
from tblgen_py.runtime import drr

ROOT = Path(__file__).resolve().parents[2]


@functools.lru_cache(maxsize=1)
def _keeper(stem: str) -> RecordKeeper:
    """The records of one example (parsing another file invalidates older keepers)."""
    parsed = parse_records(
        str(ROOT / f"td/examples/{stem}.td"), include_dirs=[str(ROOT / "td")]
    )
    assert parsed.ok
    return parsed.keeper


@pytest.fixture
def keepers() -> dict[str, RecordKeeper]:
    return _Keepers()  # type: ignore[return-value]


class _Keepers(dict):  # type: ignore[type-arg]
    def __missing__(self, stem: str) -> RecordKeeper:
        return _keeper(stem)


def pattern(keepers: dict[str, RecordKeeper], stem: str, name: str) -> Pattern:
    record = keepers[stem].get_def(name)
    assert record is not None
    return Pattern.from_record(record)


class TestPattern:
    def test_records_in_llvm_order(self, keepers: dict[str, RecordKeeper]) -> None:
        names = [r.name_string for r in pattern_records(keepers["DrrBasics"])]
        assert names == sorted(names)
        assert len(names) == 10

    @pytest.mark.parametrize(
        ("name", "benefit"),
        [
            ("BindAndLimit", 1),
            ("MatchNested", 2),
            ("Preferred", 12),
            ("SameOperands", 1),
        ],
    )
    def test_benefit(
        self, keepers: dict[str, RecordKeeper], name: str, benefit: int
    ) -> None:
        assert pattern(keepers, "DrrBasics", name).benefit == benefit

    def test_fields(self, keepers: dict[str, RecordKeeper]) -> None:
        p = pattern(keepers, "DrrMatchers", "DropUnusedHalf")
        assert p.source.operator_name == "SplitOp"
        assert p.source.symbol == "results"
        assert len(p.results) == 2
        assert [c.operator_name for c in p.constraints if isinstance(c, DagNode)] == [
            "F32Tensor",
            "HasNoUseOf",
            "HasSameElementType",
        ]


class TestDag:
    def test_node_kinds(self, keepers: dict[str, RecordKeeper]) -> None:
        either = pattern(keepers, "DrrMatchers", "EitherOrder").source.args[0]
        assert isinstance(either, DagNode) and either.kind is NodeKind.EITHER
        variadic = pattern(keepers, "DrrMatchers", "ConcatToVStack").source.args[0]
        assert isinstance(variadic, DagNode) and variadic.kind is NodeKind.VARIADIC
        assert variadic.symbol == "inputs"
        located = pattern(keepers, "DrrMultiResult", "FuseLocations").results[0]
        assert isinstance(located, DagNode)
        assert [a.kind for a in located.args if isinstance(a, DagNode)] == [
            NodeKind.LOCATION
        ]

    def test_leaf_kinds(self, keepers: dict[str, RecordKeeper]) -> None:
        args = pattern(keepers, "DrrBasics", "NormalizeScale").source.args
        kinds = [a.kind for a in args if isinstance(a, DagLeaf)]
        assert kinds == [
            LeafKind.SYMBOL,
            LeafKind.CONSTANT_ATTR,
            LeafKind.CONSTANT_ATTR,
            LeafKind.SYMBOL,
        ]
        ignored = pattern(keepers, "DrrBasics", "IgnoreOperand").source.args[0]
        assert isinstance(ignored, DagLeaf) and ignored.is_ignored
        typed = pattern(keepers, "DrrBasics", "ConstraintOnly").source.args
        assert [a.kind for a in typed if isinstance(a, DagLeaf)] == [
            LeafKind.TYPE_CONSTRAINT,
            LeafKind.ATTR_CONSTRAINT,
        ]

    @pytest.mark.parametrize(
        ("symbol", "expected"),
        [
            ("res__1", ("res", 1)),
            ("res", ("res", None)),
            ("a__b", ("a__b", None)),
            ("__2", ("__2", None)),
        ],
    )
    def test_split_index(self, symbol: str, expected: tuple[str, int | None]) -> None:
        assert split_index(symbol) == expected


class TestRuntimeGroups:
    @pytest.mark.parametrize(
        ("count", "arity", "sizes", "expected"),
        [
            (2, "ss", None, [[0], [1]]),
            (3, "ss", None, None),
            (4, "svs", None, [[0], [1, 2], [3]]),
            (1, "so", None, [[0], []]),
            (3, "so", None, None),
            (4, "vv", None, [[0, 1], [2, 3]]),
            (3, "vv", [1, 2], [[0], [1, 2]]),
            (3, "vv", [1, 1], None),
        ],
    )
    def test_groups(
        self,
        count: int,
        arity: str,
        sizes: list[int] | None,
        expected: list[list[int]] | None,
    ) -> None:
        assert drr.groups(list(range(count)), arity, sizes) == expected  # type: ignore[arg-type]

    def test_values_equal_and_many(self) -> None:
        a, b = object(), object()
        assert drr.values_equal(a, a) and not drr.values_equal(a, b)
        with pytest.raises(drr.DrrError):
            drr.many(a)

    def test_unregistered_constant_is_a_clear_error(self) -> None:
        with pytest.raises(drr.DrrNativeError, match="register_constant"):
            drr.constant("X_Kind", "::x::Kind::none")
        drr.register_constant("::x::Kind::none", "attr")
        assert drr.constant("X_Kind", " ::x::Kind::none ") == "attr"
