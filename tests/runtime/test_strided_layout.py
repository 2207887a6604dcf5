"""``MemRefType::isStrided`` in the runtime and through the ODS predicate."""

from __future__ import annotations

import pytest

from tblgen_py.runtime.ir import strided_layout
from tblgen_py.runtime.ir.types import DYNAMIC, MemRefType, Type
from tblgen_py.runtime.predicates.types import is_strided
from tblgen_py.runtime.text.attr_parser import AttrTypeParser


def _type(text: str) -> Type:
    return AttrTypeParser(text, "t.mlir").parse_type()


@pytest.mark.parametrize(
    "text,expected",
    [
        ("memref<4x8xf32>", True),
        ("memref<f32>", True),
        ("memref<4x8xf32, strided<[1, 4], offset: ?>>", True),
        ("memref<4x8xf32, affine_map<(d0, d1) -> (d0, d1)>>", True),
        ("memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 3)>>", True),
        ("memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>", True),
        ("memref<4x8xf32, affine_map<(d0, d1) -> ((d0 + d1 * 2) * 4 + 1)>>", True),
        ("memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 mod 4)>>", False),
        ("memref<4x8xf32, affine_map<(d0, d1) -> (d0 floordiv 2 + d1)>>", False),
        ("memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>>", False),
        (
            "memref<4x8xf32, affine_map<(d0, d1) -> "
            "(d0 * 16 + (d1 floordiv 8) * 8 + d1 mod 8)>>",
            True,
        ),
        (
            "memref<4x8xf32, affine_map<(d0, d1) -> "
            "(d0 * 16 + (d1 floordiv 8) * 4 + d1 mod 8)>>",
            False,
        ),
        (
            "memref<4x8xf32, affine_map<(d0, d1) -> "
            "(d0 * 8 + (d1 ceildiv 2) * 2 - d1 mod 2)>>",
            False,
        ),
    ],
)
def test_is_strided(text: str, expected: bool) -> None:
    """Linear affine layouts are strided; mod/floordiv and 2-result maps are not."""
    assert is_strided(_type(text)) is expected
    ty = _type(text)
    assert isinstance(ty, MemRefType)
    assert strided_layout.is_strided(ty) is expected
    assert (strided_layout.strides_and_offset(ty) is not None) is expected


def test_affine_strides_and_offset() -> None:
    """Strides and offset of a linear map; symbols make them dynamic."""
    ty = _type("memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1 * 2 + 5)>>")
    assert isinstance(ty, MemRefType)
    assert strided_layout.strides_and_offset(ty) == ([DYNAMIC, 2], 5)


def test_flattened_strides_and_offset() -> None:
    """``simplifyAffineExpr`` first: ``mod`` and ``floordiv`` cancel out."""
    ty = _type(
        "memref<4x8xf32, affine_map<(d0, d1)[s0] -> "
        "(d0 * 8 + (d1 * 3 + s0 * 6) mod 3 + ((d1 + s0 * 2) floordiv 1) * 3 + 1)>>"
    )
    assert isinstance(ty, MemRefType)
    assert strided_layout.strides_and_offset(ty) == ([8, 3], DYNAMIC)


def test_saturated_multiplication_by_zero_is_zero() -> None:
    assert strided_layout.sat_mul(0, DYNAMIC) == 0
    assert strided_layout.sat_mul(DYNAMIC, 0) == 0
    assert strided_layout.sat_mul(3, DYNAMIC) == DYNAMIC
    assert strided_layout.sat_mul(3, 4) == 12


@pytest.mark.parametrize(
    "text,expected",
    [
        ("memref<8xf32, strided<[1]>>", True),
        ("memref<8xf32, strided<[1], offset: 2>>", False),
        ("memref<8xf32, strided<[2]>>", False),
        ("memref<4x8xf32, strided<[8, 1]>>", False),
        ("memref<f32, strided<[]>>", False),
        ("memref<4x8xf32>", True),
    ],
)
def test_identity_layouts(text: str, expected: bool) -> None:
    ty = _type(text)
    assert isinstance(ty, MemRefType)
    assert strided_layout.is_identity_layout(ty) is expected
