"""Type, region and successor constraints of ODS operands, results and regions."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from tblgen_py.ods.fields import def_field, derives, string_field
from tblgen_py.ods.named_tuple import NamedTuple
from tblgen_py.ods.slotted import Slotted
from tblgen_py.records.record import Record


class Arity(Enum):
    """How many values one declared operand/result/region/successor stands for."""

    SINGLE = "single"
    OPTIONAL = "optional"
    VARIADIC = "variadic"
    VARIADIC_OF_VARIADIC = "variadic_of_variadic"

    @property
    def is_variable(self) -> bool:
        """Whether the count is not fixed to one."""
        return self is not Arity.SINGLE


def unwrap_arg(record: Record) -> Record:
    """The constraint inside ``Arg``/``Res`` decorators (or the record itself)."""
    while derives(record, "Arg") or derives(record, "Res"):
        inner = def_field(record, "constraint")
        if inner is None:
            break
        record = inner
    return record


class Constraint(NamedTuple):
    """A named predicate with a summary (MLIR's ``Constraint``)."""

    record: Record
    predicate: Record | None
    summary: str
    description: str

    @property
    def def_name(self) -> str:
        """The constraint def's name (anonymous ones keep their generated name)."""
        return self.record.name_string

    @classmethod
    def from_record(cls, record: Record) -> Constraint:
        """Read predicate, summary and description."""
        return cls(
            record,
            def_field(record, "predicate"),
            string_field(record, "summary"),
            string_field(record, "description"),
        )


@dataclass(init=False, repr=False, eq=False)  # fields only, for ``replace``
class TypeConstraint(Slotted):
    """An operand or result constraint, with its arity and buildability."""

    __slots__ = ("constraint", "arity", "builder_call", "segment_attr_name", "cpp_type")

    constraint: Constraint
    arity: Arity
    builder_call: str
    segment_attr_name: str
    cpp_type: str

    def __init__(
        self,
        constraint: Constraint,
        arity: Arity,
        builder_call: str,
        segment_attr_name: str,
        cpp_type: str,
    ) -> None:
        self.constraint = constraint
        self.arity = arity
        self.builder_call = builder_call
        self.segment_attr_name = segment_attr_name
        self.cpp_type = cpp_type

    @property
    def summary(self) -> str:
        """The constraint summary used in verifier messages."""
        return self.constraint.summary

    @property
    def is_buildable(self) -> bool:
        """Whether the type can be built without operands (``builderCall``)."""
        return bool(self.builder_call) and self.arity is Arity.SINGLE

    @classmethod
    @lru_cache(maxsize=4096)  # views are immutable: one per record
    def from_record(cls, record: Record) -> TypeConstraint:
        """Classify Variadic/Optional/VariadicOfVariadic and read the base type."""
        record = unwrap_arg(record)
        arity = Arity.SINGLE
        if derives(record, "VariadicOfVariadic"):
            arity = Arity.VARIADIC_OF_VARIADIC
        elif derives(record, "Variadic"):
            arity = Arity.VARIADIC
        elif derives(record, "Optional"):
            arity = Arity.OPTIONAL
        base = def_field(record, "baseType") if arity.is_variable else record
        builder = string_field(base, "builderCall") if base is not None else ""
        return cls(
            Constraint.from_record(record),
            arity,
            builder,
            string_field(record, "segmentAttrName"),
            string_field(record, "cppType"),
        )


class RegionConstraint(Slotted):
    """A region (or variadic region) constraint."""

    __slots__ = ("constraint", "arity")

    constraint: Constraint
    arity: Arity

    def __init__(self, constraint: Constraint, arity: Arity) -> None:
        self.constraint = constraint
        self.arity = arity

    @classmethod
    @lru_cache(maxsize=4096)  # views are immutable: one per record
    def from_record(cls, record: Record) -> RegionConstraint:
        """Read a ``Region``/``VariadicRegion`` def."""
        variadic = derives(record, "VariadicRegion")
        return cls(
            Constraint.from_record(record),
            Arity.VARIADIC if variadic else Arity.SINGLE,
        )


class SuccessorConstraint(Slotted):
    """A successor (or variadic successor) constraint."""

    __slots__ = ("constraint", "arity")

    constraint: Constraint
    arity: Arity

    def __init__(self, constraint: Constraint, arity: Arity) -> None:
        self.constraint = constraint
        self.arity = arity

    @classmethod
    @lru_cache(maxsize=4096)  # views are immutable: one per record
    def from_record(cls, record: Record) -> SuccessorConstraint:
        """Read a ``Successor``/``VariadicSuccessor`` def."""
        variadic = derives(record, "VariadicSuccessor")
        return cls(
            Constraint.from_record(record),
            Arity.VARIADIC if variadic else Arity.SINGLE,
        )
