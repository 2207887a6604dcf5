"""Flattening of pure affine expressions into linear forms, as MLIR's
``SimpleAffineExprFlattener`` does inside ``simplifyAffineExpr``.

A form maps terms to coefficients: ``("d", i)`` and ``("s", i)`` for dimensions
and symbols, ``("c",)`` for the constant and ``("q", key)`` for a local
variable standing for a ``floordiv``/``ceildiv`` that does not simplify away
(``e mod c`` is ``e - c * (e floordiv c)``, sharing that local).  Semi-affine
expressions (a product or divisor that is not constant) do not flatten.
"""

from __future__ import annotations

from math import gcd

from tblgen_py.runtime.ir.affine import (
    AffineBinaryExpr,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineKind,
    AffineSymbolExpr,
)

__all__ = ["CONSTANT", "LinearForm", "flatten"]

Term = tuple[object, ...]
LinearForm = dict[Term, int]
CONSTANT: Term = ("c",)


def flatten(expr: AffineExpr) -> LinearForm | None:
    """The linear form of a pure affine ``expr`` (None: semi-affine)."""
    if isinstance(expr, AffineDimExpr):
        return {("d", expr.position): 1}
    if isinstance(expr, AffineSymbolExpr):
        return {("s", expr.position): 1}
    if isinstance(expr, AffineConstantExpr):
        return {CONSTANT: expr.value} if expr.value else {}
    if not isinstance(expr, AffineBinaryExpr):
        return None
    lhs, rhs = flatten(expr.lhs), flatten(expr.rhs)
    if lhs is None or rhs is None:
        return None
    if expr.kind is AffineKind.ADD:
        return _combine(lhs, rhs, 1)
    if expr.kind is AffineKind.MUL:
        return _multiply(lhs, rhs)
    divisor = _constant(rhs)
    if divisor is None or divisor <= 0:
        return None
    if expr.kind is AffineKind.MOD:
        return _modulo(lhs, divisor)
    return _divide(lhs, divisor, ceil=expr.kind is AffineKind.CEIL_DIV)


def _constant(form: LinearForm) -> int | None:
    """The value of a form with no variable term (None otherwise)."""
    if any(value for term, value in form.items() if term != CONSTANT):
        return None
    return form.get(CONSTANT, 0)


def _combine(lhs: LinearForm, rhs: LinearForm, scale: int) -> LinearForm:
    """``lhs + scale * rhs`` without zero coefficients."""
    out = dict(lhs)
    for term, value in rhs.items():
        out[term] = out.get(term, 0) + scale * value
    return {term: value for term, value in out.items() if value}


def _multiply(lhs: LinearForm, rhs: LinearForm) -> LinearForm | None:
    """A product with one constant side (None: semi-affine)."""
    factor = _constant(rhs)
    other = lhs
    if factor is None:
        factor, other = _constant(lhs), rhs
    if factor is None:
        return None
    return _combine({}, other, factor)


def _content(form: LinearForm, divisor: int) -> int:
    """The gcd of ``divisor`` and every coefficient of ``form``."""
    found = divisor
    for value in form.values():
        found = gcd(found, abs(value))
    return found


def _local(kind: str, dividend: LinearForm, divisor: int) -> Term:
    """The local variable for ``dividend kind divisor``."""
    return ("q", kind, tuple(sorted(dividend.items(), key=repr)), divisor)


def _divide(lhs: LinearForm, divisor: int, ceil: bool) -> LinearForm:
    """``lhs floordiv/ceildiv divisor``, after cancelling their common factor."""
    common = _content(lhs, divisor)
    reduced = {term: value // common for term, value in lhs.items()}
    if divisor // common == 1:
        return reduced
    return {_local("ceil" if ceil else "floor", reduced, divisor // common): 1}


def _modulo(lhs: LinearForm, divisor: int) -> LinearForm:
    """``lhs mod divisor`` as ``lhs - divisor * (lhs' floordiv divisor')``."""
    if all(value % divisor == 0 for value in lhs.values()):
        return {}
    common = _content(lhs, divisor)
    reduced = {term: value // common for term, value in lhs.items()}
    quotient = {_local("floor", reduced, divisor // common): 1}
    return _combine(lhs, quotient, -divisor)
