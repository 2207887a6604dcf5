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
    """Fold away what of ``casts`` can be; return the casts that remain.

    First each cast whose chain of input casts starts at values of its own
    result types is bypassed; then every cast of the set that no op outside
    the set uses (directly or through other casts of the set) is erased.
    """
    given = list(dict.fromkeys(casts))
    members = set(given)
    for cast in reversed(given):
        result_types = [result.type for result in cast.results]
        current: Operation | None = cast
        while current is not None:
            if [value.type for value in current.operands] == result_types:
                for result, value in zip(cast.results, current.operands):
                    result.replace_all_uses_with(value)
                break
            current = _input_cast(current)
    live: set[Operation] = set()
    for cast in given:
        if cast not in live and any(
            use.owner not in members for result in cast.results for use in result.uses
        ):
            _mark_live(cast, members, live)
    remaining: list[Operation] = []
    for cast in given:
        if cast in live:
            remaining.append(cast)
            continue
        for result in cast.results:
            for use in list(result.uses):
                use.drop()
        cast.erase(check_uses=False)
    return remaining


def _mark_live(root: Operation, members: set[Operation], live: set[Operation]) -> None:
    """Mark ``root`` and the casts of ``members`` feeding it live."""
    pending = [root]
    while pending:
        op = pending.pop()
        if op in live:
            continue
        live.add(op)
        for value in op.operands:
            producer = value.defining_op
            if producer is not None and producer in members:
                pending.append(producer)


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
