"""Affine expression helpers the dialect ports share."""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.runtime.ir.affine import (
    AffineBinaryExpr,
    AffineDimExpr,
    AffineExpr,
    AffineKind,
    AffineSymbolExpr,
)

__all__ = ["substitute"]


def substitute(
    expr: AffineExpr, dims: Sequence[AffineExpr], syms: Sequence[AffineExpr]
) -> AffineExpr:
    """``replaceDimsAndSymbols``: rebuilt with MLIR's simplifying operators."""
    if isinstance(expr, AffineDimExpr):
        return dims[expr.position]
    if isinstance(expr, AffineSymbolExpr):
        return syms[expr.position]
    if not isinstance(expr, AffineBinaryExpr):
        return expr
    lhs, rhs = substitute(expr.lhs, dims, syms), substitute(expr.rhs, dims, syms)
    if expr.kind is AffineKind.ADD:
        return lhs + rhs
    if expr.kind is AffineKind.MUL:
        return lhs * rhs
    if expr.kind is AffineKind.MOD:
        return lhs % rhs
    if expr.kind is AffineKind.FLOOR_DIV:
        return lhs.floordiv(rhs)
    return lhs.ceildiv(rhs)
