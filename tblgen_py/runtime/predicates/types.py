"""MLIR C++ type methods used by ODS predicates, as functions over runtime types.

Each function takes the C++ receiver first: ``t.getShape()`` is
``get_shape(t)``; ``predicate_base.METHODS`` maps C++ names to them.  A
receiver the runtime does not model raises ``PredicateUnavailable``.
"""

from __future__ import annotations

import re
from typing import Iterable, Sequence

from tblgen_py.runtime.ir import attributes as A
from tblgen_py.runtime.ir import attributes_dense as D
from tblgen_py.runtime.ir import strided_layout
from tblgen_py.runtime.ir import types as T
from tblgen_py.runtime.ir.affine import AffineMapAttr
from tblgen_py.runtime.predicates.base import (
    OPAQUE_ACCESSORS,
    method,
    snake_case,
    unavailable,
)

# -- types ---------------------------------------------------------------------


def _element_type(value: object) -> object:
    """The element type of a shaped, complex or elements value."""
    if isinstance(value, (T.ShapedType, T.ComplexType)):
        return value.element_type
    if isinstance(value, D.DenseArrayAttr):
        return value.element_type
    if isinstance(value, (D.DenseElementsAttr, D.DenseResourceElementsAttr)):
        return value.type.element_type
    return call_method(value, "getElementType")


@method("getElementType")
def get_element_type(value: object) -> object:
    """``getElementType()``."""
    return _element_type(value)


@method("getWidth", "getIntOrFloatBitWidth")
def get_width(value: object) -> int:
    """Bit width of an integer or float type (index has no width)."""
    if isinstance(value, (T.IntegerType, T.FloatType)):
        return value.width
    raise unavailable("getWidth()", value)


@method("getElementTypeBitWidth")
def get_element_type_bit_width(value: object) -> int:
    """``ShapedType::getElementTypeBitWidth()``."""
    return get_width(_element_type(value))


def _shaped(value: object) -> T.ShapedType:
    """``value`` as a shaped type (elements attributes give their type)."""
    if isinstance(value, (D.DenseElementsAttr, D.DenseResourceElementsAttr)):
        return value.type
    if isinstance(value, T.ShapedType):
        return value
    raise unavailable("a shaped-type method", value)


@method("hasRank")
def has_rank(value: object) -> bool:
    """``ShapedType::hasRank()``."""
    return _shaped(value).has_rank


@method("getShape")
def get_shape(value: object) -> tuple[int, ...]:
    """``getShape()`` as a tuple (``ShapedType::kDynamic`` for ``?``)."""
    shaped = _shaped(value)
    if not shaped.has_rank:
        raise unavailable("getShape()", value)
    return tuple(shaped.shape)


@method("getRank")
def get_rank(value: object) -> int:
    """``ShapedType::getRank()``."""
    if not isinstance(value, T.ShapedType):
        rank = call_method(value, "getRank")
        if not isinstance(rank, int):
            raise unavailable("getRank()", value)
        return rank
    return len(get_shape(value))


@method("getNumElements")
def get_num_elements(value: object) -> int:
    """Number of elements of a static shape, vector or elements attribute."""
    if isinstance(value, D.DenseElementsAttr):
        return _shaped(value).num_elements
    if isinstance(value, T.ShapedType):
        if not value.has_static_shape:
            raise unavailable("getNumElements() of a dynamic shape", value)
        return value.num_elements
    if isinstance(value, A.ArrayAttr):
        return len(value)
    raise unavailable("getNumElements()", value)


@method("hasStaticShape")
def has_static_shape(value: object) -> bool:
    """``ShapedType::hasStaticShape()``."""
    return _shaped(value).has_static_shape


@method("getDimSize")
def get_dim_size(value: object, index: int) -> int:
    """``ShapedType::getDimSize(i)``."""
    return get_shape(value)[index]


@method("isDynamicDim")
def is_dynamic_dim(value: object, index: int) -> bool:
    """``ShapedType::isDynamicDim(i)``."""
    return get_shape(value)[index] == T.DYNAMIC


@method("getScalableDims")
def get_scalable_dims(value: object) -> tuple[bool, ...]:
    """``VectorType::getScalableDims()``."""
    if isinstance(value, T.VectorType):
        return tuple(value.scalable)
    raise unavailable("getScalableDims()", value)


@method("isScalable")
def is_scalable(value: object) -> bool:
    """``VectorType::isScalable()``."""
    return any(get_scalable_dims(value))


@method("allDimsScalable")
def all_dims_scalable(value: object) -> bool:
    """``VectorType::allDimsScalable()`` (true for 0-D vectors)."""
    return all(get_scalable_dims(value))


@method("cloneWith")
def clone_with(value: object, shape: object, element_type: object) -> T.Type:
    """``ShapedType::cloneWith(shape?, elementType)`` (``{}`` keeps the shape)."""
    dims: tuple[int, ...] | None = None
    if shape not in ((), None):
        dims = tuple(shape)  # type: ignore[arg-type]
    if not isinstance(element_type, T.Type):
        raise unavailable("cloneWith()", element_type)
    if isinstance(value, T.VectorType):
        scalable = value.scalable if dims is None else None
        return T.VectorType.get(dims or value.shape, element_type, scalable)
    if isinstance(value, T.RankedTensorType):
        return T.RankedTensorType.get(dims or value.shape, element_type, value.encoding)
    if isinstance(value, T.UnrankedTensorType) and dims is None:
        return T.UnrankedTensorType.get(element_type)
    raise unavailable("cloneWith()", value)


_SCALED_FLOATS = {("f16", 2): "f32", ("bf16", 2): "f32", ("f16", 4): "f64"}
_SCALED_FLOATS |= {("bf16", 4): "f64", ("f32", 2): "f64"}
"""``FloatType::scaleElementBitwidth``: (type, scale) -> the wider type."""


def _scaled_element(element: object, scale: int) -> T.Type | None:
    """``IntegerType``/``FloatType::scaleElementBitwidth`` (None: no such type)."""
    if isinstance(element, T.IntegerType):
        return T.IntegerType.get(element.width * scale, element.signedness)
    if isinstance(element, T.FloatType):
        name = _SCALED_FLOATS.get((element.name, scale))
        return T.FloatType.get(name) if name else None
    return None


@method("scaleElementBitwidth")
def scale_element_bitwidth(value: object, scale: object) -> T.Type | None:
    """``VectorType::scaleElementBitwidth(scale)``: the same shape with an
    element type ``scale`` times as wide; None (a null type, matching no
    type) when there is none."""
    if not isinstance(value, T.VectorType):
        raise unavailable("scaleElementBitwidth()", value)
    element = _scaled_element(value.element_type, int(scale)) if scale else None  # type: ignore[call-overload]
    if element is None:
        return None
    return T.VectorType.get(value.shape, element, value.scalable)


@method("clone")
def clone(value: object, element_type: object) -> T.Type:
    """``ShapedType::clone(elementType)``."""
    return clone_with(value, None, element_type)


@method("getMemorySpace")
def get_memory_space(value: object) -> object:
    """The memory space attribute of a memref (None when default)."""
    if isinstance(value, (T.MemRefType, T.UnrankedMemRefType)):
        return value.memory_space
    return call_method(value, "getMemorySpace")


@method("getMemorySpaceAsInt")
def get_memory_space_as_int(value: object) -> int:
    """The integer memory space of a memref (0 when default)."""
    space = get_memory_space(value)
    if space is None:
        return 0
    if isinstance(space, A.IntegerAttr):
        return space.value
    raise unavailable("getMemorySpaceAsInt()", value)


@method("getLayout")
def get_layout(value: object) -> object:
    """The layout of a memref (None for the identity)."""
    if isinstance(value, T.MemRefType):
        return value.layout
    raise unavailable("getLayout()", value)


@method("isStrided")
def is_strided(value: object) -> bool:
    """``MemRefType::isStrided()``: the layout has strides and an offset."""
    layout = get_layout(value)
    if layout is not None and not isinstance(
        layout, (A.StridedLayoutAttr, AffineMapAttr)
    ):
        raise unavailable("isStrided() of a dialect layout", value)
    assert isinstance(value, T.MemRefType)
    return strided_layout.is_strided(value)


@method("getEncoding")
def get_encoding(value: object) -> object:
    """The encoding of a ranked tensor (None when absent)."""
    if isinstance(value, T.RankedTensorType):
        return value.encoding
    raise unavailable("getEncoding()", value)


@method("getInputs")
def get_inputs(value: object) -> tuple[object, ...]:
    """``FunctionType::getInputs()``."""
    if isinstance(value, T.FunctionType):
        return value.inputs
    raise unavailable("getInputs()", value)


@method("getResults")
def get_results(value: object) -> tuple[object, ...]:
    """``FunctionType::getResults()`` or an op's results."""
    if isinstance(value, T.FunctionType):
        return value.results
    results = getattr(value, "results", None)
    if results is None:
        raise unavailable("getResults()", value)
    return tuple(results)


@method("getNumInputs")
def get_num_inputs(value: object) -> int:
    """``FunctionType::getNumInputs()``."""
    return len(get_inputs(value))


@method("getNumResults")
def get_num_results(value: object) -> int:
    """Result count of a function type or an operation."""
    return len(get_results(value))


@method("getTypes")
def get_types(value: object) -> tuple[object, ...]:
    """Types of a tuple type or of a range of values."""
    if isinstance(value, T.TupleType):
        return value.types
    if isinstance(value, (list, tuple)):
        return tuple(getattr(v, "type") for v in value)
    raise unavailable("getTypes()", value)


@method("hasTrait")
def has_trait(value: object, trait: str) -> bool:
    """``Type::hasTrait<T>()`` for the builtin type traits."""
    if trait == "ValueSemantics":
        kinds = (T.RankedTensorType, T.UnrankedTensorType, T.VectorType)
        return isinstance(value, kinds)
    traits: Iterable[str] = getattr(value, "CPP_TRAITS", ())
    if isinstance(value, (T.OpaqueType, A.OpaqueAttr)):
        raise unavailable(f"hasTrait<{trait}>()", value)
    return trait in traits


@method("getTypeID")
def get_type_id(value: object) -> object:
    """A stand-in for ``TypeID``: equal exactly when the C++ classes are."""
    if isinstance(value, T.FloatType):
        return (T.FloatType, value.name)
    if isinstance(value, (T.OpaqueType, A.OpaqueAttr)):
        return (type(value), value.dialect, re.split(r"[<{(\s]", value.data, 1)[0])
    return type(value)


# -- integer and float types ------------------------------------------------------


def _is_int(value: object, sign: T.Signedness | None, width: int | None) -> bool:
    """Whether ``value`` is an integer type of that signedness and width."""
    if not isinstance(value, T.IntegerType):
        return False
    if sign is not None and value.signedness is not sign:
        return False
    return width is None or value.width == width


_SIGNLESS = T.Signedness.SIGNLESS


@method("isInteger")
def is_integer(value: object, width: int | None = None) -> bool:
    """``Type::isInteger(width?)``: any signedness."""
    return _is_int(value, None, width)


@method("isSignlessInteger")
def is_signless_integer(value: object, width: int | None = None) -> bool:
    """``Type::isSignlessInteger(width?)``."""
    return (
        isinstance(value, T.IntegerType)
        and value.signedness is _SIGNLESS
        and (width is None or value.width == width)
    )


@method("isSignedInteger")
def is_signed_integer(value: object, width: int | None = None) -> bool:
    """``Type::isSignedInteger(width?)``."""
    return _is_int(value, T.Signedness.SIGNED, width)


@method("isUnsignedInteger")
def is_unsigned_integer(value: object, width: int | None = None) -> bool:
    """``Type::isUnsignedInteger(width?)``."""
    return _is_int(value, T.Signedness.UNSIGNED, width)


@method("isIndex")
def is_index(value: object) -> bool:
    """``Type::isIndex()``."""
    return isinstance(value, T.IndexType)


def _is_float(value: object, name: str) -> bool:
    """Whether ``value`` is the float type spelled ``name``."""
    return isinstance(value, T.FloatType) and value.name == name


@method("isF16")
def is_f16(value: object) -> bool:
    """``Type::isF16()``."""
    return _is_float(value, "f16")


@method("isBF16")
def is_bf16(value: object) -> bool:
    """``Type::isBF16()``."""
    return _is_float(value, "bf16")


@method("isF32")
def is_f32(value: object) -> bool:
    """``Type::isF32()``."""
    return _is_float(value, "f32")


@method("isF64")
def is_f64(value: object) -> bool:
    """``Type::isF64()``."""
    return _is_float(value, "f64")


@method("isF80")
def is_f80(value: object) -> bool:
    """``Type::isF80()``."""
    return _is_float(value, "f80")


@method("isF128")
def is_f128(value: object) -> bool:
    """``Type::isF128()``."""
    return _is_float(value, "f128")


@method("isTF32")
def is_tf32(value: object) -> bool:
    """``Type::isTF32()``."""
    return _is_float(value, "tf32")


@method("isSignlessIntOrIndex")
def is_signless_int_or_index(value: object) -> bool:
    """``Type::isSignlessIntOrIndex()``."""
    if isinstance(value, T.IntegerType):
        return value.signedness is _SIGNLESS
    return isinstance(value, T.IndexType)


@method("isSignlessIntOrIndexOrFloat")
def is_signless_int_or_index_or_float(value: object) -> bool:
    """``Type::isSignlessIntOrIndexOrFloat()``."""
    return is_signless_int_or_index(value) or isinstance(value, T.FloatType)


@method("isSignlessIntOrFloat")
def is_signless_int_or_float(value: object) -> bool:
    """``Type::isSignlessIntOrFloat()``."""
    return is_signless_integer(value) or isinstance(value, T.FloatType)


@method("isIntOrIndex")
def is_int_or_index(value: object) -> bool:
    """``Type::isIntOrIndex()``."""
    return isinstance(value, (T.IntegerType, T.IndexType))


@method("isIntOrFloat")
def is_int_or_float(value: object) -> bool:
    """``Type::isIntOrFloat()``."""
    return isinstance(value, (T.IntegerType, T.FloatType))


@method("isIntOrIndexOrFloat")
def is_int_or_index_or_float(value: object) -> bool:
    """``Type::isIntOrIndexOrFloat()``."""
    return is_int_or_index(value) or isinstance(value, T.FloatType)


# -- generic dispatch ---------------------------------------------------------------


def call_method(value: object, cpp_name: str, *args: object) -> object:
    """Call a dialect class's accessor by its C++ name (or its snake-case forms)."""
    if isinstance(value, T.OpaqueType) and not args:
        reader = OPAQUE_ACCESSORS.get((value.dialect, cpp_name))
        if reader is not None:
            return reader(value.data.strip())
    snake = snake_case(cpp_name)
    for name in (cpp_name, snake, snake.removeprefix("get_")):
        if name and hasattr(value, name) and not isinstance(value, T.OpaqueType):
            member = getattr(value, name)
            return member(*args) if callable(member) else member
    raise unavailable(f"{cpp_name}()", value)


@method("setShape")
def set_shape(value: object, shape: Sequence[int]) -> T.VectorType:
    """``VectorType::Builder(t).setShape(shape)``: fixed-size dimensions."""
    if not isinstance(value, T.VectorType):
        raise unavailable("VectorType::Builder::setShape()", value)
    return T.VectorType.get(tuple(shape), value.element_type)


@method("setDim")
def set_dim(value: object, index: int, size: int) -> T.VectorType:
    """``VectorType::Builder(t).setDim(i, size)`` (scalability kept)."""
    if not isinstance(value, T.VectorType):
        raise unavailable("VectorType::Builder::setDim()", value)
    shape = list(value.shape)
    shape[index] = size
    return T.VectorType.get(tuple(shape), value.element_type, value.scalable)


@method("dropDim")
def drop_dim(value: object, index: int) -> T.VectorType:
    """``VectorType::Builder(t).dropDim(i)``: dimension ``i`` and its
    scalability removed."""
    if not isinstance(value, T.VectorType) or not 0 <= index < len(value.shape):
        raise unavailable("VectorType::Builder::dropDim()", value)
    shape = value.shape[:index] + value.shape[index + 1 :]
    scalable = tuple(value.scalable)
    scalable = scalable[:index] + scalable[index + 1 :]
    return T.VectorType.get(tuple(shape), value.element_type, scalable)


@method("setElementType")
def set_element_type(value: object, element_type: object) -> T.VectorType:
    """``VectorType::Builder(t).setElementType(e)``: shape and scalability kept."""
    if not isinstance(value, T.VectorType) or not isinstance(element_type, T.Type):
        raise unavailable("VectorType::Builder::setElementType()", value)
    return T.VectorType.get(value.shape, element_type, value.scalable)
