"""MLIR's property conversion of a generic op's ``<{...}>`` dictionary.

Inherent attributes are properties in MLIR 22: when a generic op is parsed,
each given value must be of the attribute's C++ storage class (an enum
attribute's class also checks the case value), else parsing fails with
``invalid properties {...} for op NAME: Invalid attribute `x` in property
conversion: VALUE``; a segment-sizes array must have one entry per group.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.attributes import DictionaryAttr
from tblgen_py.runtime.ods.segments import segment_sizes_of
from tblgen_py.runtime.ods.specs import Check, Segments
from tblgen_py.runtime.predicates import PredicateUnavailable, isa
from tblgen_py.runtime.text.attr_printer import AttrTypePrinter
from tblgen_py.runtime.text.print_rules import quoted

if TYPE_CHECKING:
    from tblgen_py.runtime.ods.opbase import OpView

_SEGMENT_ATTRS = (("operandSegmentSizes", "OPERAND"), ("resultSegmentSizes", "RESULT"))


@lru_cache(maxsize=None)
def _storage_check(storage: str) -> Check[object]:
    """``isa<storage>`` as a check."""

    def is_storage(value: object) -> bool:
        return isa(value, storage)

    return Check(storage, storage, is_storage)


def _converts(value: object, storage: str) -> bool:
    """Whether ``value`` is of class ``storage`` (True when the class is unknown)."""
    try:
        return _storage_check(storage)(value)
    except PredicateUnavailable:
        return True  # not modelled here; the ODS constraint still checks it


def conversion_error(op_class: type[OpView], props: object) -> str | None:
    """The ``invalid properties`` message for ``props``, or None if they convert."""
    if not isinstance(props, Mapping):
        return None
    problem = (
        _attribute_problem(op_class, props)
        or _property_problem(op_class, props)
        or _segment_problem(op_class, props)
    )
    if problem is None:
        return None
    printer = AttrTypePrinter(local_scope=True)
    shown = printer.print_attribute(DictionaryAttr.get(dict(props)))
    return f"invalid properties {shown} for op {op_class.OPERATION_NAME}: {problem}"


def _attribute_problem(
    op_class: type[OpView], props: Mapping[str, object]
) -> str | None:
    """The first inherent attribute whose value is not of its storage class."""
    for spec in op_class._ODS_ATTRIBUTES:
        value = props.get(spec.name)
        if value is None or not spec.storage or _converts(value, spec.storage):
            continue
        shown = AttrTypePrinter(local_scope=True).print_attribute(value)  # type: ignore[arg-type]
        return f"Invalid attribute `{spec.name}` in property conversion: {shown}"
    return None


def _property_problem(
    op_class: type[OpView], props: Mapping[str, object]
) -> str | None:
    """The first property whose attribute does not convert to its kind
    (``convertFromAttribute``'s message)."""
    for name, codec in op_class._ODS_PROPERTY_KINDS:
        value = props.get(name)
        if value is None:
            continue
        problem = codec.convert_error(value)
        if problem is not None:
            return problem
    return None


def canonical_properties(op_class: type[OpView], props: dict[str, object]) -> None:
    """Each property's attribute as MLIR prints it back (a ``UnitProp`` set
    by ``true`` is ``unit``, an ``I64Prop`` given as ``i32`` is ``i64``)."""
    for name, codec in op_class._ODS_PROPERTY_KINDS:
        value = props.get(name)
        if value is not None:
            props[name] = codec.canonical(value)  # type: ignore[arg-type]


def parsed_dict_error(
    op_class: type[OpView], entries: tuple[tuple[str, bool], ...], props: object
) -> str | None:
    """The ``invalid properties`` message for the dictionary a ``prop-dict``
    read (``setPropertiesFromParsedAttr``): ``entries`` are the properties
    and attributes it holds, in that order, with whether each is required."""
    problem = _parsed_dict_problem(op_class, entries, props)
    if problem is None:
        return None
    printer = AttrTypePrinter(local_scope=True)
    shown = printer.print_attribute(props)  # type: ignore[arg-type]
    return f"invalid properties {shown} for op {op_class.OPERATION_NAME}: {problem}"


def _parsed_dict_problem(
    op_class: type[OpView], entries: tuple[tuple[str, bool], ...], props: object
) -> str | None:
    if not isinstance(props, DictionaryAttr):
        return "expected DictionaryAttr to set properties"
    items = dict(props.items)
    kinds = dict(op_class._ODS_PROPERTY_KINDS)
    storages = {spec.name: spec.storage for spec in op_class._ODS_ATTRIBUTES}
    for name, required in entries:
        value = items.get(name)
        if value is None:
            if required:
                return (
                    f"expected key entry for {name} in DictionaryAttr to set "
                    "Properties."
                )
            continue
        codec = kinds.get(name)
        if codec is not None:
            problem = codec.convert_error(value)
            if problem is not None:
                return problem
        elif storages.get(name) and not _converts(value, storages[name]):
            shown = AttrTypePrinter(local_scope=True).print_attribute(value)
            return f"Invalid attribute `{name}` in property conversion: {shown}"
    names = {name for name, _ in entries}
    for key in items:
        if key not in names:
            return f"unknown key '{quoted(key)}' when parsing properties dictionary"
    return None


def _segment_problem(op_class: type[OpView], props: Mapping[str, object]) -> str | None:
    """A segment-sizes array with the wrong number of entries."""
    for name, kind in _SEGMENT_ATTRS:
        mode = getattr(op_class, f"_ODS_{kind}_SEGMENTS")
        sizes = segment_sizes_of(props.get(name))
        if mode is not Segments.ATTR_SIZED or sizes is None:
            continue
        groups = len(getattr(op_class, f"_ODS_{kind}S"))
        if len(sizes) != groups:
            return f"size mismatch in attribute conversion: {len(sizes)} vs {groups}"
    return None
