"""Helpers for predicates over a whole op (``PredOpTrait``): C++ accessors.

``getX()`` of an attribute reads the generated Python getter (the converted
value: an int, a bool, an enum member, the default when absent), and an
enumerator ``MyEnum::Case`` is the member of the enum class the op's generated
module embeds.
"""

from __future__ import annotations

import keyword
import sys

from tblgen_py.runtime.predicates.base import PredicateUnavailable

__all__ = ["enum_constant", "op_getter"]


def op_getter(op: object, name: str) -> object:
    """The generated getter of attribute ``name`` (``getName()`` in C++)."""
    for attr in (name, name + "_"):
        found = getattr(type(op), attr, None)
        if isinstance(found, property):
            return getattr(op, attr)
    raise PredicateUnavailable(f"{type(op).__name__} has no getter for '{name}'")


def enum_constant(op: object, enum_name: str, case: str) -> object:
    """``EnumName::Case``: the member of the enum the op's module defines."""
    module = sys.modules.get(type(op).__module__)
    enum_class = getattr(module, enum_name, None)
    if enum_class is None:  # an enum the op module only reads in predicates
        enum_class = getattr(getattr(module, "_enum_defs", None), enum_name, None)
    member = case + "_" if keyword.iskeyword(case) or case in _RESERVED else case
    found = getattr(enum_class, member, None) if enum_class is not None else None
    if found is None:
        raise PredicateUnavailable(f"no enum constant {enum_name}::{case}")
    return found


_RESERVED = ("mro", "name", "value")
"""Case symbols generated enums rename with a ``_`` (``member_name``)."""
