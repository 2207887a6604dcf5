"""``shape`` folders and constant materializer, ported from MLIR's ``Shape.cpp``.

Constant shapes are ``tensor<Nxindex>`` elements attributes, sizes ``index``
integers and witnesses booleans: ``const_shape``/``const_size``/
``const_witness`` fold to them, and the dialect's materializer builds those ops
back (``arith.constant`` for other types).  The arithmetic (``add``, ``mul``,
``div`` rounding down), the shape queries (``rank``, ``num_elements``,
``get_extent``, ``dim``), the shape builders (``from_extents``, ``concat``,
``split_at``, ``broadcast`` of two constants, ``to_extent_tensor``) and the
constraints (``cstr_eq``, ``cstr_broadcastable``, ``cstr_require``,
``assuming_all``) fold as MLIR's do; ``shape_eq``, ``is_broadcastable``,
``any``, ``max``/``min`` and the size/index casts too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tblgen_py.dialects.constant_fold import (
    MaterializingDialect,
    arith_buildable,
    install_materializer,
)
from tblgen_py.dialects.fold_support import is_poison, with_trait_folds
from tblgen_py.dialects.shape.asm import index_tensor_attr
from tblgen_py.dialects.shape.types import (
    is_extent_tensor,
    is_shape,
    is_shape_type,
    is_size,
)
from tblgen_py.runtime.ir.attributes import BoolAttr, IntegerAttr
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr
from tblgen_py.runtime.ir.builder import Builder
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import DYNAMIC, IndexType, ShapedType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite.fold import folds_to_value
from tblgen_py.runtime.rewrite.trait_folds import fold_traits

__all__ = [
    "broadcasted_shape",
    "constant_index",
    "extents",
    "known_broadcastable",
    "register",
    "shape_vec",
]

_INDEX = IndexType.get()
_Fold = Callable[[Operation, object], object]


def _operands(adaptor: object) -> list[object]:
    operands: list[object] = getattr(adaptor, "operands", [])
    return operands


def _fold(name: str) -> Callable[[_Fold], _Fold]:
    """Attach a fold to ``name``, MLIR's trait folds after it."""

    def attach(fold: _Fold) -> _Fold:
        implement_op(name, "fold")(with_trait_folds(fold))
        return fold

    return attach


def extents(attr: object) -> list[int] | None:
    """``getValues<int64_t>()`` of a constant shape (None: not one)."""
    if not isinstance(attr, DenseElementsAttr):
        return None
    return [int(value) for value in attr.element_values()]  # type: ignore[arg-type]


def _index(value: int) -> IntegerAttr:
    return IntegerAttr.get(_INDEX, value)


def broadcasted_shape(one: Sequence[int], two: Sequence[int]) -> list[int] | None:
    """``OpTrait::util::getBroadcastedShape`` (None: incompatible)."""
    result = list(one if len(one) > len(two) else two)
    for back in range(1, min(len(one), len(two)) + 1):
        first, second = one[-back], two[-back]
        if first == DYNAMIC or second == DYNAMIC:
            if first > 1:
                result[-back] = first
            elif second > 1:
                result[-back] = second
            elif first == 1:
                result[-back] = second
            elif second == 1:
                result[-back] = first
            else:
                result[-back] = DYNAMIC
        elif first == second or second == 1:
            result[-back] = first
        elif first == 1:
            result[-back] = second
        else:
            return None
    return result


def known_broadcastable(shapes: Sequence[Sequence[int]]) -> bool:
    """``OpTrait::util::staticallyKnownBroadcastable``."""
    rank = max(len(shape) for shape in shapes)
    for back in range(1, rank + 1):
        seen_dynamic = False
        non_one: int | None = None
        for shape in shapes:
            dim = shape[-back] if back <= len(shape) else 1
            if dim == 1:
                continue
            if dim == DYNAMIC:
                if seen_dynamic or non_one is not None:
                    return False
                seen_dynamic = True
            if non_one is not None and dim != non_one:
                return False
            non_one = dim
    return True


def shape_vec(value: Value) -> list[int] | None:
    """``shape::getShapeVec``: the extents of a ``shape_of`` of a ranked value
    or of a constant shape."""
    op = value.defining_op
    if op is None:
        return None
    if op.name == "shape.shape_of":
        ty = op.operands[0].type
        if not isinstance(ty, ShapedType) or not ty.has_rank:
            return None
        return list(ty.shape)
    from tblgen_py.runtime.rewrite import constant_value

    return extents(constant_value(value))


def constant_index(value: Value) -> int | None:
    """``getConstantDim``/``getConstantIndex``: a ``const_size`` or an
    ``arith.constant`` defining ``value``."""
    op = value.defining_op
    if op is None or op.name not in ("shape.const_size", "arith.constant"):
        return None
    attr = op.get_attr("value")
    if not isinstance(attr, IntegerAttr):
        return None
    if op.name == "shape.const_size":
        return attr.value & ((1 << 64) - 1)  # getLimitedValue
    return attr.value


@folds_to_value
def _value(op: Operation, adaptor: object) -> object:
    """``const_size`` folds to its ``value``."""
    return op.get_attr("value")


implement_op("shape.const_size", "fold")(_value)


@implement_op("shape.const_shape", "fold")
def fold_const_shape(op: Operation, adaptor: object) -> object:
    """Its ``shape``."""
    return op.get_attr("shape")


@implement_op("shape.const_witness", "fold")
def fold_const_witness(op: Operation, adaptor: object) -> object:
    """Its ``passing``."""
    return op.get_attr("passing")


@implement_op("shape.cstr_require", "fold")
def fold_cstr_require(op: Operation, adaptor: object) -> object:
    """A constant predicate."""
    return _operands(adaptor)[0]


@_fold("shape.index_to_size")
@_fold("shape.size_to_index")
def fold_size_cast(op: Operation, adaptor: object) -> object:
    """A constant: sizes and indices are both ``index`` integers."""
    return _operands(adaptor)[0]


@_fold("shape.any")
def fold_any(op: Operation, adaptor: object) -> object:
    """The last operand's constant (constants are last: commutative)."""
    return _operands(adaptor)[-1]


@_fold("shape.add")
def fold_add(op: Operation, adaptor: object) -> object:
    """``add(x, 0) -> x`` (``m_Zero``: an ``index`` zero, not a size);
    constants add; poison stays poison."""
    lhs, rhs = _operands(adaptor)
    if isinstance(op.operands[1].type, IndexType):
        if isinstance(rhs, IntegerAttr) and rhs.value == 0:
            return op.operands[0]
    for operand in (lhs, rhs):
        if is_poison(operand):
            return operand
    if isinstance(lhs, IntegerAttr) and isinstance(rhs, IntegerAttr):
        if lhs.type == rhs.type:
            return IntegerAttr.get(lhs.type, lhs.value + rhs.value)
    return None


@_fold("shape.mul")
def fold_mul(op: Operation, adaptor: object) -> object:
    """Constants multiply, as an ``index``."""
    lhs, rhs = _operands(adaptor)
    if isinstance(lhs, IntegerAttr) and isinstance(rhs, IntegerAttr):
        return _index(lhs.value * rhs.value)
    return None


@_fold("shape.div")
def fold_div(op: Operation, adaptor: object) -> object:
    """Constants divide, rounding down."""
    lhs, rhs = _operands(adaptor)
    if not isinstance(lhs, IntegerAttr) or not isinstance(rhs, IntegerAttr):
        return None
    if rhs.value == 0:
        return None
    return _index(lhs.value // rhs.value)


@_fold("shape.max")
@_fold("shape.min")
def fold_max_min(op: Operation, adaptor: object) -> object:
    """Of one value with itself: that value."""
    lhs, rhs = op.operands
    return lhs if lhs is rhs else None


@_fold("shape.rank")
def fold_rank(op: Operation, adaptor: object) -> object:
    """The number of extents of a constant shape."""
    shape = extents(_operands(adaptor)[0])
    return None if shape is None else _index(len(shape))


@_fold("shape.num_elements")
def fold_num_elements(op: Operation, adaptor: object) -> object:
    """The product of a constant shape's extents (64-bit)."""
    shape = extents(_operands(adaptor)[0])
    if shape is None:
        return None
    product = 1
    for extent in shape:
        product = (product * extent) & ((1 << 64) - 1)
    return _index(product)


@_fold("shape.get_extent")
def fold_get_extent(op: Operation, adaptor: object) -> object:
    """An extent of a constant shape at a constant dimension."""
    attr = _operands(adaptor)[0]
    shape = extents(attr)
    dim = constant_index(op.operands[1])
    if shape is None or dim is None or not 0 <= dim < len(shape):
        return None
    assert isinstance(attr, DenseElementsAttr)
    return IntegerAttr.get(attr.element_type, shape[dim])


@_fold("shape.dim")
def fold_dim(op: Operation, adaptor: object) -> object:
    """A static extent of a ranked value at a constant index."""
    ty = op.operands[0].type
    if not isinstance(ty, ShapedType) or not ty.has_rank:
        return None
    index = constant_index(op.operands[1])
    if index is None or not 0 <= index < len(ty.shape):
        return None
    extent = ty.shape[index]
    return None if extent == DYNAMIC else _index(extent)


@_fold("shape.from_extents")
def fold_from_extents(op: Operation, adaptor: object) -> object:
    """Constant extents make a constant shape."""
    values = _operands(adaptor)
    if not all(isinstance(value, IntegerAttr) for value in values):
        return None
    return index_tensor_attr([value.value for value in values])  # type: ignore[attr-defined]


@_fold("shape.to_extent_tensor")
def fold_to_extent_tensor(op: Operation, adaptor: object) -> object:
    """A constant shape as a ``tensor<Nxindex>``."""
    shape = extents(_operands(adaptor)[0])
    return None if shape is None else index_tensor_attr(shape)


@_fold("shape.concat")
def fold_concat(op: Operation, adaptor: object) -> object:
    """Two constant shapes one after the other."""
    lhs, rhs = (extents(attr) for attr in _operands(adaptor))
    if lhs is None or rhs is None:
        return None
    return index_tensor_attr(lhs + rhs)


@_fold("shape.split_at")
def fold_split_at(op: Operation, adaptor: object) -> object:
    """A constant shape split at a constant index (negative: from the back)."""
    attr, index = _operands(adaptor)
    shape = extents(attr)
    if shape is None or not isinstance(index, IntegerAttr):
        return None
    split = index.value
    if not -len(shape) <= split <= len(shape):
        return None
    if split < 0:
        split += len(shape)
    return [index_tensor_attr(shape[:split]), index_tensor_attr(shape[split:])]


@_fold("shape.broadcast")
def fold_broadcast(op: Operation, adaptor: object) -> object:
    """One shape of the result type: itself; two constant shapes: their
    broadcast."""
    shapes = op.operands
    if len(shapes) == 1:
        return shapes[0] if shapes[0].type == op.results[0].type else None
    if len(shapes) > 2:
        return None
    lhs, rhs = (extents(attr) for attr in _operands(adaptor))
    if lhs is None or rhs is None:
        return None
    result = broadcasted_shape(lhs, rhs)
    return None if result is None else index_tensor_attr(result)


def _true() -> BoolAttr:
    return BoolAttr.get(True)


@_fold("shape.shape_eq")
def fold_shape_eq(op: Operation, adaptor: object) -> object:
    """Constant shapes: whether all are equal."""
    values = _operands(adaptor)
    if any(value is None for value in values):
        return None
    return BoolAttr.get(all(value == values[0] for value in values))


@_fold("shape.is_broadcastable")
def fold_is_broadcastable(op: Operation, adaptor: object) -> object:
    """Fewer than two shapes always broadcast."""
    return _true() if len(op.operands) < 2 else None


@_fold("shape.cstr_eq")
def fold_cstr_eq(op: Operation, adaptor: object) -> object:
    """Equal constant shapes pass."""
    values = _operands(adaptor)
    if all(value is not None and value == values[0] for value in values):
        return _true()
    return None


@_fold("shape.cstr_broadcastable")
def fold_cstr_broadcastable(op: Operation, adaptor: object) -> object:
    """Passes when at most one shape is not a scalar, or the constant (or
    ``shape_of``-known) extents are known to broadcast."""
    values = _operands(adaptor)
    non_scalars = [value for value in values if value is None or extents(value)]
    if len(non_scalars) <= 1:
        return _true()
    constants = [extents(value) for value in values]
    if all(shape is not None for shape in constants):
        if known_broadcastable(constants):  # type: ignore[arg-type]
            return _true()
    known = [shape_vec(value) for value in op.operands]
    if all(shape is not None for shape in known):
        if known_broadcastable(known):  # type: ignore[arg-type]
            return _true()
    return None


def fold_assuming_all(op: Operation, adaptor: object) -> object:
    """Constant witnesses (last: commutative) are dropped; a failing one is
    the result, all passing pass."""
    values = _operands(adaptor)
    for index in range(len(values) - 1, -1, -1):
        value = values[index]
        if value is None:
            return fold_traits(op, values[: len(op.operands)])
        op.erase_operand(index)
        if isinstance(value, IntegerAttr) and not value.value:
            return value
    return _true()


implement_op("shape.assuming_all", "fold")(fold_assuming_all)


class ShapeDialect(MaterializingDialect):
    """The ``shape`` dialect with MLIR's ``materializeConstant``."""

    __slots__ = ()

    def materialize_constant(
        self, builder: Builder, value: object, type: object, location: object
    ) -> Operation | None:
        """``const_shape`` for shapes and extent tensors, ``const_size`` for
        sizes, ``const_witness`` for witnesses, else ``arith.constant``;
        ``ub.poison`` for poison."""
        if is_poison(value):
            return builder.create(
                "ub.poison", (), [type], {"value": value}, location=location
            )
        if is_shape(type) or is_extent_tensor(type):
            if not isinstance(value, DenseElementsAttr):
                return None
            return builder.create(
                "shape.const_shape", (), [type], {"shape": value}, location=location
            )
        if is_size(type):
            if not isinstance(value, IntegerAttr):
                return None
            return builder.create(
                "shape.const_size", (), [type], {"value": value}, location=location
            )
        if is_shape_type(type, "witness"):
            if not isinstance(value, BoolAttr):
                return None
            return builder.create(
                "shape.const_witness", (), [type], {"passing": value}, location=location
            )
        if not arith_buildable(value, type):
            return None
        return builder.create(
            "arith.constant", (), [type], {"value": value}, location=location
        )


def register(context: object) -> None:
    """Give the context's ``shape`` dialect its constant materializer."""
    if isinstance(context, Context):
        install_materializer(context, "shape", ShapeDialect)
