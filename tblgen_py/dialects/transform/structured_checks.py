"""Verifiers of the ``transform.structured`` ops beyond tiling and of
``transform.gpu.map_forall_to_blocks`` (MLIR's ``LinalgTransformOps.cpp``,
``GPUTransformOps.cpp``): permutations, sizes given one way, the supported
allocation/copy ops, a replacement op and a structured matcher's body."""

from __future__ import annotations

from tblgen_py.dialects.transform.handles import HANDLE, handle_kind
from tblgen_py.runtime.ir.operation import IsolatedFromAbove, Operation
from tblgen_py.runtime.ir.types import DYNAMIC
from tblgen_py.runtime.ir.verifier import (
    VerificationError,
    VerificationNote,
    VerifyError,
)
from tblgen_py.runtime.ods.hooks import implement_op


def _ints(op: Operation, name: str) -> list[int]:
    return [int(v) for v in getattr(op.get_attr(name), "values", ())]


def _string(op: Operation, name: str, default: str) -> str:
    attr = op.get_attr(name)
    return str(getattr(attr, "value", default)) if attr is not None else default


def _is_permutation(values: list[int]) -> bool:
    """``isPermutationVector``: each of ``0..n-1`` once."""
    return sorted(values) == list(range(len(values)))


@implement_op("transform.structured.vectorize", "verify")
def verify_vectorize(op: Operation) -> None:
    """One scalable flag per vector size."""
    sizes, scalable = _ints(op, "static_vector_sizes"), _ints(op, "scalable_sizes")
    if len(sizes) != len(scalable):
        raise VerifyError(
            f"expected same number of vector sizes ({len(sizes)}) and scalable "
            f"sizes ({len(scalable)})"
        )


@implement_op("transform.structured.interchange", "verify")
def verify_interchange(op: Operation) -> None:
    """``iterator_interchange`` is a permutation."""
    order = _ints(op, "iterator_interchange")
    if not _is_permutation(order):
        raise VerifyError(
            "expects iterator_interchange to be a permutation, found "
            + ", ".join(map(str, order))
        )


@implement_op("transform.structured.pack_greedily", "verify")
def verify_pack_greedily(op: Operation) -> None:
    """A permutation of the matmul dims; per dim, a packed size or a padding
    multiple but not both."""
    if not _is_permutation(_ints(op, "matmul_inner_dims_order")):
        raise VerifyError('"matmul_inner_dims_order" is not a valid permutation')
    multiples = _ints(op, "matmul_padded_sizes_next_multiple_of")
    sizes = _ints(op, "static_matmul_packed_sizes")
    for size, multiple in zip(sizes, multiples):
        if multiple != 0 and size != 0:
            raise VerifyError(
                "at most one of the packed_size and the "
                "padded_sizes_next_multiple_of can be nonzero for the matmul "
                "strategy"
            )


@implement_op("transform.structured.pack_transpose", "verify")
def verify_pack_transpose(op: Operation) -> None:
    """Permutations, at least one of them given."""
    inner, outer = _ints(op, "inner_perm"), _ints(op, "outer_perm")
    if not _is_permutation(inner):
        raise VerifyError('"inner_perm" is not a valid permutation')
    if not _is_permutation(outer):
        raise VerifyError('"outer_perm" is not a valid permutation')
    if not inner and not outer:
        raise VerifyError(
            ' at least one of "inner_perm" or "outer_perm" must be specified'
        )


_MEMCPY_OPS = ("bufferization.materialize_in_destination", "memref.copy", "linalg.copy")
_ALLOC_OPS = ("memref.alloc", "memref.alloca")


@implement_op("transform.structured.bufferize_to_allocation", "verify")
def verify_bufferize_to_allocation(op: Operation) -> None:
    """A copy and an allocation op the transform knows."""
    memcpy = _string(op, "memcpy_op", "bufferization.materialize_in_destination")
    if memcpy not in _MEMCPY_OPS:
        raise VerifyError("unsupported memcpy op")
    if _string(op, "alloc_op", "memref.alloc") not in _ALLOC_OPS:
        raise VerifyError("unsupported alloc op")


@implement_op("transform.gpu.map_forall_to_blocks", "verify")
def verify_map_forall_to_blocks(op: Operation) -> None:
    """No grid or a 3-d one."""
    dims = _ints(op, "grid_dims")
    if dims and len(dims) != 3:
        raise VerifyError("transform requires empty or size-3 grid_dims")


@implement_op("transform.structured.replace", "verify")
def verify_replace(op: Operation) -> None:
    """One replacement op without operands, isolated if it has regions."""
    blocks = op.regions[0].blocks
    if len(blocks) != 1:
        raise VerifyError("expected one block")
    ops = list(blocks[0])
    if len(ops) != 1:
        raise VerifyError("expected one operation in block")
    replacement = ops[0]
    message = None
    if replacement.operand_uses:
        message = "expected replacement without operands"
    elif replacement.regions and IsolatedFromAbove not in type(replacement).traits:
        message = "expect op that is isolated from above"
    if message is not None:
        raise VerificationError(
            f"'{replacement.name}' op {message}", replacement.location, replacement
        )


@implement_op("transform.match.structured", "verify")
def verify_match_structured(op: Operation) -> None:
    """One operation-handle argument; every nested op but the terminator is
    a matcher."""
    blocks = op.regions[0].blocks
    if not blocks:
        return
    args = blocks[0].arguments
    if len(args) != 1:
        raise VerifyError("expected one body argument")
    if handle_kind(args[0].type) != HANDLE:
        raise VerifyError(
            "expected body argument to implement TransformHandleTypeInterface"
        )
    nested = list(blocks[0])
    for child in nested[:-1]:
        if "MatchOpInterface" in getattr(type(child), "ODS_TRAITS", ()):
            continue
        note = VerificationNote("offending operation", child.location)
        raise VerificationError(
            f"'{op.name}' op expects nested operations to implement MatchOpInterface",
            op.location,
            op,
            [note],
        )


@implement_op("transform.structured.fuse", "verify")
def verify_fuse(op: Operation) -> None:
    """``FuseOp::verify``: the static interchange permutes (part of) the tiled
    iteration space; one loop per non-zero tile size (one with ``use_forall``)."""
    sizes = _ints(op, "static_tile_sizes")
    interchange = _ints(op, "static_tile_interchange")
    rank = len(sizes)
    if len(interchange) > rank:
        raise VerifyError(
            f"interchange length exceeds iteration space dimensions ({rank}), found "
        )
    seen: set[int] = set()
    for value in interchange:
        if value == DYNAMIC:
            continue
        if value < 0 or value >= rank:
            raise VerifyError(
                f"expects interchange values to be in range [0, {rank}), found: {value}"
            )
        if value in seen:
            raise VerifyError(f"found duplicate interchange value: {value}")
        seen.add(value)
    loops = 1 if op.get_attr("use_forall") is not None else rank - sizes.count(0)
    if loops != len(op.results) - 1:
        raise VerifyError(f"expects {loops} loop results")
