"""The ``LinalgConvolutionOpInterface`` verifier of the named convolutions
(``verifyConvolutionInterface`` in LinalgInterfaces.cpp): the input map is a
sum of (strided) dimensions per result, the filter and output maps are
projected permutations, and every loop is a batch, output image, output
channel, depth, filter loop or input channel loop of the right iterator type.
"""

from __future__ import annotations

from collections.abc import Callable

from tblgen_py.dialects.linalg import opdsl
from tblgen_py.dialects.linalg.structured import named_maps
from tblgen_py.runtime.ir.affine import (
    AffineBinaryExpr,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineKind,
    AffineMap,
    AffineSymbolExpr,
)
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.verifier import PlainVerifyError


class _InputWalker:
    """``ConvAccessExprWalker``: the input map's dimensions, convolved (in a
    sum) or not."""

    def __init__(self) -> None:
        self.convolved: set[int] = set()
        self.unconvolved: set[int] = set()

    def visit(self, expr: AffineExpr) -> bool:
        """Whether one result of the input map has a convolution's form."""
        if isinstance(expr, AffineDimExpr):
            if expr.position in self.convolved | self.unconvolved:
                return False
            self.unconvolved.add(expr.position)
            return True
        if not isinstance(expr, AffineBinaryExpr) or expr.kind is not AffineKind.ADD:
            return False
        return self._convolved(expr.lhs) and self._convolved(expr.rhs)

    def _convolved(self, expr: AffineExpr) -> bool:
        """``getDimExprOrMulExprDimPos``: a dimension, or one times a symbol
        or constant."""
        dim: AffineExpr | None = expr
        if isinstance(expr, AffineBinaryExpr):
            if expr.kind is not AffineKind.MUL:
                return False
            pair = (expr.lhs, expr.rhs)
            factor = next((e for e in pair if isinstance(e, AffineSymbolExpr)), None)
            constant = next(
                (e for e in pair if isinstance(e, AffineConstantExpr)), None
            )
            dim = next((e for e in pair if isinstance(e, AffineDimExpr)), None)
            if factor is None and constant is None:
                return False
        if not isinstance(dim, AffineDimExpr):
            return False
        if dim.position in self.convolved | self.unconvolved:
            return False
        self.convolved.add(dim.position)
        return True


def _projected_permutation(amap: AffineMap) -> bool:
    if not all(isinstance(e, AffineDimExpr) for e in amap.results):
        return False
    positions = [getattr(e, "position", -1) for e in amap.results]
    return len(set(positions)) == len(positions)


def match_convolution(
    op: Operation, maps: list[AffineMap], iterators: tuple[str, ...]
) -> str:
    """``isConvolutionInterfaceImpl`` as its message (empty: a convolution)."""
    inputs = len(op._ods_operands(0))  # type: ignore[attr-defined]
    inits = len(op._ods_operands(1))  # type: ignore[attr-defined]
    if inputs < 2 or inits != 1:
        return "expected op with 2 inputs and 1 output"
    walker = _InputWalker()
    if not all(walker.visit(e) for e in maps[0].results):
        return "unexpected input index map for convolutions"
    if not _projected_permutation(maps[1]) or not _projected_permutation(maps[-1]):
        return "expected output/filter indexing maps to be projected permutations"
    conv, unconv = walker.convolved, walker.unconvolved
    outputs = {getattr(e, "position", -1) for e in maps[-1].results}
    filters = {getattr(e, "position", -1) for e in maps[1].results}
    loops: set[int] = set()
    for dim in [getattr(e, "position", -1) for e in maps[-1].results]:
        if not (
            (dim in unconv and dim not in filters)
            or (dim in conv and dim not in filters)
            or (dim not in conv and dim not in unconv and dim in filters)
            or (dim in unconv and dim in filters)
        ):
            return "unexpected loop dimension for convolution op"
        if _iterator(iterators, dim) != "parallel":
            return "expected all iterators used to access outputs to be parallel"
        loops.add(dim)
    for dim in [getattr(e, "position", -1) for e in maps[1].results]:
        if dim in outputs and dim not in unconv and dim not in conv:
            continue
        if (dim in conv or dim in unconv) and dim not in outputs:
            if _iterator(iterators, dim) != "reduction":
                return (
                    "expected all iterators not used to access outputs to be "
                    "reduction"
                )
            if dim in loops:
                return "unexpected loop dimension for convolution op"
            loops.add(dim)
            continue
        if dim in unconv and dim in outputs:
            continue
        return "unexpected loop dimension for convolution op"
    if len(loops) != len(iterators):
        return "unexpected loop dimension for convolution op"
    if not conv:
        return "expected convolved dim to be non-empty"
    return ""


def _iterator(iterators: tuple[str, ...], dim: int) -> str:
    return iterators[dim] if 0 <= dim < len(iterators) else ""


def convolution_verifier(static: opdsl.StaticMaps) -> Callable[[Operation], None]:
    """``verifyConvolutionInterface`` of a named convolution."""

    def verify(op: Operation) -> None:
        message = match_convolution(op, named_maps(op, static), static.iterators)
        if message:
            raise PlainVerifyError(message)

    return verify
