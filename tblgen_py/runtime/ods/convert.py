"""Attribute conversions of generated builders and getters.

Builders accept an ``Attribute`` or a plain Python value converted the way the
attribute's ODS ``constBuilderCall`` describes; getters return the plain value
for the common storage types (ints, bools, strings, floats, types, arrays).
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from typing import Protocol

from tblgen_py.runtime.errors import MLIRError
from tblgen_py.runtime.ir.attributes import (
    ArrayAttr,
    Attribute,
    BoolAttr,
    DictionaryAttr,
    FlatSymbolRefAttr,
    FloatAttr,
    IntegerAttr,
    OpaqueAttr,
    StringAttr,
    TypeAttr,
    UnitAttr,
)
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.types import (
    FloatType,
    IndexType,
    IntegerType,
    NoneType,
    OpaqueType,
    Signedness,
    Type,
)
from tblgen_py.runtime.ods.attr_params import dialect_class
from tblgen_py.runtime.predicates.classes import HAND_WRITTEN_CLASSES

_SIGNEDNESS = {
    "": Signedness.SIGNLESS,
    "s": Signedness.SIGNED,
    "u": Signedness.UNSIGNED,
}
_FLOATS = {16: "f16", 32: "f32", 64: "f64"}


class AttributeValueError(MLIRError, TypeError):
    """A plain value given for an attribute that has no Python conversion."""


def attribute(value: object, name: str) -> Attribute:
    """Accept only an Attribute (the ODS builder call has no Python equivalent)."""
    if isinstance(value, Attribute):
        return value
    raise AttributeValueError(
        f"attribute '{name}' needs an Attribute: its ODS constBuilderCall has "
        f"no Python conversion for {type(value).__name__} values"
    )


def dialect_attribute(cpp_name: str, *args: object) -> Attribute | None:
    """The attribute of the loaded generated class of C++ ``cpp_name`` with
    parameters ``args`` (``ns::Class::get(context, args...)``; an enum
    parameter given by value); None while the dialect's attribute module is
    not loaded (the op then has no default for it)."""
    cls = dialect_class(cpp_name)
    if cls is None:
        return None
    made: Attribute = cls.get(*args)  # type: ignore[attr-defined]
    return made


def dialect_type(cpp_name: str, *args: object) -> Type:
    """The type of the loaded generated class of C++ ``cpp_name`` with
    parameters ``args`` (a buildable type's ``Class::get(context, args...)``)."""
    cls = dialect_class(cpp_name)
    if cls is None:
        name = cpp_name.removeprefix("mlir::")
        dialect, mnemonics = HAND_WRITTEN_CLASSES.get(name, ("", ()))
        if not args and len(mnemonics) == 1:  # a C++ class: !gpu.async.token
            return OpaqueType.get(dialect, mnemonics[0])
        raise AttributeValueError(f"the type class {cpp_name} is not loaded")
    made: Type = cls.get(*args)  # type: ignore[attr-defined]
    return made


def integer(value: int | Attribute, width: int, signedness: str = "") -> Attribute:
    """``IntegerAttr`` of an ``iN``/``siN``/``uiN`` type."""
    if isinstance(value, Attribute):
        return value
    return IntegerAttr.get(IntegerType.get(width, _SIGNEDNESS[signedness]), int(value))


def dialect_enum(value: object, dialect: str, mnemonic: str) -> Attribute:
    """``#dialect.mnemonic<case>`` from a case string (or a generated enum)."""
    if isinstance(value, Attribute):
        return value
    if not isinstance(value, (str, enum.Enum)):
        raise AttributeValueError(
            f"#{dialect}.{mnemonic} needs a case name or an enum member, "
            f"not {type(value).__name__}"
        )
    text = str(value)  # a generated enum prints its case string
    return OpaqueAttr.get(dialect, f"{mnemonic}<{text}>")


def index(value: int | Attribute) -> Attribute:
    """``IntegerAttr`` of type ``index``."""
    if isinstance(value, Attribute):
        return value
    return IntegerAttr.get(IndexType.get(), int(value))


def boolean(value: bool | Attribute) -> Attribute:
    """``BoolAttr``."""
    if isinstance(value, Attribute):
        return value
    return BoolAttr.get(bool(value))


def floating(value: float | Attribute, width: int) -> Attribute:
    """``FloatAttr`` of ``f16``/``f32``/``f64``."""
    if isinstance(value, Attribute):
        return value
    return FloatAttr.get(FloatType.get(_FLOATS[width]), float(value))


def string(value: str | Attribute) -> Attribute:
    """``StringAttr``."""
    if isinstance(value, Attribute):
        return value
    return StringAttr.get(str(value))


class OperationNameOf:
    """A ``StringAttr`` default spelled ``Cls::getOperationName()``: the name
    of the op whose C++ class is ``cpp_class``, found in the context's
    dialects when the default is first needed (None if no dialect has it)."""

    __slots__ = ("cpp_class",)

    def __init__(self, cpp_class: str) -> None:
        self.cpp_class = cpp_class

    def resolve_in(self, context: _OpClassLookup) -> Attribute | None:
        """The op name as a ``StringAttr``, looked up in ``context``."""
        cls = context.lookup_op_class_by_cpp_name(self.cpp_class)
        name = getattr(cls, "OPERATION_NAME", None)
        return StringAttr.get(name) if isinstance(name, str) else None

    def __repr__(self) -> str:
        return f"OperationNameOf({self.cpp_class!r})"


class _OpClassLookup(Protocol):
    def lookup_op_class_by_cpp_name(self, qualified: str) -> type | None: ...


def unit(value: bool | Attribute | None) -> Attribute | None:
    """``UnitAttr`` when true, nothing when false."""
    if isinstance(value, Attribute):
        return value
    return UnitAttr.get() if value else None


def type_attr(value: Type | Attribute) -> Attribute:
    """``TypeAttr``."""
    if isinstance(value, Attribute):
        return value
    return TypeAttr.get(value)


def flat_symbol_ref(value: str | Attribute) -> Attribute:
    """``FlatSymbolRefAttr``."""
    if isinstance(value, Attribute):
        return value
    return FlatSymbolRefAttr.get(value)


def array(values: Iterable[Attribute] | Attribute) -> Attribute:
    """``ArrayAttr`` of attributes."""
    if isinstance(values, Attribute):
        return values
    return ArrayAttr.get(list(values))


def int_array(values: Iterable[int] | Attribute, width: int) -> Attribute:
    """``ArrayAttr`` of ``iN`` integers."""
    if isinstance(values, Attribute):
        return values
    return ArrayAttr.get([integer(v, width) for v in values])


def float_array(values: Iterable[float] | Attribute, width: int) -> Attribute:
    """``ArrayAttr`` of floats."""
    if isinstance(values, Attribute):
        return values
    return ArrayAttr.get([floating(v, width) for v in values])


def str_array(values: Iterable[str] | Attribute) -> Attribute:
    """``ArrayAttr`` of strings."""
    if isinstance(values, Attribute):
        return values
    return ArrayAttr.get([StringAttr.get(v) for v in values])


def bool_array(values: Iterable[bool] | Attribute) -> Attribute:
    """``ArrayAttr`` of bools."""
    if isinstance(values, Attribute):
        return values
    return ArrayAttr.get([BoolAttr.get(v) for v in values])


def type_array(values: Iterable[Type] | Attribute) -> Attribute:
    """``ArrayAttr`` of ``TypeAttr``."""
    if isinstance(values, Attribute):
        return values
    return ArrayAttr.get([TypeAttr.get(v) for v in values])


def dense_array(values: Iterable[int] | Attribute, width: int) -> Attribute:
    """``DenseArrayAttr`` of ``iN`` (``array<i64: ...>``)."""
    if isinstance(values, Attribute):
        return values
    return DenseArrayAttr.get(IntegerType.get(width), [int(v) for v in values])


def dictionary(values: Mapping[str, Attribute] | Attribute) -> Attribute:
    """``DictionaryAttr``."""
    if isinstance(values, Attribute):
        return values
    return DictionaryAttr.get(dict(values))


# -- getters -------------------------------------------------------------------
def to_int(attr: object) -> int:
    """The value of an ``IntegerAttr``."""
    value = getattr(attr, "value", None)
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"expected an integer attribute, got {attr}")
    return value


def to_bool(attr: object) -> bool:
    """The value of a ``BoolAttr``."""
    return bool(to_int(attr))


def to_float(attr: object) -> float:
    """The value of a ``FloatAttr``."""
    value = getattr(attr, "value", None)
    if not isinstance(value, float):
        raise TypeError(f"expected a float attribute, got {attr}")
    return value


def to_str(attr: object) -> str:
    """The value of a ``StringAttr`` or ``FlatSymbolRefAttr``."""
    value = getattr(attr, "value", None)
    if not isinstance(value, str):
        raise TypeError(f"expected a string attribute, got {attr}")
    return value


def to_type(attr: object) -> Type:
    """The type held by a ``TypeAttr``."""
    value = getattr(attr, "type", None)
    if not isinstance(attr, TypeAttr) or not isinstance(value, Type):
        raise TypeError(f"expected a type attribute, got {attr}")
    return value


def to_ints(attr: object) -> tuple[int, ...]:
    """The values of a ``DenseArrayAttr`` of integers."""
    values = getattr(attr, "values", None)
    if not isinstance(values, tuple):
        raise TypeError(f"expected a dense array attribute, got {attr}")
    return tuple(int(v) for v in values)


def to_attr(attr: object) -> Attribute:
    """The attribute itself (checked)."""
    if not isinstance(attr, Attribute):
        raise TypeError(f"expected an attribute, got {attr!r}")
    return attr


def as_attr(value: object) -> Attribute | None:
    """``value`` if it is an attribute, else None."""
    return value if isinstance(value, Attribute) else None


def integer_type(width: int, signedness: str = "") -> Type:
    """``iN`` (``siN``/``uiN`` with ``"s"``/``"u"``)."""
    return IntegerType.get(width, _SIGNEDNESS[signedness])


def index_type() -> Type:
    """``index``."""
    return IndexType.get()


def none_type() -> Type:
    """``none``."""
    return NoneType.get()


def float_type(name: str) -> Type:
    """``f16``/``bf16``/``f32``/``f64``/... by name."""
    return FloatType.get(name)


def type_of(value: object) -> Type:
    """The type of a typed attribute (for FirstAttrDerivedResultType)."""
    found = getattr(value, "type", None)
    if not isinstance(found, Type):
        raise TypeError(f"cannot infer a result type from {value!r}")
    return found


def untranslated_type(op: str, result: str, transform: str) -> Type:
    """A result type whose ODS transformer has no Python translation."""
    raise TypeError(
        f"'{op}' cannot infer the type of result '{result}': its ODS type "
        f"transformer '{transform}' has no Python translation; pass results="
    )
