"""``arith`` folders of ``cmpi``, ``cmpf``, ``select`` and the integer casts.

As MLIR's ``ArithOps.cpp``: ``cmpi`` moves a lone constant to the right
(swapping the predicate), folds equal operands and constants; ``select``
folds constant conditions and equal arms; extensions, truncation and
``index_cast``/``index_castui`` fold constants and chains of casts.
"""

from __future__ import annotations

from collections.abc import Callable

from tblgen_py.dialects.arith.fold_int import fold_hook
from tblgen_py.dialects.fold_support import (
    const_fold,
    defining,
    element_type,
    int_attr_width,
    int_width,
    is_one,
    is_poison,
    is_zero,
    mask,
    splat_of,
    to_signed,
)
from tblgen_py.runtime.ir.apfloat import APFloat, CmpResult
from tblgen_py.runtime.ir.attributes import BoolAttr, FloatAttr, IntegerAttr
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IntegerType, VectorType
from tblgen_py.runtime.rewrite.fold import FoldAdaptor

EQ, NE, SLT, SLE, SGT, SGE, ULT, ULE, UGT, UGE = range(10)
_SWAPPED = {SLT: SGT, SGT: SLT, SLE: SGE, SGE: SLE, ULT: UGT, UGT: ULT}
_SWAPPED.update({ULE: UGE, UGE: ULE, EQ: EQ, NE: NE})
_TRUE_ON_EQUAL = frozenset({EQ, SLE, SGE, ULE, UGE})
_I64 = IntegerType.get(64)


def _predicate(op: Operation) -> int:
    """The ``predicate`` attribute's value."""
    attr = op.get_attr("predicate")
    return attr.value if isinstance(attr, IntegerAttr) else int(attr)  # type: ignore[call-overload]


def _set_predicate(op: Operation, value: int) -> None:
    """Store a new ``predicate`` (an ``i64`` IntegerAttr, as MLIR stores it)."""
    props = op.properties
    if isinstance(props, dict) and "predicate" in props:
        props["predicate"] = IntegerAttr.get(_I64, value)
    else:
        op.attributes["predicate"] = IntegerAttr.get(_I64, value)


def compare(predicate: int, a: int, b: int, width: int) -> bool:
    """``applyCmpPredicate`` on unsigned bit patterns of ``width`` bits."""
    if predicate in (SLT, SLE, SGT, SGE):
        a, b = to_signed(a, width), to_signed(b, width)
    match predicate:
        case 0:
            return a == b
        case 1:
            return a != b
        case 2 | 6:
            return a < b
        case 3 | 7:
            return a <= b
        case 4 | 8:
            return a > b
        case _:
            return a >= b


def i1_like(ty: object) -> object:
    """``getI1SameShape``."""
    from tblgen_py.dialects.arith.hooks import i1_same_shape

    return i1_same_shape(ty)


def _integer_width(ty: object) -> int | None:
    """``getIntegerWidth``: an integer's or an integer vector's element width
    (tensors are not looked into)."""
    if isinstance(ty, VectorType):
        ty = ty.element_type
    return ty.width if isinstance(ty, IntegerType) else None


@fold_hook("arith.cmpi")
def fold_cmpi(op: Operation, adaptor: FoldAdaptor) -> object:
    """Equal operands, i1 ext/ne/eq identities, constants moved right, constants."""
    lhs, rhs = op.operands
    predicate = _predicate(op)
    if lhs is rhs:
        return splat_of(op.results[0].type, int(predicate in _TRUE_ON_EQUAL))
    lhs_attr, rhs_attr = adaptor.operands
    is_i1 = element_type(lhs.type) == IntegerType.get(1)
    if is_zero(rhs_attr):
        for ext in ("arith.extsi", "arith.extui"):
            source = defining(lhs, ext)
            if source is not None and predicate == NE:
                if _integer_width(source.operand(0).type) == 1:
                    return source.operand(0)
        if is_i1 and predicate == NE:
            return lhs
    if is_one(rhs_attr) and is_i1 and predicate == EQ:
        return lhs
    if lhs_attr is not None and rhs_attr is None:
        _set_predicate(op, _SWAPPED[predicate])
        op.set_operand(0, rhs)
        op.set_operand(1, lhs)
        return op.results[0]
    if lhs_attr is None:
        return None
    width = int_attr_width(lhs_attr)
    return const_fold(
        adaptor.operands,
        IntegerAttr,
        lambda a, b: int(compare(predicate, a, b, width)),
        i1_like(getattr(lhs_attr, "type", None)),
    )


_CMPF_RESULTS: dict[int, frozenset[CmpResult]] = {
    predicate: frozenset(results)
    for predicate, results in enumerate(
        (
            (),
            (CmpResult.EQUAL,),
            (CmpResult.GREATER_THAN,),
            (CmpResult.GREATER_THAN, CmpResult.EQUAL),
            (CmpResult.LESS_THAN,),
            (CmpResult.LESS_THAN, CmpResult.EQUAL),
            (CmpResult.LESS_THAN, CmpResult.GREATER_THAN),
            (CmpResult.LESS_THAN, CmpResult.GREATER_THAN, CmpResult.EQUAL),
            (CmpResult.UNORDERED, CmpResult.EQUAL),
            (CmpResult.UNORDERED, CmpResult.GREATER_THAN),
            (CmpResult.UNORDERED, CmpResult.GREATER_THAN, CmpResult.EQUAL),
            (CmpResult.UNORDERED, CmpResult.LESS_THAN),
            (CmpResult.UNORDERED, CmpResult.LESS_THAN, CmpResult.EQUAL),
            (CmpResult.UNORDERED, CmpResult.LESS_THAN, CmpResult.GREATER_THAN),
            (CmpResult.UNORDERED,),
            tuple(CmpResult),
        )
    )
}
"""``cmpf`` predicates (``false``, ``oeq`` .. ``uno``, ``true``) as the sets of
``APFloat::compare`` results that make them true."""


def compare_floats(predicate: int, a: APFloat, b: APFloat) -> bool:
    """``applyCmpPredicate`` for ``cmpf``."""
    return a.compare(b) in _CMPF_RESULTS.get(predicate, frozenset())


@fold_hook("arith.cmpf")
def fold_cmpf(op: Operation, adaptor: FoldAdaptor) -> object:
    """Two float scalar constants (a NaN one decides alone) compared."""
    lhs, rhs = (
        (
            APFloat.from_bits(a.type.semantics, a.bits)
            if isinstance(a, FloatAttr)
            else None
        )
        for a in adaptor.operands
    )
    if lhs is not None and lhs.is_nan:
        rhs = lhs
    if rhs is not None and rhs.is_nan:
        lhs = rhs
    if lhs is None or rhs is None:
        return None
    return BoolAttr.get(compare_floats(_predicate(op), lhs, rhs))


@fold_hook("arith.select")
def fold_select(op: Operation, adaptor: FoldAdaptor) -> object:
    """Equal arms, constant condition, a poison arm (the other one),
    ``select %c, true, false``, cmpi eq/ne."""
    condition, true_value, false_value = op.operands
    if true_value is false_value:
        return true_value
    cond_attr, true_attr, false_attr = adaptor.operands
    if is_one(cond_attr):
        return true_value
    if is_zero(cond_attr):
        return false_value
    if is_poison(true_attr):
        return false_value
    if is_poison(false_attr):
        return true_value
    result_type = op.results[0].type
    if result_type == IntegerType.get(1) and is_one(true_attr):
        if is_zero(false_attr):
            return condition
    cmp = defining(condition, "arith.cmpi")
    if cmp is not None and _predicate(cmp) in (EQ, NE):
        arms = {true_value, false_value}
        if {cmp.operand(0), cmp.operand(1)} == arms and len(arms) == 2:
            return true_value if _predicate(cmp) == NE else false_value
    return _select_elements(cond_attr, true_attr, false_attr)


def _select_elements(cond: object, true: object, false: object) -> object | None:
    """A non-splat constant mask over two constant arms, elementwise."""
    if not all(isinstance(a, DenseElementsAttr) for a in (cond, true, false)):
        return None
    assert isinstance(cond, DenseElementsAttr)
    assert isinstance(true, DenseElementsAttr) and isinstance(false, DenseElementsAttr)
    picked = [
        t if c else f
        for c, t, f in zip(
            cond.element_values(), true.element_values(), false.element_values()
        )
    ]
    return DenseElementsAttr.get(true.type, picked)


def _cast(op: Operation, adaptor: FoldAdaptor, fn: Callable[[int], int]) -> object:
    """``constFoldCastOp`` of an integer operand to the result type."""
    return const_fold(
        adaptor.operands, IntegerAttr, fn, op.results[0].type, poison=True
    )


def _ext(signed: bool) -> Callable[[Operation, FoldAdaptor], object]:
    """The fold of ``extsi``/``extui``: chains merged, constants extended."""
    name = "arith.extsi" if signed else "arith.extui"

    def fold(op: Operation, adaptor: FoldAdaptor) -> object:
        inner = defining(op.operand(0), name)
        if inner is not None:
            op.set_operand(0, inner.operand(0))
            return op.results[0]
        width = int_attr_width(adaptor.operands[0])
        out = int_width(element_type(op.results[0].type))
        if signed:
            return _cast(op, adaptor, lambda a: to_signed(a, width) & mask(out))
        return _cast(op, adaptor, lambda a: a)

    fold.__doc__ = f"``{name}``: chains merged, constants extended."
    return fold


fold_hook("arith.extsi")(_ext(True))
fold_hook("arith.extui")(_ext(False))


@fold_hook("arith.trunci")
def fold_trunci(op: Operation, adaptor: FoldAdaptor) -> object:
    """trunci of an extension or truncation: shortened chain; constants."""
    source = op.operand(0)
    ext = defining(source, "arith.extui") or defining(source, "arith.extsi")
    if ext is not None:
        inner = ext.operand(0)
        src_width = int_width(element_type(inner.type))
        if src_width > int_width(element_type(op.results[0].type)):
            op.set_operand(0, inner)
            return op.results[0]
        if element_type(inner.type) == element_type(op.results[0].type):
            return inner
    trunc = defining(source, "arith.trunci")
    if trunc is not None:
        op.set_operand(0, trunc.operand(0))
        return op.results[0]
    out = int_width(element_type(op.results[0].type))
    return _cast(op, adaptor, lambda a: a & mask(out))


@fold_hook("arith.index_cast")
def fold_index_cast(op: Operation, adaptor: FoldAdaptor) -> object:
    """Constants sign-extended or truncated to the result width."""
    width = int_attr_width(adaptor.operands[0])
    out = int_width(element_type(op.results[0].type))
    return _cast(op, adaptor, lambda a: to_signed(a, width) & mask(out))


@fold_hook("arith.index_castui")
def fold_index_castui(op: Operation, adaptor: FoldAdaptor) -> object:
    """Constants zero-extended or truncated to the result width."""
    out = int_width(element_type(op.results[0].type))
    return _cast(op, adaptor, lambda a: a & mask(out))
