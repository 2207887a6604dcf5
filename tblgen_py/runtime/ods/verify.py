"""The ODS verifier of a generated op, driven by its class-level specs.

Messages follow ``mlir-tblgen``'s generated ``verifyInvariants`` and the
counting traits ODS adds (``NOperands``, ``OneRegion``, ...).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.verifier import VerifyError, verify_isolation
from tblgen_py.runtime.ods.interfaces import (
    INTERFACE_VERIFIERS,
    run_interface_verifiers,
)
from tblgen_py.runtime.ods.native_traits import (
    NATIVE_TRAITS,
    STRUCTURAL_TRAITS,
    no_region_arguments,
    verify_implicit_terminator,
    verify_parent,
)
from tblgen_py.runtime.predicates.base import PredicateUnavailable
from tblgen_py.runtime.ods.segments import (
    group_ranges,
    group_sizes,
    segment_sizes_of,
    verify_sizes,
)
from tblgen_py.runtime.ods.specs import (
    Arity,
    AttrSpec,
    RegionSpec,
    Segments,
    UntranslatedConstraintError,
    ValueSpec,
)

IMPLICIT_TERMINATOR = "SingleBlockImplicitTerminator"
ISOLATED = "IsolatedFromAbove"
"""``IsIsolatedFromAbove``: a region trait, in declaration order."""
OP_INVARIANTS = "OpInvariants"
"""The place of the ODS constraints (``verifyInvariantsImpl``) in the order."""
OPERAND_SEGMENTS = "operandSegmentSizes"
RESULT_SEGMENTS = "resultSegmentSizes"

if TYPE_CHECKING:
    from tblgen_py.runtime.ods.opbase import OpView


def verify_op(op: OpView) -> None:
    """Run the ODS checks of ``op`` before its regions; raise VerifyError on
    the first failure.

    The order is MLIR's ``Op<>`` trait list: the counting traits, then
    ``_ODS_VERIFY_ORDER`` (structural traits such as ``HasParent``,
    ``OpInvariants``, then native traits and interfaces as declared).
    """
    cls = type(op)
    _verify_region_count(len(op.regions), cls._ODS_REGIONS)
    _verify_count(op, "result", cls._ODS_RESULTS, cls._ODS_RESULT_SEGMENTS)
    _verify_successor_count(len(op.successor_uses), cls._ODS_SUCCESSORS)
    _verify_count(op, "operand", cls._ODS_OPERANDS, cls._ODS_OPERAND_SEGMENTS)
    for name in cls._ODS_VERIFY_ORDER:
        _verify_trait(op, name)
    if "NoRegionArguments" in cls.ODS_TRAITS:  # not in the order: last
        no_region_arguments(op)


def verify_op_regions(op: OpView) -> None:
    """The ``verifyRegionTrait``s of ``_ODS_VERIFY_ORDER``, in order (after
    the op's regions were verified)."""
    cls = type(op)
    for name in cls._ODS_VERIFY_ORDER:
        if name == IMPLICIT_TERMINATOR:
            if cls._ODS_IMPLICIT_TERMINATOR is not None:
                verify_implicit_terminator(op, cls._ODS_IMPLICIT_TERMINATOR)
        elif name == ISOLATED:
            verify_isolation(op)
        elif name in INTERFACE_VERIFIERS:
            run_interface_verifiers(op, (name,), True)


def _verify_trait(op: OpView, name: str) -> None:
    """The ``verifyTrait`` of the trait ``name`` (nothing for region traits)."""
    if name == OP_INVARIANTS:
        try:
            _verify_invariants(op)
        except PredicateUnavailable as exc:
            raise UntranslatedConstraintError(
                f"cannot evaluate an ODS constraint in Python: {exc}"
            ) from None
    elif name == "HasParent":
        if type(op)._ODS_PARENTS:
            verify_parent(op, type(op)._ODS_PARENTS)
    elif name in STRUCTURAL_TRAITS:
        STRUCTURAL_TRAITS[name](op)
    elif name in NATIVE_TRAITS:
        NATIVE_TRAITS[name](op)
    elif name in INTERFACE_VERIFIERS:
        run_interface_verifiers(op, (name,), False)


def _verify_count(
    op: OpView, kind: str, specs: Sequence[ValueSpec], mode: Segments
) -> None:
    """The count traits, and ``AttrSized*Segments`` (structural, so also early)."""
    total = len(op.operand_uses) if kind == "operand" else len(op.results)
    attr_name = OPERAND_SEGMENTS if kind == "operand" else RESULT_SEGMENTS
    sizes = segment_sizes_of(op.get_attr(attr_name))
    verify_sizes(kind, specs, total, mode, sizes, attr_name)


def _verify_invariants(op: OpView) -> None:
    """``verifyInvariantsImpl``: attributes, values, traits, regions, successors."""
    cls = type(op)
    _verify_property_constraints(op)
    _verify_attributes(op)
    operand_types = [use.value.type for use in op.operand_uses]
    _verify_values(
        op, "operand", cls._ODS_OPERANDS, operand_types, "operandSegmentSizes"
    )
    result_types = [result.type for result in op.results]
    _verify_values(op, "result", cls._ODS_RESULTS, result_types, "resultSegmentSizes")
    for trait in cls._ODS_TRAIT_CHECKS:
        if not trait.predicate(op):
            raise VerifyError(f"failed to verify that {trait.summary}")
    _verify_named(op.regions, cls._ODS_REGIONS, "region")
    _verify_named(op.successors, cls._ODS_SUCCESSORS, "successor")


def _verify_property_constraints(op: OpView) -> None:
    """The constraints the properties' kinds check (an enum property's: a
    case of the enum; of a bit enum: only its valid bits)."""
    for name, codec in type(op)._ODS_PROPERTY_KINDS:
        message = codec.constraint_error(name, op.get_attr(name))
        if message is not None:
            raise VerifyError(message)


def _verify_attributes(op: OpView) -> None:
    """As ``verifyInvariantsImpl``: the required attributes are present (by
    name), then the constraints of the present ones (in declaration order)."""
    specs = type(op)._ODS_ATTRIBUTES
    for spec in sorted(specs, key=_spec_name):
        if spec.optional or spec.has_default:
            continue
        if op.get_attr(spec.name) is None:
            raise VerifyError(f"requires attribute '{spec.name}'")
    for spec in specs:
        value = op.get_attr(spec.name)
        if value is None:
            continue
        if spec.check is not None and not spec.check.predicate(value):
            raise VerifyError(
                f"attribute '{spec.name}' failed to satisfy constraint: "
                f"{spec.check.summary}"
            )


def inherent_attr_error(cls: type, attrs: dict[str, object]) -> str | None:
    """``verifyInherentAttrs``: the constraint failure of an inherent attribute
    given among the discardable ones (``{...}``, no ``<{...}>``), if any;
    parsers report it before the op exists."""
    for spec in getattr(cls, "_ODS_ATTRIBUTES", ()):
        value = attrs.get(spec.name)
        if value is None or spec.check is None:
            continue
        try:
            valid = spec.check.predicate(value)
        except PredicateUnavailable:
            continue  # the verifier reports it
        if not valid:
            return (
                f"attribute '{spec.name}' failed to satisfy constraint: "
                f"{spec.check.summary}"
            )
    return None


def _spec_name(spec: AttrSpec) -> str:
    """The sort key of the presence checks."""
    return spec.name


def _verify_values(
    op: OpView,
    kind: str,
    specs: Sequence[ValueSpec],
    types: Sequence[object],
    attr_name: str,
) -> None:
    """Counts, segments and type constraints of operands or results."""
    mode = (
        type(op)._ODS_OPERAND_SEGMENTS
        if kind == "operand"
        else type(op)._ODS_RESULT_SEGMENTS
    )
    # counts and segment sizes were checked first, as MLIR's count traits
    # (``verify_op``): only the groups are needed here
    sizes = segment_sizes_of(op.get_attr(attr_name))
    lengths = group_sizes(specs, len(types), mode, sizes)
    for spec, (start, end) in zip(specs, group_ranges(lengths)):
        if spec.arity is Arity.OPTIONAL and end - start > 1:
            raise VerifyError(
                f"{kind} group starting at #{start} requires 0 or 1 element, "
                f"but found {end - start}"
            )
        if spec.arity is Arity.VARIADIC_OF_VARIADIC:
            _verify_nested_sizes(op, spec, end - start)
        check = spec.check
        if check is None:
            continue
        predicate = check.predicate
        for index in range(start, end):
            if not predicate(types[index]):
                raise VerifyError(
                    f"{kind} #{index} must be {check.summary}, "
                    f"but got '{types[index]}'"
                )


def _verify_nested_sizes(op: OpView, spec: ValueSpec, total: int) -> None:
    """The sizes attribute of a variadic-of-variadic group must add up."""
    sizes = segment_sizes_of(op.get_attr(spec.segment_attr))
    if sizes is None:
        raise VerifyError(f"requires attribute '{spec.segment_attr}'")
    if sum(sizes) != total:
        raise VerifyError(
            f"operand count ({total}) does not match with the total size "
            f"({sum(sizes)}) specified in attribute '{spec.segment_attr}'"
        )


def _verify_region_count(count: int, specs: Sequence[RegionSpec]) -> None:
    """ZeroRegions/OneRegion/NRegions/AtLeastNRegions."""
    fixed = sum(1 for s in specs if not s.variadic)
    if len(specs) > fixed:
        if count < fixed:
            raise VerifyError(f"expected {fixed} or more regions")
        return
    if count == fixed:
        return
    if fixed == 0:
        raise VerifyError("requires zero regions")
    if fixed == 1:
        raise VerifyError("requires one region")
    raise VerifyError(f"expected {fixed} regions")


def _verify_successor_count(count: int, specs: Sequence[RegionSpec]) -> None:
    """ZeroSuccessors/OneSuccessor/NSuccessors/AtLeastNSuccessors."""
    fixed = sum(1 for s in specs if not s.variadic)
    if len(specs) > fixed:
        if count < fixed:
            raise VerifyError(f"requires at least {fixed} successors but found {count}")
        return
    if count != fixed:
        noun = "successor" if fixed == 1 else "successors"
        raise VerifyError(f"requires {fixed} {noun} but found {count}")


def _verify_named(
    items: Sequence[object], specs: Sequence[RegionSpec], kind: str
) -> None:
    """Region or successor constraints (a trailing group may be variadic)."""
    for index, item in enumerate(items):
        spec = specs[min(index, len(specs) - 1)] if specs else None
        if spec is None or spec.check is None:
            continue
        if not spec.check.predicate(item):
            raise VerifyError(
                f"{kind} #{index} ('{spec.name}') failed to verify constraint: "
                f"{spec.check.summary}"
            )
