"""MLIR's generic interface verifiers over attached interface methods."""

from __future__ import annotations

from collections.abc import Iterator
from types import ModuleType

import pytest
from drr_harness import GENERATED

from tblgen_py.tools.dialect_loading import load_dialects
from tblgen_py.tools.module_loader import load_module
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import RankedTensorType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import VerificationError, verify
from tblgen_py.runtime.ods import hooks
from tblgen_py.runtime.ods.region_branch import RegionSuccessor
from tblgen_py.runtime.text.parser import parse_source

REGIONS = str(GENERATED / "regions_ops.py")

IF = """
%c = "test.val"() : () -> i1
%0 = "rgn.if"(%c) ({
  %a = "test.val"() : () -> THEN
  "rgn.yield"(%a) : (THEN) -> ()
}, {
  %b = "test.val"() : () -> i32
  "rgn.yield"(%b) : (i32) -> ()
}) : (i1) -> i32
"""


def _if_successors(op: Operation, point: int | None) -> list[RegionSuccessor]:
    """rgn.if: the parent enters either region; both return to the parent."""
    if point is None:
        return [RegionSuccessor(0, []), RegionSuccessor(1, [])]
    return [RegionSuccessor(None, list(op.results))]


@pytest.fixture
def rgn() -> Iterator[ModuleType]:
    """The rgn dialect with ``getSuccessorRegions`` attached to rgn.if."""
    module = load_module(REGIONS)
    hooks.attach(module.IfOp, "getSuccessorRegions", _if_successors)
    yield module
    hooks.detach(module.IfOp, "getSuccessorRegions")


def _verify(text: str) -> str:
    """The first verification error of ``text`` ('' when it verifies)."""
    context = Context(allow_unregistered_dialects=True)
    load_dialects(context, [REGIONS])
    try:
        verify(parse_source(text, context))
    except VerificationError as exc:
        return exc.message
    return ""


class TestRegionBranch:
    def test_matching_types_verify(self, rgn: ModuleType) -> None:
        assert _verify(IF.replace("THEN", "i32")) == ""

    def test_type_mismatch_along_an_edge(self, rgn: ModuleType) -> None:
        assert _verify(IF.replace("THEN", "i64")) == (
            "'rgn.if' op along control flow edge from Operation rgn.yield to "
            "parent: successor operand type #0 'i64' should match successor "
            "input type #0 'i32'"
        )

    def test_nested_errors_come_first(self, rgn: ModuleType) -> None:
        # the edge i64 -> i32 is wrong too, but is checked after the regions
        bad = IF.replace("THEN", "i64").replace(
            '%b = "test.val"() : () -> i32', '%b = "rgn.if"() : () -> i32'
        )
        assert _verify(bad) == "'rgn.if' op expected 2 regions"

    def test_missing_method_names_op_and_method(self) -> None:
        message = _verify(IF.replace("THEN", "i32"))
        assert message == (
            "'rgn.if' op 'rgn.if' implements RegionBranchOpInterface, whose "
            "verifier needs its method 'getSuccessorRegions'; attach it with "
            "tblgen_py.runtime.ods.hooks.implement(IfOp, 'getSuccessorRegions')"
        )

    def test_interface_named_hook_replaces_the_generic_verifier(
        self, rgn: ModuleType
    ) -> None:
        seen: list[str] = []
        hooks.attach(
            rgn.IfOp, "RegionBranchOpInterface", lambda op: seen.append(op.name)
        )
        try:
            assert _verify(IF.replace("THEN", "i64")) == ""
        finally:
            hooks.detach(rgn.IfOp, "RegionBranchOpInterface")
        assert seen == ["rgn.if"]


class TestImplicitTerminator:
    def test_regions_end_with_the_terminator(self, rgn: ModuleType) -> None:
        text = IF.replace("THEN", "i32").replace(
            '"rgn.yield"(%a) : (i32) -> ()', '"test.end"() : () -> ()'
        )
        assert _verify(text) == (
            "'rgn.if' op expects regions to end with 'rgn.yield', found 'test.end'"
        )


BROADCAST = """
%t = "test.val"() : () -> tensor<4xf32>
%0 = "ifc.broadcast"(%t) <{shape = array<i64: 2, 4>}> : (tensor<4xf32>) -> RESULT
"""


def _broadcast_types(
    operands: list[Value], attributes: dict[str, object], regions: int
) -> list[object]:
    """ifc.broadcast: the input's element type in the ``shape`` attribute."""
    shape = getattr(attributes["shape"], "values")
    element = getattr(operands[0].type, "element_type")
    return [RankedTensorType.get(shape, element)]


class TestInferredTypes:
    def _verify(self, result: str) -> str:
        module = load_module(str(GENERATED / "interfaces_ops.py"))
        hooks.attach(module.BroadcastOp, "infer_return_types", _broadcast_types)
        try:
            context = Context(allow_unregistered_dialects=True)
            load_dialects(context, [str(GENERATED / "interfaces_ops.py")])
            verify(parse_source(BROADCAST.replace("RESULT", result), context))
        except VerificationError as exc:
            return exc.message
        finally:
            hooks.detach(module.BroadcastOp, "infer_return_types")
        return ""

    def test_inferred_type_matches(self) -> None:
        assert self._verify("tensor<2x4xf32>") == ""

    def test_mismatch_is_reported(self) -> None:
        assert self._verify("tensor<4x4xf32>") == (
            "'ifc.broadcast' op inferred type(s) 'tensor<2x4xf32>' are incompatible "
            "with return type(s) of operation 'tensor<4x4xf32>'"
        )
