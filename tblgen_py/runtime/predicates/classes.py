"""C++ class names of MLIR's builtin types and attributes, as runtime checks.

``BUILTIN_CLASSES`` maps a normalised C++ name (``IntegerType``,
``DenseI64ArrayAttr``, ``ShapedType``...) to a test on runtime values.
``HAND_WRITTEN_CLASSES`` lists dialect classes written in C++ rather than
TableGen (SPIR-V, quant, ...), and LLVM's types (which LLVMOps.td does not
include), with their dialect and mnemonics.
"""

from __future__ import annotations

from typing import Callable

from tblgen_py.runtime.ir import attributes as A
from tblgen_py.runtime.ir import attributes_dense as D
from tblgen_py.runtime.ir import types as T
from tblgen_py.runtime.ir.affine import AffineMapAttr, IntegerSetAttr
from tblgen_py.runtime.ir.location import LocationAttr

Check = Callable[[object], bool]


def _instance(*classes: type) -> Check:
    """A check for Python classes."""
    return lambda value: isinstance(value, classes)


def _float(name: str) -> Check:
    """A check for one float type."""
    return lambda value: isinstance(value, T.FloatType) and value.name == name


def _vector(scalable: bool) -> Check:
    """Fixed (no scalable dimension) or scalable vectors."""
    return (
        lambda value: isinstance(value, T.VectorType)
        and any(value.scalable) is scalable
    )


def is_int_or_index(elt: object) -> bool:
    """Whether ``elt`` is an integer or index type."""
    return isinstance(elt, (T.IntegerType, T.IndexType))


def _dense_elements(element_check: Check) -> Check:
    """Dense elements attributes whose element type passes ``element_check``."""
    return lambda value: isinstance(value, D.DenseElementsAttr) and element_check(
        value.type.element_type
    )


def _dense_array(element_check: Check) -> Check:
    """``array<...>`` attributes of one element type."""
    return lambda value: isinstance(value, D.DenseArrayAttr) and element_check(
        value.element_type
    )


def _int(width: int) -> Check:
    """Signless integers of ``width`` bits."""
    return lambda elt: isinstance(elt, T.IntegerType) and elt.width == width


def _typed_attr(value: object) -> bool:
    """``TypedAttr``: attributes that carry a type."""
    return isinstance(value, A.Attribute) and isinstance(
        getattr(value, "type", None), T.Type
    )


FLOAT_NAMES: dict[str, str] = {
    "BFloat16Type": "bf16",
    "Float16Type": "f16",
    "Float32Type": "f32",
    "Float64Type": "f64",
    "Float80Type": "f80",
    "Float128Type": "f128",
    "FloatTF32Type": "tf32",
}
"""Builtin float type classes by C++ name -> the float type's MLIR name."""

_SMALL_FLOATS = [
    "f8E5M2",
    "f8E4M3",
    "f8E4M3FN",
    "f8E5M2FNUZ",
    "f8E4M3FNUZ",
    "f8E4M3B11FNUZ",
    "f8E3M4",
    "f8E8M0FNU",
    "f6E2M3FN",
    "f6E3M2FN",
    "f4E2M1FN",
]
FLOAT_NAMES.update({f"Float{name[1:]}Type": name for name in _SMALL_FLOATS})

BUILTIN_CLASSES: dict[str, Check] = {
    "Type": _instance(T.Type),
    "Attribute": _instance(A.Attribute),
    "IntegerType": _instance(T.IntegerType),
    "IndexType": _instance(T.IndexType),
    "NoneType": _instance(T.NoneType),
    "FloatType": _instance(T.FloatType),
    "ComplexType": _instance(T.ComplexType),
    "TupleType": _instance(T.TupleType),
    "FunctionType": _instance(T.FunctionType),
    "OpaqueType": _instance(T.OpaqueType),
    "ShapedType": _instance(T.ShapedType),
    "VectorType": _instance(T.VectorType),
    "FixedVectorType": _vector(False),
    "ScalableVectorType": _vector(True),
    "TensorType": _instance(T.RankedTensorType, T.UnrankedTensorType),
    "RankedTensorType": _instance(T.RankedTensorType),
    "UnrankedTensorType": _instance(T.UnrankedTensorType),
    "BaseMemRefType": _instance(T.MemRefType, T.UnrankedMemRefType),
    "MemRefType": _instance(T.MemRefType),
    "UnrankedMemRefType": _instance(T.UnrankedMemRefType),
    "IntegerAttr": _instance(A.IntegerAttr),
    "BoolAttr": _instance(A.BoolAttr),
    "FloatAttr": _instance(A.FloatAttr),
    "StringAttr": _instance(A.StringAttr),
    "ArrayAttr": _instance(A.ArrayAttr),
    "DictionaryAttr": _instance(A.DictionaryAttr),
    "UnitAttr": _instance(A.UnitAttr),
    "TypeAttr": _instance(A.TypeAttr),
    "SymbolRefAttr": _instance(A.SymbolRefAttr),
    "FlatSymbolRefAttr": lambda v: isinstance(v, A.SymbolRefAttr) and not v.nested,
    "OpaqueAttr": _instance(A.OpaqueAttr),
    "StridedLayoutAttr": _instance(A.StridedLayoutAttr),
    "DistinctAttr": _instance(A.DistinctAttr),
    "AffineMapAttr": _instance(AffineMapAttr),
    "IntegerSetAttr": _instance(IntegerSetAttr),
    "LocationAttr": _instance(LocationAttr),
    "TypedAttr": _typed_attr,
    "ElementsAttr": _instance(D.DenseElementsAttr, D.DenseResourceElementsAttr),
    "DenseElementsAttr": _instance(D.DenseElementsAttr),
    "DenseIntOrFPElementsAttr": _instance(D.DenseElementsAttr),
    "DenseIntElementsAttr": _dense_elements(is_int_or_index),
    "DenseFPElementsAttr": _dense_elements(_instance(T.FloatType)),
    "DenseResourceElementsAttr": _instance(D.DenseResourceElementsAttr),
    "DenseArrayAttr": _instance(D.DenseArrayAttr),
    "DenseBoolArrayAttr": _dense_array(_int(1)),
    "DenseI8ArrayAttr": _dense_array(_int(8)),
    "DenseI16ArrayAttr": _dense_array(_int(16)),
    "DenseI32ArrayAttr": _dense_array(_int(32)),
    "DenseI64ArrayAttr": _dense_array(_int(64)),
    "DenseF32ArrayAttr": _dense_array(_float("f32")),
    "DenseF64ArrayAttr": _dense_array(_float("f64")),
    "MemRefLayoutAttrInterface": _instance(AffineMapAttr, A.StridedLayoutAttr),
}
BUILTIN_CLASSES.update({cpp: _float(name) for cpp, name in FLOAT_NAMES.items()})

HAND_WRITTEN_CLASSES: dict[str, tuple[str, tuple[str, ...]]] = {
    "spirv::ArrayType": ("spirv", ("array",)),
    "spirv::CooperativeMatrixType": ("spirv", ("coopmatrix",)),
    "spirv::ImageType": ("spirv", ("image",)),
    "spirv::MatrixType": ("spirv", ("matrix",)),
    "spirv::PointerType": ("spirv", ("ptr",)),
    "spirv::RuntimeArrayType": ("spirv", ("rtarray",)),
    "spirv::SampledImageType": ("spirv", ("sampled_image",)),
    "spirv::StructType": ("spirv", ("struct",)),
    "spirv::TensorArmType": ("spirv", ("arm.tensor",)),
    "quant::QuantizedType": ("quant", ("any", "uniform", "calibrated")),
    "quant::AnyQuantizedType": ("quant", ("any",)),
    "quant::UniformQuantizedType": ("quant", ("uniform",)),
    "quant::CalibratedQuantizedType": ("quant", ("calibrated",)),
    "gpu::AsyncTokenType": ("gpu", ("async.token",)),
    "gpu::MMAMatrixType": ("gpu", ("mma_matrix",)),
    "gpu::SparseDnTensorHandleType": ("gpu", ("sparse.dntensor_handle",)),
    "gpu::SparseSpMatHandleType": ("gpu", ("sparse.spmat_handle",)),
    "gpu::SparseSpGEMMOpHandleType": ("gpu", ("sparse.spgemmop_handle",)),
    "shape::ShapeType": ("shape", ("shape",)),
    "shape::SizeType": ("shape", ("size",)),
    "shape::ValueShapeType": ("shape", ("value_shape",)),
    "shape::WitnessType": ("shape", ("witness",)),
    "async::TokenType": ("async", ("token",)),
    "pdl::PDLType": ("pdl", ("attribute", "operation", "range", "type", "value")),
    "async::ValueType": ("async", ("value",)),
    "async::GroupType": ("async", ("group",)),
    "async::CoroIdType": ("async", ("coro.id",)),
    "async::CoroHandleType": ("async", ("coro.handle",)),
    "async::CoroStateType": ("async", ("coro.state",)),
    "spirv::VerCapExtAttr": ("spirv", ("vce",)),
    # LLVM dialect types, named here because LLVMOps.td does not include
    # LLVMTypes.td.
    "LLVM::LLVMArrayType": ("llvm", ("array",)),
    "LLVM::LLVMFunctionType": ("llvm", ("func",)),
    "LLVM::LLVMLabelType": ("llvm", ("label",)),
    "LLVM::LLVMMetadataType": ("llvm", ("metadata",)),
    "LLVM::LLVMPPCFP128Type": ("llvm", ("ppc_fp128",)),
    "LLVM::LLVMPointerType": ("llvm", ("ptr",)),
    "LLVM::LLVMStructType": ("llvm", ("struct",)),
    "LLVM::LLVMTargetExtType": ("llvm", ("target",)),
    "LLVM::LLVMTokenType": ("llvm", ("token",)),
    "LLVM::LLVMVoidType": ("llvm", ("void",)),
    "LLVM::LLVMX86AMXType": ("llvm", ("x86_amx",)),
}
