"""The ``linalg`` dialect's shape-refining canonicalization patterns, ported
from MLIR's ``LinalgOps.cpp``: ``InferStaticShapeOfOperands`` (a static size
of one operand, through the indexing maps, makes the others' dimensions of the
same loop static, with ``tensor.cast``s) and ``FoldTensorCastConsumerOp`` (a
``tensor.cast`` of a result to a more static type moves onto its init)."""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects.linalg.structured import dps_inits, indexing_maps
from tblgen_py.dialects.region_moves import clone_with
from tblgen_py.dialects.static_shapes import preserves_static_information
from tblgen_py.runtime.ir.affine import AffineDimExpr, AffineMap
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import (
    DYNAMIC,
    MemRefType,
    RankedTensorType,
    ShapedType,
)
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.rewrite import PatternRewriter, RewritePattern

__all__ = ["FoldTensorCastConsumerOp", "InferStaticShapeOfOperands", "op_maps"]


def _array(op: Operation, name: str) -> list[int]:
    attr = op.get_attr(name)
    return [int(v) for v in getattr(attr, "values", ())]


def _dims(rank: int) -> list[AffineDimExpr]:
    return [AffineDimExpr.get(i) for i in range(rank)]


def op_maps(op: Operation) -> list[AffineMap] | None:
    """``getIndexingMapsArray`` where it is known: the ``indexing_maps``
    attribute, the named ops' memoized maps, ``transpose``'s and
    ``broadcast``'s (None: not ported for this op)."""
    if op.name in ("linalg.transpose", "linalg.broadcast"):
        rank = len(getattr(op.operands[1].type, "shape", ()))
        identity = AffineMap.get(rank, 0, _dims(rank))
        if op.name == "linalg.transpose":
            permutation = _array(op, "permutation")
            inverse = [0] * rank
            for position, index in enumerate(permutation):
                inverse[index] = position
            source = AffineMap.get(rank, 0, [AffineDimExpr.get(i) for i in inverse])
            return [source, identity]
        dims = set(_array(op, "dimensions"))
        kept = [d for i, d in enumerate(_dims(rank)) if i not in dims]
        return [AffineMap.get(rank, 0, kept), identity]
    for name in ("indexing_maps", "linalg.memoized_indexing_maps"):
        if op.get_attr(name) is not None:
            found = indexing_maps(op) if name == "indexing_maps" else _memoized(op)
            return found if len(found) == len(op.operands) else None
    return None


def _memoized(op: Operation) -> list[AffineMap]:
    elements = getattr(op.get_attr("linalg.memoized_indexing_maps"), "elements", ())
    return [e.value for e in elements]


def is_projected_permutation(map_: AffineMap) -> bool:
    """``AffineMap::isProjectedPermutation`` (no zero results)."""
    if map_.num_symbols or len(map_.results) > map_.num_dims:
        return False
    seen: set[int] = set()
    for expr in map_.results:
        if not isinstance(expr, AffineDimExpr) or expr.position in seen:
            return False
        seen.add(expr.position)
    return True


def _pure_tensor(op: Operation) -> bool:
    return not any(isinstance(v.type, MemRefType) for v in op.operands)


def _static_sizes(op: Operation, maps: Sequence[AffineMap]) -> dict[object, int]:
    """``populateMap``: loop dimensions to the static sizes operands give them."""
    sizes: dict[object, int] = {}
    for value, map_ in zip(op.operands, maps):
        ty = value.type
        if not isinstance(ty, ShapedType):
            continue
        for index, size in enumerate(ty.shape):
            if size == DYNAMIC:
                continue
            expr = map_.results[index]
            if isinstance(expr, AffineDimExpr):
                sizes.setdefault(expr, size)
    return sizes


class InferStaticShapeOfOperands(RewritePattern):
    """Operands get the static sizes other operands give their loops."""

    def __init__(self) -> None:
        super().__init__(
            root_interface="LinalgStructuredInterface",
            debug_name="InferStaticShapeOfOperands",
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if not _pure_tensor(op):
            return False
        maps = op_maps(op)
        if maps is None or not all(is_projected_permutation(m) for m in maps):
            return False
        sizes = _static_sizes(op, maps)
        inits = set(dps_inits(op))
        operands: list[Value] = []
        result_types: list[object] = []
        changed = False
        for index, (value, map_) in enumerate(zip(op.operands, maps)):
            ty = value.type
            if not isinstance(ty, RankedTensorType):
                operands.append(value)
                continue
            if ty.has_static_shape and index in inits:
                operands.append(value)
                result_types.append(ty)
                continue
            shape = [
                sizes.get(map_.results[i], size) if size == DYNAMIC else size
                for i, size in enumerate(ty.shape)
            ]
            new_type = RankedTensorType.get(shape, ty.element_type, ty.encoding)
            if shape != list(ty.shape):
                changed = True
                cast = rewriter.create(
                    "tensor.cast", [value], [new_type], location=op.location
                )
                value = cast.results[0]
            operands.append(value)
            if index in inits:
                result_types.append(new_type)
        if not changed:
            return False
        new = clone_with(rewriter, op, result_types, operands)
        rewriter.replace_op(op, _cast_back(rewriter, op, new))
        return True


def _cast_back(rewriter: PatternRewriter, op: Operation, new: Operation) -> list[Value]:
    values: list[Value] = []
    for old, result in zip(op.results, new.results):
        if result.type != old.type:
            cast = rewriter.create(
                "tensor.cast", [result], [old.type], location=op.location
            )
            result = cast.results[0]
        values.append(result)
    return values


class FoldTensorCastConsumerOp(RewritePattern):
    """A cast of a structured op's result to a more static type: the op
    computes into its init cast to that type, and its result is cast back."""

    def __init__(self) -> None:
        super().__init__("tensor.cast", debug_name="FoldTensorCastConsumerOp")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        source, target = op.operands[0], op.results[0].type
        if not preserves_static_information(source.type, target):
            return False
        linalg = source.defining_op
        if linalg is None or "LinalgStructuredInterface" not in getattr(
            type(linalg), "ODS_TRAITS", ()
        ):
            return False
        if linalg.parent is not op.parent:
            return False
        number = next(i for i, r in enumerate(linalg.results) if r is source)
        inits = dps_inits(linalg)
        if number >= len(inits):
            return False
        rewriter.set_insertion_point_before(linalg)
        init = linalg.operands[inits[number]]
        cast = rewriter.create(
            "tensor.cast", [init], [target], location=linalg.location
        )
        operands = list(linalg.operands)
        operands[inits[number]] = cast.results[0]
        result_types = list(linalg.result_types)
        result_types[number] = target
        new = clone_with(rewriter, linalg, result_types, operands)
        back = rewriter.create(
            "tensor.cast",
            [new.results[number]],
            [source.type],
            location=linalg.location,
        )
        results = list(new.results)
        results[number] = back.results[0]
        rewriter.replace_op(linalg, results)
        rewriter.replace_op(op, [new.results[number]])
        return True
