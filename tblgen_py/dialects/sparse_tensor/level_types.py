"""What the verifiers read from a sparse tensor type (MLIR's
``SparseTensorType``): its encoding's level formats and properties (level
types are kept as text, ``compressed(nonunique)``), the COO regions of its
levels and its level shape."""

from __future__ import annotations

from tblgen_py.dialects.sparse_tensor.encoding import SparseTensorEncodingAttr
from tblgen_py.runtime.ir.affine import (
    AffineBinaryExpr,
    AffineConstantExpr,
    AffineDimExpr,
    AffineKind,
)
from tblgen_py.runtime.ir.types import DYNAMIC


def encoding_of(ty: object) -> SparseTensorEncodingAttr | None:
    """``getSparseTensorEncoding``."""
    found = getattr(ty, "encoding", None)
    return found if isinstance(found, SparseTensorEncodingAttr) else None


def level_types(ty: object) -> list[str]:
    """The level types (all ``dense`` without an encoding)."""
    encoding = encoding_of(ty)
    if encoding is not None:
        return list(encoding.lvl_types)
    return ["dense"] * len(getattr(ty, "shape", ()))


def level_format(level_type: str) -> str:
    """``compressed`` of ``compressed(nonunique)``."""
    return level_type.split("(", 1)[0].split("[", 1)[0].strip()


def _properties(level_type: str) -> list[str]:
    if "(" not in level_type:
        return []
    inner = level_type.split("(", 1)[1].rstrip(")")
    return [part.strip() for part in inner.split(",")]


def is_unique(level_type: str) -> bool:
    """The level has no ``nonunique`` property."""
    return "nonunique" not in _properties(level_type)


def is_soa(level_type: str) -> bool:
    """The level has the ``soa`` property."""
    return "soa" in _properties(level_type)


def aos_coo_start(ty: object) -> int:
    """``getAoSCOOStart``: the first level of an array-of-structures COO
    region (a compressed level followed by singletons), else the level rank."""
    types = level_types(ty)
    rank = len(types)
    if rank <= 1 or encoding_of(ty) is None:
        return rank
    level = 0
    while level < rank:
        if level_format(types[level]) in ("compressed", "loose_compressed"):
            end = level + 1
            while end < rank and level_format(types[end]) == "singleton":
                end += 1
            if end - level > 1:
                return rank if is_soa(types[level + 1]) else level
            level = end
        else:
            level += 1
    return rank


def is_coo(ty: object, start: int = 0, unique: bool = True) -> bool:
    """``isCOOType``: a compressed level at ``start`` followed by singletons
    only (the last level unique, when asked)."""
    types = level_types(ty)
    if encoding_of(ty) is None or start >= len(types):
        return False
    if level_format(types[start]) not in ("compressed", "loose_compressed"):
        return False
    if any(level_format(t) != "singleton" for t in types[start + 1 :]):
        return False
    return not unique or is_unique(types[-1])


def level_shape(ty: object) -> list[int]:
    """``getLvlShape``: the dimension shape through the encoding's map
    (``d`` its size, ``d floordiv c`` its size over ``c``, ``d mod c`` ``c``)."""
    shape = list(getattr(ty, "shape", ()))
    encoding = encoding_of(ty)
    if encoding is None:
        return shape
    return [_level_size(expr, shape) for expr in encoding.dim_to_lvl.results]


def _level_size(expr: object, shape: list[int]) -> int:
    if isinstance(expr, AffineDimExpr):
        return shape[expr.position]
    if isinstance(expr, AffineBinaryExpr) and isinstance(expr.rhs, AffineConstantExpr):
        constant = expr.rhs.value
        if expr.kind is AffineKind.MOD:
            return constant
        if expr.kind is AffineKind.FLOOR_DIV and isinstance(expr.lhs, AffineDimExpr):
            size = shape[expr.lhs.position]
            return DYNAMIC if size == DYNAMIC else size // constant
    return DYNAMIC


def _coo_segments(types: list[str]) -> list[tuple[int, int, bool]]:
    """``getCOOSegments``: ``(start, end, soa)`` of each compressed level
    followed by singletons (of a level rank above 1)."""
    segments: list[tuple[int, int, bool]] = []
    if len(types) <= 1:
        return segments
    level = 0
    while level < len(types):
        if level_format(types[level]) in ("compressed", "loose_compressed"):
            end = level + 1
            while end < len(types) and level_format(types[end]) == "singleton":
                end += 1
            if end - level > 1:
                segments.append((level, end, is_soa(types[level + 1])))
            level = end
        else:
            level += 1
    return segments


def storage_fields(ty: object) -> list[str]:
    """``StorageLayout::foreachField``: the data fields of the storage,
    ``pos``/``crd`` buffers by level (an array-of-structures COO region
    shares one coordinates buffer) and then ``val``."""
    types = level_types(ty)
    segments = _coo_segments(types) if encoding_of(ty) is not None else []
    fields: list[str] = []
    level = 0
    while level < len(types):
        fmt = level_format(types[level])
        if fmt in ("compressed", "loose_compressed"):
            fields.append("pos")
        if fmt in ("compressed", "loose_compressed", "singleton", "structured"):
            fields.append("crd")
        if segments and segments[0][0] == level:
            start, end, soa = segments.pop(0)
            level = level + 1 if soa else end
        else:
            level += 1
    return [*fields, "val"]
