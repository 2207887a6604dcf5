"""Builtin types under the names and constructors of MLIR's Python bindings."""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.ir.face import FaceBase
from tblgen_py.ir.parsing import parse_type
from tblgen_py.runtime.ir import types as rt
from tblgen_py.runtime.ir.attributes import Attribute

DYNAMIC = rt.DYNAMIC


class Type(FaceBase):
    """Any type; ``Type.parse("i32")`` reads one."""

    RUNTIME = (rt.Type,)

    @staticmethod
    def parse(asm: str, context: object = None) -> rt.Type:
        """The type spelled ``asm`` (MLIRError if it is not one)."""
        return parse_type(asm, context)


class IntegerType(FaceBase):
    """``iN``, ``siN``, ``uiN``."""

    RUNTIME = (rt.IntegerType,)

    @staticmethod
    def get_signless(width: int, context: object = None) -> rt.IntegerType:
        """``iN``."""
        return rt.IntegerType.get(width)

    @staticmethod
    def get_signed(width: int, context: object = None) -> rt.IntegerType:
        """``siN``."""
        return rt.IntegerType.get(width, rt.Signedness.SIGNED)

    @staticmethod
    def get_unsigned(width: int, context: object = None) -> rt.IntegerType:
        """``uiN``."""
        return rt.IntegerType.get(width, rt.Signedness.UNSIGNED)


class IndexType(FaceBase):
    """``index``."""

    RUNTIME = (rt.IndexType,)

    @staticmethod
    def get(context: object = None) -> rt.IndexType:
        """``index``."""
        return rt.IndexType.get()


class NoneType(FaceBase):
    """``none``."""

    RUNTIME = (rt.NoneType,)

    @staticmethod
    def get(context: object = None) -> rt.NoneType:
        """``none``."""
        return rt.NoneType.get()


class FloatType(FaceBase):
    """Any float type."""

    RUNTIME = (rt.FloatType,)


class _FloatFace(FaceBase):
    """One float type by its spelling (``SPELLING``)."""

    RUNTIME = (rt.FloatType,)
    SPELLING = ""

    def __init_subclass__(cls) -> None:
        spelling = cls.SPELLING
        setattr(cls, "ACCEPTS", staticmethod(lambda t: t.name == spelling))

    @classmethod
    def get(cls, context: object = None) -> rt.FloatType:
        """The float type."""
        return rt.FloatType.get(cls.SPELLING)


class F16Type(_FloatFace):
    """``f16``."""

    SPELLING = "f16"


class BF16Type(_FloatFace):
    """``bf16``."""

    SPELLING = "bf16"


class F32Type(_FloatFace):
    """``f32``."""

    SPELLING = "f32"


class F64Type(_FloatFace):
    """``f64``."""

    SPELLING = "f64"


class FloatTF32Type(_FloatFace):
    """``tf32``."""

    SPELLING = "tf32"


class Float8E5M2Type(_FloatFace):
    """``f8E5M2``."""

    SPELLING = "f8E5M2"


class Float8E4M3Type(_FloatFace):
    """``f8E4M3``."""

    SPELLING = "f8E4M3"


class Float8E4M3FNType(_FloatFace):
    """``f8E4M3FN``."""

    SPELLING = "f8E4M3FN"


class Float8E5M2FNUZType(_FloatFace):
    """``f8E5M2FNUZ``."""

    SPELLING = "f8E5M2FNUZ"


class Float8E4M3FNUZType(_FloatFace):
    """``f8E4M3FNUZ``."""

    SPELLING = "f8E4M3FNUZ"


class Float8E4M3B11FNUZType(_FloatFace):
    """``f8E4M3B11FNUZ``."""

    SPELLING = "f8E4M3B11FNUZ"


class Float8E3M4Type(_FloatFace):
    """``f8E3M4``."""

    SPELLING = "f8E3M4"


class Float8E8M0FNUType(_FloatFace):
    """``f8E8M0FNU``."""

    SPELLING = "f8E8M0FNU"


class Float6E2M3FNType(_FloatFace):
    """``f6E2M3FN``."""

    SPELLING = "f6E2M3FN"


class Float6E3M2FNType(_FloatFace):
    """``f6E3M2FN``."""

    SPELLING = "f6E3M2FN"


class Float4E2M1FNType(_FloatFace):
    """``f4E2M1FN``."""

    SPELLING = "f4E2M1FN"


class ComplexType(FaceBase):
    """``complex<T>``."""

    RUNTIME = (rt.ComplexType,)

    @staticmethod
    def get(element_type: rt.Type) -> rt.ComplexType:
        """``complex<element_type>``."""
        return rt.ComplexType.get(element_type)


class TupleType(FaceBase):
    """``tuple<...>``."""

    RUNTIME = (rt.TupleType,)

    @staticmethod
    def get_tuple(elements: Sequence[rt.Type], context: object = None) -> rt.TupleType:
        """``tuple<elements>``."""
        return rt.TupleType.get(list(elements))


class FunctionType(FaceBase):
    """``(inputs) -> results``."""

    RUNTIME = (rt.FunctionType,)

    @staticmethod
    def get(
        inputs: Sequence[rt.Type], results: Sequence[rt.Type], context: object = None
    ) -> rt.FunctionType:
        """The function type from ``inputs`` to ``results``."""
        return rt.FunctionType.get(list(inputs), list(results))


class ShapedType(FaceBase):
    """Vectors, tensors, memrefs."""

    RUNTIME = (rt.ShapedType,)

    @staticmethod
    def get_dynamic_size() -> int:
        """The value marking a ``?`` dimension."""
        return DYNAMIC

    @staticmethod
    def is_dynamic_size(dim: int) -> bool:
        """Whether ``dim`` is ``?``."""
        return dim == DYNAMIC


class VectorType(FaceBase):
    """``vector<4xf32>``."""

    RUNTIME = (rt.VectorType,)

    @staticmethod
    def get(
        shape: Sequence[int],
        element_type: rt.Type,
        *,
        scalable: Sequence[bool] | None = None,
        scalable_dims: Sequence[int] | None = None,
        loc: object = None,
    ) -> rt.VectorType:
        """The vector type of ``shape``; ``scalable``/``scalable_dims`` mark ``[n]``."""
        flags = list(scalable) if scalable is not None else [False] * len(shape)
        for dim in scalable_dims or ():
            flags[dim] = True
        return rt.VectorType.get(list(shape), element_type, flags)


class RankedTensorType(FaceBase):
    """``tensor<4x?xf32>``."""

    RUNTIME = (rt.RankedTensorType,)

    @staticmethod
    def get(
        shape: Sequence[int],
        element_type: rt.Type,
        encoding: Attribute | None = None,
        loc: object = None,
    ) -> rt.RankedTensorType:
        """The ranked tensor type."""
        return rt.RankedTensorType.get(list(shape), element_type, encoding)


class UnrankedTensorType(FaceBase):
    """``tensor<*xf32>``."""

    RUNTIME = (rt.UnrankedTensorType,)

    @staticmethod
    def get(element_type: rt.Type, loc: object = None) -> rt.UnrankedTensorType:
        """The unranked tensor type."""
        return rt.UnrankedTensorType.get(element_type)


class MemRefType(FaceBase):
    """``memref<4xf32>``."""

    RUNTIME = (rt.MemRefType,)

    @staticmethod
    def get(
        shape: Sequence[int],
        element_type: rt.Type,
        layout: Attribute | None = None,
        memory_space: Attribute | None = None,
        loc: object = None,
    ) -> rt.MemRefType:
        """The ranked memref type."""
        return rt.MemRefType.get(list(shape), element_type, layout, memory_space)


class UnrankedMemRefType(FaceBase):
    """``memref<*xf32>``."""

    RUNTIME = (rt.UnrankedMemRefType,)

    @staticmethod
    def get(
        element_type: rt.Type, memory_space: Attribute | None, loc: object = None
    ) -> rt.UnrankedMemRefType:
        """The unranked memref type."""
        return rt.UnrankedMemRefType.get(element_type, memory_space)


class OpaqueType(FaceBase):
    """``!dialect.body`` of an unregistered dialect."""

    RUNTIME = (rt.OpaqueType,)

    @staticmethod
    def get(
        dialect_namespace: str, buffer: str, context: object = None
    ) -> rt.OpaqueType:
        """The opaque type."""
        return rt.OpaqueType.get(dialect_namespace, buffer)
