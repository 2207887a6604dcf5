"""The pattern model of DRR patterns (``tblgen_py.patterns.from_drr``)."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest

from tblgen_py.drr.pattern import Pattern as DrrPattern
from tblgen_py.frontend.session import parse_records
from tblgen_py.patterns.from_drr import (
    DrrModelError,
    pattern_from_drr,
    patterns_from_drr,
)
from tblgen_py.patterns.model import Node, NodeKind, Pattern, ValueKind
from tblgen_py.records.keeper import RecordKeeper

ROOT = Path(__file__).resolve().parents[2]


@functools.lru_cache(maxsize=1)
def _keeper(path: str) -> RecordKeeper:
    parsed = parse_records(str(ROOT / path), include_dirs=[str(ROOT / "td")])
    assert parsed.ok
    return parsed.keeper


def _model(stem: str, name: str) -> Pattern:
    record = _keeper(f"td/examples/{stem}.td").get_def(name)
    assert record is not None
    return pattern_from_drr(DrrPattern.from_record(record))


def _kinds(nodes: list[Node]) -> list[str]:
    return [n.kind.name for n in nodes]


def _text(node: Node) -> str:
    return node.span.file.text[node.span.start : node.span.end]


@pytest.mark.parametrize(
    ("path", "count"),
    [
        ("td/examples/DrrBasics.td", 10),
        ("td/examples/DrrChecks.td", 5),
        ("td/examples/DrrMatchers.td", 5),
        ("td/examples/DrrMultiResult.td", 11),
        ("td/examples/DrrNative.td", 8),
        ("bench/addzero.td", 1),
    ],
)
def test_every_example_pattern_builds(path: str, count: int) -> None:
    patterns = patterns_from_drr(_keeper(path))
    assert len(patterns) == count
    for pattern in patterns:
        assert pattern.origin == "DRR"
        assert pattern.root.kind is ValueKind.OPERATION
        assert pattern.root.node in pattern.match
        last = pattern.rewrite[-1]
        assert last.kind in (NodeKind.REPLACE, NodeKind.ERASE)
        assert last.args[0] is pattern.root
        for node in pattern.match + pattern.rewrite:
            assert node.drr is not None
            assert node.span.file is pattern.span.file


def test_nested_match_and_created_op() -> None:
    model = _model("DrrBasics", "MatchNested")
    assert _kinds(model.match) == ["OPERATION", "RESULT", "ATTRIBUTE", "OPERATION"]
    nested, result, attr, root = model.match
    assert root.args == [result.results[0], attr.results[0]]
    assert result.args == [nested.results[0]] and nested.op_name == "drrb.b_op"
    assert root.drr is not None and root.drr.ods is not None
    assert attr.drr is not None and attr.drr.symbol == "attr"
    assert _kinds(model.rewrite) == ["OPERATION", "RESULT", "REPLACE"]
    created, _, replace = model.rewrite
    assert created.op_name == "drrb.c_op" and created.inferred
    assert created.args == [result.results[0], attr.results[0]]
    assert replace.args[0] is root.results[0]
    assert replace.args[1].node.kind is NodeKind.RESULT
    assert replace.args[1].node.args == created.results
    assert model.benefit == 2 and model.created_ops() == ["drrb.c_op"]


def test_spans_point_at_the_pattern_text() -> None:
    model = _model("DrrBasics", "MatchNested")
    nested, _, attr, root = model.match
    assert [_text(n) for n in (root, nested, attr)] == ["AOp", "BOp", "$attr"]
    assert nested.span.start > root.span.start
    created = model.rewrite[0]
    assert _text(created) == "COp" and created.span.start > attr.span.start


def test_same_name_twice_is_one_value() -> None:
    model = _model("DrrBasics", "SameOperands")
    assert _kinds(model.match) == ["OPERAND", "OPERATION"]
    operand, root = model.match
    assert root.args == [operand.results[0], operand.results[0]]


def test_constraints_and_constants() -> None:
    model = _model("DrrBasics", "ConstraintOnly")
    kinds = _kinds(model.match)
    assert kinds.count("CONSTRAINT") == 2
    records = [
        n.drr.record.name_string
        for n in model.match
        if n.kind is NodeKind.CONSTRAINT and n.drr and n.drr.record
    ]
    assert records == ["F32", "StrAttr"]
    scale = _model("DrrBasics", "NormalizeScale")
    constants = [
        n
        for n in scale.match
        if n.kind is NodeKind.ATTRIBUTE and n.drr and n.drr.record
    ]
    assert len(constants) == 2


def test_either_and_variadic() -> None:
    either = _model("DrrMatchers", "EitherOrder")
    root = either.root.node
    assert root.drr is not None and root.drr.either == ((0, 1),)
    variadic = _model("DrrMatchers", "ConcatToVStack")
    ranges = [n for n in variadic.match if n.kind is NodeKind.RANGE]
    assert len(ranges) == 1 and len(ranges[0].args) == 2
    assert ranges[0].drr is not None and ranges[0].drr.symbol == "inputs"


def test_native_code_in_match_and_rewrite() -> None:
    matcher = _model("DrrNative", "MatchInCpp")
    calls = [n for n in matcher.match if n.kind is NodeKind.CONSTRAINT]
    native = [n for n in calls if n.drr and n.drr.self_value]
    assert len(native) == 1 and len(native[0].results) == 1
    checked = [n for n in calls if n.args == native[0].results]
    assert checked and checked[0].drr and checked[0].drr.record
    split = _model("DrrNative", "GroupAttrs")
    rewrites = [n for n in split.rewrite if n.kind is NodeKind.NATIVE_REWRITE]
    assert rewrites and rewrites[0].drr and rewrites[0].drr.record
    assert rewrites[0].drr.record.name_string == "CreateArrayAttr"


def test_directives_and_auxiliary_results() -> None:
    types = _model("DrrMultiResult", "ExplicitTypes")
    created = [n for n in types.rewrite if n.kind is NodeKind.OPERATION]
    assert [n.inferred for n in created] == [False, False, True]
    assert created[1].drr is not None and created[1].drr.return_types is not None
    assert len(created[1].drr.return_types) == 2 and created[1].sizes[2] == 2
    loc = _model("DrrMultiResult", "FuseLocationsTagged")
    made = [n for n in loc.rewrite if n.kind is NodeKind.OPERATION][0]
    assert made.drr is not None and made.drr.location_label == "tag"
    assert len(made.drr.location) == 2
    spill = _model("DrrMultiResult", "SpillThroughMemory")
    replace = spill.rewrite[-1]
    assert replace.kind is NodeKind.REPLACE and len(replace.args) == 2
    assert replace.args[1].node.args[0].node.op_name == "drrm.load"
    assert spill.created_ops()[0] == "drrm.shape_of"


def test_invalid_pattern_is_an_error_at_the_def(tmp_path: Path) -> None:
    td = tmp_path / "bad.td"
    td.write_text(
        'include "mlir/IR/OpBase.td"\ninclude "mlir/IR/PatternBase.td"\n'
        'def D : Dialect { let name = "d"; }\n'
        'def XOp : Op<D, "x"> { let arguments = (ins AnyType:$a); '
        "let results = (outs AnyType); }\n"
        "def Bad : Pat<(XOp $a, $b), (XOp $a)>;\n"
    )
    parsed = parse_records(str(td), include_dirs=[str(ROOT / "td")])
    assert parsed.ok
    with pytest.raises(DrrModelError) as caught:
        patterns_from_drr(parsed.keeper)
    assert "has 1 arguments, but the pattern gives 2" in caught.value.message
    span = caught.value.span
    assert span is not None and span.file.line_col(span.start)[0] == 5
