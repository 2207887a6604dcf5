"""Helpers of the fold hooks: constant matchers and elementwise constant folding.

Integer elements are handled as unsigned bit patterns of their width (index:
64 bits), float elements as their raw bit patterns, as MLIR's ``APInt`` and
``APFloat`` hold them.  The ``const_fold`` family mirrors MLIR's
``constFoldBinaryOp``/``constFoldUnaryOp``/``constFoldCastOp``: scalars,
splats and dense elements, with no result when any element does not fold.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tblgen_py.runtime.ir.attributes import FloatAttr, IntegerAttr
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import (
    FloatType,
    IndexType,
    IntegerType,
    ShapedType,
    Type,
)
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.predicates import isa, register_dialect_class
from tblgen_py.runtime.rewrite.trait_folds import (
    fold_cast_interface,
    fold_commutative,
    fold_idempotent,
    fold_involution,
    fold_traits,
    with_trait_folds,
)

ElementFold = Callable[..., "int | None"]
"""Folds element bit patterns into a result bit pattern (None: no fold)."""


def int_width(ty: object) -> int:
    """The bit width of an integer or index (element) type; 0 otherwise."""
    if isinstance(ty, IntegerType):
        return ty.width
    return 64 if isinstance(ty, IndexType) else 0


def is_int_type(ty: object) -> bool:
    """An integer (``i0`` included) or index type."""
    return isinstance(ty, (IntegerType, IndexType))


def element_type(ty: object) -> object:
    """``getElementTypeOrSelf``."""
    return ty.element_type if isinstance(ty, ShapedType) else ty


def to_unsigned(value: int, width: int) -> int:
    """``value`` as the unsigned bit pattern of ``width`` bits."""
    return value & ((1 << width) - 1)


def to_signed(bits: int, width: int) -> int:
    """The two's complement value of ``width``-bit pattern ``bits``."""
    bits = to_unsigned(bits, width)
    return bits - (1 << width) if width and bits >> (width - 1) else bits


def splat_int(attr: object) -> int | None:
    """``m_ConstantInt``: an integer scalar or splat, as an unsigned pattern."""
    if isinstance(attr, IntegerAttr):
        if not is_int_type(attr.type):
            return None
        return to_unsigned(attr.value, int_width(attr.type))
    if isinstance(attr, DenseElementsAttr) and attr.is_splat:
        elt = attr.type.element_type
        value = attr.values[0]
        if is_int_type(elt) and isinstance(value, int):
            return to_unsigned(value, int_width(elt))
    return None


def int_attr_width(attr: object) -> int:
    """The element width of an integer scalar or elements attribute."""
    ty = getattr(attr, "type", None)
    return int_width(element_type(ty))


def is_zero(attr: object) -> bool:
    """``m_Zero``."""
    if type(attr) is IntegerAttr:  # the common case, without splat_int's calls
        ty = attr.type
        if type(ty) is IntegerType:
            return attr.value & ((1 << ty.width) - 1) == 0
    return splat_int(attr) == 0


def is_one(attr: object) -> bool:
    """``m_One``."""
    return splat_int(attr) == 1


def is_all_ones(attr: object) -> bool:
    """``m_AllOnes``."""
    value = splat_int(attr)
    width = int_attr_width(attr)
    return value is not None and value == (1 << width) - 1


def splat_float_bits(attr: object) -> int | None:
    """A float scalar or splat's bit pattern."""
    if isinstance(attr, FloatAttr):
        return attr.bits
    if isinstance(attr, DenseElementsAttr) and attr.is_splat:
        value = attr.values[0]
        if isinstance(attr.type.element_type, FloatType) and isinstance(value, int):
            return value
    return None


def scalar_attr(ty: object, bits: int) -> object | None:
    """The scalar attribute of element type ``ty`` from a bit pattern."""
    if isinstance(ty, FloatType):
        return FloatAttr.from_bits(ty, bits)
    if isinstance(ty, (IntegerType, IndexType)):
        return IntegerAttr.get(ty, bits)
    return None


def splat_of(ty: object, bits: int, static_only: bool = True) -> object | None:
    """A scalar of ``ty``, or a splat of a vector or tensor type.

    ``static_only``: no splat for a dynamic shape (``getBoolAttribute``);
    ``getZeroAttr`` builds one anyway.
    """
    if not isinstance(ty, ShapedType):
        return scalar_attr(ty, bits)
    if static_only and not ty.has_static_shape:
        return None
    return DenseElementsAttr.get(ty, [bits])


def zero_attr(ty: object) -> object | None:
    """``Builder::getZeroAttr`` for integer, index and float (shaped) types."""
    return splat_of(ty, 0, static_only=False)


def _element_bits(attr: DenseElementsAttr) -> list[int] | None:
    """Integer elements as unsigned patterns, float elements as bits."""
    elt = attr.type.element_type
    width = int_width(elt)
    values = attr.element_values()
    if not all(isinstance(v, int) for v in values):
        return None
    if is_int_type(elt):
        return [to_unsigned(v, width) for v in values]  # type: ignore[arg-type]
    return values if isinstance(elt, FloatType) else None  # type: ignore[return-value]


def _scalar_bits(attr: object, kind: type) -> int | None:
    """The bit pattern of a scalar of attribute class ``kind``."""
    if kind is IntegerAttr and isinstance(attr, IntegerAttr):
        if not is_int_type(attr.type):
            return None
        return to_unsigned(attr.value, int_width(attr.type))
    if kind is FloatAttr and isinstance(attr, FloatAttr):
        return attr.bits
    return None


_NOT_POISON = (IntegerAttr, FloatAttr, DenseElementsAttr)


def is_poison(attr: object) -> bool:
    """``isa<ub::PoisonAttr>``: ``#ub.poison`` (or another poison attribute)."""
    if attr is None or isinstance(attr, _NOT_POISON):
        return False
    return isa(attr, "ub::PoisonAttrInterface")


def const_fold(
    operands: Sequence[object],
    kind: type,
    fn: ElementFold,
    result_type: object | None = None,
    poison: bool | None = None,
) -> object | None:
    """Fold operand constants of scalar class ``kind`` elementwise with ``fn``.

    The result has ``result_type`` (default: the first operand's type); all
    operands must have the same type, as MLIR requires.  A poison operand is
    the result when ``poison`` holds (by default when no result type is given,
    as ``CommonFolders.h`` defaults; its cast folder always propagates it).
    """
    if poison if poison is not None else result_type is None:
        for attr in operands:
            if is_poison(attr):
                return attr
    if not operands or any(attr is None for attr in operands):
        return None
    first_type = getattr(operands[0], "type", None)
    if any(getattr(attr, "type", None) != first_type for attr in operands):
        return None
    out = first_type if result_type is None else result_type
    if all(isinstance(attr, kind) for attr in operands):
        bits = [_scalar_bits(attr, kind) for attr in operands]
        if any(b is None for b in bits):
            return None
        folded = fn(*bits)
        return None if folded is None else scalar_attr(out, folded)
    if not all(isinstance(attr, DenseElementsAttr) for attr in operands):
        return None
    return _fold_elements(operands, kind, fn, out)  # type: ignore[arg-type]


def _fold_elements(
    operands: Sequence[DenseElementsAttr],
    kind: type,
    fn: ElementFold,
    out: object,
) -> object | None:
    """``const_fold`` over dense (or splat) elements."""
    elt = operands[0].type.element_type
    if (kind is FloatAttr) != isinstance(elt, FloatType) or not isinstance(
        out, ShapedType
    ):
        return None
    columns = [_element_bits(attr) for attr in operands]
    if any(column is None for column in columns):
        return None
    if all(attr.is_splat for attr in operands):
        columns = [column[:1] for column in columns]  # type: ignore[index]
    results: list[int] = []
    for row in zip(*columns):
        folded = fn(*row)
        if folded is None:
            return None
        results.append(folded)
    if isinstance(out.element_type, FloatType):
        return DenseElementsAttr.get(out, results)
    width = int_width(out.element_type)
    return DenseElementsAttr.get(out, [to_signed(r, width) for r in results])


def defining(value: Value, name: str) -> Operation | None:
    """``value.getDefiningOp<Op>()`` by op name."""
    op = value.defining_op
    return op if op is not None and op.name == name else None


def has_ods_trait(op: Operation, name: str) -> bool:
    """Whether ``op``'s class lists ODS trait ``name``."""
    return name in getattr(type(op), "ODS_TRAITS", ())


def enum_flags(attr: object) -> frozenset[str]:
    """The case names of a bit-enum attribute: ``#arith.overflow<nsw, nuw>``
    (opaque, or an attribute class of its dialect)."""
    text = getattr(attr, "data", None)
    if not isinstance(text, str) and attr is not None:
        text = str(attr)
    if not isinstance(text, str) or "<" not in text:
        return frozenset()
    inner = text[text.index("<") + 1 : text.rindex(">")]
    return frozenset(word.strip() for word in inner.split(",") if word.strip())


def mask(width: int) -> int:
    """All ones in ``width`` bits."""
    return (1 << width) - 1


for _name in ("ub::PoisonAttrInterface", "ub::PoisonAttr"):
    register_dialect_class(_name, "ub", "poison")

__all__ = [
    "Type",
    "const_fold",
    "defining",
    "element_type",
    "enum_flags",
    "fold_cast_interface",
    "fold_commutative",
    "fold_idempotent",
    "fold_involution",
    "fold_traits",
    "has_ods_trait",
    "int_attr_width",
    "int_width",
    "is_int_type",
    "is_poison",
    "is_all_ones",
    "is_one",
    "is_zero",
    "mask",
    "scalar_attr",
    "splat_float_bits",
    "splat_int",
    "splat_of",
    "to_signed",
    "to_unsigned",
    "with_trait_folds",
    "zero_attr",
]
