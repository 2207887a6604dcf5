"""The C++ verifiers of ``affine`` ops (AffineOps.cpp): operand counts against
the maps and integer sets, and the dimension/symbol rules of ``scope``."""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects.affine.asm import for_bounds, map_of
from tblgen_py.dialects.affine.scope import affine_scope, is_valid_dim, is_valid_symbol
from tblgen_py.runtime.ir.affine import AffineMap, IntegerSetAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import DYNAMIC, IndexType, MemRefType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import PlainVerifyError, VerifyError
from tblgen_py.runtime.ods.hooks import implement_op


def _operands(op: Operation) -> list[Value]:
    return [use.value for use in op.operand_uses]


def _inputs(amap: AffineMap) -> int:
    return amap.num_dims + amap.num_symbols


def verify_dims_and_symbols(
    op: Operation, values: Sequence[Value], num_dims: int
) -> None:
    """``verifyDimAndSymbolIdentifiers``."""
    scope = affine_scope(op)
    for position, value in enumerate(values):
        if position < num_dims:
            if not is_valid_dim(value, scope):
                raise VerifyError("operand cannot be used as a dimension id")
        elif not is_valid_symbol(value, scope):
            raise VerifyError("operand cannot be used as a symbol")


@implement_op("affine.apply", "verify")
def verify_apply(op: Operation) -> None:
    """Operands match the map's inputs; one result."""
    amap = map_of(op)
    if len(op.operand_uses) != _inputs(amap):
        raise VerifyError(
            "operand count and affine map dimension and symbol count must match"
        )
    if len(amap.results) != 1:
        raise VerifyError("mapping must produce one value")
    # Valid dims may not stand for symbols; values that are neither may
    # (affine.apply is used outside affine ops).
    scope = affine_scope(op)
    for value in _operands(op)[amap.num_dims :]:
        if is_valid_dim(value, scope) and not is_valid_symbol(value, scope):
            raise PlainVerifyError("dimensional operand cannot be used as a symbol")


def _verify_min_max(op: Operation) -> None:
    if len(op.operand_uses) != _inputs(map_of(op)):
        raise VerifyError(
            "operand count and affine map dimension and symbol count must match"
        )


for _name in ("affine.min", "affine.max"):
    implement_op(_name, "verify")(_verify_min_max)


@implement_op("affine.if", "verify")
def verify_if(op: Operation) -> None:
    """Operands match the condition's inputs and are valid dims/symbols."""
    cond = op.get_attr("condition")
    if not isinstance(cond, IntegerSetAttr):
        raise VerifyError("requires an integer set attribute named 'condition'")
    iset = cond.value
    if len(op.operand_uses) != iset.num_dims + iset.num_symbols:
        raise VerifyError(
            "operand count and condition integer set dimension and symbol count "
            "must match"
        )
    verify_dims_and_symbols(op, _operands(op), iset.num_dims)


@implement_op("affine.for", "verify_regions")
def verify_for_regions(op: Operation) -> None:
    """An index induction variable; bounds of valid dims/symbols; as many
    results as inits and iter_args."""
    body = op.regions[0].blocks[0]
    if not body.arguments or not isinstance(body.arguments[0].type, IndexType):
        raise VerifyError(
            "expected body to have a single index argument for the induction "
            "variable"
        )
    lower, upper, inits = for_bounds(op)
    for name, values in (("lowerBoundMap", lower), ("upperBoundMap", upper)):
        amap = map_of(op, name)
        if _inputs(amap) > 0:
            verify_dims_and_symbols(op, values, amap.num_dims)
    results = len(op.results)
    if not results:
        return
    if len(inits) != results:
        raise VerifyError(
            "mismatch between the number of loop-carried values and results"
        )
    if len(body.arguments) - 1 != results:
        raise VerifyError("mismatch between the number of basic block args and results")


def _verify_indexing(op: Operation, memref: MemRefType, first: int) -> None:
    """``verifyMemoryOpIndexing``."""
    amap = map_of(op)
    values = _operands(op)[first:]
    if len(amap.results) != len(memref.shape):
        raise VerifyError("affine map num results must equal memref rank")
    if _inputs(amap) != len(values):
        raise VerifyError("expects as many subscripts as affine map inputs")
    for value in values:
        if not isinstance(value.type, IndexType):
            raise VerifyError("index to load must have 'index' type")
    verify_dims_and_symbols(op, values, amap.num_dims)


@implement_op("affine.load", "verify")
def verify_load(op: Operation) -> None:
    """The result is the element type; subscripts match the map."""
    memref = op.operand_uses[0].value.type
    assert isinstance(memref, MemRefType)
    if op.results[0].type != memref.element_type:
        raise VerifyError("result type must match element type of memref")
    _verify_indexing(op, memref, 1)


@implement_op("affine.store", "verify")
def verify_store(op: Operation) -> None:
    """The stored value is the element type; subscripts match the map."""
    memref = op.operand_uses[1].value.type
    assert isinstance(memref, MemRefType)
    if op.operand_uses[0].value.type != memref.element_type:
        raise VerifyError(
            "value to store must have the same type as memref element type"
        )
    _verify_indexing(op, memref, 2)


def _verify_vector_type(memref: MemRefType, vector: object) -> None:
    """``verifyVectorMemoryOp``: the element types agree."""
    element = getattr(vector, "element_type", None)
    if memref.element_type != element:
        raise VerifyError("requires memref and vector types of the same elemental type")


@implement_op("affine.vector_load", "verify")
def verify_vector_load(op: Operation) -> None:
    """Subscripts match the map; element types agree."""
    memref = op.operand_uses[0].value.type
    assert isinstance(memref, MemRefType)
    _verify_indexing(op, memref, 1)
    _verify_vector_type(memref, op.results[0].type)


@implement_op("affine.vector_store", "verify")
def verify_vector_store(op: Operation) -> None:
    """Subscripts match the map; element types agree."""
    memref = op.operand_uses[1].value.type
    assert isinstance(memref, MemRefType)
    _verify_indexing(op, memref, 2)
    _verify_vector_type(memref, op.operand_uses[0].value.type)


@implement_op("affine.prefetch", "verify")
def verify_prefetch(op: Operation) -> None:
    """The map has the memref's rank and one input per index operand."""
    memref = op.operand_uses[0].value.type
    assert isinstance(memref, MemRefType)
    amap = map_of(op)
    if len(amap.results) != len(memref.shape):
        raise VerifyError(
            "affine.prefetch affine map num results must equal memref rank"
        )
    if _inputs(amap) + 1 != len(op.operand_uses):
        raise VerifyError("too few operands")
    scope = affine_scope(op)
    for value in _operands(op)[1:]:
        if not is_valid_dim(value, scope):
            raise VerifyError("index must be a dimension or symbol identifier")


@implement_op("affine.yield", "verify")
def verify_yield(op: Operation) -> None:
    """``AffineYieldOp::verify``: the parent's results are yielded."""
    parent = op.parent_op
    if parent is None:
        return
    if parent.name not in ("affine.if", "affine.for", "affine.parallel"):
        raise VerifyError("only terminates affine.if/for/parallel regions")
    operands = _operands(op)
    if len(parent.results) != len(operands):
        raise VerifyError(
            "parent of yield must have same number of results as the yield operands"
        )
    for result, value in zip(parent.results, operands):
        if result.type != value.type:
            raise VerifyError("types mismatch between yield op and its parent")


_DYNAMIC_BASIS = (
    "mismatch between dynamic and static basis (kDynamic marker but no "
    "corresponding dynamic basis entry) -- this can only happen due to an "
    "incorrect fold/rewrite"
)


def _static_basis(op: Operation) -> list[int]:
    return list(getattr(op.get_attr("static_basis"), "values", ()))


def _dynamic_count(op: Operation, basis: Sequence[int]) -> bool:
    """The ``?`` entries of the static basis match the dynamic basis."""
    dynamic = sum(1 for size in basis if size == DYNAMIC)
    return dynamic == len(op._ods_operands(1))  # type: ignore[attr-defined]


@implement_op("affine.delinearize_index", "verify")
def verify_delinearize(op: Operation) -> None:
    """One result per basis element (and up to one more); dynamic entries
    match; no static element is non-positive."""
    basis = _static_basis(op)
    if len(op.results) not in (len(basis), len(basis) + 1):
        raise VerifyError(
            "should return an index for each basis element and up to one extra index"
        )
    if not _dynamic_count(op, basis):
        raise VerifyError(_DYNAMIC_BASIS)
    if any(size <= 0 and size != DYNAMIC for size in basis):
        raise VerifyError("no basis element may be statically non-positive")


@implement_op("affine.linearize_index", "verify")
def verify_linearize(op: Operation) -> None:
    """One basis element per index (but possibly the first); dynamic entries
    match."""
    basis = _static_basis(op)
    indices = len(op._ods_operands(0))  # type: ignore[attr-defined]
    if indices not in (len(basis), len(basis) + 1):
        raise VerifyError(
            "should be passed a basis element for each index except possibly the "
            "first"
        )
    if not _dynamic_count(op, basis):
        raise VerifyError(_DYNAMIC_BASIS)
