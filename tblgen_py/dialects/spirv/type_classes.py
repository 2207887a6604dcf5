"""SPIR-V's types (MLIR's ``SPIRVTypes.h``): classes MLIR writes in C++, ported
as ``spirv`` dialect types whose parameters are the C++ getters' values.

Enum parameters (storage class, image dimension, scope, ...) hold the members
of the generated ``spirv`` enums; ``type_syntax`` parses and prints them,
``struct_type`` holds ``!spirv.struct``.  ``isa`` finds each class by its C++
name (``spirv::PointerType``) through its dialect and mnemonic.
"""

from __future__ import annotations

from typing import ClassVar

from tblgen_py.runtime.ir.types import DYNAMIC, Type
from tblgen_py.runtime.ods.attr_params import INT, TYPE, ArrayOf, Codec
from tblgen_py.runtime.ods.attrdef import DialectType, Parameter

_ENUM = Codec()
"""An enum parameter: no nested values."""


class SPIRVType(DialectType):
    """Base of the SPIR-V dialect's types (their syntax: registered hooks)."""

    __slots__ = ()
    DIALECT: ClassVar[str] = "spirv"
    CUSTOM_ASSEMBLY: ClassVar[bool] = True


def _param(name: str, codec: Codec, cpp_type: str) -> Parameter:
    return Parameter(name, codec, cpp_type)


class ArrayType(SPIRVType):
    """``!spirv.array<4 x f32, stride=4>`` (a stride of 0: none decorated)."""

    __slots__ = ("element_type", "num_elements", "array_stride")
    element_type: Type
    num_elements: int
    array_stride: int
    MNEMONIC = "array"
    DEF_NAME = "ArrayType"
    CPP_CLASS = "ArrayType"
    CPP_NAME = "mlir::spirv::ArrayType"
    PARAMETERS = (
        _param("element_type", TYPE, "Type"),
        _param("num_elements", INT, "unsigned"),
        _param("array_stride", INT, "unsigned"),
    )

    @classmethod
    def get(cls, element_type: Type, count: int, stride: int = 0) -> ArrayType:
        """``ArrayType::get``."""
        return cls.build(element_type, count, stride)


class RuntimeArrayType(SPIRVType):
    """``!spirv.rtarray<f32, stride=4>``."""

    __slots__ = ("element_type", "array_stride")
    element_type: Type
    array_stride: int
    MNEMONIC = "rtarray"
    DEF_NAME = "RuntimeArrayType"
    CPP_CLASS = "RuntimeArrayType"
    CPP_NAME = "mlir::spirv::RuntimeArrayType"
    PARAMETERS = (
        _param("element_type", TYPE, "Type"),
        _param("array_stride", INT, "unsigned"),
    )

    @classmethod
    def get(cls, element_type: Type, stride: int = 0) -> RuntimeArrayType:
        """``RuntimeArrayType::get``."""
        return cls.build(element_type, stride)


class PointerType(SPIRVType):
    """``!spirv.ptr<f32, Function>``."""

    __slots__ = ("pointee_type", "storage_class")
    pointee_type: Type
    storage_class: object
    MNEMONIC = "ptr"
    DEF_NAME = "PointerType"
    CPP_CLASS = "PointerType"
    CPP_NAME = "mlir::spirv::PointerType"
    PARAMETERS = (
        _param("pointee_type", TYPE, "Type"),
        _param("storage_class", _ENUM, "StorageClass"),
    )

    @classmethod
    def get(cls, pointee_type: Type, storage_class: object) -> PointerType:
        """``PointerType::get`` (``storage_class``: a ``StorageClass`` member)."""
        return cls.build(pointee_type, storage_class)


class ImageType(SPIRVType):
    """``!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled,
    NeedSampler, Rgba8>``."""

    __slots__ = (
        "element_type",
        "dim",
        "depth_info",
        "arrayed_info",
        "sampling_info",
        "sampler_use_info",
        "image_format",
    )
    element_type: Type
    dim: object
    depth_info: object
    arrayed_info: object
    sampling_info: object
    sampler_use_info: object
    image_format: object
    MNEMONIC = "image"
    DEF_NAME = "ImageType"
    CPP_CLASS = "ImageType"
    CPP_NAME = "mlir::spirv::ImageType"
    PARAMETERS = (
        _param("element_type", TYPE, "Type"),
        _param("dim", _ENUM, "Dim"),
        _param("depth_info", _ENUM, "ImageDepthInfo"),
        _param("arrayed_info", _ENUM, "ImageArrayedInfo"),
        _param("sampling_info", _ENUM, "ImageSamplingInfo"),
        _param("sampler_use_info", _ENUM, "ImageSamplerUseInfo"),
        _param("image_format", _ENUM, "ImageFormat"),
    )

    @classmethod
    def get(cls, element_type: Type, *infos: object) -> ImageType:
        """``ImageType::get`` (the six enum members in declaration order)."""
        return cls.build(element_type, *infos)


class SampledImageType(SPIRVType):
    """``!spirv.sampled_image<!spirv.image<...>>``."""

    __slots__ = ("image_type",)
    image_type: Type
    MNEMONIC = "sampled_image"
    DEF_NAME = "SampledImageType"
    CPP_CLASS = "SampledImageType"
    CPP_NAME = "mlir::spirv::SampledImageType"
    PARAMETERS = (_param("image_type", TYPE, "Type"),)

    @classmethod
    def get(cls, image_type: Type) -> SampledImageType:
        """``SampledImageType::get``."""
        return cls.build(image_type)


class MatrixType(SPIRVType):
    """``!spirv.matrix<3 x vector<3xf32>>``: columns of float vectors."""

    __slots__ = ("column_type", "num_columns")
    column_type: Type
    num_columns: int
    MNEMONIC = "matrix"
    DEF_NAME = "MatrixType"
    CPP_CLASS = "MatrixType"
    CPP_NAME = "mlir::spirv::MatrixType"
    PARAMETERS = (
        _param("column_type", TYPE, "Type"),
        _param("num_columns", INT, "unsigned"),
    )

    @classmethod
    def get(cls, column_type: Type, num_columns: int) -> MatrixType:
        """``MatrixType::get``."""
        return cls.build(column_type, num_columns)

    @property
    def num_rows(self) -> int:
        """``getNumRows``: the column vector's length."""
        return int(getattr(self.column_type, "shape")[0])

    @property
    def element_type(self) -> Type:
        """``getElementType``: the column vector's element type."""
        return getattr(self.column_type, "element_type")  # type: ignore[no-any-return]

    @property
    def num_elements(self) -> int:
        """``getNumElements``: rows times columns."""
        return self.num_rows * self.num_columns


class CooperativeMatrixType(SPIRVType):
    """``!spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>``."""

    __slots__ = ("element_type", "rows", "columns", "scope", "use")
    element_type: Type
    rows: int
    columns: int
    scope: object
    use: object
    MNEMONIC = "coopmatrix"
    DEF_NAME = "CooperativeMatrixType"
    CPP_CLASS = "CooperativeMatrixType"
    CPP_NAME = "mlir::spirv::CooperativeMatrixType"
    PARAMETERS = (
        _param("element_type", TYPE, "Type"),
        _param("rows", INT, "uint32_t"),
        _param("columns", INT, "uint32_t"),
        _param("scope", _ENUM, "Scope"),
        _param("use", _ENUM, "CooperativeMatrixUseKHR"),
    )

    @classmethod
    def get(
        cls, element_type: Type, rows: int, columns: int, scope: object, use: object
    ) -> CooperativeMatrixType:
        """``CooperativeMatrixType::get``."""
        return cls.build(element_type, rows, columns, scope, use)

    @property
    def shape(self) -> tuple[int, ...]:
        """``getShape``: rows and columns."""
        return (self.rows, self.columns)


class TensorArmType(SPIRVType):
    """``!spirv.arm.tensor<2x3xi32>`` (an empty shape: unranked, ``*``)."""

    __slots__ = ("shape", "element_type")
    shape: tuple[int, ...]
    element_type: Type
    MNEMONIC = "arm.tensor"
    DEF_NAME = "TensorArmType"
    CPP_CLASS = "TensorArmType"
    CPP_NAME = "mlir::spirv::TensorArmType"
    PARAMETERS = (
        _param("shape", ArrayOf(INT), "ArrayRef<int64_t>"),
        _param("element_type", TYPE, "Type"),
    )

    @classmethod
    def get(cls, shape: tuple[int, ...], element_type: Type) -> TensorArmType:
        """``TensorArmType::get``."""
        return cls.build(tuple(shape), element_type)

    def has_rank(self) -> bool:
        """``hasRank``: a non-empty shape."""
        return bool(self.shape)

    def has_static_shape(self) -> bool:
        """``hasStaticShape``: ranked with no dynamic dimension."""
        return self.has_rank() and DYNAMIC not in self.shape


TYPE_CLASSES: tuple[type[SPIRVType], ...] = (
    ArrayType,
    RuntimeArrayType,
    PointerType,
    ImageType,
    SampledImageType,
    MatrixType,
    CooperativeMatrixType,
    TensorArmType,
)
"""The classes ``type_syntax`` reads and writes (``struct_type`` adds its own)."""
