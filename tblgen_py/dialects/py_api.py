"""Shared helpers of the dialects' Python-bindings extensions (``<name>/py_api.py``).

MLIR's Python bindings add hand-written constructors and properties to some
generated op classes (``func.FuncOp(name, type)``, ``FuncOp.from_py_func``,
``scf.ForOp(lb, ub, step, iter_args)``...).  Each dialect's ``py_api.extend``
takes the generated names and returns the classes and functions that replace
them; the dialect package exports and registers those instead.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.value import Value

Names = dict[str, Any]
"""A dialect's generated public names, by name."""


def values_of(returned: object) -> list[Value]:
    """The values a builder or body function returned: none, a value, an op
    (its results), or a sequence of those (flattened)."""
    if returned is None:
        return []
    if isinstance(returned, Value):
        return [returned]
    if isinstance(returned, Operation):
        return list(returned.results)
    op = getattr(returned, "_op", None)  # an ``Operation`` handle
    if isinstance(op, Operation):
        return list(op.results)
    if isinstance(returned, Iterable) and not isinstance(returned, (str, bytes)):
        found: list[Value] = []
        for item in returned:
            found.extend(values_of(item))
        return found
    raise ValueError(f"not a value, an op or a sequence of them: {returned!r}")


def single_or_all(op: Operation) -> object:
    """What a value builder returns: the op (no result), its result, or its results."""
    if not op.results:
        return op
    if len(op.results) == 1:
        return op.results[0]
    return list(op.results)
