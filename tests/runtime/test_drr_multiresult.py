"""Behaviour of the multi-result and directive patterns of td/examples/DrrMultiResult.td."""

from __future__ import annotations

import types
from collections.abc import Iterator

import pytest

from drr_harness import body_of, func, returned, rewrite, same_as_first, type_hooks
from tblgen_py.runtime import drr
from tblgen_py.runtime.ir.types import IntegerType, MemRefType, f32
from tblgen_py.runtime.ir.value import Value

T = "tensor<2xf32>"
T3 = f"({T}, {T}, {T})"


def _copies(count: int) -> object:
    def infer(operands: list[Value], attrs: object, regions: int) -> list[object]:
        del attrs, regions
        return [operands[0].type] * count

    return infer


def _type_of(value: Value) -> object:
    return value.type


NATIVE = types.ModuleType("drr_multiresult_test")
NATIVE.typeOf = _type_of  # type: ignore[attr-defined]


@pytest.fixture
def native() -> Iterator[None]:
    drr.register_native_module(NATIVE)
    yield
    drr.clear_native_modules()


def run(
    body: str, args: str, results: str, types_: str, enable: list[str], **kw: object
) -> str:
    return rewrite(func(body, args, results, types_), "drrmultiresult", enable, walk=True, **kw)  # type: ignore[arg-type]


def test_reference_results_by_index() -> None:
    body = f"""
    %r:3 = "drrm.three_result"(%x) : ({T}) -> {T3}
    %0 = "drrm.combine"(%r#1, %y) : ({T}, {T}) -> {T}
    """
    out = run(body, f"%x: {T}, %y: {T}", "%0", T, ["UseSomeResults"])
    assert body_of(out)[1] == f'%1 = "drrm.combine"(%0#0, %0#2) : ({T}, {T}) -> {T}'


def test_each_result_replaced_by_its_own_op_with_root_types() -> None:
    body = f'%r:3 = "drrm.three_result"(%x) : ({T}) -> {T3}'
    out = run(body, f"%x: {T}", "%r#0, %r#1, %r#2", f"{T}, {T}, {T}", ["ReplaceEach"])
    assert body_of(out) == [
        f'%{i} = "drrm.one_result"(%arg0) : ({T}) -> {T}' for i in range(3)
    ]
    assert returned(out) == f'"func.return"(%0, %1, %2) : {T3} -> ()'


def test_two_results_from_one_op_and_one_from_another() -> None:
    body = f'%r:3 = "drrm.three_result"(%x) : ({T}) -> {T3}'
    out = run(
        body, f"%x: {T}", "%r#0, %r#1, %r#2", f"{T}, {T}, {T}", ["ReplaceTwoThenOne"]
    )
    assert body_of(out) == [
        f'%0:2 = "drrm.two_result"(%arg0) : ({T}) -> ({T}, {T})',
        f'%1 = "drrm.one_result"(%arg0) : ({T}) -> {T}',
    ]
    assert returned(out) == f'"func.return"(%0#0, %0#1, %1) : {T3} -> ()'


def test_bound_suffix_selects_replacement_results() -> None:
    body = f'%r:2 = "drrm.two_result"(%x) : ({T}) -> ({T}, {T})'
    with type_hooks("drrmultiresult", {"drrm.three_result": _copies(3)}):
        out = run(body, f"%x: {T}", "%r#0, %r#1", f"{T}, {T}", ["ReorderResults"])
    assert returned(out) == f'"func.return"(%0#2, %0#0) : ({T}, {T}) -> ()'


def test_auxiliary_ops_and_last_pattern_replaces() -> None:
    hooks = {
        "drrm.shape_of": lambda o, a, r: [IntegerType.get(64)],
        "drrm.alloc": lambda o, a, r: [MemRefType.get([2], f32())],
        "drrm.combine": same_as_first,
    }
    with type_hooks("drrmultiresult", hooks):
        out = run(
            f'%0 = "drrm.combine"(%x, %y) : ({T}, {T}) -> {T}',
            f"%x: {T}, %y: {T}",
            "%0",
            T,
            ["SpillThroughMemory"],
        )
    assert body_of(out) == [
        f'%0 = "drrm.shape_of"(%arg0) : ({T}) -> i64',
        '%1 = "drrm.alloc"(%0) : (i64) -> memref<2xf32>',
        f'%2 = "drrm.combine"(%arg0, %arg1) : ({T}, {T}) -> {T}',
        f'"drrm.store"(%1, %2) : (memref<2xf32>, {T}) -> ()',
        f'%3 = "drrm.load"(%1) : (memref<2xf32>) -> {T}',
    ]
    assert returned(out) == f'"func.return"(%3) : ({T}) -> ()'


@pytest.mark.usefixtures("native")
def test_return_type_from_value_string_and_native_code() -> None:
    out = run(
        f'%0 = "drrm.combine"(%x, %y) : ({T}, {T}) -> {T}',
        f"%x: {T}, %y: {T}",
        "%0",
        T,
        ["ExplicitTypes"],
    )
    assert body_of(out) == [
        f'%0 = "drrm.one_result"(%arg0) : ({T}) -> {T}',
        f'%1:2 = "drrm.two_result"(%arg1) : ({T}) -> ({T}, i64)',
        f'%2 = "drrm.combine"(%0, %1#1) : ({T}, i64) -> {T}',
    ]


LOCATED = f"""
%a = "drrm.loc_src2"(%x) : ({T}) -> {T} loc("a")
%0 = "drrm.loc_src1"(%a) : ({T}) -> {T} loc("b")
%r:3 = "drrm.three_result"(%x) : ({T}) -> {T3} loc("c")
%1 = "drrm.combine"(%r#1, %y) : ({T}, {T}) -> {T} loc("d")
"""


@pytest.mark.parametrize(
    ("pattern", "index", "expected"),
    [
        ("SetLocations", 1, f'%1 = "drrm.loc_dst2"(%arg0) : ({T}) -> {T} loc("a")'),
        ("SetLocations", 2, f'%2 = "drrm.loc_dst1"(%1) : ({T}) -> {T} loc("outer")'),
        (
            "FuseLocations",
            1,
            f'%1 = "drrm.loc_dst1"(%arg0) : ({T}) -> {T} loc(fused["b", "a"])',
        ),
        (
            "FuseLocationsTagged",
            1,
            f'%1 = "drrm.loc_dst1"(%arg0) : ({T}) -> {T} loc(fused<"tag">["b", "a"])',
        ),
        (
            "UseSomeResults",
            3,
            f'%3 = "drrm.combine"(%2#0, %2#2) : ({T}, {T}) -> {T} loc(fused["d", "c"])',
        ),
    ],
)
def test_locations(pattern: str, index: int, expected: str) -> None:
    with type_hooks("drrmultiresult", {"drrm.loc_dst2": same_as_first}):
        out = run(
            LOCATED,
            f"%x: {T}, %y: {T}",
            "%0, %1",
            f"{T}, {T}",
            [pattern],
            debuginfo=True,
        )
    assert body_of(out)[index] == expected


def test_nested_op_with_variadic_results_gives_its_single_result() -> None:
    body = f'%0 = "drrm.var_src"(%x) : ({T}) -> {T}'
    out = run(body, f"%x: {T}", "%0", T, ["NestedHeadOfVariadic"])
    assert body_of(out) == [
        f'%0:3 = "drrm.head_tail"(%arg0) : ({T}) -> ({T}, {T}, {T})',
        f'%1 = "drrm.combine"(%0#0, %arg0) : ({T}, {T}) -> {T}',
    ]


def test_variadic_root_result_groups_type_the_created_op() -> None:
    body = f'%r:3 = "drrm.head_tail"(%x) : ({T}) -> ({T}, i64, f32)'
    out = run(body, f"%x: {T}", "%r#2", "f32", ["VariadicRootTypes"])
    assert body_of(out) == [
        f'%0:3 = "drrm.head_tail2"(%arg0) : ({T}) -> ({T}, i64, f32)'
    ]
