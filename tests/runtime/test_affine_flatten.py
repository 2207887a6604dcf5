"""Flattening of affine expressions into linear forms (``simplifyAffineExpr``)."""

from __future__ import annotations

import pytest

from tblgen_py.runtime.ir.affine import AffineDimExpr, AffineExpr, AffineSymbolExpr
from tblgen_py.runtime.ir.affine_flatten import CONSTANT, flatten

d0, d1 = AffineDimExpr.get(0), AffineDimExpr.get(1)
s0 = AffineSymbolExpr.get(0)


@pytest.mark.parametrize(
    "expr,form",
    [
        (d0 * 4 + d1 + 2, {("d", 0): 4, ("d", 1): 1, CONSTANT: 2}),
        ((d0 + 1) * 3 + s0, {("d", 0): 3, ("s", 0): 1, CONSTANT: 3}),
        (d1.floordiv(8) * 8 + d1 % 8, {("d", 1): 1}),
        ((d0 * 4 + d1 * 8) % 4, {}),
        ((d0 * 4 + d1 * 8).floordiv(4), {("d", 0): 1, ("d", 1): 2}),
        ((d0 * 6) % 4 - (d0 * 3) % 2 * 2, {}),
    ],
)
def test_linear_forms(expr: AffineExpr, form: dict[tuple[object, ...], int]) -> None:
    """Sums, constant products, and floordiv/mod that cancel or divide exactly."""
    assert flatten(expr) == form


def test_shared_local_for_floordiv_and_mod() -> None:
    """``d1 mod 8`` is ``d1 - 8 * (d1 floordiv 8)``: one local, kept when unbalanced."""
    form = flatten(d1.floordiv(8) * 4 + d1 % 8)
    assert form is not None
    locals_ = [term for term in form if term[0] == "q"]
    assert len(locals_) == 1 and form[locals_[0]] == -4 and form[("d", 1)] == 1


def test_ceildiv_and_floordiv_are_distinct_locals() -> None:
    """``ceildiv`` and ``floordiv`` of the same dividend never cancel."""
    form = flatten(d1.ceildiv(2) * 2 - d1 % 2)
    assert form is not None
    assert len([term for term in form if term[0] == "q"]) == 2


@pytest.mark.parametrize("expr", [d0 * s0, d0.floordiv(s0), d0 % s0])
def test_semi_affine_does_not_flatten(expr: AffineExpr) -> None:
    """A non-constant product or divisor is semi-affine: no linear form."""
    assert flatten(expr) is None
