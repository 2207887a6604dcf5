"""VectorType's element-type rule and verifier order (MLIR's VectorType::verify)."""

from __future__ import annotations

import pytest

from tblgen_py.runtime.ir.types import (
    ComplexType,
    IndexType,
    NoneType,
    OpaqueType,
    Type,
    VectorType,
    f32,
    i,
    is_valid_vector_element_type,
)
from tblgen_py.runtime.text.attr_parser import AttrTypeParser, MLIRParseError


@pytest.mark.parametrize(
    "element,valid",
    [
        (i(1), True),
        (IndexType.get(), True),
        (f32(), True),
        (OpaqueType.get("llvm", "ptr"), True),
        (OpaqueType.get("llvm", "ptr<3>"), True),
        (OpaqueType.get("ptr", "ptr<#ptr.generic_space>"), True),
        (OpaqueType.get("llvm", "struct<(i32)>"), False),
        (OpaqueType.get("foo", "ptr"), False),
        (OpaqueType.get("foo", "bar"), False),
        (NoneType.get(), False),
        (ComplexType.get(f32()), False),
        (VectorType.get([2], f32()), False),
    ],
)
def test_is_valid_vector_element_type(element: Type, valid: bool) -> None:
    """Builtin int/index/float and the pointer types of llvm and ptr qualify."""
    assert is_valid_vector_element_type(element) is valid


@pytest.mark.parametrize(
    "text",
    ["vector<1x!llvm.ptr>", "vector<[4]x!llvm.ptr<3>>", "vector<!llvm.ptr>"],
)
def test_vector_of_pointers_round_trips(text: str) -> None:
    """Vectors of ``!llvm.ptr`` parse and print back unchanged."""
    assert str(AttrTypeParser(text, "t.mlir").parse_type()) == text


@pytest.mark.parametrize(
    "text,message",
    [
        (
            "vector<1x!foo.bar>",
            (
                "1:1: error: failed to verify 'elementType': "
                "VectorElementTypeInterface instance"
            ),
        ),
        (
            "vector<0x8xnone>",
            (
                "1:1: error: failed to verify 'elementType': "
                "VectorElementTypeInterface instance"
            ),
        ),
        (
            "vector<0x8xi32>",
            "1:1: error: vector types must have positive constant sizes but got 0, 8",
        ),
        (
            "vector<4x[0]x8xi32>",
            (
                "1:1: error: vector types must have positive constant sizes "
                "but got 4, 0, 8"
            ),
        ),
        ("vector<0xf16", "1:12: error: expected '>' in vector type"),
    ],
)
def test_vector_verifier_errors(text: str, message: str) -> None:
    """The element type is checked first, then all dimensions, after the '>'."""
    with pytest.raises(MLIRParseError) as info:
        AttrTypeParser(text, "t.mlir").parse_type()
    assert info.value.render().startswith(f"t.mlir:{message}\n")


@pytest.mark.parametrize(
    "text,valid",
    [
        ("memref<4x!ptr.ptr<#ptr.generic_space>>", True),
        ("memref<*x!ptr.ptr<#ptr.generic_space>>", True),
        ("memref<4xvector<2xf32>>", True),
        ("memref<4xcomplex<f32>>", True),
        ("memref<4x!llvm.ptr>", False),
        ("memref<4x!foo.t>", False),
        ("memref<4xnone>", False),
    ],
)
def test_memref_element_types(text: str, valid: bool) -> None:
    """Memref elements: builtin scalars, complex, vector, memref and !ptr.ptr."""
    parser = AttrTypeParser(text, "t.mlir")
    if valid:
        assert str(parser.parse_type()) == text
        return
    with pytest.raises(MLIRParseError) as info:
        parser.parse_type()
    assert "error: invalid memref element type" in info.value.render()
