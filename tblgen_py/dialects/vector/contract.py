"""``vector`` dialect: the ``vector.contract`` verifier (indexing maps,
contracting and batch dimension pairs, the accumulator/result shape, the
combining kind)."""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects._support import quoted
from tblgen_py.dialects.vector.hooks import combining_kind_supported
from tblgen_py.runtime.ir.affine import AffineDimExpr, AffineMap
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IntegerType, VectorType
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op

__all__: list[str] = []

DimMap = list[tuple[int, int]]


def _maps(op: Operation) -> list[AffineMap]:
    """The ``indexing_maps``."""
    attrs = getattr(op.get_attr("indexing_maps"), "elements", ())
    return [a.value for a in attrs if hasattr(a, "value")]


def _iterators(op: Operation) -> list[str]:
    """``parallel``/``reduction`` per iterator."""
    attrs = getattr(op.get_attr("iterator_types"), "elements", ())
    return ["reduction" if "reduction" in str(a) else "parallel" for a in attrs]


def _result_index(amap: AffineMap, dim: int) -> int:
    """The result position of ``d<dim>`` in ``amap`` (-1 if absent)."""
    for index, expr in enumerate(amap.results):
        if isinstance(expr, AffineDimExpr) and expr.position == dim:
            return index
    return -1


def _dim_map(maps: Sequence[AffineMap], iterators: Sequence[str], kind: str) -> DimMap:
    """``getDimMap``: (lhs, rhs) result positions of the iterators of ``kind``
    used by both operands."""
    pairs: DimMap = []
    for dim, iterator in enumerate(iterators):
        if iterator != kind:
            continue
        lhs, rhs = _result_index(maps[0], dim), _result_index(maps[1], dim)
        if lhs >= 0 and rhs >= 0:
            pairs.append((lhs, rhs))
    return pairs


def _valid_dim_map(lhs: VectorType, rhs: VectorType, pairs: DimMap) -> bool:
    """``verifyDimMap``: in-range positions of equal sizes."""
    return all(
        0 <= a < len(lhs.shape)
        and 0 <= b < len(rhs.shape)
        and lhs.shape[a] == rhs.shape[b]
        for a, b in pairs
    )


def _projected_permutation(amap: AffineMap) -> bool:
    """Distinct dims only (constant zeros allowed)."""
    seen: set[int] = set()
    for expr in amap.results:
        if isinstance(expr, AffineDimExpr):
            if expr.position in seen:
                return False
            seen.add(expr.position)
        elif getattr(expr, "value", None) != 0:
            return False
    return True


def _verify_maps(op: Operation, maps: Sequence[AffineMap], iterators: int) -> None:
    """Each map has the iterator count as inputs and its operand's rank as
    outputs, no symbols, and is a projected permutation."""
    for index, amap in enumerate(maps):
        if amap.num_symbols:
            raise VerifyError(f"expected indexing map {index} to have no symbols")
        ty = op.operand_uses[index].value.type
        rank = len(ty.shape) if isinstance(ty, VectorType) else 0
        if amap.num_dims != iterators:
            raise VerifyError(
                f"expected indexing map {index} to have {iterators} number of inputs"
            )
        if len(amap.results) != rank:
            raise VerifyError(
                f"expected indexing map {index} to have {rank} number of outputs"
            )
        if not _projected_permutation(amap):
            raise VerifyError(
                f"expected indexing map {index} to be a projected permutation of its "
                "inputs"
            )


def _expected_dims(
    lhs: VectorType, rhs: VectorType, contracting: DimMap, batch: DimMap
) -> list[int]:
    """Free and batch dims of the lhs, then free dims of the rhs."""
    lhs_contracting = {a for a, _ in contracting}
    rhs_skipped = {b for _, b in contracting} | {b for _, b in batch}
    dims = [s for i, s in enumerate(lhs.shape) if i not in lhs_contracting]
    return dims + [s for i, s in enumerate(rhs.shape) if i not in rhs_skipped]


def _verify_output(
    op: Operation,
    lhs: VectorType,
    rhs: VectorType,
    maps: Sequence[AffineMap],
    contracting: DimMap,
    batch: DimMap,
) -> None:
    """``verifyOutputShape``: the result (and accumulator) shape the maps imply."""
    acc, res = op.operand_uses[2].value.type, op.results[0].type
    if not _expected_dims(lhs, rhs, contracting, batch):
        if isinstance(res, VectorType) or isinstance(acc, VectorType):
            raise VerifyError("invalid accumulator/result vector shape")
        return
    if not isinstance(res, VectorType) or not isinstance(acc, VectorType):
        raise VerifyError("invalid accumulator/result vector shape")
    extents: list[int | None] = [None] * maps[0].num_dims
    used = {
        e.position for m in maps[:2] for e in m.results if isinstance(e, AffineDimExpr)
    }
    if len(used) != maps[0].num_dims:
        raise VerifyError(
            "expected all dimensions to be either a LHS or a RHS dimension"
        )
    for ty, amap in ((lhs, maps[0]), (rhs, maps[1])):
        for index, size in enumerate(ty.shape):
            expr = amap.results[index]
            if isinstance(expr, AffineDimExpr) and extents[expr.position] is None:
                extents[expr.position] = size
    if any(e is None for e in extents):
        raise VerifyError(
            "expected all dimensions to get an extent as either a LHS or RHS dimension"
        )
    shape = [
        extents[e.position] or 0 if isinstance(e, AffineDimExpr) else 0
        for e in maps[2].results
    ]
    expected = VectorType.get(shape, res.element_type, res.scalable)
    if res != expected or acc != expected:
        raise VerifyError(
            f"invalid accumulator/result vector shape, expected: {quoted(expected)}"
        )


@implement_op("vector.contract", "verify")
def verify_contract(op: Operation) -> None:
    """Signless integers; well-formed maps and dimension pairs; the implied
    result shape; a supported combining kind."""
    lhs, rhs = op.operand_uses[0].value.type, op.operand_uses[1].value.type
    if not isinstance(lhs, VectorType) or not isinstance(rhs, VectorType):
        return
    lhs_element = lhs.element_type
    if isinstance(lhs_element, IntegerType) and not lhs_element.is_signless:
        raise VerifyError("only supports signless integer types")
    maps = _maps(op)
    if len(maps) != 3:
        raise VerifyError("expected an indexing map for each vector operand")
    iterators = _iterators(op)
    _verify_maps(op, maps, len(iterators))
    contracting = _dim_map(maps, iterators, "reduction")
    batch = _dim_map(maps, iterators, "parallel")
    if not contracting:
        raise VerifyError("expected at least one contracting dimension pair")
    if not _valid_dim_map(lhs, rhs, contracting):
        raise VerifyError("invalid contracting dimension map")
    if not _valid_dim_map(lhs, rhs, batch):
        raise VerifyError("invalid batch dimension map")
    _verify_output(op, lhs, rhs, maps, contracting, batch)
    res = op.results[0].type
    element = res.element_type if isinstance(res, VectorType) else res
    if not combining_kind_supported(str(getattr(op, "kind", "add")), element):
        raise VerifyError("unsupported contraction type")
