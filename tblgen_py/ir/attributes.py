"""Builtin attributes under the names and constructors of MLIR's Python bindings."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tblgen_py.ir.face import FaceBase
from tblgen_py.ir.parsing import parse_attribute
from tblgen_py.runtime.ir import attributes as ra
from tblgen_py.runtime.ir import attributes_dense as rd
from tblgen_py.runtime.ir import types as rt
from tblgen_py.runtime.ir.affine import AffineMap, AffineMapAttr as _AffineMapAttr


class Attribute(FaceBase):
    """Any attribute; ``Attribute.parse("42 : i32")`` reads one."""

    RUNTIME = (ra.Attribute,)

    @staticmethod
    def parse(asm: str, context: object = None) -> ra.Attribute:
        """The attribute spelled ``asm`` (MLIRError if it is not one)."""
        return parse_attribute(asm, context)


class IntegerAttr(FaceBase):
    """``42 : i32``."""

    RUNTIME = (ra.IntegerAttr,)

    get = ra.IntegerAttr.get
    """``get(type, value)``: the integer attribute of ``type`` (the runtime's
    constructor itself: builders call it once per op)."""


class BoolAttr(FaceBase):
    """``true``/``false``."""

    RUNTIME = (ra.BoolAttr,)

    @staticmethod
    def get(value: bool, context: object = None) -> ra.BoolAttr:
        """``true`` or ``false``."""
        return ra.BoolAttr.get(value)


class FloatAttr(FaceBase):
    """``1.5 : f32``."""

    RUNTIME = (ra.FloatAttr,)

    @staticmethod
    def get(type: rt.FloatType, value: float, loc: object = None) -> ra.FloatAttr:
        """The float attribute of ``type``."""
        return ra.FloatAttr.get(type, value)

    @staticmethod
    def get_f32(value: float, context: object = None) -> ra.FloatAttr:
        """An ``f32`` attribute."""
        return ra.FloatAttr.get(rt.f32(), value)

    @staticmethod
    def get_f64(value: float, context: object = None) -> ra.FloatAttr:
        """An ``f64`` attribute."""
        return ra.FloatAttr.get(rt.f64(), value)


class StringAttr(FaceBase):
    """``"text"``."""

    RUNTIME = (ra.StringAttr,)

    @staticmethod
    def get(value: str, context: object = None) -> ra.StringAttr:
        """The string attribute."""
        return ra.StringAttr.get(value)

    @staticmethod
    def get_typed(type: rt.Type, value: str) -> ra.StringAttr:
        """``"text" : type``."""
        return ra.StringAttr.get(value, type)


class ArrayAttr(FaceBase):
    """``[a, b]``."""

    RUNTIME = (ra.ArrayAttr,)

    @staticmethod
    def get(attributes: Sequence[ra.Attribute], context: object = None) -> ra.ArrayAttr:
        """The array attribute."""
        return ra.ArrayAttr.get(attributes)


class DictAttr(FaceBase):
    """``{a = 1}``."""

    RUNTIME = (ra.DictionaryAttr,)

    @staticmethod
    def get(
        value: Mapping[str, ra.Attribute] | None = None, context: object = None
    ) -> ra.DictionaryAttr:
        """The dictionary attribute."""
        return ra.DictionaryAttr.get(value or {})


class UnitAttr(FaceBase):
    """``unit``."""

    RUNTIME = (ra.UnitAttr,)

    @staticmethod
    def get(context: object = None) -> ra.UnitAttr:
        """The unit attribute."""
        return ra.UnitAttr.get()


class TypeAttr(FaceBase):
    """A type as an attribute."""

    RUNTIME = (ra.TypeAttr,)

    @staticmethod
    def get(value: rt.Type, context: object = None) -> ra.TypeAttr:
        """The type attribute of ``value``."""
        return ra.TypeAttr.get(value)


class SymbolRefAttr(FaceBase):
    """``@root::@nested``."""

    RUNTIME = (ra.SymbolRefAttr,)

    @staticmethod
    def get(symbols: Sequence[str], context: object = None) -> ra.SymbolRefAttr:
        """The reference to ``symbols[0]::symbols[1]...``."""
        if not symbols:
            raise ValueError("SymbolRefAttr must be composed of at least one symbol.")
        if len(symbols) == 1:
            return ra.FlatSymbolRefAttr.get(symbols[0])
        return ra.SymbolRefAttr.get(symbols[0], symbols[1:])


class FlatSymbolRefAttr(FaceBase):
    """``@name``."""

    RUNTIME = (ra.FlatSymbolRefAttr,)

    @staticmethod
    def get(value: str, context: object = None) -> ra.FlatSymbolRefAttr:
        """The reference to ``@value``."""
        return ra.FlatSymbolRefAttr.get(value)


class OpaqueAttr(FaceBase):
    """``#dialect.body`` of an unregistered dialect."""

    RUNTIME = (ra.OpaqueAttr,)

    @staticmethod
    def get(
        dialect_namespace: str, buffer: str, type: rt.Type, context: object = None
    ) -> ra.OpaqueAttr:
        """The opaque attribute."""
        return ra.OpaqueAttr.get(dialect_namespace, buffer, type)


class AffineMapAttr(FaceBase):
    """``affine_map<...>``."""

    RUNTIME = (_AffineMapAttr,)

    @staticmethod
    def get(affine_map: AffineMap) -> _AffineMapAttr:
        """The attribute of ``affine_map``."""
        return _AffineMapAttr.get(affine_map)


class DenseElementsAttr(FaceBase):
    """``dense<...> : tensor<...>``."""

    RUNTIME = (rd.DenseElementsAttr,)

    @staticmethod
    def get_splat(
        shaped_type: rt.ShapedType, element_attr: ra.Attribute
    ) -> rd.DenseElementsAttr:
        """Every element ``element_attr`` (an integer or float attribute)."""
        if isinstance(element_attr, ra.FloatAttr):
            return rd.DenseElementsAttr.get(shaped_type, [element_attr.bits])
        value = getattr(element_attr, "value", None)
        if not isinstance(value, int):
            raise ValueError(
                f"Illegal element type for DenseElementsAttr: {element_attr}"
            )
        return rd.DenseElementsAttr.get(shaped_type, [value])

    @staticmethod
    def get(
        array: Sequence[object],
        signless: bool = True,
        type: rt.Type | None = None,
        shape: Sequence[int] | None = None,
        context: object = None,
    ) -> rd.DenseElementsAttr:
        """The elements of ``array`` (a list of attributes, or a NumPy array).

        A list of ``IntegerAttr``/``FloatAttr`` gives a 1-D tensor of their
        type (as the bindings' ``get`` of a list of attributes does); a NumPy
        array gives a tensor of its shape and ``type`` (or its dtype's type).
        """
        if isinstance(array, (list, tuple)):
            return _from_attrs(list(array), type)
        return _from_numpy(array, signless, type, shape)


class _DenseTyped(FaceBase):
    """``DenseIntElementsAttr``/``DenseFPElementsAttr``: a dense attribute by element kind."""

    RUNTIME = (rd.DenseElementsAttr,)


class DenseIntElementsAttr(_DenseTyped):
    """Dense integer (or index) elements."""

    ACCEPTS = staticmethod(
        lambda a: isinstance(a.type.element_type, (rt.IntegerType, rt.IndexType))
    )


class DenseFPElementsAttr(_DenseTyped):
    """Dense float elements."""

    ACCEPTS = staticmethod(lambda a: isinstance(a.type.element_type, rt.FloatType))


def _from_attrs(attrs: list[object], type: rt.Type | None) -> rd.DenseElementsAttr:
    if not attrs:
        raise ValueError("Attributes list must be non-empty.")
    first = attrs[0]
    elt = type if type is not None else getattr(first, "type", None)
    if not isinstance(elt, rt.Type):
        raise ValueError("Invalid attribute when attempting to create an ArrayAttr")
    shaped = rt.RankedTensorType.get([len(attrs)], elt)
    values: list[int] = []
    for attr in attrs:
        if isinstance(attr, ra.FloatAttr):
            values.append(attr.bits)
        elif isinstance(attr, ra.IntegerAttr):
            values.append(attr.value)
        else:
            raise ValueError(
                f"Invalid attribute when attempting to create a DenseElementsAttr: {attr}"
            )
    return rd.DenseElementsAttr.get(shaped, values)


def _from_numpy(
    array: object, signless: bool, type: rt.Type | None, shape: Sequence[int] | None
) -> rd.DenseElementsAttr:
    dtype = str(getattr(array, "dtype", ""))
    dims = list(shape) if shape is not None else list(getattr(array, "shape", ()))
    flat = getattr(array, "flatten", None)
    if not dtype or flat is None:
        raise TypeError(
            "DenseElementsAttr.get expects a list of attributes or a NumPy array"
        )
    elt = type if type is not None else _numpy_element_type(dtype, signless)
    shaped = rt.RankedTensorType.get(dims, elt)
    items = [x.item() for x in flat()]
    return rd.DenseElementsAttr.get(shaped, items)


def _numpy_element_type(dtype: str, signless: bool) -> rt.Type:
    if dtype.startswith("float"):
        return rt.FloatType.get("f" + dtype[5:])
    if dtype == "bool":
        return rt.IntegerType.get(1)
    unsigned = dtype.startswith("uint")
    width = int(dtype[4:] if unsigned else dtype[3:])
    if signless:
        return rt.IntegerType.get(width)
    sign = rt.Signedness.UNSIGNED if unsigned else rt.Signedness.SIGNED
    return rt.IntegerType.get(width, sign)


class _DenseArrayFace(FaceBase):
    """``array<T: ...>`` of one element type (``ELEMENT``)."""

    RUNTIME = (rd.DenseArrayAttr,)
    ELEMENT = "i64"

    def __init_subclass__(cls) -> None:
        element = cls.ELEMENT
        setattr(cls, "ACCEPTS", staticmethod(lambda a: str(a.element_type) == element))

    @classmethod
    def _element(cls) -> rt.Type:
        if cls.ELEMENT.startswith("f"):
            return rt.FloatType.get(cls.ELEMENT)
        return rt.IntegerType.get(int(cls.ELEMENT[1:]))

    @classmethod
    def get(cls, values: Sequence[object], context: object = None) -> rd.DenseArrayAttr:
        """The array of ``values``."""
        element = cls._element()
        if isinstance(element, rt.FloatType):
            return rd.DenseArrayAttr.from_floats(element, [float(v) for v in values])  # type: ignore[arg-type]
        return rd.DenseArrayAttr.get(element, [int(v) for v in values])  # type: ignore[call-overload]


class DenseBoolArrayAttr(_DenseArrayFace):
    """``array<i1: ...>``."""

    ELEMENT = "i1"


class DenseI8ArrayAttr(_DenseArrayFace):
    """``array<i8: ...>``."""

    ELEMENT = "i8"


class DenseI16ArrayAttr(_DenseArrayFace):
    """``array<i16: ...>``."""

    ELEMENT = "i16"


class DenseI32ArrayAttr(_DenseArrayFace):
    """``array<i32: ...>``."""

    ELEMENT = "i32"


class DenseI64ArrayAttr(_DenseArrayFace):
    """``array<i64: ...>``."""

    ELEMENT = "i64"


class DenseF32ArrayAttr(_DenseArrayFace):
    """``array<f32: ...>``."""

    ELEMENT = "f32"


class DenseF64ArrayAttr(_DenseArrayFace):
    """``array<f64: ...>``."""

    ELEMENT = "f64"


class StridedLayoutAttr(FaceBase):
    """``strided<[...], offset: n>``."""

    RUNTIME = (ra.StridedLayoutAttr,)

    @staticmethod
    def get(
        offset: int, strides: Sequence[int], context: object = None
    ) -> ra.StridedLayoutAttr:
        """The strided layout."""
        return ra.StridedLayoutAttr.get(strides, offset)
