"""``index`` folders and canonicalization, ported from MLIR's C++ (``IndexOps.cpp``).

Index values are 64 or 32 bits wide on the target: an op whose low 32 result
bits depend only on the low 32 operand bits (add, sub, mul, shl, and, or,
xor) folds at 64 bits; the others fold only when the 64-bit result truncated
equals the 32-bit one.  Also ``add``/``sub`` of 0, ``mul`` by 1 or 0,
``casts``/``castu`` of a constant (built only where ``index`` can materialize
the result), ``cmp`` of constants, of one value with itself or of a
min/max with a constant against a constant (``cmp_ranges``), the
``canonicalize`` methods of the associative-commutative ops
(``op(op(x, c1), c2) -> op(x, op(c1, c2))``) and ``cmp(sub(a, b), 0) ->
cmp(a, b)``, and the dialect's materializer (``index.constant`` for index
integers, ``index.bool.constant`` for i1).
"""

from __future__ import annotations

from collections.abc import Callable

from tblgen_py.dialects.constant_fold import install_materializer, register_buildable
from tblgen_py.dialects.fold_support import to_signed, with_trait_folds
from tblgen_py.dialects.index.cmp_ranges import fold_cmp_of_max_or_min
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IndexType, IntegerType
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import PatternRewriter, constant_value

__all__ = ["compare", "register"]

_INDEX = IndexType.get()
_I1 = IntegerType.get(1)
Calc = Callable[[int, int, int], "int | None"]
"""Unsigned operand bits and width to unsigned result bits (None: no fold)."""


def _bits(attr: object) -> int | None:
    """The unsigned 64-bit pattern of an index ``IntegerAttr``."""
    if not isinstance(attr, IntegerAttr):
        return None
    return attr.value & ((1 << 64) - 1)


def _index(bits: int) -> IntegerAttr:
    return IntegerAttr.get(_INDEX, to_signed(bits, 64))


def _s(bits: int, width: int) -> int:
    return to_signed(bits, width)


def _attach_fold(name: str, fold: Callable[[Operation, object], object]) -> None:
    """Attach ``fold`` to op ``name``, trait folds after it (``Commutative``)."""
    implement_op(name, "fold")(with_trait_folds(fold))


def _fold_binary(adaptor: object, calc: Calc, checked: bool) -> object:
    """``foldBinaryOpUnchecked``/``foldBinaryOpChecked``."""
    operands = getattr(adaptor, "operands", [])
    lhs, rhs = _bits(operands[0]), _bits(operands[1])
    if lhs is None or rhs is None:
        return None
    result64 = calc(lhs, rhs, 64)
    if result64 is None:
        return None
    if checked:
        mask = (1 << 32) - 1
        result32 = calc(lhs & mask, rhs & mask, 32)
        if result32 is None or result64 & mask != result32 & mask:
            return None
    return _index(result64 & ((1 << 64) - 1))


def _binary(name: str, calc: Calc, checked: bool) -> None:
    def fold(op: Operation, adaptor: object) -> object:
        return _fold_binary(adaptor, calc, checked)

    fold.__doc__ = f"``{name}``'s constant fold."
    _attach_fold(name, fold)


def _sdiv(a: int, b: int, w: int) -> int | None:
    if b == 0:
        return None
    x, y = _s(a, w), _s(b, w)
    q = abs(x) // abs(y)
    return -q if (x < 0) != (y < 0) else q


def _srem(a: int, b: int, w: int) -> int | None:
    if b == 0:
        return None
    x, y = _s(a, w), _s(b, w)
    r = abs(x) % abs(y)
    return -r if x < 0 else r


def _ceildivs(a: int, b: int, w: int) -> int | None:
    if b == 0:
        return None
    if a == 0:
        return 0
    n, m = _s(a, w), _s(b, w)
    if (n > 0) != (m > 0):
        return -(_sdiv(-n % (1 << w), b, w) or 0)
    x = -1 if m > 0 else 1
    quotient = _sdiv((n + x) % (1 << w), b, w)
    return None if quotient is None else quotient + 1


def _floordivs(a: int, b: int, w: int) -> int | None:
    if b == 0:
        return None
    if a == 0:
        return 0
    n, m = _s(a, w), _s(b, w)
    if (n < 0) == (m < 0):
        return _sdiv(a, b, w)
    x = 1 if m < 0 else -1
    quotient = _sdiv((x - n) % (1 << w), b, w)
    return None if quotient is None else -1 - quotient


def _shift_ok(b: int) -> bool:
    return b < 32


_UNCHECKED: dict[str, Calc] = {
    "index.add": lambda a, b, w: a + b,
    "index.sub": lambda a, b, w: a - b,
    "index.mul": lambda a, b, w: a * b,
    "index.shl": lambda a, b, w: (a << b) if _shift_ok(b) else None,
    "index.and": lambda a, b, w: a & b,
    "index.or": lambda a, b, w: a | b,
    "index.xor": lambda a, b, w: a ^ b,
}
_CHECKED: dict[str, Calc] = {
    "index.divs": _sdiv,
    "index.divu": lambda a, b, w: a // b if b else None,
    "index.ceildivs": _ceildivs,
    "index.ceildivu": lambda a, b, w: (
        (0 if a == 0 else (a - 1) // b + 1) if b else None
    ),
    "index.floordivs": _floordivs,
    "index.rems": _srem,
    "index.remu": lambda a, b, w: a % b if b else None,
    "index.maxs": lambda a, b, w: a if _s(a, w) > _s(b, w) else b,
    "index.maxu": lambda a, b, w: a if a > b else b,
    "index.mins": lambda a, b, w: a if _s(a, w) < _s(b, w) else b,
    "index.minu": lambda a, b, w: a if a < b else b,
    "index.shrs": lambda a, b, w: (_s(a, w) >> b) if _shift_ok(b) else None,
    "index.shru": lambda a, b, w: (a >> b) if _shift_ok(b) else None,
}


def _identity_fold(name: str, calc: Calc) -> None:
    """add/sub of 0 and mul by 1 give the lhs, mul by 0 gives 0 (after constants)."""

    def fold(op: Operation, adaptor: object) -> object:
        folded = _fold_binary(adaptor, calc, False)
        if folded is not None:
            return folded
        rhs = getattr(adaptor, "operands", [None, None])[1]
        value = _bits(rhs)
        if value == 0 and name in ("index.add", "index.sub"):
            return op.operands[0]
        if name == "index.mul" and value == 1:
            return op.operands[0]
        if name == "index.mul" and value == 0:
            return rhs
        return None

    fold.__doc__ = f"``{name}``'s fold."
    _attach_fold(name, fold)


for _name, _calc in _UNCHECKED.items():
    if _name in ("index.add", "index.sub", "index.mul"):
        _identity_fold(_name, _calc)
    else:
        _binary(_name, _calc, False)
for _name, _calc in _CHECKED.items():
    _binary(_name, _calc, True)


def _cast_fold(signed: bool) -> Callable[[Operation, object], object]:
    def fold(op: Operation, adaptor: object) -> object:
        attr = getattr(adaptor, "operands", [None])[0]
        if not isinstance(attr, IntegerAttr):
            return None
        ty = op.results[0].type
        if not isinstance(ty, (IndexType, IntegerType)):
            return None
        width_in = attr.type.width if isinstance(attr.type, IntegerType) else 64
        value = attr.value & ((1 << width_in) - 1)

        def ext(bits: int, from_width: int) -> int:
            return to_signed(bits, from_width) if signed else bits

        if isinstance(ty, IndexType):
            return IntegerAttr.get(ty, to_signed(ext(value, width_in), 64))
        width = getattr(ty, "width", 0)
        if width <= 32:
            return IntegerAttr.get(ty, to_signed(value, width))
        low = value & ((1 << 32) - 1)
        extended = ext(low, 32) & ((1 << 64) - 1)
        if width >= 64:
            if extended != value:
                return None
            return IntegerAttr.get(ty, to_signed(ext(value, 64), width))
        result = value & ((1 << width) - 1)
        if result != ext(low, 32) & ((1 << width) - 1):
            return None
        return IntegerAttr.get(ty, to_signed(result, width))

    fold.__doc__ = "``foldCastOp``."
    return fold


_attach_fold("index.casts", _cast_fold(True))
_attach_fold("index.castu", _cast_fold(False))

_MIN_MAX = ("index.mins", "index.minu", "index.maxs", "index.maxu")
_SAME_ARGS = {"eq": True, "sge": True, "sle": True, "uge": True, "ule": True}


def compare(pred: str, a: int, b: int, width: int) -> bool:
    """``compareIndices`` on unsigned ``width``-bit patterns."""
    if pred in ("eq", "ne"):
        return (a == b) == (pred == "eq")
    if pred[0] == "s":
        a, b = _s(a, width), _s(b, width)
    op = pred[1:]
    return {"lt": a < b, "le": a <= b, "gt": a > b, "ge": a >= b}[op]


def _pred(op: Operation) -> str:
    attr = op.get_attr("pred")
    text = str(attr)
    for name in ("ult", "ule", "ugt", "uge", "slt", "sle", "sgt", "sge", "eq", "ne"):
        if f" {name}>" in text or f"<{name}>" in text or text.endswith(name):
            return name
    value = getattr(attr, "value", None)
    names = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
    return names[int(value)] if isinstance(value, int) else "eq"


def fold_cmp(op: Operation, adaptor: object) -> object:
    """Constants compared at 64 and 32 bits (when both agree); a ``min``/``max``
    with a constant against a constant; ``cmp(x, x)``."""
    operands = getattr(adaptor, "operands", [None, None])
    lhs, rhs = _bits(operands[0]), _bits(operands[1])
    pred = _pred(op)
    if lhs is not None and rhs is not None:
        mask = (1 << 32) - 1
        result = compare(pred, lhs, rhs, 64)
        if result == compare(pred, lhs & mask, rhs & mask, 32):
            return IntegerAttr.get(_I1, int(result))
    folded = _fold_cmp_of_max_or_min(op, pred, rhs)
    if folded is not None:
        return IntegerAttr.get(_I1, int(folded))
    if op.operands[0] is op.operands[1]:
        return IntegerAttr.get(_I1, int(_SAME_ARGS.get(pred, False)))
    return None


def _fold_cmp_of_max_or_min(op: Operation, pred: str, rhs: int | None) -> bool | None:
    """``cmp(max/min(x, a), b)`` decided by the range the min/max bounds."""
    lhs_op = op.operands[0].defining_op
    if rhs is None or lhs_op is None or lhs_op.name not in _MIN_MAX:
        return None
    a = _bits(constant_value(lhs_op.operands[1]))
    if a is None:
        return None
    return fold_cmp_of_max_or_min(lhs_op.name, pred, a, rhs)


_attach_fold("index.cmp", fold_cmp)


@implement_op("index.cmp", "canonicalize")
def canonicalize_cmp(op: Operation, rewriter: PatternRewriter) -> bool:
    """``cmp(sub(x, y), 0) -> cmp(x, y)``, ``cmp(0, sub(x, y)) -> cmp(y, x)``."""
    lhs, rhs = op.operands
    rhs_zero = _bits(constant_value(rhs)) == 0
    lhs_zero = _bits(constant_value(lhs)) == 0
    if not rhs_zero and not lhs_zero:
        return False
    sub = (lhs if rhs_zero else rhs).defining_op
    if sub is None or sub.name != "index.sub":
        return False
    a, b = sub.operands
    operands = [a, b] if rhs_zero else [b, a]
    properties = op.properties
    new = rewriter.create(
        "index.cmp",
        operands,
        [_I1],
        dict(properties) if isinstance(properties, dict) else properties,
        location=op.location,
    )
    rewriter.replace_op(op, [new.results[0]])
    return True


def _associative(name: str) -> None:
    def canonicalize(op: Operation, rewriter: PatternRewriter) -> bool:
        lhs, rhs = op.operands
        if constant_value(rhs) is None:
            return False
        inner = lhs.defining_op
        if inner is None or inner.name != name:
            return False
        inner_rhs = constant_value(inner.operands[1])
        if inner_rhs is None:
            return False
        calc = _UNCHECKED.get(name) or _CHECKED[name]
        folded = _fold_binary(
            _Operands([constant_value(rhs), inner_rhs]), calc, name in _CHECKED
        )
        if folded is None:
            return False  # the new op would not fold: MLIR erases it again
        constant = rewriter.create(
            "index.constant", [], [_INDEX], {"value": folded}, location=op.location
        )
        rewriter.replace_op_with_new_op(
            op, name, [inner.operands[0], constant.results[0]], [_INDEX]
        )
        return True

    canonicalize.__doc__ = (
        f"``{name}``: ``canonicalizeAssociativeCommutativeBinaryOp``."
    )
    implement_op(name, "canonicalize")(canonicalize)


class _Operands:
    __slots__ = ("operands",)

    def __init__(self, operands: list[object]) -> None:
        self.operands = operands


for _name in (
    "index.add",
    "index.mul",
    "index.maxs",
    "index.maxu",
    "index.mins",
    "index.minu",
    "index.and",
    "index.or",
    "index.xor",
):
    _associative(_name)


def _constant_op(value: object) -> str:
    return (
        "index.bool.constant"
        if getattr(value, "type", None) == _I1
        else "index.constant"
    )


def _buildable(value: object, type: object) -> bool:
    """``IndexDialect::materializeConstant``: index integers and i1 booleans."""
    if not isinstance(value, IntegerAttr):
        return False
    if value.type == _I1:
        return type == _I1
    return isinstance(value.type, IndexType) and isinstance(type, IndexType)


register_buildable("index", _constant_op, _buildable)


def register(context: object) -> None:
    """Give the context's ``index`` dialect its constant materializer."""
    if isinstance(context, Context):
        install_materializer(context, "index")
