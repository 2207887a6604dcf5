"""Folding chains of ``unrealized_conversion_cast`` ops away.

Follows MLIR's ``reconcileUnrealizedCasts``: a cast with no uses is erased;
a cast whose result types equal the input types of a cast earlier in its
chain is bypassed and erased.  Casts left over still have live users.
"""

from __future__ import annotations

from collections.abc import Iterable

from tblgen_py.runtime.conversion.config import UNREALIZED_CAST
from tblgen_py.runtime.ir.operation import Operation


def reconcile_unrealized_casts(casts: Iterable[Operation]) -> list[Operation]:
    """Fold away what of ``casts`` can be; return the casts that remain."""
    given = list(casts)
    worklist: dict[Operation, None] = dict.fromkeys(given)
    erased: set[Operation] = set()

    def enqueue_inputs(cast: Operation) -> None:
        for value in cast.operands:
            producer = value.defining_op
            if producer is not None and producer.name == UNREALIZED_CAST:
                worklist[producer] = None

    while worklist:
        cast = worklist.popitem()[0]
        if all(not result.uses for result in cast.results):
            enqueue_inputs(cast)
            erased.add(cast)
            cast.erase(check_uses=False)
            continue
        result_types = [result.type for result in cast.results]
        current: Operation | None = cast
        while current is not None:
            if [value.type for value in current.operands] == result_types:
                enqueue_inputs(cast)
                for result, value in zip(cast.results, current.operands):
                    result.replace_all_uses_with(value)
                erased.add(cast)
                cast.erase(check_uses=False)
                break
            current = _input_cast(current)
    return [cast for cast in given if cast not in erased]


def _input_cast(cast: Operation) -> Operation | None:
    """The cast defining all of ``cast``'s inputs, in order, if there is one."""
    inputs = cast.operands
    if not inputs:
        return None
    producer = inputs[0].defining_op
    if producer is None or producer.name != UNREALIZED_CAST:
        return None
    if list(producer.results) != inputs:
        return None
    return producer


def unrealized_casts_in(root: Operation) -> list[Operation]:
    """Every ``unrealized_conversion_cast`` nested in ``root``, in order."""
    return [op for op in root.walk_ops() if op.name == UNREALIZED_CAST]
