"""Native trait verifiers: MLIR's shape compatibility rules and messages."""

from __future__ import annotations

import pytest

from tblgen_py.runtime.ir.types import (
    DYNAMIC,
    FloatType,
    IntegerType,
    MemRefType,
    RankedTensorType,
    UnrankedTensorType,
    VectorType,
)
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.native_traits import (
    compatible_shape,
    compatible_shapes,
    element_type_or_self,
    no_region_arguments,
)
from tblgen_py.runtime.text.parser import parse_source

F32 = FloatType.get("f32")
I32 = IntegerType.get(32)


def tensor(*shape: int) -> RankedTensorType:
    return RankedTensorType.get(list(shape), F32)


@pytest.mark.parametrize(
    ("first", "second", "expected"),
    [
        (F32, I32, True),  # neither is shaped
        (F32, tensor(4), False),  # one is shaped
        (tensor(4), tensor(DYNAMIC), True),
        (tensor(4), tensor(8), False),
        (tensor(4), tensor(4, 1), False),
        (tensor(4), UnrankedTensorType.get(F32), True),
        (tensor(4), MemRefType.get([4], F32), True),  # shapes only
    ],
)
def test_compatible_shape(first: object, second: object, expected: bool) -> None:
    assert compatible_shape(first, second) is expected


@pytest.mark.parametrize(
    ("types", "expected"),
    [
        ([F32, I32], True),
        ([F32, tensor(2)], False),
        ([tensor(2, DYNAMIC), tensor(DYNAMIC, 3), tensor(2, 3)], True),
        ([tensor(2, DYNAMIC), tensor(3, DYNAMIC)], False),
        ([VectorType.get([4], F32, [True]), VectorType.get([4], F32)], False),
        ([UnrankedTensorType.get(F32), tensor(1, 2)], True),
    ],
)
def test_compatible_shapes(types: list[object], expected: bool) -> None:
    assert compatible_shapes(types) is expected


def test_element_type_or_self() -> None:
    assert element_type_or_self(tensor(3)) == F32
    assert element_type_or_self(I32) == I32


def test_no_region_arguments_names_the_region_when_there_are_several() -> None:
    text = '"t.two"() ({\n}, {\n^bb0(%x: i32):\n  "t.end"() : () -> ()\n}) : () -> ()'
    two = list(parse_source(text).body)[0]
    with pytest.raises(VerifyError, match="region #1 should have no arguments"):
        no_region_arguments(two)
    one = list(parse_source(text.replace("{\n}, ", "")).body)[0]
    with pytest.raises(VerifyError, match="^region should have no arguments"):
        no_region_arguments(one)
    empty = list(parse_source('"t.none"() ({\n}) : () -> ()').body)[0]
    no_region_arguments(empty)
