"""Class-level ODS data of a generated op: specs, checks and traits."""

from __future__ import annotations

import re

from tblgen_py.backends.checks import CheckTable
from tblgen_py.backends.doc_traits import infers_every_result
from tblgen_py.backends.names import py_string
from tblgen_py.backends.op_traits import (
    effect_interface_names,
    interface_names,
    op_placeholders,
)
from tblgen_py.ods.attr_convert import format_enum_of
from tblgen_py.ods.constraints import Arity, Constraint
from tblgen_py.ods.enums import EnumInfo, EnumKind
from tblgen_py.ods.fields import def_field, derives, string_field
from tblgen_py.ods.operator import NamedAttribute, NamedTypeConstraint, Operator
from tblgen_py.cpp.ast import normalize_name
from tblgen_py.ods.traits import Trait, TraitKind
from tblgen_py.records.record import Record

_RUNTIME_TRAITS = {
    "IsTerminator": "_ods_ir.IsTerminator",
    "NoTerminator": "_ods_ir.NoTerminator",
    "HasOnlyGraphRegion": "_ods_ir.GraphRegions",
    "IsIsolatedFromAbove": "_ods_ir.IsolatedFromAbove",
    "SingleBlock": "_ods_ir.SingleBlock",
    "SymbolTable": "_ods_ir.SymbolTableTrait",
    "Symbol": "_ods_ir.SymbolTrait",
}
_ARITY = {
    Arity.SINGLE: "SINGLE",
    Arity.OPTIONAL: "OPTIONAL",
    Arity.VARIADIC: "VARIADIC",
    Arity.VARIADIC_OF_VARIADIC: "VARIADIC_OF_VARIADIC",
}


def value_specs(
    table: CheckTable, values: tuple[NamedTypeConstraint, ...]
) -> list[str]:
    """``ValueSpec(...)`` items of operands or results."""
    items = []
    for value in values:
        check = table.check(value.constraint.constraint) or "None"
        args = [py_string(value.name), f"_ods_ir.Arity.{_ARITY[value.arity]}", check]
        if value.constraint.segment_attr_name:
            args.append(py_string(value.constraint.segment_attr_name))
        items.append(f"_ods_ir.ValueSpec({', '.join(args)})")
    return items


def attribute_specs(table: CheckTable, attrs: tuple[NamedAttribute, ...]) -> list[str]:
    """``AttrSpec(...)`` items."""
    items = []
    for named in attrs:
        attr = named.attr
        if attr.is_derived:
            continue
        check = table.check(attr.constraint) or "None"
        optional = attr.is_optional or attr.is_unit
        args = [py_string(named.name), check]
        if optional:
            args.append("optional=True")
        if attr.has_default:
            args.append("has_default=True")
        storage = storage_class(attr.storage_type)
        if storage:
            args.append(f"storage={py_string(storage)}")
        items.append(f"_ods_ir.AttrSpec({', '.join(args)})")
    return items


def storage_class(storage_type: str) -> str:
    """A C++ storage type as the predicate runtime names it ("" for any attribute)."""
    name = storage_type.strip().removeprefix("::").removeprefix("mlir::")
    return "" if name in ("", "Attribute") else name


def region_specs(table: CheckTable, op: Operator) -> tuple[list[str], list[str]]:
    """``RegionSpec(...)`` items of regions and successors."""
    regions = []
    for region in op.regions:
        check = table.check(region.region.constraint) or "None"
        variadic = region.region.arity is Arity.VARIADIC
        regions.append(
            f"_ods_ir.RegionSpec({py_string(region.name)}, {variadic}, {check})"
        )
    successors = []
    for succ in op.successors:
        check = table.check(succ.successor.constraint) or "None"
        variadic = succ.successor.arity is Arity.VARIADIC
        successors.append(
            f"_ods_ir.RegionSpec({py_string(succ.name)}, {variadic}, {check})"
        )
    return regions, successors


def trait_checks(table: CheckTable, op: Operator) -> list[str]:
    """``TraitCheck`` constants of the op's ``PredOpTrait``s."""
    names = []
    for trait in op.traits:
        if trait.kind is not TraitKind.PRED or trait.predicate is None:
            continue
        constraint = Constraint(trait.record, trait.predicate, trait.summary, "")
        name = table.check(
            constraint, "TraitCheck", op_placeholders(op), _native_functions(trait)
        )
        if name is not None:
            names.append(name)
    return names


def _native_functions(trait: Trait) -> frozenset[str]:
    """The C++ function a ``TypesMatchWith`` transformer calls on the type
    (``getValAndBoolStructType($_self)``), which a dialect port supplies."""
    if not derives(trait.record, "TypesMatchWith"):
        return frozenset()
    match = _NATIVE_CALL.match(string_field(trait.record, "transformer").strip())
    return frozenset() if match is None else frozenset({normalize_name(match[1])})


_NATIVE_CALL = re.compile(r"^((?:::)?[A-Za-z_]\w*(?:::[A-Za-z_]\w*)*)\(\$_self\)$")


def runtime_traits(op: Operator) -> list[str]:
    """Runtime trait classes the IR verifier understands."""
    found = set()
    for trait in op.traits:
        if trait.kind not in (TraitKind.NATIVE, TraitKind.INTERNAL):
            continue
        short = trait.qualified_name.split("<")[0].removesuffix("::Impl")
        short = short.rsplit("::", 1)[-1]
        if short in _RUNTIME_TRAITS:
            found.add(_RUNTIME_TRAITS[short])
        if short == "SingleBlockImplicitTerminator":
            found.add(_RUNTIME_TRAITS["SingleBlock"])
    return sorted(found)


def ods_trait_names(op: Operator) -> list[str]:
    """Every trait name, declared lists (``Pure``) and their parts, sorted.

    An interface is listed under its def name and its C++ name (with those of
    its base interfaces), so patterns rooted on either find it; effect
    decorators on operands and results add their interface, as in MLIR, and
    so does ``InferTypeOpInterface`` when ODS infers every result type.
    """
    names = set(op.declared_traits)
    if infers_every_result(op):
        names.add("InferTypeOpInterface")
    for trait in op.traits:
        if trait.name:
            names.add(trait.name)
        if trait.kind is TraitKind.INTERFACE:
            names.update(interface_names(trait.record))
    names.update(effect_interface_names(op.record))
    return sorted(names)


def hook_items(op: Operator) -> list[tuple[str, str]]:
    """``(hook, ODS feature)`` pairs the op leaves to Python implementations."""
    hooks = []
    flags = (
        (op.has_verifier, "verify", "hasVerifier"),
        (op.has_region_verifier, "verify_regions", "hasRegionVerifier"),
        (op.has_folder, "fold", "hasFolder"),
        (op.has_canonicalizer, "canonicalization_patterns", "hasCanonicalizer"),
        (op.has_canonicalize_method, "canonicalize", "hasCanonicalizeMethod"),
        (op.has_custom_assembly_format, "parse", "hasCustomAssemblyFormat"),
        (op.has_custom_assembly_format, "print", "hasCustomAssemblyFormat"),
    )
    for enabled, hook, feature in flags:
        if enabled:
            hooks.append((hook, feature))
    if op.builders:
        hooks.append(("build", "builders"))
    for trait in op.traits:
        if trait.kind is TraitKind.INTERFACE and trait.declares_methods:
            hooks.append((trait.name, "DeclareOpInterfaceMethods"))
    if op.extra_class_declaration.strip():
        hooks.append(("extra_class_declaration", "extraClassDeclaration"))
    return hooks
