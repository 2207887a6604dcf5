"""MLIR C++ methods on attributes, APInt/APFloat, values, operations and ranges.

Integer attribute values are ``APInt`` (bits and width, so ``getSExtValue`` and
``getZExtValue`` differ as in C++); a ``BoolAttr``'s value is an ``i1`` APInt,
which is truthy and compares equal to ``True``/``False`` as ``bool`` does in C++
(casts are not kept, so ``getValue()`` cannot tell the two C++ classes apart).
Float attribute values are Python floats.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterable, Sequence

from tblgen_py.runtime.ir import attributes as A
from tblgen_py.runtime.ir import attributes_dense as D
from tblgen_py.runtime.ir import types as T
from tblgen_py.runtime.ir.affine import AffineMapAttr, IntegerSetAttr
from tblgen_py.runtime.predicates.base import function, method, unavailable
from tblgen_py.runtime.predicates.types import call_method


@dataclass(frozen=True)
class APInt:
    """An integer of a fixed bit width, stored as its unsigned bit pattern."""

    bits: int
    width: int

    @classmethod
    def of(cls, value: int, width: int) -> APInt:
        """``value`` truncated to ``width`` bits."""
        return cls(value & ((1 << width) - 1), width)

    @property
    def signed(self) -> int:
        """The two's complement value."""
        if self.width and self.bits >> (self.width - 1):
            return self.bits - (1 << self.width)
        return self.bits

    def __bool__(self) -> bool:
        """Nonzero, as a ``BoolAttr`` value or ``APInt::getBoolValue``."""
        return self.bits != 0

    def __eq__(self, other: object) -> bool:
        """Equal bit patterns; a plain int or bool compares by value."""
        if isinstance(other, APInt):
            return self.bits == other.bits and self.width == other.width
        if isinstance(other, int):
            return self.bits == APInt.of(other, self.width).bits
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.bits, self.width))


def _apint(value: object) -> APInt:
    """``value`` as an APInt (a plain int is taken as 64-bit)."""
    if isinstance(value, APInt):
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return APInt.of(value, 64)
    raise unavailable("an APInt method", value)


def _int_width(ty: object) -> int:
    """Storage width of an integer attribute's type (index is 64-bit)."""
    if isinstance(ty, T.IntegerType):
        return ty.width
    return 64


# -- attributes -------------------------------------------------------------------


@method("getValue")
def get_value(value: object) -> object:
    """``getValue()`` of the builtin attributes."""
    if isinstance(value, A.IntegerAttr):  # BoolAttr too: an i1 APInt
        return APInt.of(value.value, _int_width(value.type))
    if isinstance(value, A.FloatAttr):
        return value.value
    if isinstance(value, (A.StringAttr, A.FlatSymbolRefAttr)):
        return value.value
    if isinstance(value, A.TypeAttr):
        return value.type
    if isinstance(value, A.ArrayAttr):
        return value.elements
    if isinstance(value, A.DictionaryAttr):
        return value.items
    if isinstance(value, (AffineMapAttr, IntegerSetAttr)):
        return value.value
    return call_method(value, "getValue")


@method("getInt", "getSInt")
def get_int(value: object) -> int:
    """``IntegerAttr::getInt()``: the signed value."""
    if isinstance(value, A.IntegerAttr):
        return APInt.of(value.value, _int_width(value.type)).signed
    raise unavailable("getInt()", value)


@method("getUInt")
def get_uint(value: object) -> int:
    """``IntegerAttr::getUInt()``: the unsigned value."""
    if isinstance(value, A.IntegerAttr):
        return APInt.of(value.value, _int_width(value.type)).bits
    raise unavailable("getUInt()", value)


@method("getValueAsDouble")
def get_value_as_double(value: object) -> float:
    """``FloatAttr::getValueAsDouble()``."""
    if isinstance(value, A.FloatAttr):
        return value.value
    raise unavailable("getValueAsDouble()", value)


@method("getType")
def get_type(value: object) -> object:
    """The type of a value or of a typed attribute; of a range, the types."""
    ty = getattr(value, "type", None)
    if ty is not None:
        return ty
    if isinstance(value, (list, tuple)):
        return tuple(get_type(item) for item in value)
    raise unavailable("getType()", value)


@method("asArrayRef")
def as_array_ref(value: object) -> tuple[object, ...]:
    """``DenseArrayAttr::asArrayRef()``."""
    if isinstance(value, D.DenseArrayAttr):
        return tuple(value.values)
    raise unavailable("asArrayRef()", value)


@method("isSplat")
def is_splat(value: object) -> bool:
    """``DenseElementsAttr::isSplat()``."""
    if isinstance(value, D.DenseElementsAttr):
        return value.is_splat
    raise unavailable("isSplat()", value)


@method("getRootReference")
def get_root_reference(value: object) -> str:
    """``SymbolRefAttr::getRootReference()`` (a string)."""
    if isinstance(value, A.SymbolRefAttr):
        return value.root
    raise unavailable("getRootReference()", value)


@method("getLeafReference")
def get_leaf_reference(value: object) -> str:
    """``SymbolRefAttr::getLeafReference()`` (a string)."""
    if isinstance(value, A.SymbolRefAttr):
        return value.leaf
    raise unavailable("getLeafReference()", value)


# -- APInt and APFloat ---------------------------------------------------------------


@method("getSExtValue")
def get_sext_value(value: object) -> int:
    """``APInt::getSExtValue()``."""
    return _apint(value).signed


@method("getZExtValue", "getLimitedValue")
def get_zext_value(value: object) -> int:
    """``APInt::getZExtValue()``."""
    return _apint(value).bits


@method("getBitWidth")
def get_bit_width(value: object) -> int:
    """``APInt::getBitWidth()``."""
    return _apint(value).width


@method("isStrictlyPositive")
def is_strictly_positive(value: object) -> bool:
    """``APInt::isStrictlyPositive()`` (signed)."""
    return _apint(value).signed > 0


@method("isNonNegative")
def is_non_negative(value: object) -> bool:
    """``APInt::isNonNegative()`` (signed)."""
    return _apint(value).signed >= 0


@method("isNegative")
def is_negative(value: object) -> bool:
    """``isNegative()`` of an APInt (signed) or an APFloat (sign bit)."""
    if isinstance(value, float):
        return math.copysign(1.0, value) < 0
    return _apint(value).signed < 0


@method("isPowerOf2")
def is_power_of2(value: object) -> bool:
    """``APInt::isPowerOf2()`` (unsigned bit pattern)."""
    bits = _apint(value).bits
    return bits > 0 and bits & (bits - 1) == 0


@method("isZero")
def is_zero(value: object) -> bool:
    """``isZero()`` of an APInt or an APFloat."""
    if isinstance(value, float):
        return value == 0.0
    return _apint(value).bits == 0


@method("isOne")
def is_one(value: object) -> bool:
    """``APInt::isOne()``."""
    return _apint(value).bits == 1


@method("isAllOnes")
def is_all_ones(value: object) -> bool:
    """``APInt::isAllOnes()``."""
    v = _apint(value)
    return v.bits == (1 << v.width) - 1


@function("APInt")
def ap_int(width: int, value: int) -> APInt:
    """``llvm::APInt(width, value)``."""
    return APInt.of(value, width)


@method("eq")
def apint_eq(lhs: object, rhs: object) -> bool:
    """``APInt::eq``: same bit pattern."""
    return _apint(lhs).bits == _apint(rhs).bits


@method("ne")
def apint_ne(lhs: object, rhs: object) -> bool:
    """``APInt::ne``."""
    return not apint_eq(lhs, rhs)


@method("slt")
def apint_slt(lhs: object, rhs: object) -> bool:
    """``APInt::slt`` (signed)."""
    return _apint(lhs).signed < _apint(rhs).signed


@method("sle")
def apint_sle(lhs: object, rhs: object) -> bool:
    """``APInt::sle`` (signed)."""
    return _apint(lhs).signed <= _apint(rhs).signed


@method("sgt")
def apint_sgt(lhs: object, rhs: object) -> bool:
    """``APInt::sgt`` (signed)."""
    return _apint(lhs).signed > _apint(rhs).signed


@method("sge")
def apint_sge(lhs: object, rhs: object) -> bool:
    """``APInt::sge`` (signed)."""
    return _apint(lhs).signed >= _apint(rhs).signed


@method("ult")
def apint_ult(lhs: object, rhs: object) -> bool:
    """``APInt::ult`` (unsigned)."""
    return _apint(lhs).bits < _apint(rhs).bits


@method("ule")
def apint_ule(lhs: object, rhs: object) -> bool:
    """``APInt::ule`` (unsigned)."""
    return _apint(lhs).bits <= _apint(rhs).bits


@method("ugt")
def apint_ugt(lhs: object, rhs: object) -> bool:
    """``APInt::ugt`` (unsigned)."""
    return _apint(lhs).bits > _apint(rhs).bits


@method("uge")
def apint_uge(lhs: object, rhs: object) -> bool:
    """``APInt::uge`` (unsigned)."""
    return _apint(lhs).bits >= _apint(rhs).bits


@method("isNaN")
def is_nan(value: object) -> bool:
    """``APFloat::isNaN()``."""
    return isinstance(value, float) and math.isnan(value)


@method("isInfinity")
def is_infinity(value: object) -> bool:
    """``APFloat::isInfinity()``."""
    return isinstance(value, float) and math.isinf(value)


@method("convertToDouble", "convertToFloat")
def convert_to_double(value: object) -> float:
    """``APFloat::convertToDouble()``."""
    if isinstance(value, float):
        return value
    raise unavailable("convertToDouble()", value)


# -- operations and values -------------------------------------------------------------


def _operands(op: object) -> Sequence[object]:
    """The operand values of an operation."""
    operands = getattr(op, "operands", None)
    if operands is None:
        raise unavailable("operands", op)
    return list(operands)


@method("getOperand")
def get_operand(op: object, index: int) -> object:
    """``Operation::getOperand(i)``."""
    return _operands(op)[index]


@method("getOperands")
def get_operands(op: object) -> tuple[object, ...]:
    """``Operation::getOperands()``."""
    return tuple(_operands(op))


@method("getNumOperands")
def get_num_operands(op: object) -> int:
    """``Operation::getNumOperands()``."""
    return len(_operands(op))


@method("getResult")
def get_result(op: object, index: int) -> object:
    """``Operation::getResult(i)``."""
    results = getattr(op, "results", None)
    if results is None:
        raise unavailable("getResult()", op)
    return results[index]


@method("getParentOp")
def get_parent_op(op: object) -> object:
    """``Operation::getParentOp()`` (None at top level)."""
    if not hasattr(op, "parent_op"):
        raise unavailable("getParentOp()", op)
    return op.parent_op


@method("getRegion")
def get_region(op: object, index: int) -> object:
    """``Operation::getRegion(i)``."""
    regions = getattr(op, "regions", None)
    if regions is None:
        raise unavailable("getRegion()", op)
    return regions[index]


@method("getNumRegions")
def get_num_regions(op: object) -> int:
    """``Operation::getNumRegions()``."""
    return len(getattr(op, "regions", ()))


@method("getDefiningOp")
def get_defining_op(value: object) -> object:
    """``Value::getDefiningOp()`` (None for block arguments)."""
    if not hasattr(value, "defining_op"):
        raise unavailable("getDefiningOp()", value)
    return value.defining_op


@method("getContext")
def get_context(value: object) -> None:
    """``getContext()``: types and attributes here need no context."""
    return None


# -- ranges ------------------------------------------------------------------------------


def _sequence(value: object) -> Sequence[object]:
    """A C++ range as a Python sequence."""
    if isinstance(value, A.ArrayAttr):
        return value.elements
    if isinstance(value, D.DenseArrayAttr):
        return value.values
    if isinstance(value, (tuple, list, str)):
        return value
    if not isinstance(value, Iterable):
        raise unavailable("a range method", value)
    return list(value)


@method("size")
def size(value: object) -> int:
    """``size()`` of a range, array attribute or string."""
    return len(_sequence(value))


@method("empty")
def empty(value: object) -> bool:
    """``empty()`` of a range, region or string."""
    return len(_sequence(value)) == 0


@method("front")
def front(value: object) -> object:
    """``front()``."""
    return _sequence(value)[0]


@method("back")
def back(value: object) -> object:
    """``back()``."""
    return _sequence(value)[-1]


@method("drop_back")
def drop_back(value: object, count: int = 1) -> Sequence[object]:
    """``ArrayRef::drop_back(n)``."""
    seq = _sequence(value)
    return seq[: len(seq) - count]


@method("drop_front")
def drop_front(value: object, count: int = 1) -> Sequence[object]:
    """``ArrayRef::drop_front(n)``."""
    return _sequence(value)[count:]
