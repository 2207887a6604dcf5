"""Builtin MLIR attributes: immutable, interned (``==`` is identity), hashable.

Scalars and containers live here: ``IntegerAttr.get(type, value)`` (``BoolAttr``
for ``i1``), ``FloatAttr.get(type, value)`` / ``FloatAttr.from_bits``,
``StringAttr.get("x")``, ``ArrayAttr.get([...])``, ``DictionaryAttr.get({...})``,
``UnitAttr.get()``, ``TypeAttr.get(t)``, ``SymbolRefAttr.get("a", ["b"])`` /
``FlatSymbolRefAttr.get("a")``, ``OpaqueAttr`` (unregistered ``#dialect.x<...>``,
kept verbatim), ``StridedLayoutAttr`` and ``DistinctAttr``.  Dense elements and
arrays are in ``attributes_dense``, affine maps and sets in ``affine`` and
locations in ``location``.  ``str(a)`` prints MLIR syntax.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator, Mapping
from tblgen_py.runtime.ir.apfloat import APFloat
from tblgen_py.runtime.ir.float_format import encode_float, to_python_float
from tblgen_py.runtime.ir.types import (
    FloatType,
    Immutable,
    IndexType,
    IntegerType,
    NoneType,
    Signedness,
    Type,
    intern,
)


class Attribute(Immutable):
    """Base class of all MLIR attributes."""

    __slots__ = ()

    def __str__(self) -> str:
        from tblgen_py.runtime.text.attr_printer import print_attribute

        return print_attribute(self)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self})"


def wrap_integer(value: int, ty: Type) -> int:
    """Normalise ``value`` to the canonical range of integer type ``ty``."""
    if isinstance(ty, IndexType):
        width, signed = 64, True
    elif isinstance(ty, IntegerType):
        width, signed = ty.width, not ty.is_unsigned
    else:
        return value
    value &= (1 << width) - 1
    if signed and width and value >> (width - 1):
        value -= 1 << width
    if isinstance(ty, IntegerType) and ty.width == 1 and ty.is_signless:
        value &= 1
    return value


class IntegerAttr(Attribute):
    """An integer (or index) constant: ``42 : i32``."""

    __slots__ = ("type", "value")
    type: Type
    value: int

    @classmethod
    def get(cls, type: Type, value: int) -> IntegerAttr:
        """The attribute of ``value`` (wrapped to the type's width)."""
        value = wrap_integer(value, type)
        if type is BOOL_TYPE:
            return intern(BoolAttr, type, value, type=type, value=value)
        return intern(IntegerAttr, type, value, type=type, value=value)


BOOL_TYPE = IntegerType.get(1)


class BoolAttr(IntegerAttr):
    """``true`` / ``false`` (an ``i1`` IntegerAttr)."""

    __slots__ = ()

    @classmethod
    def get(cls, value: bool) -> BoolAttr:  # type: ignore[override]
        """``true`` or ``false``."""
        return IntegerAttr.get(BOOL_TYPE, int(bool(value)))  # type: ignore[return-value]


class FloatAttr(Attribute):
    """A float constant, stored as the bit pattern of its type's format."""

    __slots__ = ("type", "bits")
    type: FloatType
    bits: int

    @classmethod
    def get(cls, type: FloatType, value: float) -> FloatAttr:
        """The attribute of ``value`` rounded to ``type``."""
        return cls.from_bits(type, encode_float(type.semantics, value))

    @classmethod
    def from_bits(cls, type: FloatType, bits: int) -> FloatAttr:
        """The attribute with the bit pattern ``bits`` (with an explicit integer
        bit, as x87's, canonical as APFloat's ``bitcastToAPInt`` gives it back:
        pseudo-NaNs and unnormals are NaNs with an all-ones exponent)."""
        if type.semantics.explicit_int_bit:
            bits = APFloat.from_bits(type.semantics, bits).bits
        return intern(cls, type, bits, type=type, bits=bits)

    @property
    def value(self) -> float:
        """The value as a Python float."""
        return to_python_float(self.type.semantics, self.bits)


class StringAttr(Attribute):
    """A string constant, optionally typed: ``"text"`` or ``"text" : i32``."""

    __slots__ = ("value", "type")
    value: str
    type: Type

    @classmethod
    def get(cls, value: str, type: Type | None = None) -> StringAttr:
        """The string attribute ``value``."""
        type = type or NoneType.get()
        return intern(cls, value, type, value=value, type=type)


class ArrayAttr(Attribute):
    """``[a, b, ...]``."""

    __slots__ = ("elements",)
    elements: tuple[Attribute, ...]

    @classmethod
    def get(cls, elements: Iterable[Attribute]) -> ArrayAttr:
        """The array of ``elements``."""
        elements = tuple(elements)
        return intern(cls, elements, elements=elements)

    def __len__(self) -> int:
        return len(self.elements)

    def __iter__(self) -> Iterator[Attribute]:
        return iter(self.elements)

    def __getitem__(self, index: int) -> Attribute:
        return self.elements[index]


class DictionaryAttr(Attribute):
    """``{a = 1, b}``: named attributes, sorted by name."""

    __slots__ = ("items", "_index")
    items: tuple[tuple[str, Attribute], ...]
    _index: dict[str, Attribute]

    @classmethod
    def get(
        cls, entries: Mapping[str, Attribute] | Iterable[tuple[str, Attribute]] = ()
    ) -> DictionaryAttr:
        """The dictionary of ``entries`` (later duplicates win)."""
        pairs = entries.items() if isinstance(entries, Mapping) else entries
        index = dict(pairs)
        items = tuple(
            sorted(
                index.items(), key=lambda kv: kv[0].encode("utf-8", "surrogateescape")
            )
        )
        return intern(cls, items, items=items, _index=index)

    def __len__(self) -> int:
        return len(self.items)

    def __contains__(self, name: object) -> bool:
        return name in self._index

    def __getitem__(self, name: str) -> Attribute:
        return self._index[name]

    def get_attr(self, name: str) -> Attribute | None:
        """The attribute named ``name`` or None."""
        return self._index.get(name)

    def __repr__(self) -> str:
        return f"DictAttr({self})"

    def names(self) -> list[str]:
        """Names in sorted order."""
        return [name for name, _ in self.items]


class UnitAttr(Attribute):
    """``unit``: presence-only."""

    __slots__ = ()

    @classmethod
    def get(cls) -> UnitAttr:
        """The unit attribute."""
        return intern(cls)


class TypeAttr(Attribute):
    """A type used as an attribute."""

    __slots__ = ("type",)
    type: Type

    @classmethod
    def get(cls, type: Type) -> TypeAttr:
        """Wrap ``type``."""
        return intern(cls, type, type=type)

    @property
    def value(self) -> Type:
        """The wrapped type (MLIR bindings' name)."""
        return self.type


class SymbolRefAttr(Attribute):
    """``@root::@nested::@leaf``."""

    __slots__ = ("root", "nested")
    root: str
    nested: tuple[str, ...]

    @classmethod
    def get(cls, root: str, nested: Iterable[str] = ()) -> SymbolRefAttr:
        """The (possibly nested) symbol reference."""
        nested = tuple(nested)
        if not nested:
            return intern(FlatSymbolRefAttr, root, (), root=root, nested=())
        return intern(SymbolRefAttr, root, nested, root=root, nested=nested)

    @property
    def leaf(self) -> str:
        """The innermost referenced name."""
        return self.nested[-1] if self.nested else self.root


class FlatSymbolRefAttr(SymbolRefAttr):
    """``@name`` without nested references."""

    __slots__ = ()

    @classmethod
    def get(cls, root: str, nested: Iterable[str] = ()) -> FlatSymbolRefAttr:
        """The flat reference ``@root``."""
        return SymbolRefAttr.get(root)  # type: ignore[return-value]

    @property
    def value(self) -> str:
        """The referenced name."""
        return self.root


class OpaqueAttr(Attribute):
    """An attribute of an unregistered dialect, ``#dialect.data``, verbatim."""

    __slots__ = ("dialect", "data", "type")
    dialect: str
    data: str
    type: Type

    @classmethod
    def get(cls, dialect: str, data: str, type: Type | None = None) -> OpaqueAttr:
        """The opaque attribute ``#dialect<data>``."""
        type = type or NoneType.get()
        return intern(cls, dialect, data, type, dialect=dialect, data=data, type=type)


class StridedLayoutAttr(Attribute):
    """``strided<[s0, s1], offset: o>``; ``DYNAMIC`` marks ``?``."""

    __slots__ = ("strides", "offset")
    strides: tuple[int, ...]
    offset: int

    @classmethod
    def get(cls, strides: Iterable[int], offset: int = 0) -> StridedLayoutAttr:
        """The strided layout."""
        strides = tuple(strides)
        return intern(cls, strides, offset, strides=strides, offset=offset)


_distinct_ids = itertools.count()


class DistinctAttr(Attribute):
    """``distinct[N]<attr>``: unique per creation, not per value."""

    __slots__ = ("referenced", "_uid")
    referenced: Attribute
    _uid: int

    @classmethod
    def create(cls, referenced: Attribute) -> DistinctAttr:
        """A fresh distinct attribute wrapping ``referenced``."""
        uid = next(_distinct_ids)
        return intern(cls, uid, referenced=referenced, _uid=uid)


def signedness_of(ty: Type) -> Signedness | None:
    """The signedness of an integer type, None otherwise."""
    return ty.signedness if isinstance(ty, IntegerType) else None
