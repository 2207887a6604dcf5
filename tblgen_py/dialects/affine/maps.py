"""The affine map machinery of MLIR's affine canonicalization (``AffineExpr.cpp``,
``AffineMap.cpp`` and ``AffineOps.cpp``), ported in part.

- ``replace_dims_and_symbols``/``replace``: MLIR's rebuilding substitutions
  (an unchanged subtree is kept as it is, a changed one is rebuilt with the
  simplifying operators);
- ``simplify_expr``/``simplify_map``: ``simplifyAffineExpr``
  (``simplifySemiAffine``, ``SimpleAffineExprFlattener`` with semi-affine
  locals, ``getAffineExprFromFlatForm``/``getSemiAffineExprFromFlatForm``; an
  expression dividing by a constant that is not positive is left as it is);
- ``bound_of``: ``getBoundForAffineExpr``;
- ``constant_fold``: ``AffineMap::constantFold`` (with its poison cases);
- ``canonicalize_map_and_operands``: ``canonicalizeMapAndOperands`` (valid
  symbols in dimension positions become symbols, dimensions used as symbols
  that are no valid symbols become dimensions, unused and duplicate operands
  go, constant symbols go into the map);
- ``compose_map_and_operands``: ``composeAffineMapAndOperands`` (operands made
  by ``affine.apply`` are composed into the map).
"""

from __future__ import annotations

from collections.abc import Sequence
from math import gcd

from tblgen_py.dialects.affine.scope import affine_scope, is_valid_dim, is_valid_symbol
from tblgen_py.runtime.ir.affine import (
    AffineBinaryExpr,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineKind,
    AffineMap,
    AffineSymbolExpr,
    IntegerSet,
)
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.value import BlockArgument, OpResult, Value
from tblgen_py.runtime.rewrite import constant_value

__all__ = [
    "POISON",
    "bound_of",
    "canonicalize_map_and_operands",
    "canonicalize_set_and_operands",
    "compose_map_and_operands",
    "constant_fold",
    "fully_compose_map_and_operands",
    "replace",
    "replace_dims_and_symbols",
    "simplify_expr",
    "simplify_map",
]

_I64_MIN, _I64_MAX = -(2**63), 2**63 - 1


def rebuild(kind: AffineKind, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """``getAffineBinaryOpExpr``: through the simplifying operators."""
    if kind is AffineKind.ADD:
        return lhs + rhs
    if kind is AffineKind.MUL:
        return lhs * rhs
    if kind is AffineKind.MOD:
        return lhs % rhs
    if kind is AffineKind.FLOOR_DIV:
        return lhs.floordiv(rhs)
    return lhs.ceildiv(rhs)


def replace_dims_and_symbols(
    expr: AffineExpr, dims: Sequence[AffineExpr], syms: Sequence[AffineExpr]
) -> AffineExpr:
    """``AffineExpr::replaceDimsAndSymbols`` (positions past the lists stay)."""
    if isinstance(expr, AffineDimExpr):
        return dims[expr.position] if expr.position < len(dims) else expr
    if isinstance(expr, AffineSymbolExpr):
        return syms[expr.position] if expr.position < len(syms) else expr
    if not isinstance(expr, AffineBinaryExpr):
        return expr
    lhs = replace_dims_and_symbols(expr.lhs, dims, syms)
    rhs = replace_dims_and_symbols(expr.rhs, dims, syms)
    if lhs is expr.lhs and rhs is expr.rhs:
        return expr
    return rebuild(expr.kind, lhs, rhs)


def replace(expr: AffineExpr, old: AffineExpr, new: AffineExpr) -> AffineExpr:
    """``AffineExpr::replace(old, new)``."""
    if expr is old:
        return new
    if not isinstance(expr, AffineBinaryExpr):
        return expr
    lhs, rhs = replace(expr.lhs, old, new), replace(expr.rhs, old, new)
    if lhs is expr.lhs and rhs is expr.rhs:
        return expr
    return rebuild(expr.kind, lhs, rhs)


def map_replace_dims_and_symbols(
    amap: AffineMap,
    dims: Sequence[AffineExpr],
    syms: Sequence[AffineExpr],
    num_dims: int,
    num_syms: int,
) -> AffineMap:
    """``AffineMap::replaceDimsAndSymbols``."""
    return AffineMap.get(
        num_dims,
        num_syms,
        [replace_dims_and_symbols(e, dims, syms) for e in amap.results],
    )


def shift(amap: AffineMap, dims: int, syms: int) -> AffineMap:
    """``map.shiftDims(dims).shiftSymbols(syms)``."""
    dim_repl = [AffineDimExpr.get(i + dims) for i in range(amap.num_dims)]
    sym_repl = [AffineSymbolExpr.get(i + syms) for i in range(amap.num_symbols)]
    return map_replace_dims_and_symbols(
        amap, dim_repl, sym_repl, amap.num_dims + dims, amap.num_symbols + syms
    )


def walk(expr: AffineExpr) -> list[AffineExpr]:
    """The sub-expressions of ``expr`` (post-order)."""
    out: list[AffineExpr] = []
    stack: list[AffineExpr] = [expr]
    while stack:
        e = stack.pop()
        out.append(e)
        if isinstance(e, AffineBinaryExpr):
            stack.append(e.lhs)
            stack.append(e.rhs)
    return out


def is_pure_affine(expr: AffineExpr) -> bool:
    """``AffineExpr::isPureAffine``."""
    if not isinstance(expr, AffineBinaryExpr):
        return True
    if expr.kind is AffineKind.ADD:
        return is_pure_affine(expr.lhs) and is_pure_affine(expr.rhs)
    if expr.kind is AffineKind.MUL:
        return (
            is_pure_affine(expr.lhs)
            and is_pure_affine(expr.rhs)
            and (
                isinstance(expr.lhs, AffineConstantExpr)
                or isinstance(expr.rhs, AffineConstantExpr)
            )
        )
    return is_pure_affine(expr.lhs) and isinstance(expr.rhs, AffineConstantExpr)


# -- flattening ------------------------------------------------------------


class _Flattener:
    """``SimpleAffineExprFlattener`` for pure affine expressions: rows of
    ``[dims..., symbols..., locals..., constant]``."""

    def __init__(self, num_dims: int, num_syms: int) -> None:
        self.num_dims = num_dims
        self.num_syms = num_syms
        self.locals: list[AffineExpr] = []
        self.stack: list[list[int]] = []

    def width(self) -> int:
        return self.num_dims + self.num_syms + len(self.locals) + 1

    def local_start(self) -> int:
        return self.num_dims + self.num_syms

    def walk(self, expr: AffineExpr) -> bool:
        """Push the flat form of ``expr``; False if it is not flattenable."""
        if isinstance(expr, AffineDimExpr):
            row = [0] * self.width()
            row[expr.position] = 1
            self.stack.append(row)
            return True
        if isinstance(expr, AffineSymbolExpr):
            row = [0] * self.width()
            row[self.num_dims + expr.position] = 1
            self.stack.append(row)
            return True
        if isinstance(expr, AffineConstantExpr):
            row = [0] * self.width()
            row[-1] = expr.value
            self.stack.append(row)
            return True
        assert isinstance(expr, AffineBinaryExpr)
        if not self.walk(expr.lhs) or not self.walk(expr.rhs):
            return False
        rhs = self.stack.pop()
        lhs = self.stack[-1]
        kind = expr.kind
        if kind is AffineKind.ADD:
            for i, value in enumerate(rhs):
                lhs[i] += value
            return True
        if not isinstance(expr.rhs, AffineConstantExpr):
            a, b = self.from_flat(lhs), self.from_flat(rhs)
            self._add_semi_affine(rebuild(kind, a, b), lhs)
            return True
        constant = rhs[-1]
        if kind is AffineKind.MUL:
            for i in range(len(lhs)):
                lhs[i] *= constant
            return True
        if constant <= 0:
            return False
        if kind is AffineKind.MOD:
            self._mod(lhs, constant)
        else:
            self._div(lhs, constant, kind is AffineKind.CEIL_DIV)
        return True

    def _add_local(self, expr: AffineExpr) -> None:
        at = self.local_start() + len(self.locals)
        for row in self.stack:
            row.insert(at, 0)
        self.locals.append(expr)

    def _add_semi_affine(self, expr: AffineExpr, row: list[int]) -> None:
        """``addLocalVariableSemiAffine``: ``row`` becomes the local ``expr``."""
        loc = self._find_local(expr)
        if loc == -1:
            self._add_local(expr)
            loc = len(self.locals) - 1
        row[:] = [0] * len(row)
        row[self.local_start() + loc] = 1

    def _find_local(self, expr: AffineExpr) -> int:
        for i, known in enumerate(self.locals):
            if known is expr:
                return i
        return -1

    def _mod(self, lhs: list[int], constant: int) -> None:
        if all(value % constant == 0 for value in lhs):
            lhs[:] = [0] * len(lhs)
            return
        common = constant
        for value in lhs:
            common = gcd(common, abs(value))
        dividend = [value // common for value in lhs] if common != 1 else list(lhs)
        divisor = constant // common
        quotient = self.from_flat(dividend).floordiv(divisor)
        loc = self._find_local(quotient)
        if loc == -1:
            self._add_local(quotient)
            lhs[self.local_start() + len(self.locals) - 1] = -constant
        else:
            lhs[self.local_start() + loc] = -constant

    def _div(self, lhs: list[int], constant: int, ceil: bool) -> None:
        common = constant
        for value in lhs:
            common = gcd(common, abs(value))
        if common != 1:
            lhs[:] = [value // common for value in lhs]
        divisor = constant // common
        if divisor == 1:
            return
        dividend = self.from_flat(lhs)
        quotient = dividend.ceildiv(divisor) if ceil else dividend.floordiv(divisor)
        loc = self._find_local(quotient)
        if loc == -1:
            self._add_local(quotient)
            loc = len(self.locals) - 1
        lhs[:] = [0] * len(lhs)
        lhs[self.local_start() + loc] = 1

    def from_flat_semi(self, row: Sequence[int]) -> AffineExpr:
        """``getSemiAffineExprFromFlatForm``: terms ordered by (position, key)."""
        nd, ns = self.num_dims, self.num_syms
        entries: list[tuple[tuple[int, int], int, AffineExpr]] = []
        offset_sym = 0
        offset_dim = -1
        top = max(nd, ns)
        for j in range(nd, nd + ns):
            if row[j]:
                entries.append(
                    ((j - nd, top + offset_sym), row[j], AffineSymbolExpr.get(j - nd))
                )
                offset_sym += 1
        added = [False] * len(self.locals)
        for index, local in enumerate(self.locals):
            coeff = row[nd + ns + index]
            if coeff == 0 or not isinstance(local, AffineBinaryExpr):
                continue
            lhs, rhs = local.lhs, local.rhs
            if not isinstance(lhs, (AffineDimExpr, AffineSymbolExpr)) or not isinstance(
                rhs, (AffineDimExpr, AffineSymbolExpr, AffineConstantExpr)
            ):
                continue
            if isinstance(rhs, AffineConstantExpr):
                if isinstance(lhs, AffineDimExpr):
                    key = (lhs.position, offset_dim)
                    offset_dim -= 1
                else:
                    key = (lhs.position, top + offset_sym)
                    offset_sym += 1
            elif isinstance(lhs, AffineDimExpr):
                key = (lhs.position, rhs.position)
            else:
                key = (lhs.position, top + offset_sym)
                offset_sym += 1
            entries.append((key, coeff, local))
            added[index] = True
        for j in range(nd):
            if row[j]:
                entries.append(((j, offset_dim), row[j], AffineDimExpr.get(j)))
                offset_dim -= 1
        expr: AffineExpr = AffineConstantExpr.get(0)
        for _, coeff, term in sorted(entries, key=lambda entry: entry[0]):
            expr = expr + term * coeff
        for j in range(nd + ns, len(row) - 1):
            if row[j] == 0 or added[j - nd - ns]:
                continue
            expr = expr + self.locals[j - nd - ns] * row[j]
        if row[-1] != 0:
            expr = expr + row[-1]
        return expr

    def from_flat(self, row: Sequence[int]) -> AffineExpr:
        """``getAffineExprFromFlatForm``."""
        expr: AffineExpr = AffineConstantExpr.get(0)
        nd, ns = self.num_dims, self.num_syms
        for j in range(nd + ns):
            if row[j] == 0:
                continue
            ident: AffineExpr = (
                AffineDimExpr.get(j) if j < nd else AffineSymbolExpr.get(j - nd)
            )
            expr = expr + ident * row[j]
        for j in range(nd + ns, len(row) - 1):
            if row[j] == 0:
                continue
            expr = expr + self.locals[j - nd - ns] * row[j]
        if row[-1] != 0:
            expr = expr + row[-1]
        return expr


def flat_form(
    expr: AffineExpr, num_dims: int, num_syms: int
) -> tuple[list[int], int] | None:
    """The flat row of ``expr`` and its number of locals (None: not flattenable)."""
    flattener = _Flattener(num_dims, num_syms)
    if not flattener.walk(expr):
        return None
    return flattener.stack[-1], len(flattener.locals)


def simplify_expr(expr: AffineExpr, num_dims: int, num_syms: int) -> AffineExpr:
    """``simplifyAffineExpr``."""
    if not is_pure_affine(expr):
        expr = _simplify_semi_affine(expr, num_dims, num_syms)
    flattener = _Flattener(num_dims, num_syms)
    if not flattener.walk(expr):
        return expr
    row = flattener.stack[-1]
    if is_pure_affine(expr):
        return flattener.from_flat(row)
    if expr is flattener.from_flat(row):
        return expr
    return flattener.from_flat_semi(row)


def _divisible_by_symbol(expr: AffineExpr, pos: int, kind: AffineKind) -> bool:
    """``isDivisibleBySymbol``."""
    if isinstance(expr, AffineConstantExpr):
        return expr.value == 0
    if isinstance(expr, AffineDimExpr):
        return False
    if isinstance(expr, AffineSymbolExpr):
        return expr.position == pos
    assert isinstance(expr, AffineBinaryExpr)
    if expr.kind is AffineKind.ADD:
        return _divisible_by_symbol(expr.lhs, pos, kind) and _divisible_by_symbol(
            expr.rhs, pos, kind
        )
    if expr.kind is AffineKind.MOD:
        return _divisible_by_symbol(
            expr.lhs, pos, AffineKind.MOD
        ) and _divisible_by_symbol(expr.rhs, pos, AffineKind.MOD)
    if expr.kind is AffineKind.MUL:
        # mlir-opt 22 does not look through a floordiv/ceildiv factor of a
        # product: ``((s0 ceildiv 2) * 5) ceildiv s0`` stays.
        return _divisible_by_symbol(
            expr.lhs, pos, AffineKind.MUL
        ) or _divisible_by_symbol(expr.rhs, pos, AffineKind.MUL)
    if kind is not expr.kind:
        return False
    return _divisible_by_symbol(expr.lhs, pos, expr.kind)


def _symbolic_divide(expr: AffineExpr, pos: int, kind: AffineKind) -> AffineExpr:
    """``symbolicDivide`` (called on divisible expressions only)."""
    if isinstance(expr, AffineConstantExpr):
        return AffineConstantExpr.get(0)
    if isinstance(expr, AffineSymbolExpr):
        return AffineConstantExpr.get(1)
    assert isinstance(expr, AffineBinaryExpr)
    if expr.kind is AffineKind.ADD:
        return _symbolic_divide(expr.lhs, pos, kind) + _symbolic_divide(
            expr.rhs, pos, kind
        )
    if expr.kind is AffineKind.MOD:
        return _symbolic_divide(expr.lhs, pos, expr.kind) % _symbolic_divide(
            expr.rhs, pos, expr.kind
        )
    if expr.kind is AffineKind.MUL:
        if not _divisible_by_symbol(expr.lhs, pos, kind):
            return expr.lhs * _symbolic_divide(expr.rhs, pos, kind)
        return _symbolic_divide(expr.lhs, pos, kind) * expr.rhs
    return rebuild(expr.kind, _symbolic_divide(expr.lhs, pos, expr.kind), expr.rhs)


def _summands(expr: AffineExpr, out: list[AffineExpr]) -> None:
    """``getSummandExprs``."""
    if isinstance(expr, AffineBinaryExpr) and expr.kind is AffineKind.ADD:
        _summands(expr.lhs, out)
        _summands(expr.rhs, out)
    else:
        out.append(expr)


def _negated(expr: AffineExpr) -> AffineExpr | None:
    """``isNegatedAffineExpr``: ``e`` for ``e * -1`` (or ``-1 * e``)."""
    if not isinstance(expr, AffineBinaryExpr) or expr.kind is not AffineKind.MUL:
        return None
    minus_one = AffineConstantExpr.get(-1)
    if expr.lhs is minus_one:
        return expr.rhs
    if expr.rhs is minus_one:
        return expr.lhs
    return None


def _mod_of_mod_subtraction(
    lhs: AffineExpr, rhs: AffineExpr, num_dims: int, num_syms: int
) -> bool:
    """``isModOfModSubtraction``: ``(x - x mod r) mod r`` is 0."""
    summands: list[AffineExpr] = []
    _summands(lhs, summands)
    for i, current in enumerate(summands):
        inner = _negated(current)
        if (
            not isinstance(inner, AffineBinaryExpr)
            or inner.kind is not AffineKind.MOD
            or inner.rhs is not rhs
        ):
            continue
        diff: AffineExpr = AffineConstantExpr.get(0)
        for j, other in enumerate(summands):
            if i != j:
                diff = diff + other
        diff = diff - inner.lhs
        diff = simplify_expr(diff, num_dims, num_syms)
        if diff is AffineConstantExpr.get(0):
            return True
    return False


def _simplify_semi_affine(expr: AffineExpr, num_dims: int, num_syms: int) -> AffineExpr:
    """``simplifySemiAffine``."""
    if not isinstance(expr, AffineBinaryExpr):
        return expr
    lhs = _simplify_semi_affine(expr.lhs, num_dims, num_syms)
    rhs = _simplify_semi_affine(expr.rhs, num_dims, num_syms)
    if expr.kind in (AffineKind.ADD, AffineKind.MUL):
        return rebuild(expr.kind, lhs, rhs)
    if _mod_of_mod_subtraction(lhs, rhs, num_dims, num_syms):
        return AffineConstantExpr.get(0)
    if not isinstance(rhs, AffineSymbolExpr):
        return rebuild(expr.kind, lhs, rhs)
    if not _divisible_by_symbol(expr.lhs, rhs.position, expr.kind):
        return rebuild(expr.kind, lhs, rhs)
    if expr.kind is AffineKind.MOD:
        return AffineConstantExpr.get(0)
    return _symbolic_divide(lhs, rhs.position, expr.kind)


def simplify_map(amap: AffineMap) -> AffineMap:
    """``simplifyAffineMap``."""
    return AffineMap.get(
        amap.num_dims,
        amap.num_symbols,
        [simplify_expr(e, amap.num_dims, amap.num_symbols) for e in amap.results],
    )


# -- bounds ----------------------------------------------------------------


def _floor_div(a: int, b: int) -> int:
    return a // b


def _ceil_div(a: int, b: int) -> int:
    return -((-a) // b)


def bound_of(
    expr: AffineExpr,
    num_dims: int,
    num_syms: int,
    lower: Sequence[int | None],
    upper: Sequence[int | None],
    is_upper: bool,
) -> int | None:
    """``getBoundForAffineExpr``: a constant (inclusive) bound of ``expr``."""
    if isinstance(expr, AffineBinaryExpr) and expr.kind in (
        AffineKind.FLOOR_DIV,
        AffineKind.CEIL_DIV,
        AffineKind.MOD,
    ):
        rhs = expr.rhs
        if not isinstance(rhs, AffineConstantExpr) or rhs.value < 1:
            return None
        c = rhs.value
        if expr.kind is AffineKind.MOD:
            lb = bound_of(expr.lhs, num_dims, num_syms, lower, upper, False)
            ub = bound_of(expr.lhs, num_dims, num_syms, lower, upper, is_upper)
            if ub is not None and lb is not None and lb // c == ub // c:
                return ub % c if is_upper else lb % c
            return c - 1 if is_upper else 0
        bound = bound_of(expr.lhs, num_dims, num_syms, lower, upper, is_upper)
        if bound is None:
            return None
        if expr.kind is AffineKind.FLOOR_DIV:
            return _floor_div(bound, c)
        return _ceil_div(bound, c)
    flat = flat_form(expr, num_dims, num_syms)
    if flat is None or flat[1] > 0:
        return None
    row = flat[0]
    total = 0
    for i in range(num_dims + num_syms):
        coeff = row[i]
        if coeff == 0:
            continue
        known = (upper if is_upper else lower)[i] if coeff > 0 else None
        if coeff < 0:
            known = (lower if is_upper else upper)[i]
        if known is None:
            return None
        total += known * coeff
    return total + row[-1]


# -- constant folding --------------------------------------------------------


class _Poison:
    """Marks a fold that met a division by zero (``hasPoison``)."""


POISON = _Poison()


def _fold_expr(
    expr: AffineExpr, num_dims: int, operands: Sequence[object]
) -> int | _Poison | None:
    """``AffineExprConstantFolder::constantFold``."""
    if isinstance(expr, AffineConstantExpr):
        return expr.value
    if isinstance(expr, (AffineDimExpr, AffineSymbolExpr)):
        index = expr.position + (num_dims if isinstance(expr, AffineSymbolExpr) else 0)
        attr = operands[index]
        return attr.value if isinstance(attr, IntegerAttr) else None
    assert isinstance(expr, AffineBinaryExpr)
    lhs = _fold_expr(expr.lhs, num_dims, operands)
    if lhs is None or isinstance(lhs, _Poison):
        return lhs
    rhs = _fold_expr(expr.rhs, num_dims, operands)
    if rhs is None or isinstance(rhs, _Poison):
        return rhs
    kind = expr.kind
    if kind is AffineKind.ADD:
        out = lhs + rhs
    elif kind is AffineKind.MUL:
        out = lhs * rhs
    elif kind is AffineKind.MOD:
        if rhs < 1:
            return POISON
        out = lhs % rhs
    else:
        if rhs == 0:
            return POISON
        out = (
            _floor_div(lhs, rhs)
            if kind is AffineKind.FLOOR_DIV
            else _ceil_div(lhs, rhs)
        )
    return out if _I64_MIN <= out <= _I64_MAX else None


def constant_fold(
    amap: AffineMap, operands: Sequence[object]
) -> list[int] | _Poison | None:
    """``AffineMap::constantFold``: every result's value, POISON, or None."""
    values: list[int] = []
    folded_all = True
    for expr in amap.results:
        value = _fold_expr(expr, amap.num_dims, operands)
        if isinstance(value, _Poison):
            return POISON
        if value is None:
            folded_all = False
        else:
            values.append(value)
    return values if folded_all and values else None


# -- operands ---------------------------------------------------------------


def _valid_symbol(value: Value) -> bool:
    """``isValidSymbol(value)`` (the region-free form)."""
    if not _is_index(value):
        return False
    if _top_level(value):
        return True
    op = value.defining_op if isinstance(value, OpResult) else None
    if op is not None:
        return is_valid_symbol(value, affine_scope(op))
    return False


def _valid_dim(value: Value) -> bool:
    """``isValidDim(value)`` (the region-free form)."""
    if not _is_index(value):
        return False
    op = value.defining_op if isinstance(value, OpResult) else None
    if op is not None:
        return is_valid_dim(value, affine_scope(op))
    owner = value.owner.parent_op if isinstance(value, BlockArgument) else None
    if owner is None:
        return False
    return _is_scope(owner) or owner.name in ("affine.for", "affine.parallel")


def _is_index(value: Value) -> bool:
    from tblgen_py.runtime.ir.types import IndexType

    return isinstance(value.type, IndexType)


def _is_scope(op: object) -> bool:
    from tblgen_py.dialects.affine.scope import is_affine_scope

    return is_affine_scope(op)  # type: ignore[arg-type]


def _top_level(value: Value) -> bool:
    """``isTopLevelValue(value)``."""
    if isinstance(value, BlockArgument):
        parent = value.owner.parent_op
    else:
        op = value.defining_op
        parent = op.parent_op if op is not None else None
    return parent is not None and _is_scope(parent)


Remap = tuple[list[AffineExpr], list[AffineExpr], int, int]


def _promote_symbols(num_dims: int, num_syms: int, operands: list[Value]) -> Remap:
    """``canonicalizePromotedSymbols``: valid symbols in dimension positions
    become (trailing) symbols; reorders ``operands`` in place."""
    dims_out: list[Value] = []
    promoted: list[Value] = []
    dim_repl: list[AffineExpr] = []
    next_dim = next_sym = 0
    for i in range(num_dims):
        value = operands[i]
        if _valid_symbol(value):
            dim_repl.append(AffineSymbolExpr.get(num_syms + next_sym))
            next_sym += 1
            promoted.append(value)
        else:
            dim_repl.append(AffineDimExpr.get(next_dim))
            next_dim += 1
            dims_out.append(value)
    operands[:] = [*dims_out, *operands[num_dims:], *promoted]
    return dim_repl, [], next_dim, num_syms + next_sym


def _demote_dims(num_dims: int, num_syms: int, operands: list[Value]) -> Remap:
    """``legalizeDemotedDims``: symbols that are valid dimensions but not
    valid symbols become (trailing) dimensions."""
    demoted: list[Value] = []
    symbols: list[Value] = []
    sym_repl: list[AffineExpr] = []
    next_dim = next_sym = 0
    for i in range(num_dims, num_dims + num_syms):
        value = operands[i]
        if _valid_dim(value) and not _valid_symbol(value):
            sym_repl.append(AffineDimExpr.get(num_dims + next_dim))
            next_dim += 1
            demoted.append(value)
        else:
            sym_repl.append(AffineSymbolExpr.get(next_sym))
            next_sym += 1
            symbols.append(value)
    operands[:] = [*operands[:num_dims], *demoted, *symbols]
    return [], sym_repl, num_dims + next_dim, next_sym


def _drop_unused(
    num_dims: int,
    num_syms: int,
    exprs: Sequence[AffineExpr],
    operands: list[Value],
) -> Remap:
    """Unused and duplicate operands go; constant symbols go into the map."""
    used: set[tuple[bool, int]] = set()
    for expr in exprs:
        for e in walk(expr):
            if isinstance(e, AffineDimExpr):
                used.add((True, e.position))
            elif isinstance(e, AffineSymbolExpr):
                used.add((False, e.position))
    result: list[Value] = []
    dim_repl: list[AffineExpr] = [AffineConstantExpr.get(0)] * num_dims
    seen: dict[int, AffineExpr] = {}
    next_dim = 0
    for i in range(num_dims):
        if (True, i) not in used:
            continue
        value = operands[i]
        known = seen.get(id(value))
        if known is None:
            known = AffineDimExpr.get(next_dim)
            next_dim += 1
            result.append(value)
            seen[id(value)] = known
        dim_repl[i] = known
    sym_repl: list[AffineExpr] = [AffineConstantExpr.get(0)] * num_syms
    seen_syms: dict[int, AffineExpr] = {}
    next_sym = 0
    for i in range(num_syms):
        if (False, i) not in used:
            continue
        value = operands[num_dims + i]
        constant = constant_value(value)
        if isinstance(constant, IntegerAttr):
            sym_repl[i] = AffineConstantExpr.get(constant.value)
            continue
        known = seen_syms.get(id(value))
        if known is None:
            known = AffineSymbolExpr.get(next_sym)
            next_sym += 1
            result.append(value)
            seen_syms[id(value)] = known
        sym_repl[i] = known
    operands[:] = result
    return dim_repl, sym_repl, next_dim, next_sym


def _canonicalize(
    num_dims: int,
    num_syms: int,
    exprs: list[AffineExpr],
    operands: list[Value],
) -> tuple[int, int, list[AffineExpr]]:
    """``canonicalizeMapOrSetAndOperands`` on the expressions of a map/set."""
    if not operands:
        return num_dims, num_syms, exprs
    for step in (_promote_symbols, _demote_dims):
        dim_repl, sym_repl, num_dims, num_syms = step(num_dims, num_syms, operands)
        exprs = [replace_dims_and_symbols(e, dim_repl, sym_repl) for e in exprs]
    dim_repl, sym_repl, num_dims, num_syms = _drop_unused(
        num_dims, num_syms, exprs, operands
    )
    exprs = [replace_dims_and_symbols(e, dim_repl, sym_repl) for e in exprs]
    return num_dims, num_syms, exprs


def canonicalize_map_and_operands(amap: AffineMap, operands: list[Value]) -> AffineMap:
    """``canonicalizeMapAndOperands``; ``operands`` is updated in place."""
    nd, ns, exprs = _canonicalize(
        amap.num_dims, amap.num_symbols, list(amap.results), operands
    )
    return AffineMap.get(nd, ns, exprs)


def canonicalize_set_and_operands(
    iset: IntegerSet, operands: list[Value]
) -> IntegerSet:
    """``canonicalizeSetAndOperands``; ``operands`` is updated in place."""
    nd, ns, exprs = _canonicalize(
        iset.num_dims, iset.num_symbols, list(iset.constraints), operands
    )
    return IntegerSet.get(nd, ns, exprs, iset.eq_flags)


def _replace_dim_or_sym(
    amap: AffineMap, position: int, dims: list[Value | None], syms: list[Value | None]
) -> AffineMap | None:
    """``replaceDimOrSym``: the map with the operand at ``position`` (an
    ``affine.apply`` result) composed in; None if it is not one."""
    is_dim = position < len(dims)
    pos = position if is_dim else position - len(dims)
    value = dims[pos] if is_dim else syms[pos]
    if value is None:
        return None
    apply = value.defining_op if isinstance(value, OpResult) else None
    if apply is None or apply.name != "affine.apply":
        return None
    if is_dim:
        dims[pos] = None
    else:
        syms[pos] = None
    compose_map = _map_of(apply, "map")
    compose_operands = list(apply.operands)
    compose_map = canonicalize_map_and_operands(compose_map, compose_operands)
    replacement = shift(compose_map, len(dims), len(syms)).results[0]
    old: AffineExpr = AffineDimExpr.get(pos) if is_dim else AffineSymbolExpr.get(pos)
    dims.extend(compose_operands[: compose_map.num_dims])
    syms.extend(compose_operands[compose_map.num_dims :])
    return AffineMap.get(
        len(dims), len(syms), [replace(e, old, replacement) for e in amap.results]
    )


def _map_of(op: object, name: str) -> AffineMap:
    attr = op.get_attr(name)  # type: ignore[attr-defined]
    return attr.value  # type: ignore[no-any-return]


def compose_map_and_operands(amap: AffineMap, operands: list[Value]) -> AffineMap:
    """``composeAffineMapAndOperands``; ``operands`` is updated in place."""
    if not amap.results:
        amap = canonicalize_map_and_operands(amap, operands)
        return simplify_map(amap)
    dims: list[Value | None] = list(operands[: amap.num_dims])
    syms: list[Value | None] = list(operands[amap.num_dims :])
    while True:
        changed = False
        for position in range(len(dims) + len(syms)):
            composed = _replace_dim_or_sym(amap, position, dims, syms)
            if composed is not None:
                amap = composed
                changed = True
                break
        if not changed:
            break
    operands.clear()
    zero = AffineConstantExpr.get(0)
    dim_repl: list[AffineExpr] = []
    sym_repl: list[AffineExpr] = []
    nd = ns = 0
    for value in dims:
        if value is None:
            dim_repl.append(zero)
            continue
        dim_repl.append(AffineDimExpr.get(nd))
        nd += 1
        operands.append(value)
    for value in syms:
        if value is None:
            sym_repl.append(zero)
            continue
        sym_repl.append(AffineSymbolExpr.get(ns))
        ns += 1
        operands.append(value)
    amap = map_replace_dims_and_symbols(amap, dim_repl, sym_repl, nd, ns)
    amap = canonicalize_map_and_operands(amap, operands)
    return simplify_map(amap)


def fully_compose_map_and_operands(amap: AffineMap, operands: list[Value]) -> AffineMap:
    """``fullyComposeAffineMapAndOperands``."""
    while any(
        isinstance(v, OpResult)
        and v.defining_op is not None
        and v.defining_op.name == "affine.apply"
        for v in operands
    ):
        amap = compose_map_and_operands(amap, operands)
    return amap
