"""Strided memref layouts: ``getStridesAndOffset``, saturated arithmetic and
``canonicalizeStridedLayout``.

A layout is strided when it is absent, a ``strided<...>`` attribute, or an
affine map with one result that is, once flattened (``simplifyAffineExpr``:
``(d0 floordiv 8) * 8 + d0 mod 8`` is ``d0``), a linear sum of dimensions times
strides plus an offset (MLIR's ``extractStrides``): symbols make a stride or
the offset dynamic, and ``mod``, ``floordiv`` and ``ceildiv`` left after
flattening are not strided.
``MemRefType::isStrided`` is ``is_strided``."""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.runtime.ir.affine import (
    AffineBinaryExpr,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineKind,
    AffineMap,
    AffineMapAttr,
    AffineSymbolExpr,
)
from tblgen_py.runtime.ir.affine_flatten import CONSTANT, LinearForm, flatten
from tblgen_py.runtime.ir.attributes import StridedLayoutAttr
from tblgen_py.runtime.ir.types import DYNAMIC, MemRefType

__all__ = [
    "canonical_strided_layout",
    "is_identity_layout",
    "is_strided",
    "sat_add",
    "sat_mul",
    "strides_and_offset",
]

Strides = tuple[list[int], int]


def sat_add(a: int, b: int) -> int:
    """``SaturatedInteger`` addition: dynamic if either side is."""
    return DYNAMIC if DYNAMIC in (a, b) else a + b


def sat_mul(a: int, b: int) -> int:
    """``SaturatedInteger`` multiplication: 0 if either side is 0, else
    dynamic if either side is."""
    if a == 0 or b == 0:
        return 0
    return DYNAMIC if DYNAMIC in (a, b) else a * b


def is_identity_layout(ty: MemRefType) -> bool:
    """``getLayout().isIdentity()``: no layout, an identity affine map, or a
    strided layout whose map is one (``strided<[1]>``: rank 1, offset 0)."""
    layout = ty.layout
    if isinstance(layout, AffineMapAttr):
        return layout.value.is_identity()
    if isinstance(layout, StridedLayoutAttr):
        return layout.offset == 0 and list(layout.strides) == [1]
    return layout is None


def _contiguous(shape: Sequence[int]) -> Strides:
    """Row-major strides of ``shape`` (dynamic after a dynamic size)."""
    strides: list[int] = []
    running = 1
    for size in reversed(shape):
        strides.insert(0, running)
        running = sat_mul(running, size)
    return strides, 0


def strides_and_offset(ty: MemRefType) -> Strides | None:
    """``getStridesAndOffset``: None when the layout is not strided."""
    layout = ty.layout
    if layout is None:
        return _contiguous(ty.shape)
    if isinstance(layout, StridedLayoutAttr):
        return list(layout.strides), layout.offset
    if not isinstance(layout, AffineMapAttr):
        return None
    amap = layout.value
    if amap.is_identity():
        return _contiguous(ty.shape)
    if len(amap.results) != 1:
        return None
    form = flatten(amap.results[0])
    if form is not None:
        return _from_linear_form(form, len(ty.shape))
    strides = [0] * len(ty.shape)
    offset = _extract(amap.results[0], 1, strides, 0)
    return None if offset is None else (strides, offset)


def _from_linear_form(form: LinearForm, rank: int) -> Strides | None:
    """Strides and offset of a flattened pure affine result (``simplifyAffineExpr``
    first): a remaining ``floordiv``/``mod`` local is not strided, a symbol
    makes the offset dynamic."""
    strides = [0] * rank
    offset = form.get(CONSTANT, 0)
    for term, value in form.items():
        match term:
            case ("d", int(position)) if position < rank:
                strides[position] = value
            case ("s", _):
                offset = DYNAMIC
            case ("c",):
                pass
            case _:
                return None
    return strides, offset


def is_strided(ty: MemRefType) -> bool:
    """``MemRefType::isStrided``: ``getStridesAndOffset`` succeeds."""
    layout = ty.layout
    if layout is None or isinstance(layout, StridedLayoutAttr):
        return True  # contiguous or given strides: nothing to compute
    if isinstance(layout, AffineMapAttr) and layout.value.is_identity():
        return True
    return strides_and_offset(ty) is not None


def _extract(
    expr: AffineExpr, factor: int, strides: list[int], offset: int
) -> int | None:
    """``extractStrides``: add ``expr * factor`` into strides/offset (None:
    not a linear form)."""
    if isinstance(expr, AffineDimExpr):
        if expr.position >= len(strides):
            return None
        strides[expr.position] = sat_add(strides[expr.position], factor)
        return offset
    if isinstance(expr, AffineConstantExpr):
        return sat_add(offset, sat_mul(expr.value, factor))
    if isinstance(expr, AffineSymbolExpr):
        return DYNAMIC
    if not isinstance(expr, AffineBinaryExpr):
        return None
    if expr.kind is AffineKind.ADD:
        partial = _extract(expr.lhs, factor, strides, offset)
        return None if partial is None else _extract(expr.rhs, factor, strides, partial)
    if expr.kind is not AffineKind.MUL:
        return None
    for inner, scale in ((expr.lhs, expr.rhs), (expr.rhs, expr.lhs)):
        if scale.is_symbolic_or_constant():
            value = scale.value if isinstance(scale, AffineConstantExpr) else DYNAMIC
            return _extract(inner, sat_mul(factor, value), strides, offset)
    return None


def _linear_map(strides: Sequence[int], offset: int) -> AffineMap:
    """``makeStridedLinearLayoutMap`` after ``simplifyAffineExpr``.

    With static strides the expression is flattened (dims in order, then the
    offset); a dynamic stride makes it semi-affine, kept as built.
    """
    symbols = 0
    expr: AffineExpr = AffineConstantExpr.get(offset)
    if offset == DYNAMIC:
        expr, symbols = AffineSymbolExpr.get(0), 1
    for dim, stride in enumerate(strides):
        factor: AffineExpr | int = stride
        if stride == DYNAMIC:
            factor = AffineSymbolExpr.get(symbols)
            symbols += 1
        expr = expr + AffineDimExpr.get(dim) * factor
    if DYNAMIC in strides:
        return AffineMap.get(len(strides), symbols, [expr])
    flat: AffineExpr = AffineConstantExpr.get(0)
    for dim, stride in enumerate(strides):
        if stride != 0:
            flat = flat + AffineDimExpr.get(dim) * stride
    if offset == DYNAMIC:
        flat = flat + AffineSymbolExpr.get(0)
    elif offset != 0:
        flat = flat + offset
    return AffineMap.get(len(strides), symbols, [flat])


def canonical_strided_layout(ty: MemRefType) -> MemRefType:
    """``canonicalizeStridedLayout``: drop a layout equal to the contiguous one,
    otherwise keep it as its simplified affine map."""
    if is_identity_layout(ty):
        return (
            ty
            if ty.layout is None
            else MemRefType.get(ty.shape, ty.element_type, None, ty.memory_space)
        )
    found = strides_and_offset(ty)
    if found is None or not ty.shape:
        return ty
    strides, offset = found
    if (strides, offset) == _contiguous(ty.shape) and DYNAMIC not in strides:
        return MemRefType.get(ty.shape, ty.element_type, None, ty.memory_space)
    layout = AffineMapAttr.get(_linear_map(strides, offset))
    return MemRefType.get(ty.shape, ty.element_type, layout, ty.memory_space)
