"""Class-level descriptions of an op's operands, results, attributes and regions.

Generated op classes declare these as data; ``OpView`` and ``OpAdaptor`` read
them to slice operand groups and to verify constraints.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Generic, TypeVar

from tblgen_py.runtime import predicates
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.ir.verifier import VerifyError

if TYPE_CHECKING:
    from tblgen_py.runtime.ods.opbase import OpView


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


_T = TypeVar("_T", contravariant=True)


def untranslated_predicate(value: object) -> bool:
    """The predicate generated modules pass for a constraint whose C++ has no
    Python translation (``Check`` replaces it with an error naming the
    constraint)."""
    raise UntranslatedConstraintError("constraint has no Python translation")


class Check(Generic[_T]):
    """A constraint: its def name, summary (used in messages) and predicate.

    ``predicate`` is the generated function of the translated ODS predicate;
    it is None when the C++ predicate could not be translated, and using the
    check then fails, naming the constraint, instead of skipping it.  Hot
    loops call ``check.predicate(value)`` directly.
    """

    __slots__ = ("name", "summary", "predicate", "translated")

    def __init__(
        self, name: str, summary: str, predicate: Callable[[_T], bool] | None
    ) -> None:
        self.name = name
        self.summary = summary
        if predicate is untranslated_predicate:
            predicate = None
        self.translated = predicate is not None
        self.predicate: Callable[[_T], bool] = predicate or self._untranslated

    def __call__(self, value: _T) -> bool:
        """Whether ``value`` satisfies the constraint."""
        return self.predicate(value)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.name!r})"

    def _untranslated(self, value: object) -> bool:
        """The stand-in predicate of an untranslated constraint: raises."""
        label = f"'{self.name}'"
        if self.summary != self.name:
            label += f" ({self.summary})"
        raise UntranslatedConstraintError(
            f"constraint {label} has no Python translation; it cannot be verified"
        )


def register_classes(
    dialect_classes: tuple[tuple[str, str, str], ...],
    enum_classes: tuple[tuple[str, int, tuple[int, ...]], ...],
) -> None:
    """Classes a generated module's checks use: ``(C++ name, dialect, mnemonic)``
    for dialect attributes/types, ``(C++ name, width, case values)`` for enum
    attributes stored as integers; registered with the predicate runtime."""
    for name, dialect, mnemonic in dialect_classes:
        predicates.register_dialect_class(name, dialect, mnemonic)
    for name, width, values in enum_classes:
        predicates.register_class(name, _enum_check(width, frozenset(values)))


def _enum_check(width: int, values: frozenset[int]) -> Callable[[object], bool]:
    """An ``IntegerAttr`` of ``i<width>`` holding one of ``values``."""

    def check(value: object) -> bool:
        if not isinstance(value, IntegerAttr):
            return False
        ty = value.type
        return (
            isinstance(ty, IntegerType) and ty.width == width and value.value in values
        )

    return check


@dataclass(frozen=True)
class ValueSpec:
    """A declared operand or result."""

    name: str
    arity: Arity
    check: Check[object] | None
    segment_attr: str = ""


@dataclass(frozen=True)
class AttrSpec:
    """A declared attribute (inherent unless ``discardable``)."""

    name: str
    check: Check[object] | None
    optional: bool = False
    has_default: bool = False
    storage: str = ""
    """The C++ storage class a property value must be (``IntegerAttr``)."""


@dataclass(frozen=True)
class RegionSpec:
    """A declared region or successor."""

    name: str
    variadic: bool
    check: Check[object] | None


class TraitCheck(Check["OpView"]):
    """A ``PredOpTrait``: its predicate over the op (``_self``) must hold."""

    __slots__ = ()
