"""PDLL's AST types (MLIR's ``mlir/lib/Tools/PDLL/AST/Types.cpp``): what an
expression evaluates to; ``str`` prints them as ``mlir-pdll -x=ast`` does."""

from __future__ import annotations

from dataclasses import dataclass, field

TYPE_CHECKING = False
if TYPE_CHECKING:
    from tblgen_py.pdll.ods_context import OdsOperation


class Type:
    """The base of every PDLL type."""

    __slots__ = ()

    def refine_with(self, other: Type) -> Type | None:
        """The more precise of two compatible types, None when they conflict."""
        if self == other:
            return self
        if isinstance(self, OperationType):
            if not isinstance(other, OperationType):
                return None
            if other.name is None:
                return self
            if self.name is None:
                return other
        return None


@dataclass(frozen=True, slots=True)
class AttributeType(Type):
    """``Attr``."""

    def __str__(self) -> str:
        return "Attr"


@dataclass(frozen=True, slots=True)
class ConstraintType(Type):
    """A reference to a constraint."""

    def __str__(self) -> str:
        return "Constraint"


@dataclass(frozen=True, slots=True)
class RewriteType(Type):
    """A reference to a rewrite."""

    def __str__(self) -> str:
        return "Rewrite"


@dataclass(frozen=True, slots=True)
class TypeType(Type):
    """``Type``."""

    def __str__(self) -> str:
        return "Type"


@dataclass(frozen=True, slots=True)
class ValueType(Type):
    """``Value``."""

    def __str__(self) -> str:
        return "Value"


@dataclass(frozen=True, slots=True)
class OperationType(Type):
    """``Op`` or ``Op<dialect.name>``, with the op's ODS record when included."""

    name: str | None = None
    ods_op: OdsOperation | None = field(default=None, compare=False)

    def __str__(self) -> str:
        return "Op" if self.name is None else f"Op<{self.name}>"


@dataclass(frozen=True, slots=True)
class RangeType(Type):
    """``TypeRange`` or ``ValueRange``."""

    element: Type

    def __str__(self) -> str:
        return f"{self.element}Range"


@dataclass(frozen=True, slots=True)
class TupleType(Type):
    """A tuple of element types, each with an optional label."""

    types: tuple[Type, ...] = ()
    names: tuple[str, ...] = ()

    def __str__(self) -> str:
        parts = [
            f"{name}: {ty}" if name else str(ty)
            for name, ty in zip(self.names, self.types)
        ]
        return f"Tuple<{', '.join(parts)}>"

    def __len__(self) -> int:
        return len(self.types)


ATTR = AttributeType()
CONSTRAINT = ConstraintType()
REWRITE = RewriteType()
TYPE = TypeType()
VALUE = ValueType()
OP = OperationType()
TYPE_RANGE = RangeType(TYPE)
VALUE_RANGE = RangeType(VALUE)
EMPTY_TUPLE = TupleType()


def tuple_of(types: list[Type], names: list[str] | None = None) -> TupleType:
    """A tuple type; unlabelled elements when ``names`` is None."""
    return TupleType(
        tuple(types), tuple(names if names is not None else [""] * len(types))
    )
