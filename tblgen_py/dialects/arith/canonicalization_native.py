"""Python for the native helpers of our arith DRR canonicalization patterns.

``td/dialects/arith/ArithCanonicalization.td`` names these functions in its
``NativeCodeCall``s (called with the rewriter's builder first) and
``Constraint``s (called with the bound values); the generated
``canonicalization_drr`` module finds them here (its ``NATIVE_MODULES``).
Each follows the C++ helper MLIR uses for the same pattern.
"""

from __future__ import annotations

from tblgen_py.dialects.fold_support import (
    int_width,
    is_all_ones,
    splat_int,
    zero_attr,
)
from tblgen_py.runtime.drr import DialectAttr
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.types import FloatType, IntegerType, ShapedType
from tblgen_py.runtime.ir.value import Value

__all__ = [
    "commonOverflowFlags",
    "foldAddAttrs",
    "foldMulAttrs",
    "foldSubAttrs",
    "hasNoUses",
    "isAbsent",
    "isAllOnesInt",
    "isEqualityPredicate",
    "isIntAttrOfType",
    "isPositiveOneInt",
    "isStrictlyWider",
    "negatedPredicate",
    "sameAttr",
    "shiftMatchesTruncation",
    "zeroOfType",
]

_NEGATED = {0: 1, 1: 0, 2: 5, 3: 4, 4: 3, 5: 2, 6: 9, 7: 8, 8: 7, 9: 6}
"""``invertPredicate``: eq<->ne, slt<->sge, sle<->sgt, ult<->uge, ule<->ugt."""
_EQ, _NE = 0, 1
_OVERFLOW_ORDER = ("nsw", "nuw")


def _int_value(attr: object) -> int:
    """The value of an IntegerAttr (``cast<IntegerAttr>(...).getValue()``)."""
    if not isinstance(attr, IntegerAttr):
        raise TypeError(f"expected an integer attribute, got {attr!r}")
    return attr.value


def _typed(value: object, result: int) -> IntegerAttr:
    return IntegerAttr.get(value.type, result)  # type: ignore[attr-defined]


def foldAddAttrs(builder: object, res: Value, lhs: object, rhs: object) -> object:
    """``lhs + rhs`` wrapped to the type of ``res``."""
    return _typed(res, _int_value(lhs) + _int_value(rhs))


def foldSubAttrs(builder: object, res: Value, lhs: object, rhs: object) -> object:
    """``lhs - rhs`` wrapped to the type of ``res``."""
    return _typed(res, _int_value(lhs) - _int_value(rhs))


def foldMulAttrs(builder: object, res: Value, lhs: object, rhs: object) -> object:
    """``lhs * rhs`` wrapped to the type of ``res``."""
    return _typed(res, _int_value(lhs) * _int_value(rhs))


def _flags(attr: object) -> set[str]:
    text = getattr(attr, "data", None)
    if isinstance(text, str) and "<" in text:
        inner = text[text.index("<") + 1 : text.rindex(">")]
        return {word.strip() for word in inner.split(",") if word.strip()} - {"none"}
    return set()


def commonOverflowFlags(builder: object, first: object, second: object) -> object:
    """The flags both ``#arith.overflow`` attributes carry (their intersection)."""
    flags = getattr(first, "value", None)
    other = getattr(second, "value", None)
    if isinstance(flags, int) and isinstance(other, int):  # the dialect's class
        get = getattr(type(first), "get")
        return get(type(flags)(int(flags) & int(other)))
    common = _flags(first) & _flags(second)
    words = ", ".join(name for name in _OVERFLOW_ORDER if name in common)
    return DialectAttr(f"#arith.overflow<{words or 'none'}>").get(builder)


def negatedPredicate(builder: object, pred: object) -> object:
    """The ``cmpi`` predicate true exactly when ``pred`` is false."""
    value = _int_value(pred)
    return IntegerAttr.get(pred.type, _NEGATED[value])  # type: ignore[attr-defined]


def zeroOfType(builder: object, value: Value) -> object:
    """``getZeroAttr(value.getType())``: 0 (a splat for shaped types)."""
    return zero_attr(value.type)


def sameAttr(attr: object) -> object:
    """The attribute, for a new constant."""
    return attr


def isAllOnesInt(attr: object) -> bool:
    """An integer constant (or splat) with every bit set."""
    return splat_int(attr) is not None and is_all_ones(attr)


def isPositiveOneInt(attr: object) -> bool:
    """An integer constant (or splat) equal to 1 and positive (so not ``i1``)."""
    value = splat_int(attr)
    if value != 1:
        return False
    ty = getattr(attr, "type", None)
    if isinstance(ty, ShapedType):
        ty = ty.element_type
    return int_width(ty) > 1


def hasNoUses(value: Value) -> bool:
    """The value has no uses."""
    return not value.uses


def isEqualityPredicate(pred: object) -> bool:
    """``eq`` or ``ne``."""
    return isinstance(pred, IntegerAttr) and pred.value in (_EQ, _NE)


def isIntAttrOfType(attr: object, value: Value) -> bool:
    """An integer attribute typed as ``value``."""
    return isinstance(attr, IntegerAttr) and attr.type == value.type


def _width(value: Value) -> int:
    """``getScalarOrElementWidth``: the element's bit width, -1 unless int/float."""
    ty = value.type
    if isinstance(ty, ShapedType):
        ty = ty.element_type
    if isinstance(ty, IntegerType):
        return ty.width
    if isinstance(ty, FloatType):
        return ty.width
    return -1


def isStrictlyWider(wide: Value, narrow: Value) -> bool:
    """``wide`` has more bits than ``narrow``, which has some."""
    return _width(wide) > _width(narrow) > 0


def shiftMatchesTruncation(value: Value, truncated: Value, amount: object) -> bool:
    """The shift amount equals the bits truncation drops."""
    shift = splat_int(amount)
    return shift is not None and _width(value) - _width(truncated) == shift


def isAbsent(attr: object) -> bool:
    """The optional attribute is not set."""
    return attr is None
