"""Dense attributes: ``DenseElementsAttr``, ``DenseArrayAttr`` and resource handles.

Element values are Python ints for integer/index element types, bit patterns
(ints) for float element types, ``(re, im)`` pairs for complex element types
and ``str`` for string elements.  A splat keeps a single value.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tblgen_py.runtime.ir.attributes import Attribute, wrap_integer
from tblgen_py.runtime.ir.float_format import encode_float, raw_bits, to_python_float
from tblgen_py.runtime.ir.types import (
    ComplexType,
    FloatType,
    IntegerType,
    ShapedType,
    Type,
    intern,
)

Element = int | str | tuple[int, int]


class DenseElementsAttr(Attribute):
    """``dense<...> : tensor<...>`` (int, float, complex, bool or string)."""

    __slots__ = ("type", "values", "is_splat")
    type: ShapedType
    values: tuple[Element, ...]
    is_splat: bool

    @classmethod
    def get(
        cls, type: ShapedType, values: Sequence[Element | float]
    ) -> DenseElementsAttr:
        """Elements in row-major order; one value (or all equal) makes a splat.

        Float element types take bit patterns (ints) or Python floats.
        """
        vals = tuple(_normalize(type.element_type, v) for v in values)
        splat = len(vals) == 1 or (len(vals) > 0 and vals.count(vals[0]) == len(vals))
        if splat:
            vals = vals[:1]
        return intern(cls, type, vals, splat, type=type, values=vals, is_splat=splat)

    @classmethod
    def from_floats(
        cls, type: ShapedType, values: Iterable[float]
    ) -> DenseElementsAttr:
        """Build float elements from Python floats."""
        elt = type.element_type
        assert isinstance(elt, FloatType)
        return cls.get(type, [encode_float(elt.semantics, v) for v in values])

    @property
    def element_type(self) -> Type:
        """The element type."""
        return self.type.element_type

    def __len__(self) -> int:
        """The number of elements (a splat counts all of them)."""
        return self.type.num_elements

    def __bool__(self) -> bool:
        return True  # an attribute, not a container: never falsy when empty

    def __getitem__(self, index: int) -> object:
        """Element ``index`` as a Python value (int, bool for ``i1``, float)."""
        if not -len(self) <= index < len(self):
            raise IndexError("attempt to access out of bounds element")
        value = self.values[0] if self.is_splat else self.values[index]
        elt = self.type.element_type
        if isinstance(elt, FloatType) and isinstance(value, int):
            return to_python_float(elt.semantics, value)
        if isinstance(elt, IntegerType) and elt.width == 1:
            return bool(value)
        return value

    def element_values(self) -> list[Element]:
        """All elements (a splat expanded), row-major."""
        if self.is_splat:
            return list(self.values) * self.type.num_elements
        return list(self.values)

    def float_values(self) -> list[float]:
        """Float elements as Python floats."""
        elt = self.type.element_type
        assert isinstance(elt, FloatType)
        return [to_python_float(elt.semantics, v) for v in self.element_values()]  # type: ignore[arg-type]


def _normalize(elt: Type, value: Element | float) -> Element:
    if isinstance(value, float) and isinstance(elt, FloatType):
        return raw_bits(elt.semantics, encode_float(elt.semantics, value))
    if isinstance(value, int):
        if isinstance(elt, FloatType):
            return raw_bits(elt.semantics, value)
        return wrap_integer(value, elt)
    if isinstance(value, tuple) and isinstance(elt, ComplexType):
        inner = elt.element_type
        if not isinstance(inner, FloatType):
            return (wrap_integer(value[0], inner), wrap_integer(value[1], inner))
        sem = inner.semantics
        return (raw_bits(sem, value[0]), raw_bits(sem, value[1]))
    if isinstance(value, float):
        raise TypeError(f"float element for non-float element type {elt}")
    return value


class DenseArrayAttr(Attribute):
    """``array<i64: 1, 2>``: a 1-D array of int/float scalars."""

    __slots__ = ("element_type", "values")
    element_type: Type
    values: tuple[int, ...]

    @classmethod
    def get(cls, element_type: Type, values: Iterable[int]) -> DenseArrayAttr:
        """Ints for integer types, bit patterns for float types."""
        if isinstance(element_type, FloatType):
            vals = tuple(raw_bits(element_type.semantics, v) for v in values)
        else:
            vals = tuple(wrap_integer(v, element_type) for v in values)
        return intern(cls, element_type, vals, element_type=element_type, values=vals)

    @classmethod
    def from_floats(
        cls, element_type: FloatType, values: Iterable[float]
    ) -> DenseArrayAttr:
        """Build a float array from Python floats."""
        return cls.get(
            element_type, [encode_float(element_type.semantics, v) for v in values]
        )

    def __len__(self) -> int:
        return len(self.values)


class DenseResourceElementsAttr(Attribute):
    """``dense_resource<handle> : tensor<...>``; the blob lives in the file's resources."""

    __slots__ = ("type", "handle")
    type: ShapedType
    handle: str

    @classmethod
    def get(cls, type: ShapedType, handle: str) -> DenseResourceElementsAttr:
        """Reference the resource ``handle``."""
        return intern(cls, type, handle, type=type, handle=handle)


class SparseElementsAttr(Attribute):
    """``sparse<indices, values> : tensor<...>``: listed elements, others zero."""

    __slots__ = ("type", "indices", "values")
    type: ShapedType
    indices: DenseElementsAttr
    values: DenseElementsAttr

    @classmethod
    def get(
        cls, type: ShapedType, indices: DenseElementsAttr, values: DenseElementsAttr
    ) -> SparseElementsAttr:
        """``indices`` is an Nxrank i64 tensor, ``values`` an N-element tensor."""
        return intern(
            cls, type, indices, values, type=type, indices=indices, values=values
        )
