"""Affine expressions, maps and integer sets, with MLIR's construction-time folds.

``AffineExpr`` values are interned; ``+``, ``*``, ``-``, ``floordiv``,
``ceildiv`` and ``%`` simplify the way MLIR's operators do (constant folding,
constants moved to the right, ``(d0 + 2) + 3 -> d0 + 5``, ...), so parsing and
printing reproduce mlir-opt's text.  ``AffineMapAttr`` / ``IntegerSetAttr``
wrap ``AffineMap`` / ``IntegerSet``.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from enum import Enum

from tblgen_py.runtime.ir.attributes import Attribute
from tblgen_py.runtime.ir.types import Immutable, intern


class AffineKind(Enum):
    """Kinds of affine binary expressions, with their spelling."""

    ADD = "+"
    MUL = "*"
    MOD = "mod"
    FLOOR_DIV = "floordiv"
    CEIL_DIV = "ceildiv"


class AffineExpr(Immutable):
    """Base of affine expressions."""

    __slots__ = ()

    def is_symbolic_or_constant(self) -> bool:
        """True if no dimension occurs in the expression."""
        return True

    def largest_known_divisor(self) -> int:
        """The largest integer known to divide the expression."""
        return 1

    def __add__(self, other: AffineExpr | int) -> AffineExpr:
        rhs = _expr(other)
        return _simplify_add(self, rhs) or AffineBinaryExpr.get(
            AffineKind.ADD, self, rhs
        )

    def __radd__(self, other: int) -> AffineExpr:
        return _expr(other) + self

    def __neg__(self) -> AffineExpr:
        return self * -1

    def __sub__(self, other: AffineExpr | int) -> AffineExpr:
        return self + (-_expr(other))

    def __mul__(self, other: AffineExpr | int) -> AffineExpr:
        rhs = _expr(other)
        return _simplify_mul(self, rhs) or AffineBinaryExpr.get(
            AffineKind.MUL, self, rhs
        )

    def floordiv(self, other: AffineExpr | int) -> AffineExpr:
        """``self floordiv other``."""
        rhs = _expr(other)
        return _simplify_floordiv(self, rhs) or AffineBinaryExpr.get(
            AffineKind.FLOOR_DIV, self, rhs
        )

    def ceildiv(self, other: AffineExpr | int) -> AffineExpr:
        """``self ceildiv other``."""
        rhs = _expr(other)
        return _simplify_ceildiv(self, rhs) or AffineBinaryExpr.get(
            AffineKind.CEIL_DIV, self, rhs
        )

    def __mod__(self, other: AffineExpr | int) -> AffineExpr:
        rhs = _expr(other)
        return _simplify_mod(self, rhs) or AffineBinaryExpr.get(
            AffineKind.MOD, self, rhs
        )


class AffineDimExpr(AffineExpr):
    """``d<position>``."""

    __slots__ = ("position",)
    position: int

    @classmethod
    def get(cls, position: int) -> AffineDimExpr:
        """Dimension ``position``."""
        return intern(cls, position, position=position)

    def is_symbolic_or_constant(self) -> bool:
        """Dimensions are not symbolic."""
        return False


class AffineSymbolExpr(AffineExpr):
    """``s<position>``."""

    __slots__ = ("position",)
    position: int

    @classmethod
    def get(cls, position: int) -> AffineSymbolExpr:
        """Symbol ``position``."""
        return intern(cls, position, position=position)


class AffineConstantExpr(AffineExpr):
    """An integer constant."""

    __slots__ = ("value",)
    value: int

    @classmethod
    def get(cls, value: int) -> AffineConstantExpr:
        """The constant ``value``."""
        return intern(cls, value, value=value)

    def largest_known_divisor(self) -> int:
        """``|value|``."""
        return abs(self.value)


class AffineBinaryExpr(AffineExpr):
    """``lhs <kind> rhs``."""

    __slots__ = ("kind", "lhs", "rhs")
    kind: AffineKind
    lhs: AffineExpr
    rhs: AffineExpr

    @classmethod
    def get(
        cls, kind: AffineKind, lhs: AffineExpr, rhs: AffineExpr
    ) -> AffineBinaryExpr:
        """The binary expression without simplification.

        As MLIR does since LLVM 21, the operands of ``+`` and ``*`` that are
        both dimensions/symbols are ordered: dimensions first, by position.
        """
        if kind is AffineKind.ADD or kind is AffineKind.MUL:
            lkey, rkey = _id_key(lhs), _id_key(rhs)
            if lkey is not None and rkey is not None and rkey < lkey:
                lhs, rhs = rhs, lhs
        return intern(cls, kind, lhs, rhs, kind=kind, lhs=lhs, rhs=rhs)

    def is_symbolic_or_constant(self) -> bool:
        """True if both sides are."""
        return self.lhs.is_symbolic_or_constant() and self.rhs.is_symbolic_or_constant()

    def largest_known_divisor(self) -> int:
        """As MLIR's ``getLargestKnownDivisor``."""
        kind = self.kind
        if kind is AffineKind.MUL:
            return self.lhs.largest_known_divisor() * self.rhs.largest_known_divisor()
        if kind is AffineKind.ADD or kind is AffineKind.MOD:
            return math.gcd(
                self.lhs.largest_known_divisor(), self.rhs.largest_known_divisor()
            )
        rhs = self.rhs
        if isinstance(rhs, AffineConstantExpr) and rhs.value != 0:
            lhs_div = self.lhs.largest_known_divisor()
            if lhs_div % rhs.value == 0:
                return abs(_trunc_div(lhs_div, rhs.value))
        return 1


def _id_key(e: AffineExpr) -> tuple[int, int] | None:
    if isinstance(e, AffineDimExpr):
        return (0, e.position)
    if isinstance(e, AffineSymbolExpr):
        return (1, e.position)
    return None


def _expr(value: AffineExpr | int) -> AffineExpr:
    return AffineConstantExpr.get(value) if isinstance(value, int) else value


def _trunc_div(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _const(e: AffineExpr) -> int | None:
    return e.value if isinstance(e, AffineConstantExpr) else None


def _bin(e: AffineExpr, kind: AffineKind) -> AffineBinaryExpr | None:
    return e if isinstance(e, AffineBinaryExpr) and e.kind is kind else None


def _simplify_add(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    lc, rc = _const(lhs), _const(rhs)
    if lc is not None and rc is not None:
        return AffineConstantExpr.get(lc + rc)
    if lc is not None or (
        lhs.is_symbolic_or_constant() and not rhs.is_symbolic_or_constant()
    ):
        return rhs + lhs
    if rc == 0:
        return lhs
    l_add = _bin(lhs, AffineKind.ADD)
    if l_add is not None and rc is not None:
        lrc = _const(l_add.rhs)
        if lrc is not None:
            return l_add.lhs + (lrc + rc)
    first, c1 = _split_mul(lhs)
    second, c2 = _split_mul(rhs)
    if first is second:
        return first * (c1 + c2)
    if l_add is not None and _const(l_add.rhs) is not None:
        return l_add.lhs + rhs + l_add.rhs
    as_mod = _simplify_add_mod(lhs, rhs)
    if as_mod is not None:
        return as_mod
    if l_add is not None and _moves_symbol_right(l_add, rhs):
        return l_add.lhs + (rhs + l_add.rhs)
    return None


def _moves_symbol_right(l_add: AffineBinaryExpr, rhs: AffineExpr) -> bool:
    """``(e + sym) + (x floordiv q) * k`` reassociates to ``e + ((...) * k + sym)``.

    Observed behaviour of mlir-opt 22: a symbolic last addend moves right of a
    non-symbolic product whose left operand is a floordiv (unless the sum is
    ``expr - (expr floordiv q) * q``, which is ``expr mod q`` first).
    """
    r_mul = _bin(rhs, AffineKind.MUL)
    if r_mul is None or _bin(r_mul.lhs, AffineKind.FLOOR_DIV) is None:
        return False
    return l_add.rhs.is_symbolic_or_constant() and not rhs.is_symbolic_or_constant()


def _split_mul(e: AffineExpr) -> tuple[AffineExpr, int]:
    mul = _bin(e, AffineKind.MUL)
    if mul is not None:
        c = _const(mul.rhs)
        if c is not None:
            return mul.lhs, c
    return e, 1


def _simplify_add_mod(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    """``expr - q * (expr floordiv q)`` becomes ``expr mod q``; so does the
    last addend of ``a + expr`` (mlir-opt 22: ``a + expr mod q``)."""
    l_add = _bin(lhs, AffineKind.ADD)
    if l_add is not None:
        inner_mod = _simplify_add_mod(l_add.rhs, rhs)
        if inner_mod is not None:
            return l_add.lhs + inner_mod
    r_mul = _bin(rhs, AffineKind.MUL)
    if r_mul is None:
        return None
    lrhs, rrhs = r_mul.lhs, r_mul.rhs
    inner = _bin(lrhs, AffineKind.MUL)
    if _const(rrhs) == -1 and inner is not None:
        fdiv = _bin(inner.lhs, AffineKind.FLOOR_DIV)
        if fdiv is None:
            return None
        if fdiv.rhs is inner.rhs and lhs is fdiv.lhs:
            return lhs % inner.rhs
    fdiv = _bin(lrhs, AffineKind.FLOOR_DIV)
    if fdiv is None:
        return None
    q = _const(fdiv.rhs)
    if q is not None and q > 0 and lhs is fdiv.lhs and _const(rrhs) == -q:
        return lhs % fdiv.rhs
    return None


def _simplify_mul(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    lc, rc = _const(lhs), _const(rhs)
    if lc is not None and rc is not None:
        return AffineConstantExpr.get(lc * rc)
    if not lhs.is_symbolic_or_constant() and not rhs.is_symbolic_or_constant():
        return None
    if not rhs.is_symbolic_or_constant() or lc is not None:
        return rhs * lhs
    if rc == 1:
        return lhs
    if rc == 0:
        return rhs
    l_mul = _bin(lhs, AffineKind.MUL)
    if l_mul is not None:
        lrc = _const(l_mul.rhs)
        if lrc is not None and rc is not None:
            return l_mul.lhs * (lrc * rc)
        if lrc is not None:
            return (l_mul.lhs * rhs) * l_mul.rhs
    return None


def _simplify_floordiv(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    rc = _const(rhs)
    if rc is None or rc == 0:
        return None
    lc = _const(lhs)
    if lc is not None:
        return AffineConstantExpr.get(lc // rc)
    if rc == 1:
        return lhs
    l_mul = _bin(lhs, AffineKind.MUL)
    lrc = _const(l_mul.rhs) if l_mul is not None else None
    if l_mul is not None and lrc is not None and lrc % rc == 0:
        return l_mul.lhs * _trunc_div(lrc, rc)
    l_add = _bin(lhs, AffineKind.ADD)
    if l_add is not None:
        if (
            l_add.lhs.largest_known_divisor() % rc == 0
            or l_add.rhs.largest_known_divisor() % rc == 0
        ):
            return l_add.lhs.floordiv(rc) + l_add.rhs.floordiv(rc)
    return None


def _simplify_ceildiv(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    rc = _const(rhs)
    if rc is None or rc == 0:
        return None
    lc = _const(lhs)
    if lc is not None:
        return AffineConstantExpr.get(-((-lc) // rc))
    if rc == 1:
        return lhs
    l_mul = _bin(lhs, AffineKind.MUL)
    lrc = _const(l_mul.rhs) if l_mul is not None else None
    if l_mul is not None and lrc is not None and lrc % rc == 0:
        return l_mul.lhs * _trunc_div(lrc, rc)
    return None


def _simplify_mod(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    rc = _const(rhs)
    if rc is None or rc < 1:
        return None
    lc = _const(lhs)
    if lc is not None:
        return AffineConstantExpr.get(lc % rc)
    if lhs.largest_known_divisor() % rc == 0:
        return AffineConstantExpr.get(0)
    l_add = _bin(lhs, AffineKind.ADD)
    if l_add is not None:
        if l_add.lhs.largest_known_divisor() % rc == 0:
            return l_add.rhs % rc
        if l_add.rhs.largest_known_divisor() % rc == 0:
            return l_add.lhs % rc
    l_mod = _bin(lhs, AffineKind.MOD)
    if l_mod is not None:
        inner = _const(l_mod.rhs)
        if inner is not None and inner >= 1 and inner % rc == 0:
            return l_mod.lhs % rc
    return None


class AffineMap(Immutable):
    """``(d0, ...)[s0, ...] -> (results)``."""

    __slots__ = ("num_dims", "num_symbols", "results")
    num_dims: int
    num_symbols: int
    results: tuple[AffineExpr, ...]

    @classmethod
    def get(
        cls, num_dims: int, num_symbols: int, results: Iterable[AffineExpr]
    ) -> AffineMap:
        """The affine map."""
        res = tuple(results)
        return intern(
            cls,
            num_dims,
            num_symbols,
            res,
            num_dims=num_dims,
            num_symbols=num_symbols,
            results=res,
        )

    @classmethod
    def identity(cls, rank: int) -> AffineMap:
        """``(d0, ..., dN) -> (d0, ..., dN)``."""
        return cls.get(rank, 0, [AffineDimExpr.get(i) for i in range(rank)])

    def is_identity(self) -> bool:
        """Whether results are exactly the dimensions in order."""
        if self.num_dims != len(self.results):
            return False
        return all(
            isinstance(e, AffineDimExpr) and e.position == i
            for i, e in enumerate(self.results)
        )


class IntegerSet(Immutable):
    """``(d0)[s0] : (expr >= 0, expr == 0)``."""

    __slots__ = ("num_dims", "num_symbols", "constraints", "eq_flags")
    num_dims: int
    num_symbols: int
    constraints: tuple[AffineExpr, ...]
    eq_flags: tuple[bool, ...]

    @classmethod
    def get(
        cls,
        num_dims: int,
        num_symbols: int,
        constraints: Iterable[AffineExpr],
        eq_flags: Iterable[bool],
    ) -> IntegerSet:
        """The integer set."""
        cons, flags = tuple(constraints), tuple(eq_flags)
        return intern(
            cls,
            num_dims,
            num_symbols,
            cons,
            flags,
            num_dims=num_dims,
            num_symbols=num_symbols,
            constraints=cons,
            eq_flags=flags,
        )


class AffineMapAttr(Attribute):
    """``affine_map<...>``."""

    __slots__ = ("value",)
    value: AffineMap

    @classmethod
    def get(cls, value: AffineMap) -> AffineMapAttr:
        """Wrap an affine map."""
        return intern(cls, value, value=value)


class IntegerSetAttr(Attribute):
    """``affine_set<...>``."""

    __slots__ = ("value",)
    value: IntegerSet

    @classmethod
    def get(cls, value: IntegerSet) -> IntegerSetAttr:
        """Wrap an integer set."""
        return intern(cls, value, value=value)
