"""Builtin types under the names and constructors of MLIR's Python bindings."""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.ir.face import Face, FaceBase
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


def _float_face(spelling: str) -> type[FaceBase]:
    """The face of the float type spelled ``spelling`` (``F32Type``)."""

    def get(context: object = None) -> rt.FloatType:
        return rt.FloatType.get(spelling)

    get.__doc__ = f"``{spelling}``."
    namespace = {
        "RUNTIME": (rt.FloatType,),
        "ACCEPTS": staticmethod(lambda t: t.name == spelling),
        "get": staticmethod(get),
        "__doc__": f"``{spelling}``.",
    }
    name = spelling.upper() + "Type"
    face = Face(name, (FaceBase,), namespace)
    assert issubclass(face, FaceBase)
    return face


F16Type = _float_face("f16")
BF16Type = _float_face("bf16")
F32Type = _float_face("f32")
F64Type = _float_face("f64")


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
