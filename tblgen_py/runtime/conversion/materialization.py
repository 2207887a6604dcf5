"""Materializations: callbacks that build IR casting values to another type.

Follows MLIR's ``TypeConverter`` materialization hooks: callbacks are tried
most-recent-first; one that returns None (or no values) lets the next try.
A callback registered with a ``type_class`` only sees result types of it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tblgen_py.runtime.ir.value import Value

Materialization = Callable[[object, object, Sequence[Value], object], "Value | None"]
"""``(builder, result_type, inputs, location) -> value or None``."""

TargetMaterialization = Callable[
    [object, object, Sequence[Value], object, object], "Value | None"
]
"""``(builder, result_type, inputs, location, original_type) -> value or None``."""

MultiTargetMaterialization = Callable[
    [object, tuple[object, ...], Sequence[Value], object, object],
    "Sequence[Value] | None",
]
"""``(builder, result_types, inputs, location, original_type) -> values``."""

_TargetFn = Callable[
    [object, tuple[object, ...], Sequence[Value], object, object], list[Value]
]


def wrap_materialization(
    callback: Materialization, type_class: type | tuple[type, ...] | None
) -> Materialization:
    """Restrict a 1:1 materialization to result types of ``type_class``."""
    if type_class is None:
        return callback
    classes = type_class

    def wrapped(
        builder: object, result_type: object, inputs: Sequence[Value], loc: object
    ) -> Value | None:
        if not isinstance(result_type, classes):
            return None
        return callback(builder, result_type, inputs, loc)

    return wrapped


def wrap_target_materialization(
    callback: TargetMaterialization, type_class: type | tuple[type, ...] | None
) -> _TargetFn:
    """Adapt a 1:1 target materialization to the 1:N form MLIR stores."""

    def wrapped(
        builder: object,
        result_types: tuple[object, ...],
        inputs: Sequence[Value],
        loc: object,
        original_type: object,
    ) -> list[Value]:
        if len(result_types) != 1:
            return []
        result_type = result_types[0]
        if type_class is not None and not isinstance(result_type, type_class):
            return []
        value = callback(builder, result_type, inputs, loc, original_type)
        return [] if value is None else [value]

    return wrapped


def wrap_multi_target_materialization(
    callback: MultiTargetMaterialization,
) -> _TargetFn:
    """Adapt a 1:N target materialization (None counts as no values)."""

    def wrapped(
        builder: object,
        result_types: tuple[object, ...],
        inputs: Sequence[Value],
        loc: object,
        original_type: object,
    ) -> list[Value]:
        values = callback(builder, result_types, inputs, loc, original_type)
        return [] if values is None else list(values)

    return wrapped


class Materializations:
    """The source, target and argument materializations of a type converter."""

    def __init__(self) -> None:
        self.source: list[Materialization] = []
        self.argument: list[Materialization] = []
        self.target: list[_TargetFn] = []

    def copy(self) -> Materializations:
        """A copy whose lists can grow independently."""
        other = Materializations()
        other.source = list(self.source)
        other.argument = list(self.argument)
        other.target = list(self.target)
        return other


def materialize_one(
    callbacks: Sequence[Materialization],
    builder: object,
    loc: object,
    result_type: object,
    inputs: Sequence[Value],
) -> Value | None:
    """The first value a callback (newest first) builds, or None."""
    for callback in reversed(callbacks):
        value = callback(builder, result_type, inputs, loc)
        if value is not None:
            return value
    return None


def materialize_target(
    callbacks: Sequence[_TargetFn],
    builder: object,
    loc: object,
    result_types: Sequence[object],
    inputs: Sequence[Value],
    original_type: object,
) -> list[Value]:
    """The values the newest applicable target materialization builds, or []."""
    wanted = tuple(result_types)
    for callback in reversed(callbacks):
        values = callback(builder, wanted, inputs, loc, original_type)
        if not values:
            continue
        if tuple(v.type for v in values) != wanted:
            raise ValueError(
                "callback produced incorrect number of values or values with "
                "incorrect types"
            )
        return values
    return []
