"""The verifiers of ``LinalgStructuredInterface`` (``verifyStructuredOpInterface``
of LinalgInterfaces.cpp: indexing maps against operands and loops, static
shapes against the inferred loop ranges, the body's arguments), of
``linalg.yield`` and of ``linalg.index``, for ``linalg.generic``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from tblgen_py.dialects._support import quoted
from tblgen_py.dialects.affine_exprs import substitute
from tblgen_py.dialects.linalg import opdsl
from tblgen_py.dialects.linalg.opdsl import operand_element
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
from tblgen_py.runtime.ir.attributes import ArrayAttr
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.text.parser import Parser
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import (
    DYNAMIC,
    MemRefType,
    RankedTensorType,
    UnrankedMemRefType,
    UnrankedTensorType,
)
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op, lookup_op
from tblgen_py.runtime.text.print_rules import print_affine_map

STRUCTURED = ("linalg.generic",)
"""The ops whose structured-op checks are ported."""


def indexing_maps(op: Operation) -> list[AffineMap]:
    """The ``indexing_maps`` attribute's maps."""
    elements = getattr(op.get_attr("indexing_maps"), "elements", ())
    return [e.value for e in elements]


def num_loops(op: Operation) -> int:
    """``getNumLoops``: one loop per iterator type (``linalg.generic``'s
    attribute), else one per dimension of the indexing maps (the ops with an
    ``indexing_maps`` attribute; the OpDSL ops' own maps, ``getNumLoops``)."""
    iterators = op.get_attr("iterator_types")
    if iterators is not None:
        return len(getattr(iterators, "elements", ()))
    for name in ("indexing_maps", "linalg.memoized_indexing_maps"):
        elements = getattr(op.get_attr(name), "elements", ())
        if elements:
            return int(elements[0].value.num_dims)
    own = lookup_op(op.name, "getNumLoops")
    found = own(op) if own is not None else 0
    return found if isinstance(found, int) else 0


def _shape(value: Value) -> tuple[int, ...]:
    """``getShape``: a memref's or ranked tensor's shape; other types (vectors
    included) are scalars."""
    ty = value.type
    return tuple(ty.shape) if isinstance(ty, (MemRefType, RankedTensorType)) else ()


def evaluate(expr: AffineExpr, dims: Sequence[int]) -> int:
    """The value of ``expr`` with its dimensions bound to ``dims``."""
    if isinstance(expr, AffineDimExpr):
        return dims[expr.position]
    if isinstance(expr, AffineConstantExpr):
        return expr.value
    if not isinstance(expr, AffineBinaryExpr):
        return 0
    lhs, rhs = evaluate(expr.lhs, dims), evaluate(expr.rhs, dims)
    if expr.kind is AffineKind.ADD:
        return lhs + rhs
    if expr.kind is AffineKind.MUL:
        return lhs * rhs
    if rhs == 0:
        return 0
    if expr.kind is AffineKind.FLOOR_DIV:
        return lhs // rhs
    if expr.kind is AffineKind.CEIL_DIV:
        return -((-lhs) // rhs)
    return lhs % rhs if rhs > 0 else lhs % -rhs


def loops_to_shapes(maps: Sequence[AffineMap]) -> AffineMap:
    """``concatAffineMaps``: all results over the largest domain."""
    dims = max((m.num_dims for m in maps), default=0)
    symbols = max((m.num_symbols for m in maps), default=0)
    return AffineMap.get(dims, symbols, [e for m in maps for e in m.results])


def shapes_to_loops(concat: AffineMap) -> list[int] | None:
    """``inversePermutation``: for each loop, the position of the first result
    that is exactly that loop's dimension (None if a loop has none)."""
    if concat.num_dims == 0 and concat.num_symbols == 0 and not concat.results:
        return []
    found: dict[int, int] = {}
    for position, expr in enumerate(concat.results):
        if isinstance(expr, AffineDimExpr) and expr.position not in found:
            found[expr.position] = position
    if len(found) != concat.num_dims:
        return None
    return [found[d] for d in sorted(found)]


def verify_indexing_maps(op: Operation, maps: Sequence[AffineMap] = ()) -> None:
    """``IndexingMapOpInterface::verifyImpl`` (``maps``: a named op's, by
    default those of the ``indexing_maps`` attribute): one map per operand,
    no symbols, the operand's rank; invertible; the static shapes against the
    inferred loop ranges.  Then the structured interface's check that each
    map ranges over ``getNumLoops`` dimensions."""
    maps = maps or indexing_maps(op)
    operands = [use.value for use in op.operand_uses]
    if len(maps) != len(operands):
        raise VerifyError(
            f"expected the number of indexing_map ({len(maps)}) to be equal to the "
            f"number of input/output operands ({len(operands)})"
        )
    for number, (amap, value) in enumerate(zip(maps, operands)):
        if amap.num_symbols:
            raise VerifyError(f"unexpected symbols in indexing_map #{number}")
        rank = len(_shape(value))
        if len(amap.results) != rank:
            raise VerifyError(
                f"expected operand #{number} rank ({rank}) to match the result rank "
                f"of indexing_map ({len(amap.results)})"
            )
    concat = loops_to_shapes(maps)
    inverse = shapes_to_loops(concat)
    if inverse is None:
        raise VerifyError(
            "invalid indexing maps are non-invertible: ("
            + print_affine_map(concat)
            + ")"
        )
    sizes = [size for value in operands for size in _shape(value)]
    ends = [sizes[position] for position in inverse]
    if DYNAMIC not in ends:
        _verify_static_shapes(maps, operands, [end - 1 for end in ends])
    loops = num_loops(op)
    if not loops and op.get_attr("iterator_types") is None:
        loops = len(ends)  # no loop count of its own: the maps' domain
    for number, amap in enumerate(maps):
        if amap.num_dims != loops:
            raise VerifyError(
                f"expected indexing_map #{number} to have {loops} dim(s) to "
                "match the number of loops"
            )


def verify_pure_semantics(op: Operation) -> None:
    """Not a mix of tensor and buffer operands."""
    operands = [use.value for use in op.operand_uses]
    tensor = (RankedTensorType, UnrankedTensorType)
    buffer = (MemRefType, UnrankedMemRefType)
    if any(isinstance(v.type, tensor) for v in operands) and any(
        isinstance(v.type, buffer) for v in operands
    ):
        raise VerifyError("expected to have pure tensor or buffer semantics")


def verify_structured(op: Operation, maps: Sequence[AffineMap] = ()) -> None:
    """``verifyStructuredOpInterface``: operands all tensors or all buffers,
    the indexing maps (``maps`` for a named op), then the body."""
    operands = [use.value for use in op.operand_uses]
    verify_pure_semantics(op)
    verify_indexing_maps(op, maps)
    _verify_body(op, operands)


def _verify_static_shapes(
    maps: Sequence[AffineMap], operands: Sequence[Value], ends: list[int]
) -> None:
    starts = [0] * len(ends)
    for number, (amap, value) in enumerate(zip(maps, operands)):
        shape = _shape(value)
        for dim, expr in enumerate(amap.results):
            if shape[dim] == DYNAMIC or shape[dim] == 0:
                continue
            first, last = evaluate(expr, starts), evaluate(expr, ends)
            inferred = max(first, last) + 1
            if min(first, last) < 0:
                raise VerifyError(
                    f"unexpected result less than 0 at expression #{dim} in "
                    + print_affine_map(amap)
                )
            prefix = f"inferred input/output operand #{number} has shape's dimension #{dim} to be "
            if isinstance(expr, AffineDimExpr):
                if inferred != shape[dim]:
                    raise VerifyError(f"{prefix}{inferred}, but found {shape[dim]}")
            elif inferred > shape[dim]:
                raise VerifyError(
                    f"{prefix}greater than or equal to {inferred}, but found {shape[dim]}"
                )


def _verify_body(op: Operation, operands: Sequence[Value]) -> None:
    if len(op.regions) != 1 or len(op.regions[0].blocks) != 1:
        raise VerifyError("expects to have 1 region with 1 block")
    args = op.regions[0].blocks[0].arguments
    if len(args) != len(operands):
        raise VerifyError(
            "expected as many non-induction variable region arguments as the "
            "number of input/output operands"
        )
    for number, (value, arg) in enumerate(zip(operands, args)):
        element = operand_element(value.type)
        if element != arg.type:
            raise VerifyError(
                f"expected type of bb argument #{number} ({quoted(arg.type)}) to "
                "match element or self type of the corresponding operand "
                f"({quoted(element)})"
            )


for _name in STRUCTURED:
    implement_op(_name, "LinalgOp")(verify_structured)


def _enclosing_linalg(op: Operation) -> Operation | None:
    parent = op.parent_op
    if parent is None or "LinalgStructuredInterface" not in getattr(
        type(parent), "ODS_TRAITS", ()
    ):
        return None
    return parent


@implement_op("linalg.yield", "verify")
def verify_yield(op: Operation) -> None:
    """One value per init, of the init's element type."""
    parent = op.parent_op
    if parent is None or len(parent.regions) != 1 or not parent.regions[0].blocks:
        raise VerifyError("expected single non-empty parent region")
    linalg = _enclosing_linalg(op)
    if linalg is None:
        raise VerifyError("expected parent op with LinalgOp interface")
    inits = linalg._ods_operands(1)  # type: ignore[attr-defined]
    values = [use.value for use in op.operand_uses]
    if len(values) != len(inits):
        raise VerifyError(
            f"expected number of yield values ({len(values)}) to match the number "
            "of inits / outs operands of the enclosing LinalgOp "
            f"({len(inits)})"
        )
    for number, (value, init) in enumerate(zip(values, inits)):
        element = init.type
        if isinstance(element, (MemRefType, RankedTensorType)):
            element = element.element_type
        if value.type != element:
            raise VerifyError(
                f"type of yield operand {number + 1} ({quoted(value.type)}) doesn't "
                "match the element type of the enclosing linalg.generic op "
                f"({quoted(element)})"
            )


@implement_op("linalg.index", "verify")
def verify_index(op: Operation) -> None:
    """Inside a LinalgOp, naming one of its loops."""
    linalg = _enclosing_linalg(op)
    if linalg is None:
        raise VerifyError("expected parent op with LinalgOp interface")
    dim = getattr(op.get_attr("dim"), "value", 0)
    loops = num_loops(linalg)
    if loops <= dim:
        raise VerifyError(
            f"expected dim ({dim}) to be lower than the number of loops ({loops}) "
            "of the enclosing LinalgOp"
        )


INIT_GROUPS = ("outputs", "output", "init", "inits")
"""The ODS names linalg gives its ``outs`` operand group."""


def init_group(cls: type) -> int | None:
    """The index of the ``outs`` operand group of an op class, if any."""
    names = [spec.name for spec in getattr(cls, "_ODS_OPERANDS", ())]
    found = [index for index, name in enumerate(names) if name in INIT_GROUPS]
    return found[0] if found else None


def dps_inits(op: Operation) -> list[int]:
    """``getDpsInitsMutable``: the operand indices of the ``outs`` (the
    operand group named ``outputs``, ``init`` or ``inits``)."""
    group = init_group(type(op))
    if group is None:
        return []
    groups: Callable[[int], list[Value]] = getattr(op, "_ods_operands")
    start = sum(len(groups(i)) for i in range(group))
    return list(range(start, start + len(groups(group))))


for _name in STRUCTURED:
    implement_op(_name, "getDpsInitsMutable")(dps_inits)


@lru_cache(maxsize=None)
def _parse_map(text: str) -> AffineMap:
    """An ``affine_map<...>`` spelled in MLIR's headers."""
    attr = Parser(text, Context()).parse_attribute()
    assert isinstance(attr, AffineMapAttr)
    return attr.value


def _binding(op: Operation, attr: str, index: int) -> AffineExpr:
    """A symbol's binding: itself, or an element of an attribute (``strides``)."""
    if not attr:
        return AffineSymbolExpr.get(index)
    value = op.get_attr(attr)
    values = [v for v in getattr(value, "values", ()) if isinstance(v, int)]
    if getattr(value, "is_splat", False) and values:
        return AffineConstantExpr.get(values[0])
    return AffineConstantExpr.get(values[index] if index < len(values) else 1)


MEMOIZED = "linalg.memoized_indexing_maps"


def _identity_maps(op: Operation) -> list[AffineMap]:
    """A rank-polymorphic op's maps: the identity over its init's rank for
    each operand, an empty map for a rank-0 one."""
    operands = [use.value for use in op.operand_uses]
    rank = len(_shape(operands[-1])) if operands else 0
    identity = AffineMap.get(rank, 0, [AffineDimExpr.get(i) for i in range(rank)])
    scalar = AffineMap.get(rank, 0, [])
    return [scalar if not _shape(v) else identity for v in operands]


def memoizing_verifier(static: opdsl.StaticMaps) -> Callable[[Operation], None]:
    """The named op's ``getIndexingMaps`` as its verifier calls it: the maps
    are computed once and kept in ``linalg.memoized_indexing_maps``."""

    def verify(op: Operation) -> None:
        verify_structured(op, named_maps(op, static))

    return verify


def named_maps(op: Operation, static: opdsl.StaticMaps) -> list[AffineMap]:
    """A named op's ``getIndexingMaps``: the memoized maps when the op holds
    them, else its maps computed and kept in ``linalg.memoized_indexing_maps``."""
    if static.identity:
        return _identity_maps(op)
    memoized = op.attributes.get(MEMOIZED)
    if memoized is not None:
        return [e.value for e in getattr(memoized, "elements", ())]
    symbols = [_binding(op, attr, index) for attr, index in static.bindings]
    maps = []
    for text in static.maps:
        amap = _parse_map(text)
        dims = [AffineDimExpr.get(i) for i in range(amap.num_dims)]
        results = [substitute(e, dims, symbols) for e in amap.results]
        maps.append(AffineMapAttr.get(AffineMap.get(amap.num_dims, 0, results)))
    op.attributes = {**op.attributes, MEMOIZED: ArrayAttr.get(maps)}
    return [attr.value for attr in maps]


def static_loops(static: opdsl.StaticMaps) -> Callable[[Operation], int]:
    """``getNumLoops`` of an OpDSL op: the dimensions of its maps."""
    count = _parse_map(static.maps[0]).num_dims if static.maps else 0
    return lambda op: count
