"""``memref`` dialect: verifiers of the access ops (``prefetch``, ``dma_start``,
``dma_wait``, ``atomic_rmw``, ``generic_atomic_rmw``, ``atomic_yield``) and of
``assume_alignment``, ``distinct_objects`` and ``realloc``."""

from __future__ import annotations

from collections.abc import Iterator

from tblgen_py.dialects._support import num_dynamic_dims, quoted, types_of
from tblgen_py.runtime.ir.affine import AffineMapAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import FloatType, IndexType, IntegerType, MemRefType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import (
    PlainVerifyError,
    VerificationError,
    VerifyError,
)
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.opbase import OpView
from tblgen_py.runtime.rewrite.traits import (
    HasRecursiveMemoryEffects,
    NoMemoryEffect,
    Pure,
    has_trait,
)

__all__: list[str] = []


def _rank(ty: object) -> int:
    """The rank of a ranked memref (0 for anything else)."""
    return len(ty.shape) if isinstance(ty, MemRefType) else 0


def _int_attr(op: Operation, name: str) -> int:
    """The value of an integer attribute (0 when absent)."""
    return int(getattr(op.get_attr(name), "value", 0))


@implement_op("memref.assume_alignment", "verify")
def verify_assume_alignment(op: Operation) -> None:
    """The alignment is a power of two (as a 32-bit unsigned value)."""
    alignment = _int_attr(op, "alignment") & 0xFFFFFFFF
    if alignment == 0 or alignment & (alignment - 1):
        raise VerifyError("alignment must be power of 2")


@implement_op("memref.distinct_objects", "verify")
def verify_distinct_objects(op: Operation) -> None:
    """Results repeat the operand types; at least one operand."""
    operands = [use.value for use in op.operand_uses]
    if types_of(operands) != op.result_types:
        raise VerifyError("operand types and result types must match")
    if not operands:
        raise VerifyError("expected at least one operand")


@implement_op("memref.prefetch", "verify")
def verify_prefetch(op: Operation) -> None:
    """One index per dimension."""
    ty = op.operand_uses[0].value.type
    if len(op.operand_uses) != 1 + _rank(ty):
        raise VerifyError("too few indices")


@implement_op("memref.dma_wait", "verify")
def verify_dma_wait(op: OpView) -> None:
    """One tag index per dimension of the tag memref."""
    indices = len(op._ods_operands(1))
    rank = _rank(op.operand_uses[0].value.type)
    if indices != rank:
        raise VerifyError(
            "expected tagIndices to have the same number of elements as the "
            f"tagMemRef rank, expected {rank}, but got {indices}"
        )


def _all_index(values: list[Value]) -> bool:
    """Every value has type ``index``."""
    return all(isinstance(value.type, IndexType) for value in values)


def _dma_memref(operands: list[Value], at: int, role: str) -> int:
    """The rank of the memref operand at ``at``; an error if not a memref."""
    ty = operands[at].type
    if not isinstance(ty, MemRefType):
        raise VerifyError(f"expected {role} to be of memref type")
    return len(ty.shape)


def _dma_indices(operands: list[Value], start: int, rank: int, role: str) -> None:
    """The ``rank`` operands from ``start`` are indices."""
    if not _all_index(operands[start : start + rank]):
        raise VerifyError(f"expected {role} indices to be of index type")


@implement_op("memref.dma_start", "verify")
def verify_dma_start(op: Operation) -> None:
    """Source, destination and tag memrefs, each followed by its indices; the
    element count; an optional stride pair."""
    operands = [use.value for use in op.operand_uses]
    count = len(operands)
    if count < 4:
        raise VerifyError("expected at least 4 operands")
    src_rank = _dma_memref(operands, 0, "source")
    if count < src_rank + 4:
        raise VerifyError(f"expected at least {src_rank + 4} operands")
    _dma_indices(operands, 1, src_rank, "source")
    dst_rank = _dma_memref(operands, src_rank + 1, "destination")
    expected = src_rank + dst_rank + 4
    if count < expected:
        raise VerifyError(f"expected at least {expected} operands")
    _dma_indices(operands, src_rank + 2, dst_rank, "destination")
    if not isinstance(operands[src_rank + dst_rank + 2].type, IndexType):
        raise VerifyError("expected num elements to be of index type")
    tag = src_rank + dst_rank + 3
    tag_rank = _dma_memref(operands, tag, "tag")
    expected += tag_rank
    if count < expected:
        raise VerifyError(f"expected at least {expected} operands")
    _dma_indices(operands, tag + 1, tag_rank, "tag")
    if count not in (expected, expected + 2):
        raise VerifyError("incorrect number of operands")
    if count == expected + 2 and not _all_index(operands[-2:]):
        raise VerifyError(
            "expected stride and num elements per stride to be of type index"
        )


_FLOAT_KINDS = frozenset({"addf", "maximumf", "minimumf", "mulf"})
_INT_KINDS = frozenset(
    {"addi", "maxs", "maxu", "mins", "minu", "muli", "ori", "xori", "andi"}
)


@implement_op("memref.atomic_rmw", "verify")
def verify_atomic_rmw(op: Operation) -> None:
    """One index per dimension; the value type suits the kind."""
    memref = op.operand_uses[1].value.type
    if _rank(memref) != len(op.operand_uses) - 2:
        raise VerifyError("expects the number of subscripts to be equal to memref rank")
    kind = str(getattr(op, "kind"))
    value = op.operand_uses[0].value.type
    if kind in _FLOAT_KINDS and not isinstance(value, FloatType):
        raise VerifyError(f"with kind '{kind}' expects a floating-point type")
    if kind in _INT_KINDS and not isinstance(value, IntegerType):
        raise VerifyError(f"with kind '{kind}' expects an integer type")


@implement_op("memref.generic_atomic_rmw", "verify")
def verify_generic_atomic_rmw(op: Operation) -> None:
    """One block argument of the result type; a body free of side effects."""
    blocks = op.regions[0].blocks
    arguments = blocks[0].arguments if blocks else []
    if len(arguments) != 1:
        raise VerifyError("expected single number of entry block arguments")
    if op.results[0].type != arguments[0].type:
        raise VerifyError("expected block argument of the same type result type")
    for nested in _post_order(op.regions[0]):
        if not _memory_effect_free(nested):
            raise VerificationError(
                "body of 'memref.generic_atomic_rmw' should contain only "
                "operations with no side effects",
                nested.location,
                nested,
            )


def _post_order(region: Region) -> Iterator[Operation]:
    """The ops nested in ``region``, each after the ops nested in it."""
    for block in region.blocks:
        for op in block:
            for inner in op.regions:
                yield from _post_order(inner)
            yield op


def _memory_effect_free(op: Operation) -> bool:
    """``isMemoryEffectFree``: no effects, or recursive ones all free."""
    cls = type(op)
    if has_trait(cls, Pure) or has_trait(cls, NoMemoryEffect):
        return True
    if not has_trait(cls, HasRecursiveMemoryEffects):
        return False
    return all(
        _memory_effect_free(inner) for r in op.regions for inner in _post_order(r)
    )


@implement_op("memref.atomic_yield", "verify")
def verify_atomic_yield(op: Operation) -> None:
    """The yielded value has the parent's result type."""
    parent = op.parent_op
    if parent is None or not parent.results:
        return
    expected, found = parent.results[0].type, op.operand_uses[0].value.type
    if expected != found:
        raise VerifyError(
            f"types mismatch between yield op: {quoted(found)} and its parent: "
            f"{quoted(expected)}"
        )


def _identity_layout(ty: MemRefType) -> bool:
    """``getLayout().isIdentity()``."""
    layout = ty.layout
    if isinstance(layout, AffineMapAttr):
        return layout.value.is_identity()
    return layout is None


@implement_op("memref.realloc", "verify")
def verify_realloc(op: OpView) -> None:
    """Identity layouts, one memory space and element type; a size operand
    exactly when the result has a dynamic dimension."""
    source = op.operand_uses[0].value.type
    result = op.results[0].type
    if not isinstance(source, MemRefType) or not isinstance(result, MemRefType):
        return
    if not _identity_layout(source):
        raise PlainVerifyError(
            f"unsupported layout for source memref type {quoted(source)}"
        )
    if not _identity_layout(result):
        raise PlainVerifyError(
            f"unsupported layout for result memref type {quoted(result)}"
        )
    pair = (
        f"source memref type {quoted(source)} and result memref type {quoted(result)}"
    )
    if source.memory_space != result.memory_space:
        raise PlainVerifyError(f"different memory spaces specified for {pair}")
    if source.element_type != result.element_type:
        raise PlainVerifyError(f"different element types specified for {pair}")
    has_size = bool(op._ods_operands(1))
    if num_dynamic_dims(result) and not has_size:
        raise PlainVerifyError(
            f"missing dimension operand for result type {quoted(result)}"
        )
    if not num_dynamic_dims(result) and has_size:
        raise PlainVerifyError(
            f"unnecessary dimension operand for result type {quoted(result)}"
        )
