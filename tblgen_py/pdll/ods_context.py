"""What PDLL knows of ODS (MLIR's ``mlir/lib/Tools/PDLL/ODS/``): the operations
of included ``.td`` files with their operands, results and attributes."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from tblgen_py.support.diagnostics import Span


class VariableLengthKind(enum.Enum):
    """How many values an operand or result group holds."""

    SINGLE = "Single"
    OPTIONAL = "Optional"
    VARIADIC = "Variadic"


@dataclass(frozen=True)
class OperandOrResult:
    """One operand or result group of an ODS operation."""

    name: str
    kind: VariableLengthKind
    constraint: str
    """The unique def name of its type constraint."""

    @property
    def is_variable_length(self) -> bool:
        """Optional or variadic."""
        return self.kind is not VariableLengthKind.SINGLE

    @property
    def is_variadic(self) -> bool:
        """Variadic (a range of values)."""
        return self.kind is VariableLengthKind.VARIADIC


@dataclass(frozen=True)
class OdsAttribute:
    """One attribute of an ODS operation."""

    name: str
    optional: bool
    constraint: str


@dataclass(eq=False)
class OdsOperation:
    """An operation imported from ODS."""

    name: str
    span: Span
    summary: str
    cpp_class: str
    supports_type_inference: bool
    operands: list[OperandOrResult] = field(default_factory=list)
    results: list[OperandOrResult] = field(default_factory=list)
    attributes: list[OdsAttribute] = field(default_factory=list)


class OdsContext:
    """Every ODS operation known to a parse, by name."""

    def __init__(self) -> None:
        self.operations: dict[str, OdsOperation] = {}

    def lookup(self, name: str | None) -> OdsOperation | None:
        """The operation named ``name``, if one was imported."""
        return None if name is None else self.operations.get(name)

    def insert(self, op: OdsOperation) -> bool:
        """Add ``op`` unless one of that name exists; whether it was added."""
        if op.name in self.operations:
            return False
        self.operations[op.name] = op
        return True
