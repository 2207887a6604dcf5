"""Builtin MLIR types: immutable, interned (``==`` is identity), hashable.

Build them through ``get`` classmethods or the helpers: ``IntegerType.get(32)``,
``IntegerType.get(8, Signedness.UNSIGNED)``, ``i(32)``, ``IndexType.get()``,
``f32()`` (and every other float: ``FloatType.get("f8E4M3FN")``),
``FunctionType.get(inputs, results)``, ``VectorType.get(shape, elt, scalable)``,
``RankedTensorType.get(shape, elt, encoding)``, ``UnrankedTensorType.get(elt)``,
``MemRefType.get(shape, elt, layout, memory_space)``, ``UnrankedMemRefType``,
``ComplexType``, ``TupleType``, ``NoneType`` and ``OpaqueType`` (an
unregistered dialect type such as ``!foo.bar<x>``, kept verbatim).
Dynamic dimensions are ``DYNAMIC``.  ``str(t)`` prints MLIR syntax.
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, NoReturn, TypeVar

from tblgen_py.runtime.ir.float_format import SEMANTICS, FloatSemantics

if TYPE_CHECKING:
    from collections.abc import Callable

    from tblgen_py.runtime.ir.attributes import Attribute

DYNAMIC = -(1 << 63)
"""Marker for a dynamic (``?``) dimension, stride or offset."""

_UNIQUED: dict[tuple[object, ...], object] = {}
_T = TypeVar("_T")


def intern(cls: type[_T], *values: object, **fields: object) -> _T:
    """Return the unique instance of ``cls`` with these slot values."""
    key = (cls, *values)
    obj = _UNIQUED.get(key)
    if obj is None:
        obj = object.__new__(cls)
        for name, value in fields.items():
            object.__setattr__(obj, name, value)
        _UNIQUED[key] = obj
    return obj  # type: ignore[return-value]


interned: Callable[[tuple[object, ...]], object | None] = _UNIQUED.get
"""The unique instance ``intern`` made for ``key`` (``(cls, *values)``), if
any: a hot ``get`` may look it up before building its fields (the dict's own
``get``: no Python call)."""


def remember(key: tuple[object, ...], obj: _T) -> _T:
    """Record ``obj``, built by its class's hot ``get``, as the unique
    instance of ``key`` (``(cls, *values)``, as ``intern`` keys it)."""
    _UNIQUED[key] = obj
    return obj


class Immutable:
    """Base of interned values: attribute assignment is an error."""

    __slots__ = ()

    def __setattr__(self, name: str, value: object) -> NoReturn:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __delattr__(self, name: str) -> NoReturn:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __copy__(self) -> Immutable:
        return self

    def __deepcopy__(self, memo: object) -> Immutable:
        return self

    def __reduce__(self) -> str | tuple[object, ...]:
        raise TypeError(f"cannot pickle {type(self).__name__}")


class Type(Immutable):
    """Base class of all MLIR types."""

    __slots__ = ()

    def __str__(self) -> str:
        from tblgen_py.runtime.text.attr_printer import print_type

        return print_type(self)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self})"


class Signedness(Enum):
    """Integer signedness semantics."""

    SIGNLESS = ""
    SIGNED = "s"
    UNSIGNED = "u"


MAX_INT_WIDTH = (1 << 24) - 1


class IntegerType(Type):
    """``iN``, ``siN`` or ``uiN``."""

    __slots__ = ("width", "signedness")
    width: int
    signedness: Signedness

    @classmethod
    def get(
        cls, width: int, signedness: Signedness = Signedness.SIGNLESS
    ) -> IntegerType:
        """The integer type of ``width`` bits."""
        return intern(cls, width, signedness, width=width, signedness=signedness)

    def __str__(self) -> str:
        return f"{self.signedness.value}i{self.width}"

    @property
    def is_signless(self) -> bool:
        """Whether this is ``iN``."""
        return self.signedness is Signedness.SIGNLESS

    @property
    def is_unsigned(self) -> bool:
        """Whether this is ``uiN``."""
        return self.signedness is Signedness.UNSIGNED

    @property
    def is_signed(self) -> bool:
        """Whether this is ``siN``."""
        return self.signedness is Signedness.SIGNED


def i(width: int) -> IntegerType:
    """The signless integer type ``i<width>``."""
    return IntegerType.get(width)


class IndexType(Type):
    """``index``."""

    __slots__ = ()

    @classmethod
    def get(cls) -> IndexType:
        """The index type."""
        return intern(cls)


class NoneType(Type):
    """``none``."""

    __slots__ = ()

    @classmethod
    def get(cls) -> NoneType:
        """The none type."""
        return intern(cls)


class FloatType(Type):
    """A floating-point type, named as MLIR spells it (``f32``, ``bf16``...)."""

    __slots__ = ("name", "semantics")
    name: str
    semantics: FloatSemantics

    @classmethod
    def get(cls, name: str) -> FloatType:
        """The float type spelled ``name``; raises KeyError if unknown."""
        return intern(cls, name, name=name, semantics=SEMANTICS[name])

    @property
    def width(self) -> int:
        """Storage width in bits."""
        return self.semantics.bits

    def __repr__(self) -> str:
        # MLIR's bindings: one class per float type (``F32Type(f32)``).
        name = self.name
        if name.startswith("f") and name[1:].isdigit() and len(name) <= 4:
            kind = name.upper()
        elif name == "bf16":
            kind = "BF16"
        elif name == "tf32":
            kind = "FloatTF32"
        else:
            kind = "Float" + name[1:]
        return f"{kind}Type({self})"


FLOAT_TYPE_NAMES: frozenset[str] = frozenset(SEMANTICS)


def f16() -> FloatType:
    """``f16``."""
    return FloatType.get("f16")


def bf16() -> FloatType:
    """``bf16``."""
    return FloatType.get("bf16")


def f32() -> FloatType:
    """``f32``."""
    return FloatType.get("f32")


def f64() -> FloatType:
    """``f64``."""
    return FloatType.get("f64")


class ComplexType(Type):
    """``complex<element>``."""

    __slots__ = ("element_type",)
    element_type: Type

    @classmethod
    def get(cls, element_type: Type) -> ComplexType:
        """The complex type over ``element_type``."""
        return intern(cls, element_type, element_type=element_type)


class TupleType(Type):
    """``tuple<t0, t1, ...>``."""

    __slots__ = ("types",)
    types: tuple[Type, ...]

    @classmethod
    def get(cls, types: tuple[Type, ...] | list[Type]) -> TupleType:
        """The tuple of ``types``."""
        types = tuple(types)
        return intern(cls, types, types=types)

    @property
    def num_types(self) -> int:
        """The number of member types."""
        return len(self.types)

    def get_type(self, pos: int) -> Type:
        """Member type ``pos``."""
        return self.types[pos]


class FunctionType(Type):
    """``(inputs) -> results``."""

    __slots__ = ("inputs", "results")
    inputs: tuple[Type, ...]
    results: tuple[Type, ...]

    @classmethod
    def get(
        cls,
        inputs: tuple[Type, ...] | list[Type],
        results: tuple[Type, ...] | list[Type],
    ) -> FunctionType:
        """The function type from ``inputs`` to ``results``."""
        inputs = tuple(inputs)
        results = tuple(results)
        return intern(cls, inputs, results, inputs=inputs, results=results)


class ShapedType(Type):
    """Base of vector, tensor and memref types."""

    __slots__ = ()
    element_type: Type

    @property
    def shape(self) -> tuple[int, ...]:
        """The dimensions; ``DYNAMIC`` marks ``?``."""
        raise NotImplementedError

    @property
    def rank(self) -> int:
        """The number of dimensions."""
        return len(self.shape)

    @property
    def has_rank(self) -> bool:
        """Whether the shape is known."""
        return True

    @property
    def num_elements(self) -> int:
        """Product of the (static) dimensions."""
        count = 1
        for dim in self.shape:
            count *= dim
        return count

    @property
    def has_static_shape(self) -> bool:
        """Whether every dimension is static."""
        return self.has_rank and DYNAMIC not in self.shape


class VectorType(ShapedType):
    """``vector<4x[8]xf32>``; ``scalable`` flags each dimension."""

    __slots__ = ("_shape", "element_type", "scalable")
    _shape: tuple[int, ...]
    scalable: tuple[bool, ...]

    @classmethod
    def get(
        cls,
        shape: tuple[int, ...] | list[int],
        element_type: Type,
        scalable: tuple[bool, ...] | list[bool] | None = None,
    ) -> VectorType:
        """The vector type of ``shape`` and ``element_type``."""
        shape = tuple(shape)
        flags = tuple(scalable) if scalable is not None else (False,) * len(shape)
        return intern(
            cls,
            shape,
            element_type,
            flags,
            _shape=shape,
            element_type=element_type,
            scalable=flags,
        )

    @property
    def shape(self) -> tuple[int, ...]:
        """The dimensions."""
        return self._shape


class RankedTensorType(ShapedType):
    """``tensor<4x?xf32, #encoding>``."""

    __slots__ = ("_shape", "element_type", "encoding")
    _shape: tuple[int, ...]
    encoding: Attribute | None

    @classmethod
    def get(
        cls,
        shape: tuple[int, ...] | list[int],
        element_type: Type,
        encoding: Attribute | None = None,
    ) -> RankedTensorType:
        """The ranked tensor type."""
        shape = tuple(shape)
        return intern(
            cls,
            shape,
            element_type,
            encoding,
            _shape=shape,
            element_type=element_type,
            encoding=encoding,
        )

    @property
    def shape(self) -> tuple[int, ...]:
        """The dimensions."""
        return self._shape


class UnrankedTensorType(ShapedType):
    """``tensor<*xf32>``."""

    __slots__ = ("element_type",)

    @classmethod
    def get(cls, element_type: Type) -> UnrankedTensorType:
        """The unranked tensor type."""
        return intern(cls, element_type, element_type=element_type)

    @property
    def shape(self) -> tuple[int, ...]:
        """Unranked types have no shape."""
        raise ValueError("unranked type has no shape")

    @property
    def has_rank(self) -> bool:
        """False."""
        return False


class MemRefType(ShapedType):
    """``memref<4x?xf32, layout, memory_space>``; ``layout`` None is identity."""

    __slots__ = ("_shape", "element_type", "layout", "memory_space")
    _shape: tuple[int, ...]
    layout: Attribute | None
    memory_space: Attribute | None

    @classmethod
    def get(
        cls,
        shape: tuple[int, ...] | list[int],
        element_type: Type,
        layout: Attribute | None = None,
        memory_space: Attribute | None = None,
    ) -> MemRefType:
        """The ranked memref type."""
        shape = tuple(shape)
        return intern(
            cls,
            shape,
            element_type,
            layout,
            memory_space,
            _shape=shape,
            element_type=element_type,
            layout=layout,
            memory_space=memory_space,
        )

    @property
    def shape(self) -> tuple[int, ...]:
        """The dimensions."""
        return self._shape


class UnrankedMemRefType(ShapedType):
    """``memref<*xf32, memory_space>``."""

    __slots__ = ("element_type", "memory_space")
    memory_space: Attribute | None

    @classmethod
    def get(
        cls, element_type: Type, memory_space: Attribute | None = None
    ) -> UnrankedMemRefType:
        """The unranked memref type."""
        return intern(
            cls,
            element_type,
            memory_space,
            element_type=element_type,
            memory_space=memory_space,
        )

    @property
    def shape(self) -> tuple[int, ...]:
        """Unranked types have no shape."""
        raise ValueError("unranked type has no shape")

    @property
    def has_rank(self) -> bool:
        """False."""
        return False


class OpaqueType(Type):
    """A type of an unregistered dialect, ``!dialect.data`` kept verbatim."""

    __slots__ = ("dialect", "data")
    dialect: str
    data: str

    @classmethod
    def get(cls, dialect: str, data: str) -> OpaqueType:
        """The opaque type ``!dialect<data>``."""
        return intern(cls, dialect, data, dialect=dialect, data=data)


DialectType = OpaqueType

_VECTOR_ELEMENT_DIALECT_TYPES = (("llvm", "ptr"), ("ptr", "ptr"))
"""Dialect types of mlir-opt's dialects implementing VectorElementTypeInterface."""

_MEMREF_ELEMENT_DIALECT_TYPES = (("ptr", "ptr"),)
"""Dialect types of mlir-opt's dialects implementing MemRefElementTypeInterface."""


def _is_dialect_type_of(element_type: Type, kinds: tuple[tuple[str, str], ...]) -> bool:
    """An opaque ``!dialect.mnemonic<...>``, or a dialect type class
    (``DIALECT_MNEMONIC``), whose (dialect, mnemonic) is listed."""
    names = getattr(element_type, "DIALECT_MNEMONIC", None)
    if names is not None:
        return names in kinds
    if not isinstance(element_type, OpaqueType):
        return False
    mnemonic = element_type.data.partition("<")[0]
    return (element_type.dialect, mnemonic) in kinds


def is_valid_vector_element_type(element_type: Type) -> bool:
    """``VectorType::isValidElementType``: implements VectorElementTypeInterface.

    The builtin integer, index and float types do, and so do ``!llvm.ptr`` and
    ``!ptr.ptr<...>``; types of unregistered dialects never do.
    """
    if isinstance(element_type, (IntegerType, IndexType, FloatType)):
        return True
    return _is_dialect_type_of(element_type, _VECTOR_ELEMENT_DIALECT_TYPES)


def is_valid_memref_element_type(element_type: Type) -> bool:
    """``BaseMemRefType::isValidElementType``: builtin scalars, complex, vector
    and memref types, and ``!ptr.ptr<...>`` (MemRefElementTypeInterface)."""
    builtin = (IntegerType, IndexType, FloatType, ComplexType, VectorType)
    if isinstance(element_type, (*builtin, MemRefType, UnrankedMemRefType)):
        return True
    return _is_dialect_type_of(element_type, _MEMREF_ELEMENT_DIALECT_TYPES)
