"""Verifiers of the ``transform.structured`` tiling ops (MLIR's
``LinalgTransformOps.cpp``): ``tile_using_for`` (one ``loops`` result per
non-zero tile size) and ``tile_using_forall`` (thread counts or tile sizes,
each given one way)."""

from __future__ import annotations

from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op


def _ints(op: Operation, name: str) -> list[int]:
    return [int(v) for v in getattr(op.get_attr(name), "values", ())]


@implement_op("transform.structured.tile_using_for", "verify")
def verify_tile_using_for(op: Operation) -> None:
    """As many scalable flags as sizes; a loop handle per non-zero size."""
    sizes = _ints(op, "static_sizes")
    scalable = _ints(op, "scalable_sizes")
    if len(sizes) != len(scalable):
        raise VerifyError(
            f"expected same number of sizes ({len(sizes)}) and scalable sizes "
            f"({len(scalable)})"
        )
    expected = len(sizes) - sizes.count(0)
    loops = len(op.results) - 1
    if loops != expected:
        raise VerifyError(
            f"expected number of loops to tile ({expected}) to match number of "
            f"`loops` results ({loops})"
        )


@implement_op("transform.structured.tile_using_forall", "verify")
def verify_tile_using_forall(op: Operation) -> None:
    """``num_threads`` or ``tile_sizes``, each static/dynamic or packed."""
    segments = _ints(op, "operandSegmentSizes") or [1, 0, 0, 0, 0]
    packed_threads, packed_sizes = segments[3], segments[4]
    threads = int(bool(_ints(op, "static_num_threads"))) + int(bool(packed_threads))
    if threads > 1:
        raise VerifyError("num_threads and packed_num_threads are mutually exclusive")
    sizes = int(bool(_ints(op, "static_tile_sizes"))) + int(bool(packed_sizes))
    if sizes > 1:
        raise VerifyError("tile_sizes and packed_tile_sizes are mutually exclusive")
    if threads == 0 and sizes == 0:
        raise VerifyError(
            "either (packed_)num_threads or (packed_)tile_sizes must be specified"
        )
