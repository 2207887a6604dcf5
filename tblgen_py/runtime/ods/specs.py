"""Class-level descriptions of an op's operands, results, attributes and regions.

Generated op classes declare these as data; ``OpView`` and ``OpAdaptor`` read
them to slice operand groups and to verify constraints.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from tblgen_py.runtime.ir.verifier import VerifyError


class Arity(Enum):
    """How many values one declared operand/result/region/successor stands for."""

    SINGLE = 1
    OPTIONAL = 0
    VARIADIC = -1
    VARIADIC_OF_VARIADIC = -2


class Segments(Enum):
    """How several variable-length groups are told apart."""

    NONE = "none"
    SAME_SIZE = "same"
    ATTR_SIZED = "attr"


class UntranslatedConstraintError(VerifyError):
    """A constraint whose C++ predicate has no Python translation."""


class Check:
    """A constraint: its def name, summary (used in messages) and predicate.

    ``source`` is the Python translation of the ODS predicate, an expression
    over ``_self`` compiled on first use (so importing a module stays cheap).
    It is None when the C++ predicate could not be translated; using the check
    then fails, naming the constraint, instead of skipping it.
    """

    __slots__ = ("name", "summary", "source", "_compiled")

    def __init__(self, name: str, summary: str, source: str | None) -> None:
        self.name = name
        self.summary = summary
        self.source = source
        self._compiled: Callable[[object], bool] | None = None

    def __call__(self, value: object) -> bool:
        """Whether ``value`` satisfies the constraint."""
        predicate = self._compiled
        if predicate is None:
            predicate = self._compiled = self._compile()
        return bool(predicate(value))

    def _compile(self) -> Callable[[object], bool]:
        """Compile ``source`` against the predicate helpers."""
        if self.source is None:
            label = f"'{self.name}'"
            if self.summary != self.name:
                label += f" ({self.summary})"
            raise UntranslatedConstraintError(
                f"constraint {label} has no Python translation; "
                "it cannot be verified"
            )
        return compile_predicate(self.source)


_PENDING_DIALECT: list[tuple[str, str, str]] = []
_PENDING_ENUMS: list[tuple[str, int, tuple[int, ...]]] = []


def register_classes(
    dialect_classes: tuple[tuple[str, str, str], ...],
    enum_classes: tuple[tuple[str, int, tuple[int, ...]], ...],
) -> None:
    """Classes a generated module's checks use: ``(C++ name, dialect, mnemonic)``
    for dialect attributes/types, ``(C++ name, width, case values)`` for enum
    attributes stored as integers.  Registered with the predicate runtime when
    the first check is compiled (importing a module stays cheap)."""
    _PENDING_DIALECT.extend(dialect_classes)
    _PENDING_ENUMS.extend(enum_classes)


def _flush_registrations() -> None:
    """Hand pending class registrations to the predicate runtime."""
    from tblgen_py.runtime import predicates

    while _PENDING_DIALECT:
        name, dialect, mnemonic = _PENDING_DIALECT.pop()
        predicates.register_dialect_class(name, dialect, mnemonic)
    while _PENDING_ENUMS:
        name, width, values = _PENDING_ENUMS.pop()
        predicates.register_class(name, _enum_check(width, frozenset(values)))


def _enum_check(width: int, values: frozenset[int]) -> Callable[[object], bool]:
    """An ``IntegerAttr`` of ``i<width>`` holding one of ``values``."""
    from tblgen_py.runtime.ir.attributes import IntegerAttr
    from tblgen_py.runtime.ir.types import IntegerType

    def check(value: object) -> bool:
        if not isinstance(value, IntegerAttr):
            return False
        ty = value.type
        return (
            isinstance(ty, IntegerType) and ty.width == width and value.value in values
        )

    return check


def compile_predicate(source: str) -> Callable[[object], bool]:
    """``lambda _self: <source>`` with the predicate helpers bound to ``_p``."""
    from tblgen_py.runtime import predicates

    _flush_registrations()

    namespace: dict[str, object] = {"_p": predicates}
    function = eval(f"lambda _self: {source}", namespace)  # noqa: S307 - generated
    assert callable(function)
    return function  # type: ignore[no-any-return]


@dataclass(frozen=True)
class ValueSpec:
    """A declared operand or result."""

    name: str
    arity: Arity
    check: Check | None
    segment_attr: str = ""


@dataclass(frozen=True)
class AttrSpec:
    """A declared attribute (inherent unless ``discardable``)."""

    name: str
    check: Check | None
    optional: bool = False
    has_default: bool = False
    storage: str = ""
    """The C++ storage class a property value must be (``IntegerAttr``)."""


@dataclass(frozen=True)
class RegionSpec:
    """A declared region or successor."""

    name: str
    variadic: bool
    check: Check | None


class TraitCheck(Check):
    """A ``PredOpTrait``: its predicate over the op (``_self``) must hold."""

    __slots__ = ()
