"""Which result types ODS can infer, and from what (``populateTypeInferenceInfo``).

An op infers all its result types when it declares ``InferTypeOpInterface`` (and has no regions,
which do not exist yet when the builder runs),
has ``SameOperandsAndResultType`` or ``FirstAttrDerivedResultType``, or when
every (fixed-arity) result type is buildable or tied by ``AllTypesMatch`` /
``TypesMatchWith`` to an operand or attribute.
"""

from __future__ import annotations

from enum import Enum

from tblgen_py.ods.constraints import Arity
from tblgen_py.ods.fields import derives
from tblgen_py.ods.lazy_re import LazyPattern
from tblgen_py.ods.named_tuple import NamedTuple
from tblgen_py.ods.operator import NamedAttribute, NamedTypeConstraint, Operator
from tblgen_py.ods.traits import TraitKind


class InferenceKind(Enum):
    """How a builder gets result types it is not given."""

    NONE = "none"
    SAME_AS_OPERANDS = "same_as_operands"
    FIRST_ATTR = "first_attr"
    INTERFACE = "interface"
    KNOWN = "known"


class TypeSource(NamedTuple):
    """Where one result type comes from: an operand or attribute, or a builder."""

    argument: str
    is_attribute: bool
    transform: str
    builder_call: str


class ResultInference(NamedTuple):
    """The inference kind and, for KNOWN, the source of each result type."""

    kind: InferenceKind
    sources: tuple[TypeSource, ...] = ()


_TYPE_BUILDERS: tuple[tuple[LazyPattern, str], ...] = (
    (
        LazyPattern(r"^\$_builder\.getIntegerType\((\d+)\)$", needle="getIntegerType("),
        "_ods_convert.integer_type({0})",
    ),
    (
        LazyPattern(
            r"^\$_builder\.getIntegerType\((\d+),\s*/\*isSigned=\*/(true|false)\)$",
            needle="isSigned",
        ),
        "_ods_convert.integer_type({0}, {1})",
    ),
    (
        LazyPattern(r"^\$_builder\.getIndexType\(\)$", needle="getIndexType()"),
        "_ods_convert.index_type()",
    ),
    (
        LazyPattern(r"^\$_builder\.getNoneType\(\)$", needle="getNoneType()"),
        "_ods_convert.none_type()",
    ),
    (
        LazyPattern(r"^\$_builder\.getType<::mlir::NoneType>\(\)$", needle="NoneType>"),
        "_ods_convert.none_type()",
    ),
    (
        LazyPattern(
            r"^\$_builder\.get(F16|BF16|F32|F64|F80|F128)Type\(\)$", needle="Type()"
        ),
        "_ods_convert.float_type({0})",
    ),
    (
        LazyPattern(
            r"^\$_builder\.getType<::mlir::Float(\w+)Type>\(\)$",
            needle="getType<::mlir::Float",
        ),
        "_ods_convert.float_type({0})",
    ),
)


def type_builder_source(call: str) -> str | None:
    """Python for a buildable type's ``builderCall`` (None when unknown)."""
    for pattern, template in _TYPE_BUILDERS:
        match = pattern.match(call.strip())
        if match is None:
            continue
        groups = list(match.groups())
        if template.endswith("({0}, {1})"):
            groups[1] = '"s"' if groups[1] == "true" else '"u"'
        if "float_type" in template:
            groups[0] = '"' + groups[0].lower() + '"'
        return template.format(*groups)
    return None


def result_inference(op: Operator) -> ResultInference:
    """How the op's builder can infer its result types."""
    if not op.results:
        return ResultInference(InferenceKind.NONE)
    if op.has_interface("InferTypeOpInterface"):
        if op.regions:
            return ResultInference(InferenceKind.NONE)
        return ResultInference(InferenceKind.INTERFACE)
    if op.has_native_trait("SameOperandsAndResultType") and op.operands:
        if not any(r.arity.is_variable for r in op.results):
            return ResultInference(InferenceKind.SAME_AS_OPERANDS)
    if op.has_native_trait("FirstAttrDerivedResultType"):
        return ResultInference(InferenceKind.FIRST_ATTR)
    known = op.infer_type_interface_known and not op.regions
    sources = known_sources(op) if known else None
    if sources is not None:
        return ResultInference(InferenceKind.KNOWN, sources)
    return ResultInference(InferenceKind.NONE)


def known_sources(op: Operator) -> tuple[TypeSource, ...] | None:
    """A source for every result type, or None if some result is unknown."""
    if any(r.arity.is_variable for r in op.results):
        return None
    found: dict[str, TypeSource] = {}
    for result in op.results:
        call = result.constraint.builder_call
        if call:
            found[result.name] = TypeSource("", False, "", call)
    arguments = _argument_sources(op)
    for _ in range(len(op.results) + 1):
        _propagate(op, arguments, found)
    if all(r.name in found for r in op.results):
        return tuple(found[r.name] for r in op.results)
    return None


def _argument_sources(op: Operator) -> dict[str, TypeSource]:
    """Operands (single) and attributes whose type a result may copy."""
    sources = {}
    for arg in op.arguments:
        if isinstance(arg, NamedTypeConstraint) and arg.arity is Arity.SINGLE:
            sources[arg.name] = TypeSource(arg.name, False, "", "")
        elif isinstance(arg, NamedAttribute) and not arg.attr.is_optional:
            sources[arg.name] = TypeSource(arg.name, True, "", "")
    return sources


def _propagate(
    op: Operator, arguments: dict[str, TypeSource], found: dict[str, TypeSource]
) -> None:
    """One round of AllTypesMatch / TypesMatchWith propagation."""
    results = {r.name for r in op.results}
    for trait in op.traits:
        if trait.kind is not TraitKind.PRED:
            continue
        values = list(trait.values)
        if derives(trait.record, "AllTypesMatch"):
            source = _first_source(values, arguments, found)
            if source is not None:
                for name in values:
                    if name in results and name not in found:
                        found[name] = source
            continue
        if not derives(trait.record, "TypesMatchWith"):
            continue
        lhs, rhs, transform = _types_match_with(trait.record)
        if rhs in results and rhs not in found:
            source = arguments.get(lhs) or found.get(lhs)
            if source is not None and not source.transform:
                found[rhs] = TypeSource(
                    source.argument, source.is_attribute, transform, source.builder_call
                )


def _first_source(
    values: list[str], arguments: dict[str, TypeSource], found: dict[str, TypeSource]
) -> TypeSource | None:
    """The first name of an ``AllTypesMatch`` list with a known type."""
    for name in values:
        source = arguments.get(name) or found.get(name)
        if source is not None:
            return source
    return None


def _types_match_with(record: object) -> tuple[str, str, str]:
    """``(lhs, rhs, transformer)`` of a ``TypesMatchWith`` trait."""
    from tblgen_py.ods.fields import string_field
    from tblgen_py.records.record import Record

    if not isinstance(record, Record):
        return "", "", ""
    transform = string_field(record, "transformer").strip()
    return (
        string_field(record, "lhs"),
        string_field(record, "rhs"),
        "" if transform == "$_self" else transform,
    )
