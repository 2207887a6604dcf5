"""Canonicalization of ``affine``, ported from MLIR's C++ (``AffineOps.cpp``), in part.

- ``affine.apply``'s fold (a dimension/symbol result is that operand, a map
  of constants folds, a division by zero is poison);
- ``affine.min``/``affine.max``'s fold (``foldMinMaxOp``: constant operands
  fold into the map, all-constant results fold to their min/max);
- ``SimplifyAffineOp`` for ``affine.apply``, ``load``, ``store``,
  ``vector_load``, ``vector_store``, ``prefetch``, ``min`` and ``max``: the
  map composes the ``affine.apply`` ops of its operands, is canonicalized with
  them (``maps.canonicalize_map_and_operands``) and simplified, also with the
  bounds of ``affine.for`` induction variables among the operands
  (``simplifyMapWithOperands``);
- the min/max patterns (single result, duplicates, merging, result order);
- ``affine.for``'s fold (constant bounds, ``canonicalizeLoopBounds``,
  zero-trip and yield-only loops);
- ``affine.if``'s fold (composition and canonicalization of its integer set)
  and its two patterns; ``affine.parallel``'s fold (bound composition);
- ``load``/``store``/``prefetch`` folds (``foldMemRefCast``, loads of a
  constant ``memref.global``); the read effect of ``load``/``vector_load``
  (unused loads are dead);
- the folds of ``delinearize_index``/``linearize_index`` (constant basis
  values become static, trivial and constant cases), their unit-basis and
  leading-zero patterns, the exact-tail cancellation and the splitting of a
  delinearization of a disjoint linearization, and the merging of
  delinearized results linearized again by the same bounds.

The dialect's constant materializer builds ``arith.constant`` (``ub.poison``
for poison).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tblgen_py.dialects.affine import maps
from tblgen_py.dialects.constant_fold import (
    arith_buildable,
    install_materializer,
    register_buildable,
)
from tblgen_py.dialects.memref.canonicalize import fold_memref_cast
from tblgen_py.runtime.ir.affine import (
    AffineBinaryExpr,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineKind,
    AffineMap,
    AffineMapAttr,
    AffineSymbolExpr,
    IntegerSet,
    IntegerSetAttr,
)
from tblgen_py.runtime.ir.attributes import FloatAttr, IntegerAttr, SymbolRefAttr
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr, DenseElementsAttr
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.symbol_table import SymbolTable, nearest_symbol_table
from tblgen_py.runtime.ir.types import DYNAMIC, FloatType, IndexType, IntegerType
from tblgen_py.runtime.ir.value import BlockArgument, Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
    constant_value,
)
from tblgen_py.runtime.rewrite.effects import EffectInstance, EffectKind

__all__ = ["register"]

_INDEX = IndexType.get()
_I32 = IntegerType.get(32)

register_buildable("affine", "arith.constant", arith_buildable, poison=True)


def register(context: object) -> None:
    """Give ``context``'s ``affine`` dialect its constant materializer."""
    if isinstance(context, Context):
        install_materializer(context, "affine")


def _poison() -> object:
    """``ub::PoisonAttr::get``: the ``ub`` dialect's generated attribute."""
    import tblgen_py.dialects.ub as ub

    return ub.PoisonAttr.get()


def _map(op: Operation) -> AffineMap:
    attr = op.get_attr("map")
    assert isinstance(attr, AffineMapAttr)
    return attr.value


@implement_op("affine.apply", "fold")
def fold_apply(op: Operation, adaptor: object) -> object:
    """``AffineApplyOp::fold``."""
    amap = _map(op)
    if len(amap.results) != 1:
        return None
    expr = amap.results[0]
    if isinstance(expr, AffineDimExpr):
        return op.operands[expr.position]
    if isinstance(expr, AffineSymbolExpr):
        return op.operands[amap.num_dims + expr.position]
    folded = maps.constant_fold(amap, list(getattr(adaptor, "operands", ())))
    if folded is maps.POISON:
        return _poison()
    if not isinstance(folded, list):
        return None
    return IntegerAttr.get(_INDEX, folded[0])


def _fold_min_max(op: Operation, adaptor: object, is_min: bool) -> object:
    """``foldMinMaxOp``."""
    amap = _map(op)
    operands = list(getattr(adaptor, "operands", ()))
    exprs: list[AffineExpr] = []
    values: list[int] | None = []
    for expr in amap.results:
        value = maps._fold_expr(expr, amap.num_dims, operands)
        if isinstance(value, int):
            exprs.append(AffineConstantExpr.get(value))
            if values is not None:
                values.append(value)
        else:
            exprs.append(expr)
            values = None
    folded = AffineMap.get(amap.num_dims, amap.num_symbols, exprs)
    if (
        folded.num_symbols == 1
        and len(folded.results) == 1
        and folded.results[0] is AffineSymbolExpr.get(0)
    ):
        return op.operands[0]
    if not values:
        if folded is amap:
            return None
        props = op.properties
        if not isinstance(props, dict):
            return None
        props["map"] = AffineMapAttr.get(folded)
        return list(op.results)
    return IntegerAttr.get(_INDEX, min(values) if is_min else max(values))


implement_op("affine.min", "fold")(
    lambda op, adaptor: _fold_min_max(op, adaptor, is_min=True)
)
implement_op("affine.max", "fold")(
    lambda op, adaptor: _fold_min_max(op, adaptor, is_min=False)
)


# -- simplifyMapWithOperands -------------------------------------------------


def _for_owner(value: Value) -> Operation | None:
    """``getForInductionVarOwner``."""
    if not isinstance(value, BlockArgument):
        return None
    owner = value.owner.parent_op
    if owner is None or owner.name != "affine.for":
        return None
    if value.owner.arguments[0] is not value:
        return None
    return owner


def _constant_bound(op: Operation, name: str) -> int | None:
    attr = op.get_attr(name)
    if not isinstance(attr, AffineMapAttr):
        return None
    amap = attr.value
    if len(amap.results) != 1 or not isinstance(amap.results[0], AffineConstantExpr):
        return None
    return amap.results[0].value


def _step(op: Operation) -> int:
    attr = op.get_attr("step")
    return attr.value if isinstance(attr, IntegerAttr) else 1


def _iv_lower(value: Value) -> int | None:
    loop = _for_owner(value)
    return None if loop is None else _constant_bound(loop, "lowerBoundMap")


def _iv_upper(value: Value) -> int | None:
    loop = _for_owner(value)
    if loop is None:
        return None
    ub = _constant_bound(loop, "upperBoundMap")
    if ub is None:
        return None
    lb = _constant_bound(loop, "lowerBoundMap")
    if lb is not None:
        return ub - 1 - (ub - lb - 1) % _step(loop)
    return ub - 1


def _map_divisor(amap: AffineMap) -> int:
    """``getLargestKnownDivisorOfMapExprs``."""
    from math import gcd

    divisor = 0
    for expr in amap.results:
        divisor = gcd(divisor, expr.largest_known_divisor())
    return divisor


def _divisor(expr: AffineExpr, operands: Sequence[Value]) -> int:
    """``getLargestKnownDivisor(e, operands)``."""
    from math import gcd

    div = expr.largest_known_divisor()
    if not isinstance(expr, AffineDimExpr):
        return div
    loop = _for_owner(operands[expr.position])
    if loop is None:
        return 1
    lb = _constant_bound(loop, "lowerBoundMap")
    if lb == 0:
        return _step(loop)
    lb_attr = loop.get_attr("lowerBoundMap")
    assert isinstance(lb_attr, AffineMapAttr)
    return gcd(_map_divisor(lb_attr.value), _step(loop))


def _non_negative_bounded(expr: AffineExpr, operands: Sequence[Value], k: int) -> bool:
    """``isNonNegativeBoundedBy``."""
    if isinstance(expr, AffineConstantExpr):
        return 0 <= expr.value < k
    if not isinstance(expr, AffineDimExpr):
        return False
    loop = _for_owner(operands[expr.position])
    if loop is None:
        return False
    lb = _constant_bound(loop, "lowerBoundMap")
    ub = _constant_bound(loop, "upperBoundMap")
    return lb is not None and lb >= 0 and ub is not None and ub <= k


def _q_times_d_plus_r(
    expr: AffineExpr, operands: Sequence[Value]
) -> tuple[int, AffineExpr, AffineExpr] | None:
    """``isQTimesDPlusR``: (d, e_1, e_2) for ``e_1 + e_2`` with ``0 <= e_2 < d``."""
    if not isinstance(expr, AffineBinaryExpr) or expr.kind is not AffineKind.ADD:
        return None
    div = _divisor(expr.lhs, operands)
    if _non_negative_bounded(expr.rhs, operands, div):
        return div, expr.lhs, expr.rhs
    div = _divisor(expr.rhs, operands)
    if _non_negative_bounded(expr.lhs, operands, div):
        return div, expr.rhs, expr.lhs
    return None


def _simplify_with_operands(
    expr: AffineExpr, nd: int, ns: int, operands: Sequence[Value]
) -> AffineExpr:
    """``simplifyExprAndOperands``."""
    if not isinstance(expr, AffineBinaryExpr):
        return expr
    lhs = _simplify_with_operands(expr.lhs, nd, ns, operands)
    rhs = _simplify_with_operands(expr.rhs, nd, ns, operands)
    expr = maps.rebuild(expr.kind, lhs, rhs)
    if not isinstance(expr, AffineBinaryExpr) or expr.kind not in (
        AffineKind.FLOOR_DIV,
        AffineKind.CEIL_DIV,
        AffineKind.MOD,
    ):
        return expr
    lhs, rhs = expr.lhs, expr.rhs
    if not isinstance(rhs, AffineConstantExpr) or rhs.value <= 0:
        return expr
    c = rhs.value
    lowers = [_iv_lower(v) for v in operands]
    uppers = [_iv_upper(v) for v in operands]
    if isinstance(lhs, AffineConstantExpr):
        lb: int | None = lhs.value
        ub: int | None = lhs.value
    else:
        lb = maps.bound_of(lhs, nd, ns, lowers, uppers, False)
        ub = maps.bound_of(lhs, nd, ns, lowers, uppers, True)
    kind = expr.kind
    if lb is not None and ub is not None:
        if kind is AffineKind.FLOOR_DIV and lb // c == ub // c:
            return AffineConstantExpr.get(lb // c)
        if kind is AffineKind.CEIL_DIV and -((-lb) // c) == -((-ub) // c):
            return AffineConstantExpr.get(-((-lb) // c))
        if kind is AffineKind.MOD and 0 <= lb < c and ub < c:
            return lhs
    split = _q_times_d_plus_r(lhs, operands)
    if split is not None:
        divisor, quotient_times_div, rem = split
        if c % divisor == 0 and kind is AffineKind.FLOOR_DIV:
            return quotient_times_div.floordiv(rhs)
        if divisor % c == 0 and kind is AffineKind.MOD:
            return rem % rhs
        return expr
    if (_non_negative_bounded(lhs, operands, c) and kind is AffineKind.FLOOR_DIV) or (
        _divisor(lhs, operands) % c == 0 and kind is AffineKind.MOD
    ):
        return AffineConstantExpr.get(0)
    return expr


def simplify_map_with_operands(amap: AffineMap, operands: Sequence[Value]) -> AffineMap:
    """``simplifyMapWithOperands``."""
    return AffineMap.get(
        amap.num_dims,
        amap.num_symbols,
        [
            _simplify_with_operands(e, amap.num_dims, amap.num_symbols, operands)
            for e in amap.results
        ],
    )


# -- SimplifyAffineOp --------------------------------------------------------

_MAP_OPERANDS_START = {
    "affine.apply": 0,
    "affine.min": 0,
    "affine.max": 0,
    "affine.load": 1,
    "affine.vector_load": 1,
    "affine.prefetch": 1,
    "affine.store": 2,
    "affine.vector_store": 2,
}


class SimplifyAffineOp(RewritePattern):
    """``SimplifyAffineOp<OpTy>``: compose, canonicalize and simplify the map."""

    def __init__(self, name: str) -> None:
        super().__init__(name, debug_name=f"SimplifyAffineOp<{name}>")
        self.start = _MAP_OPERANDS_START[name]

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        old_map = _map(op)
        operands = op.operands
        old_operands = operands[self.start :]
        new_operands = list(old_operands)
        amap = maps.compose_map_and_operands(old_map, new_operands)
        amap = maps.canonicalize_map_and_operands(amap, new_operands)
        amap = simplify_map_with_operands(amap, new_operands)
        if (
            amap is old_map
            and len(new_operands) == len(old_operands)
            and all(a is b for a, b in zip(new_operands, old_operands))
        ):
            return False
        props = op.properties
        new_props = dict(props) if isinstance(props, dict) else {}
        new_props["map"] = AffineMapAttr.get(amap)
        rewriter.replace_op_with_new_op(
            op,
            op.name,
            [*operands[: self.start], *new_operands],
            op.result_types,
            properties=new_props,
        )
        return True


def _replace_min_max(
    rewriter: PatternRewriter,
    op: Operation,
    amap: AffineMap,
    operands: Sequence[Value],
    name: str | None = None,
) -> None:
    """``replaceOpWithNewOp<T>(op, map, operands)`` for a min/max (or apply)."""
    props = op.properties
    new_props = dict(props) if isinstance(props, dict) else {}
    new_props["map"] = AffineMapAttr.get(amap)
    rewriter.replace_op_with_new_op(
        op, name or op.name, list(operands), op.result_types, properties=new_props
    )


class CanonicalizeSingleResultAffineMinMaxOp(RewritePattern):
    """A min/max of one expression is an ``affine.apply``."""

    def __init__(self, name: str) -> None:
        super().__init__(
            name, debug_name=f"CanonicalizeSingleResultAffineMinMaxOp<{name}>"
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        amap = _map(op)
        if len(amap.results) != 1:
            return False
        _replace_min_max(rewriter, op, amap, op.operands, "affine.apply")
        return True


class DeduplicateAffineMinMaxExpressions(RewritePattern):
    """Repeated expressions of a min/max go."""

    def __init__(self, name: str) -> None:
        super().__init__(name, debug_name=f"DeduplicateAffineMinMaxExpressions<{name}>")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        amap = _map(op)
        exprs = list(dict.fromkeys(amap.results))
        if len(exprs) == len(amap.results):
            return False
        new_map = AffineMap.get(amap.num_dims, amap.num_symbols, exprs)
        _replace_min_max(rewriter, op, new_map, op.operands)
        return True


class MergeAffineMinMaxOp(RewritePattern):
    """A min (max) of a lone dimension/symbol made by another min (max)
    takes that op's expressions."""

    def __init__(self, name: str) -> None:
        super().__init__(name, debug_name=f"MergeAffineMinMaxOp<{name}>")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        amap = _map(op)
        operands = op.operands
        dim_ops = list(operands[: amap.num_dims])
        sym_ops = list(operands[amap.num_dims :])
        new_dims, new_syms = list(dim_ops), list(sym_ops)
        exprs: list[AffineExpr] = []
        producers: list[Operation] = []
        for expr in amap.results:
            value: Value | None = None
            if isinstance(expr, AffineDimExpr):
                value = dim_ops[expr.position]
            elif isinstance(expr, AffineSymbolExpr):
                value = sym_ops[expr.position]
            producer = value.defining_op if value is not None else None
            if producer is not None and producer.name == op.name:
                producers.append(producer)
                continue
            exprs.append(expr)
        if not producers:
            return False
        used_dims, used_syms = amap.num_dims, amap.num_symbols
        for producer in producers:
            pmap = _map(producer)
            pops = producer.operands
            new_dims.extend(pops[: pmap.num_dims])
            new_syms.extend(pops[pmap.num_dims :])
            shifted = maps.shift(pmap, used_dims, used_syms)
            exprs.extend(shifted.results)
            used_dims += pmap.num_dims
            used_syms += pmap.num_symbols
        new_map = AffineMap.get(used_dims, used_syms, exprs)
        _replace_min_max(rewriter, op, new_map, [*new_dims, *new_syms])
        return True


class CanonicalizeAffineMinMaxOpExprAndTermOrder(RewritePattern):
    """The expressions of a min/max sorted by their flat forms
    (``canonicalizeMapExprAndTermOrder``)."""

    def __init__(self, name: str) -> None:
        super().__init__(
            name, debug_name=f"CanonicalizeAffineMinMaxOpExprAndTermOrder<{name}>"
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        amap = _map(op)
        rows: list[list[int]] = []
        for expr in amap.results:
            if not maps.is_pure_affine(expr):
                return False
            flat = maps.flat_form(expr, amap.num_dims, amap.num_symbols)
            if flat is None or flat[1] > 0:
                return False
            rows.append(flat[0])
        if all(rows[i] <= rows[i + 1] for i in range(len(rows) - 1)):
            return False
        order = sorted(range(len(rows)), key=lambda i: rows[i])
        new_map = AffineMap.get(
            amap.num_dims, amap.num_symbols, [amap.results[i] for i in order]
        )
        _replace_min_max(rewriter, op, new_map, op.operands)
        return True


def _patterns(name: str) -> Callable[[RewritePatternSet, object], None]:
    def populate(patterns: RewritePatternSet, context: object) -> None:
        if name in ("affine.min", "affine.max"):
            patterns.add(
                CanonicalizeSingleResultAffineMinMaxOp(name),
                DeduplicateAffineMinMaxExpressions(name),
                MergeAffineMinMaxOp(name),
                SimplifyAffineOp(name),
                CanonicalizeAffineMinMaxOpExprAndTermOrder(name),
            )
        else:
            patterns.add(SimplifyAffineOp(name))

    populate.__doc__ = f"``{name}``'s canonicalization patterns."
    return populate


for _name in _MAP_OPERANDS_START:
    implement_op(_name, "canonicalization_patterns")(_patterns(_name))


# -- affine.for ----------------------------------------------------------------


def _bound_maps(op: Operation) -> tuple[AffineMap, AffineMap]:
    lb = op.get_attr("lowerBoundMap")
    ub = op.get_attr("upperBoundMap")
    assert isinstance(lb, AffineMapAttr) and isinstance(ub, AffineMapAttr)
    return lb.value, ub.value


def _for_operands(op: Operation) -> tuple[list[Value], list[Value], list[Value]]:
    """The lower bound, upper bound and init operands of an ``affine.for``."""
    lb, ub = _bound_maps(op)
    operands = op.operands
    n_lb = lb.num_dims + lb.num_symbols
    n_ub = ub.num_dims + ub.num_symbols
    return (
        operands[:n_lb],
        operands[n_lb : n_lb + n_ub],
        operands[n_lb + n_ub :],
    )


def _set_bounds(
    op: Operation,
    lb_map: AffineMap,
    lb_ops: Sequence[Value],
    ub_map: AffineMap,
    ub_ops: Sequence[Value],
) -> None:
    """``setLowerBound``/``setUpperBound``: maps, operands and segment sizes."""
    _, _, inits = _for_operands(op)
    props = op.properties
    assert isinstance(props, dict)
    props["lowerBoundMap"] = AffineMapAttr.get(lb_map)
    props["upperBoundMap"] = AffineMapAttr.get(ub_map)
    if "operandSegmentSizes" in props:
        props["operandSegmentSizes"] = DenseArrayAttr.get(
            _I32, [len(lb_ops), len(ub_ops), len(inits)]
        )
    op.set_operands([*lb_ops, *ub_ops, *inits])


def _fold_bound(amap: AffineMap, operands: Sequence[Value], lower: bool) -> int | None:
    """``foldLowerOrUpperBound``: the max (lower) or min (upper) of a bound
    whose results all fold."""
    constants = [constant_value(v) for v in operands]
    folded = maps.constant_fold(amap, constants)
    if not isinstance(folded, list):
        return None
    return max(folded) if lower else min(folded)


def _constant_map(value: int) -> AffineMap:
    return AffineMap.get(0, 0, [AffineConstantExpr.get(value)])


def _is_constant_map(amap: AffineMap) -> bool:
    return len(amap.results) == 1 and isinstance(amap.results[0], AffineConstantExpr)


def _fold_loop_bounds(op: Operation) -> bool:
    """``foldLoopBounds``."""
    folded = False
    lb_map, ub_map = _bound_maps(op)
    lb_ops, ub_ops, _ = _for_operands(op)
    if not _is_constant_map(lb_map):
        value = _fold_bound(lb_map, lb_ops, lower=True)
        if value is not None:
            lb_map, lb_ops, folded = _constant_map(value), [], True
    if not _is_constant_map(ub_map):
        value = _fold_bound(ub_map, ub_ops, lower=False)
        if value is not None:
            ub_map, ub_ops, folded = _constant_map(value), [], True
    if folded:
        _set_bounds(op, lb_map, lb_ops, ub_map, ub_ops)
    return folded


def _simplify_min_or_max(
    amap: AffineMap, operands: Sequence[Value], is_max: bool
) -> AffineMap:
    """``simplifyMinOrMaxExprWithOperands``: results that can never be the
    max (min) go; results of constant range become constants."""
    if not operands:
        return amap
    lowers = [_iv_lower(v) for v in operands]
    uppers = [_iv_upper(v) for v in operands]
    nd, ns = amap.num_dims, amap.num_symbols
    lbs: list[int | None] = []
    ubs: list[int | None] = []
    for e in amap.results:
        if isinstance(e, AffineConstantExpr):
            lbs.append(e.value)
            ubs.append(e.value)
        else:
            lbs.append(maps.bound_of(e, nd, ns, lowers, uppers, False))
            ubs.append(maps.bound_of(e, nd, ns, lowers, uppers, True))
    kept: list[AffineExpr] = []
    for i, e in enumerate(amap.results):
        lb_i, ub_i = lbs[i], ubs[i]
        if lb_i is not None and ub_i is not None and lb_i == ub_i:
            e = AffineConstantExpr.get(lb_i)
        if is_max:
            if ub_i is None:
                kept.append(e)
                continue
            redundant = False
            for pos, other in enumerate(lbs):
                if pos == i or other is None:
                    continue
                if other > ub_i:
                    redundant = True
                    break
                if other < ub_i:
                    continue
                if (
                    ubs[pos] is not None
                    and lb_i == ub_i
                    and other == ubs[pos]
                    and i < pos
                ):
                    continue
                redundant = True
                break
        else:
            if lb_i is None:
                kept.append(e)
                continue
            redundant = False
            for pos, other in enumerate(ubs):
                if pos == i or other is None:
                    continue
                if other < lb_i:
                    redundant = True
                    break
                if other > lb_i:
                    continue
                if (
                    lbs[pos] is not None
                    and lb_i == ub_i
                    and other == lbs[pos]
                    and i < pos
                ):
                    continue
                redundant = True
                break
        if not redundant:
            kept.append(e)
    return AffineMap.get(nd, ns, kept)


def _unique_adjacent(amap: AffineMap) -> AffineMap:
    """``removeDuplicateExprs`` (``std::unique``: adjacent repeats)."""
    exprs: list[AffineExpr] = []
    for e in amap.results:
        if not exprs or exprs[-1] is not e:
            exprs.append(e)
    return AffineMap.get(amap.num_dims, amap.num_symbols, exprs)


def _canonicalize_loop_bounds(op: Operation) -> bool:
    """``canonicalizeLoopBounds``."""
    prev_lb, prev_ub = _bound_maps(op)
    lb_ops, ub_ops, _ = _for_operands(op)
    lb_ops, ub_ops = list(lb_ops), list(ub_ops)
    lb_map = maps.compose_map_and_operands(prev_lb, lb_ops)
    lb_map = maps.canonicalize_map_and_operands(lb_map, lb_ops)
    lb_map = _simplify_min_or_max(lb_map, lb_ops, is_max=True)
    ub_map = _simplify_min_or_max(prev_ub, ub_ops, is_max=False)
    lb_map = _unique_adjacent(lb_map)
    ub_map = maps.compose_map_and_operands(ub_map, ub_ops)
    ub_map = maps.canonicalize_map_and_operands(ub_map, ub_ops)
    ub_map = _unique_adjacent(ub_map)
    if lb_map is prev_lb and ub_map is prev_ub:
        return False
    old_lb, old_ub, _ = _for_operands(op)
    _set_bounds(
        op,
        lb_map,
        lb_ops if lb_map is not prev_lb else old_lb,
        ub_map,
        ub_ops if ub_map is not prev_ub else old_ub,
    )
    return True


def _trip_count(op: Operation) -> int | None:
    """``getTrivialConstantTripCount``."""
    step = _step(op)
    lb = _constant_bound(op, "lowerBoundMap")
    ub = _constant_bound(op, "upperBoundMap")
    if lb is None or ub is None or step <= 0:
        return None
    return 0 if ub - lb <= 0 else (ub - lb + step - 1) // step


def _empty_loop_results(op: Operation) -> list[Value] | None:
    """What a loop whose body only yields stands for (the empty-loop folder):
    the yielded values outside the loop, or the inits of the yielded
    iteration arguments; None when that is not known."""
    body = op.regions[0].blocks[0]
    ops = list(body.operations)
    if len(ops) != 1 or not op.results:
        return None
    inits = _for_operands(op)[2]
    trip = _trip_count(op)
    if trip == 0:
        return list(inits)
    iter_args = list(body.arguments[1:])
    iv = body.arguments[0]
    replacements: list[Value] = []
    outside = out_of_order = False
    for i, value in enumerate(ops[0].operands):
        if value is iv:
            return None
        pos = next((j for j, a in enumerate(iter_args) if a is value), -1)
        if pos == -1:
            outside = True
            replacements.append(value)
        else:
            out_of_order |= pos != i
            replacements.append(inits[pos])
    if trip is None and (outside or out_of_order):
        return None
    if trip is not None and trip >= 2 and out_of_order:
        return None
    return replacements


@implement_op("affine.for", "fold")
def fold_for(op: Operation, adaptor: object) -> object:
    """``AffineForOp::fold``: constant bounds, canonical bound maps, and a
    loop that only yields (MLIR 22 has no ``affine.for`` patterns: its fold
    replaces such a loop)."""
    folded = _fold_loop_bounds(op)
    folded |= _canonicalize_loop_bounds(op)
    if _trip_count(op) == 0 and op.results:
        return list(_for_operands(op)[2])
    replacements = _empty_loop_results(op)
    if replacements is not None:
        return replacements
    return list(op.results) if folded else None


# -- affine.if -----------------------------------------------------------------


def _set_of(op: Operation) -> IntegerSet:
    attr = op.get_attr("condition")
    assert isinstance(attr, IntegerSetAttr)
    return attr.value


@implement_op("affine.if", "fold")
def fold_if(op: Operation, adaptor: object) -> object:
    """``AffineIfOp::fold``: the condition composes the ``affine.apply`` ops
    of its operands (``composeSetAndOperands``) and is canonicalized with
    them (``canonicalizeSetAndOperands``)."""
    old_set = _set_of(op)
    old_operands = op.operands
    operands = list(old_operands)
    iset = old_set
    if any(
        v.defining_op is not None and v.defining_op.name == "affine.apply"
        for v in operands
    ):
        amap = AffineMap.get(iset.num_dims, iset.num_symbols, iset.constraints)
        amap = maps.compose_map_and_operands(amap, operands)
        iset = IntegerSet.get(
            amap.num_dims, amap.num_symbols, amap.results, iset.eq_flags
        )
    iset = maps.canonicalize_set_and_operands(iset, operands)
    if (
        iset is old_set
        and len(operands) == len(old_operands)
        and all(a is b for a, b in zip(operands, old_operands))
    ):
        return None
    props = op.properties
    if isinstance(props, dict) and "condition" in props:
        props["condition"] = IntegerSetAttr.get(iset)
    else:
        op.attributes["condition"] = IntegerSetAttr.get(iset)
    op.set_operands(operands)
    return list(op.results)


class SimplifyDeadElse(RewritePattern):
    """An else block of only its terminator goes (when the op has no results)."""

    def __init__(self) -> None:
        super().__init__("affine.if", debug_name="SimplifyDeadElse")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        region = op.regions[1]
        blocks = list(region.blocks)
        if not blocks or len(list(blocks[0].operations)) != 1 or op.results:
            return False
        rewriter.start_op_modification(op)
        rewriter.erase_block(blocks[0])
        rewriter.finalize_op_modification(op)
        return True


def _trivially_false(iset: IntegerSet) -> bool:
    """``isEmptyIntegerSet``: the canonical empty set ``1 == 0``."""
    return (
        len(iset.constraints) == 1
        and iset.eq_flags == (True,)
        and iset.constraints[0] is AffineConstantExpr.get(1)
    )


def _trivially_true(iset: IntegerSet) -> bool:
    """One equality ``0 == 0`` and no inequality."""
    return (
        len(iset.constraints) == 1
        and iset.eq_flags == (True,)
        and iset.constraints[0] is AffineConstantExpr.get(0)
    )


class AlwaysTrueOrFalseIf(RewritePattern):
    """An ``affine.if`` of a trivially true (false) condition is its then
    (else) block."""

    def __init__(self) -> None:
        super().__init__("affine.if", debug_name="AlwaysTrueOrFalseIf")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        iset = _set_of(op)
        if _trivially_false(iset):
            else_blocks = list(op.regions[1].blocks)
            if not op.results and not else_blocks:
                rewriter.erase_op(op)
                return True
            block = else_blocks[0]
        elif _trivially_true(iset):
            block = list(op.regions[0].blocks)[0]
        else:
            return False
        terminator = list(block.operations)[-1]
        rewriter.inline_block_before(block, op)
        rewriter.replace_op(op, list(terminator.operands))
        rewriter.erase_op(terminator)
        return True


@implement_op("affine.if", "canonicalization_patterns")
def _if_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``affine.if``'s canonicalization patterns."""
    patterns.add(SimplifyDeadElse(), AlwaysTrueOrFalseIf())


# -- memref casts ----------------------------------------------------------------


@implement_op("affine.load", "fold")
def fold_load(op: Operation, adaptor: object) -> object:
    """``AffineLoadOp::fold``: ``foldMemRefCast``, then a load of a constant
    ``memref.global`` (a splat, or any element at constant indices)."""
    if fold_memref_cast(op):
        return list(op.results)
    return _fold_global_load(op)


@implement_op("affine.store", "fold")
def fold_store(op: Operation, adaptor: object) -> object:
    """``AffineStoreOp::fold``: ``foldMemRefCast`` (not of the stored value)."""
    return [] if fold_memref_cast(op, op.operands[0]) else None


@implement_op("affine.prefetch", "fold")
def fold_prefetch(op: Operation, adaptor: object) -> object:
    """``AffinePrefetchOp::fold``: ``foldMemRefCast``."""
    return [] if fold_memref_cast(op) else None


def _fold_global_load(op: Operation) -> object:
    """A load of a constant ``memref.global``: its splat value, or the element
    at the map's constant results."""
    get_global = op.operands[0].defining_op
    if get_global is None or get_global.name != "memref.get_global":
        return None
    table = nearest_symbol_table(get_global.parent_op) if get_global.parent_op else None
    ref = get_global.get_attr("name")
    if table is None or not isinstance(ref, SymbolRefAttr) or ref.nested:
        return None
    found = SymbolTable(table).lookup(ref.root)
    if found is None or found.name != "memref.global":
        return None
    init = found.get_attr("initial_value")
    if found.get_attr("constant") is None or not isinstance(init, DenseElementsAttr):
        return None
    if init.is_splat:
        return _element_attr(init, 0)
    amap = _map(op)
    if not all(isinstance(e, AffineConstantExpr) for e in amap.results):
        return None
    shape = init.type.shape
    flat = 0
    for expr, size in zip(amap.results, shape):
        assert isinstance(expr, AffineConstantExpr)
        flat = flat * size + expr.value
    if not 0 <= flat < len(init.values):
        return None
    return _element_attr(init, flat)


# -- affine.parallel -------------------------------------------------------------


@implement_op("affine.parallel", "fold")
def fold_parallel(op: Operation, adaptor: object) -> object:
    """``AffineParallelOp::fold``: both bound maps compose the ``affine.apply``
    ops of their operands (``AffineValueMap::canonicalize``)."""
    lb_attr = op.get_attr("lowerBoundsMap")
    ub_attr = op.get_attr("upperBoundsMap")
    if not isinstance(lb_attr, AffineMapAttr) or not isinstance(ub_attr, AffineMapAttr):
        return None
    n_lb = lb_attr.value.num_dims + lb_attr.value.num_symbols
    operands = op.operands
    old = [(lb_attr.value, operands[:n_lb]), (ub_attr.value, operands[n_lb:])]
    new: list[tuple[AffineMap, list[Value]]] = []
    changed = False
    for amap, values in old:
        new_values = list(values)
        new_map = maps.compose_map_and_operands(amap, new_values)
        same = (
            new_map is amap
            and len(new_values) == len(values)
            and all(a is b for a, b in zip(new_values, values))
        )
        changed |= not same
        new.append((amap, list(values)) if same else (new_map, new_values))
    if not changed:
        return None
    props = op.properties
    assert isinstance(props, dict)
    props["lowerBoundsMap"] = AffineMapAttr.get(new[0][0])
    props["upperBoundsMap"] = AffineMapAttr.get(new[1][0])
    op.set_operands([*new[0][1], *new[1][1]])
    return list(op.results)


def _element_attr(attr: DenseElementsAttr, flat: int) -> object | None:
    """Element ``flat`` of an int or float elements attribute, as a scalar."""
    elt = attr.type.element_type
    value = attr.values[0 if attr.is_splat else flat]
    if not isinstance(value, int):
        return None
    if isinstance(elt, FloatType):
        return FloatAttr.from_bits(elt, value)
    if isinstance(elt, (IntegerType, IndexType)):
        return IntegerAttr.get(elt, value)
    return None


def _read_effects(op: Operation) -> list[EffectInstance]:
    """``MemRead`` on the memref operand (an unused load is dead)."""
    return [EffectInstance(EffectKind.READ, op.operands[0])]


implement_op("affine.load", "getEffects")(_read_effects)
implement_op("affine.vector_load", "getEffects")(_read_effects)


# -- affine.delinearize_index / affine.linearize_index ---------------------------

_I64 = IntegerType.get(64)


def _static_basis(op: Operation) -> list[int]:
    attr = op.get_attr("static_basis")
    return list(attr.values) if isinstance(attr, DenseArrayAttr) else []


def _fold_constant_basis(op: Operation, first: int, count: int) -> bool:
    """``foldCstValueToCstAttrBasis``: constant dynamic basis operands (at
    ``first``, ``count`` of them) go into ``static_basis``; whether any did."""
    operands = op.operands
    dynamic = operands[first : first + count]
    constants = [constant_value(v) for v in dynamic]
    if not any(isinstance(c, IntegerAttr) for c in constants):
        return False
    static: list[int] = []
    position = 0
    for value in _static_basis(op):
        if value != DYNAMIC:
            static.append(value)
            continue
        constant = constants[position]
        position += 1
        static.append(constant.value if isinstance(constant, IntegerAttr) else DYNAMIC)
    kept = [v for v, c in zip(dynamic, constants) if not isinstance(c, IntegerAttr)]
    props = op.properties
    assert isinstance(props, dict)
    props["static_basis"] = DenseArrayAttr.get(_I64, static)
    if "operandSegmentSizes" in props:
        props["operandSegmentSizes"] = DenseArrayAttr.get(_I32, [first, len(kept)])
    op.set_operands([*operands[:first], *kept, *operands[first + count :]])
    return True


@implement_op("affine.delinearize_index", "fold")
def fold_delinearize(op: Operation, adaptor: object) -> object:
    """``AffineDelinearizeIndexOp::fold``: constant basis values become
    static; one result is the index itself; a constant index folds."""
    if _fold_constant_basis(op, 1, len(op.operands) - 1):
        return list(op.results)
    if len(op.results) == 1:
        return [op.operands[0]]
    operands = list(getattr(adaptor, "operands", ()))
    linear = operands[0] if operands else None
    if not isinstance(linear, IntegerAttr) or len(op.operands) > 1:
        return None
    basis = _static_basis(op)
    if len(basis) == len(op.results):  # an outer bound
        basis = basis[1:]
    high = linear.value
    values: list[int] = []
    for modulus in reversed(basis):
        if modulus == 0:
            return None
        values.append(high % modulus)
        high = high // modulus
    values.append(high)
    return [IntegerAttr.get(_INDEX, v) for v in reversed(values)]


@implement_op("affine.linearize_index", "fold")
def fold_linearize(op: Operation, adaptor: object) -> object:
    """``AffineLinearizeIndexOp::fold``: constant basis values become static;
    no index is 0, one index is itself; constant indices fold."""
    segments = op.get_attr("operandSegmentSizes")
    counts = list(getattr(segments, "values", ()))
    n_index = counts[0] if counts else len(op.operands)
    if _fold_constant_basis(op, n_index, len(op.operands) - n_index):
        return list(op.results)
    if n_index == 0:
        return IntegerAttr.get(_INDEX, 0)
    if n_index == 1:
        return op.operands[0]
    operands = list(getattr(adaptor, "operands", ()))
    indices = operands[:n_index]
    if not all(isinstance(a, IntegerAttr) for a in indices):
        return None
    if len(op.operands) > n_index:
        return None
    basis = _static_basis(op)
    result, stride = 0, 1
    for length, attr in zip(reversed(basis), reversed(indices)):
        assert isinstance(attr, IntegerAttr)
        result += attr.value * stride
        stride *= length
    if n_index != len(basis):  # no outer bound
        first = indices[0]
        assert isinstance(first, IntegerAttr)
        result += first.value * stride
    return IntegerAttr.get(_INDEX, result)


Basis = list[int | Value | None]


def _mixed_basis(op: Operation, first: int) -> Basis:
    """``getMixedBasis``: static entries as ints, dynamic ones as the operands
    from ``first`` on."""
    dynamic = iter(op.operands[first:])
    return [next(dynamic) if v == DYNAMIC else v for v in _static_basis(op)]


def _constant_int(entry: int | Value | None) -> int | None:
    """``getConstantIntValue`` of a basis entry."""
    if entry is None or isinstance(entry, int):
        return entry
    attr = constant_value(entry)
    return attr.value if isinstance(attr, IntegerAttr) else None


def _split_basis(basis: Basis) -> tuple[list[Value], list[int]]:
    """``dispatchIndexOpFoldResults`` (a leading None dropped first)."""
    if basis and basis[0] is None:
        basis = basis[1:]
    dynamic: list[Value] = []
    static: list[int] = []
    for entry in basis:
        if isinstance(entry, int):
            static.append(entry)
        else:
            assert entry is not None
            dynamic.append(entry)
            static.append(DYNAMIC)
    return dynamic, static


def _zero_index(rewriter: PatternRewriter, op: Operation) -> Value:
    """``arith.constant 0 : index`` before ``op``."""
    made = rewriter.create(
        "arith.constant",
        [],
        [_INDEX],
        {"value": IntegerAttr.get(_INDEX, 0)},
        location=op.location,
    )
    return made.results[0]


def _create_delinearize(
    rewriter: PatternRewriter, op: Operation, index: Value, basis: Basis, results: int
) -> Operation:
    dynamic, static = _split_basis(basis)
    return rewriter.create(
        "affine.delinearize_index",
        [index, *dynamic],
        [_INDEX] * results,
        {"static_basis": DenseArrayAttr.get(_I64, static)},
        location=op.location,
    )


def _disjoint_linearize_source(op: Operation) -> Operation | None:
    """The disjoint ``affine.linearize_index`` that makes ``op``'s first
    operand, if that is what makes it."""
    linearize = op.operands[0].defining_op
    if linearize is None or linearize.name != "affine.linearize_index":
        return None
    return linearize if _is_disjoint(linearize) else None


def _create_linearize_like(
    rewriter: PatternRewriter,
    linearize: Operation,
    indices: Sequence[Value],
    dynamic: Sequence[Value],
    static: Sequence[int],
) -> Operation:
    """A new ``affine.linearize_index`` of ``indices`` over the basis
    (``dynamic`` values for ``static``'s dynamic entries), keeping
    ``linearize``'s properties (its ``disjoint``) and location."""
    props = linearize.properties
    new_props = dict(props) if isinstance(props, dict) else {}
    new_props["static_basis"] = DenseArrayAttr.get(_I64, list(static))
    new_props["operandSegmentSizes"] = DenseArrayAttr.get(
        _I32, [len(indices), len(dynamic)]
    )
    return rewriter.create(
        "affine.linearize_index",
        [*indices, *dynamic],
        [_INDEX],
        new_props,
        location=linearize.location,
    )


def _replace_linearize(
    rewriter: PatternRewriter, op: Operation, indices: Sequence[Value], basis: Basis
) -> None:
    """``replaceOpWithNewOp<AffineLinearizeIndexOp>(op, indices, basis,
    op.getDisjoint())``."""
    dynamic, static = _split_basis(basis)
    props = op.properties
    new_props = dict(props) if isinstance(props, dict) else {}
    new_props["static_basis"] = DenseArrayAttr.get(_I64, static)
    new_props["operandSegmentSizes"] = DenseArrayAttr.get(
        _I32, [len(indices), len(dynamic)]
    )
    rewriter.replace_op_with_new_op(
        op, op.name, [*indices, *dynamic], [_INDEX], properties=new_props
    )


class DropUnitExtentBasis(RewritePattern):
    """Results of a unit basis element are 0; the rest delinearize by the
    other elements."""

    def __init__(self) -> None:
        super().__init__("affine.delinearize_index", debug_name="DropUnitExtentBasis")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        basis: Basis = _mixed_basis(op, 1)
        if len(basis) != len(op.results):
            basis = [None, *basis]
        replacements: list[Value | None] = [None] * len(op.results)
        kept: Basis = []
        zero: Value | None = None
        for i, entry in enumerate(basis):
            if entry is not None and _constant_int(entry) == 1:
                if zero is None:
                    zero = _zero_index(rewriter, op)
                replacements[i] = zero
            else:
                kept.append(entry)
        if len(kept) == len(op.results):
            return False
        if kept:
            new = _create_delinearize(rewriter, op, op.operands[0], kept, len(kept))
            results = iter(new.results)
            replacements = [r if r is not None else next(results) for r in replacements]
        rewriter.replace_op(op, [r for r in replacements if r is not None])
        return True


def _is_disjoint(op: Operation) -> bool:
    attr = op.get_attr("disjoint")
    if attr is None or attr is False:
        return False
    value = getattr(attr, "value", True)
    return bool(value)


def _linearize_parts(op: Operation) -> tuple[list[Value], Basis]:
    segments = op.get_attr("operandSegmentSizes")
    counts = list(getattr(segments, "values", ()))
    n_index = counts[0] if counts else len(op.operands)
    return op.operands[:n_index], _mixed_basis(op, n_index)


class DropLinearizeLeadingZero(RewritePattern):
    """A leading constant 0 index goes."""

    def __init__(self) -> None:
        super().__init__(
            "affine.linearize_index", debug_name="DropLinearizeLeadingZero"
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        indices, basis = _linearize_parts(op)
        if not indices or _constant_int(indices[0]) != 0:
            return False
        if len(indices) == 1:
            rewriter.replace_op(op, [indices[0]])
            return True
        if len(indices) == len(basis):  # an outer bound
            basis = basis[1:]
        _replace_linearize(rewriter, op, indices[1:], basis)
        return True


class DropLinearizeUnitComponentsIfDisjointOrZero(RewritePattern):
    """Indices of unit basis elements go when the op is disjoint (or they are 0)."""

    def __init__(self) -> None:
        super().__init__(
            "affine.linearize_index",
            debug_name="DropLinearizeUnitComponentsIfDisjointOrZero",
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        indices, basis = _linearize_parts(op)
        new_indices: list[Value] = []
        new_basis: Basis = []
        rest = indices
        if len(indices) != len(basis):  # no outer bound
            new_indices.append(indices[0])
            rest = indices[1:]
        disjoint = _is_disjoint(op)
        for index, entry in zip(rest, basis):
            if _constant_int(entry) != 1 or (
                not disjoint and _constant_int(index) != 0
            ):
                new_indices.append(index)
                new_basis.append(entry)
        if len(new_indices) == len(indices):
            return False
        if not new_indices:
            rewriter.replace_op_with_new_op(
                op,
                "arith.constant",
                [],
                [_INDEX],
                properties={"value": IntegerAttr.get(_INDEX, 0)},
            )
            return True
        _replace_linearize(rewriter, op, new_indices, new_basis)
        return True


def _same_entry(a: int | Value | None, b: int | Value | None) -> bool:
    """``OpFoldResult`` equality: equal constants or the same value."""
    if isinstance(a, int) or isinstance(b, int):
        return isinstance(a, int) and isinstance(b, int) and a == b
    return a is b


class CancelDelinearizeOfLinearizeDisjointExactTail(RewritePattern):
    """A delinearization of a disjoint linearization cancels the basis
    elements both end with."""

    def __init__(self) -> None:
        super().__init__(
            "affine.delinearize_index",
            debug_name="CancelDelinearizeOfLinearizeDisjointExactTail",
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        linearize = _disjoint_linearize_source(op)
        if linearize is None:
            return False
        ins, lin_basis = _linearize_parts(linearize)
        delin_basis: Basis = _mixed_basis(op, 1)
        matches = 0
        for a, b in zip(reversed(lin_basis), reversed(delin_basis)):
            if not _same_entry(a, b):
                break
            matches += 1
        if matches == 0:
            return False
        if (
            matches == len(lin_basis)
            and matches == len(delin_basis)
            and len(ins) == len(op.results)
        ):
            rewriter.replace_op(op, list(ins))
            return True
        dynamic, static = _split_basis(lin_basis[:-matches])
        new_lin = _create_linearize_like(
            rewriter, linearize, ins[:-matches], dynamic, static
        )
        outer = len(delin_basis) == len(op.results)
        rest = delin_basis[:-matches]
        new_delin = _create_delinearize(
            rewriter,
            op,
            new_lin.results[0],
            rest,
            len(rest) if outer else len(rest) + 1,
        )
        rewriter.replace_op(op, [*new_delin.results, *ins[-matches:]])
        return True


class SplitDelinearizeSpanningLastLinearizeArg(RewritePattern):
    """When the last k > 1 basis elements of a delinearization multiply to the
    last basis element of the disjoint linearization it reads, the last
    linearized index is delinearized on its own."""

    def __init__(self) -> None:
        super().__init__(
            "affine.delinearize_index",
            debug_name="SplitDelinearizeSpanningLastLinearizeArg",
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        linearize = _disjoint_linearize_source(op)
        if linearize is None:
            return False
        lin_static = _static_basis(linearize)
        if not lin_static or lin_static[-1] == DYNAMIC:
            return False
        target = lin_static[-1]
        basis = _static_basis(op)
        size, elems = 1, 0
        for entry in reversed(basis):
            if entry == DYNAMIC:
                return False
            size *= entry
            elems += 1
            if size > target:
                return False
            if size == target:
                break
        if size < target or elems < 2:
            return False
        ins, _ = _linearize_parts(linearize)
        new_lin = _create_linearize_like(
            rewriter,
            linearize,
            ins[:-1],
            linearize.operands[len(ins) :],
            lin_static[:-1],
        )
        outer = len(basis) == len(op.results)
        head = basis[:-elems]
        front = rewriter.create(
            "affine.delinearize_index",
            [new_lin.results[0], *op.operands[1:]],
            [_INDEX] * (len(head) if outer else len(head) + 1),
            {"static_basis": DenseArrayAttr.get(_I64, head)},
            location=op.location,
        )
        back = rewriter.create(
            "affine.delinearize_index",
            [ins[-1]],
            [_INDEX] * elems,
            {"static_basis": DenseArrayAttr.get(_I64, basis[-elems:])},
            location=op.location,
        )
        rewriter.replace_op(op, [*front.results, *back.results])
        return True


@implement_op("affine.delinearize_index", "canonicalization_patterns")
def _delinearize_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``affine.delinearize_index``'s canonicalization patterns (in part)."""
    patterns.add(
        CancelDelinearizeOfLinearizeDisjointExactTail(),
        DropUnitExtentBasis(),
        SplitDelinearizeSpanningLastLinearizeArg(),
    )


def _compute_product(
    rewriter: PatternRewriter, op: Operation, terms: Basis
) -> int | Value | None:
    """``computeProduct``: a constant, or an ``affine.apply`` of the dynamic
    terms (None if a term is unknown)."""
    dynamic: list[Value] = []
    result: AffineExpr = AffineConstantExpr.get(1)
    for term in terms:
        if term is None:
            return None
        constant = _constant_int(term)
        if constant is not None:
            result = result * AffineConstantExpr.get(constant)
        else:
            assert isinstance(term, Value)
            result = result * AffineSymbolExpr.get(len(dynamic))
            dynamic.append(term)
    if isinstance(result, AffineConstantExpr):
        return result.value
    amap = AffineMap.get(0, len(dynamic), [result])
    made = rewriter.create(
        "affine.apply",
        dynamic,
        [_INDEX],
        {"map": AffineMapAttr.get(amap)},
        location=op.location,
    )
    return made.results[0]


def _padded(basis: Basis, results: int) -> Basis:
    """``getPaddedBasis``: a leading None without an outer bound."""
    return basis if len(basis) == results else [None, *basis]


class CancelLinearizeOfDelinearizePortion(RewritePattern):
    """Consecutive results of a delinearization linearized again by the same
    bounds merge into one (``B1 * ... * BK``) on both sides."""

    def __init__(self) -> None:
        super().__init__(
            "affine.linearize_index", debug_name="CancelLinearizeOfDelinearizePortion"
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        ins, basis = _linearize_parts(op)
        lin_basis = _padded(basis, len(ins))
        n_lin = len(ins)
        matches: list[tuple[Operation, int, int, int]] = []
        seen: list[Operation] = []
        i = 0
        while i < n_lin:
            value = ins[i]
            delin = value.defining_op
            if delin is None or delin.name != "affine.delinearize_index":
                i += 1
                continue
            d = next(k for k, r in enumerate(delin.results) if r is value)
            delin_basis = _padded(_mixed_basis(delin, 1), len(delin.results))
            first_delin, first_lin = delin_basis[d], lin_basis[i]
            bounds_match = (first_delin is None and first_lin is None) or (
                first_delin is not None
                and first_lin is not None
                and _same_entry(first_delin, first_lin)
            )
            both_front = i == 0 and d == 0
            by_disjoint = _is_disjoint(op) and d == 0 and first_delin is None
            if not bounds_match and not both_front and not by_disjoint:
                i += 1
                continue
            j = 1
            n_delin = len(delin.results)
            while j + i < n_lin and j + d < n_delin:
                if ins[i + j] is not delin.results[d + j]:
                    break
                a, b = lin_basis[i + j], delin_basis[d + j]
                if not (
                    (a is None and b is None)
                    or (a is not None and b is not None and _same_entry(a, b))
                ):
                    break
                j += 1
            if j <= 1 or any(delin is other for other in seen):
                i += 1
                continue
            seen.append(delin)
            matches.append((delin, i, d, j))
            i += j
        if not matches:
            return False
        replacements: list[list[Value]] = []
        new_index: list[Value] = []
        new_basis: Basis = []
        prev_end = 0
        for delin, lin_start, delin_start, length in matches:
            new_index.extend(ins[prev_end:lin_start])
            new_basis.extend(lin_basis[prev_end:lin_start])
            prev_end = lin_start + length
            saved = rewriter.insertion_point
            rewriter.set_insertion_point_before(delin)
            to_merge = lin_basis[lin_start : lin_start + length]
            size = _compute_product(rewriter, op, to_merge)
            if length == len(delin.results):
                new_index.append(delin.operands[0])
                new_basis.append(size)
                replacements.append([])
                rewriter.insertion_point = saved
                continue
            delin_basis = _padded(_mixed_basis(delin, 1), len(delin.results))
            merged_basis = [
                *delin_basis[:delin_start],
                size,
                *delin_basis[delin_start + length :],
            ]
            new_delin = _create_delinearize(
                rewriter, delin, delin.operands[0], merged_basis, len(merged_basis)
            )
            combined = new_delin.results[delin_start]
            residual = _create_delinearize(
                rewriter, delin, combined, to_merge, len(to_merge)
            )
            replacements.append(
                [
                    *new_delin.results[:delin_start],
                    *residual.results,
                    *new_delin.results[delin_start + 1 :],
                ]
            )
            new_index.append(combined)
            new_basis.append(size)
            rewriter.insertion_point = saved
        new_index.extend(ins[prev_end:])
        new_basis.extend(lin_basis[prev_end:])
        _replace_linearize(rewriter, op, new_index, new_basis)
        for (delin, _, _, _), values in zip(matches, replacements):
            if values:
                rewriter.replace_op(delin, values)
        return True


@implement_op("affine.linearize_index", "canonicalization_patterns")
def _linearize_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``affine.linearize_index``'s canonicalization patterns (in part)."""
    patterns.add(
        CancelLinearizeOfDelinearizePortion(),
        DropLinearizeLeadingZero(),
        DropLinearizeUnitComponentsIfDisjointOrZero(),
    )
