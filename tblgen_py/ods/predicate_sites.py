"""Constraint sites of ODS ops: every operand, result, attribute, property,
region and successor declaration and every ``PredTrait`` of an op.

A site is one place where an op's verifier evaluates a predicate; ``$_self`` is
the entity's type (operands, results), the attribute, the property value, the
region or the successor, and the op itself for traits.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Iterator

from tblgen_py.ods.fields import derived_defs
from tblgen_py.records.keeper import RecordKeeper
from tblgen_py.records.record import Record
from tblgen_py.records.values import DagInit, DefInit, ListInit, StringInit


class SiteKind(Enum):
    """What a constraint is attached to."""

    OPERAND = "operand"
    RESULT = "result"
    ATTRIBUTE = "attribute"
    PROPERTY = "property"
    REGION = "region"
    SUCCESSOR = "successor"
    TRAIT = "trait"


@dataclass(frozen=True)
class ConstraintSite:
    """One constraint of one op: its entity, constraint record and predicate."""

    op: Record
    kind: SiteKind
    name: str
    constraint: Record
    predicate: Record

    @property
    def summary(self) -> str:
        """The constraint's summary (or a trait's description)."""
        for field in ("summary", "description"):
            value = self.constraint.get_value(field)
            if value is not None and isinstance(value.value, StringInit):
                return value.value.value
        return ""


def _field_record(record: Record, name: str) -> Record | None:
    """The def held by field ``name``, if any."""
    field = record.get_value(name)
    if field is not None and isinstance(field.value, DefInit):
        return field.value.record
    return None


def _unwrap_arg(record: Record) -> Record:
    """The constraint of an ``Arg``/``Res`` wrapper (or the record itself)."""
    while record.get_value("predicate") is None:
        inner = _field_record(record, "constraint")
        if inner is None:
            break
        record = inner
    return record


def _has_superclass(record: Record, name: str) -> bool:
    """Whether ``record`` derives from the class ``name``."""
    return any(sc.name_string == name for sc in record.superclasses())


def _argument_kind(record: Record) -> SiteKind:
    """Operand, attribute or property, from the constraint's class."""
    if _has_superclass(record, "TypeConstraint"):
        return SiteKind.OPERAND
    if _has_superclass(record, "AttrConstraint"):
        return SiteKind.ATTRIBUTE
    return SiteKind.PROPERTY


def _dag_sites(
    op: Record, field: str, kind: SiteKind | None
) -> Iterator[ConstraintSite]:
    """Sites of the dag field ``field`` (``arguments``, ``results``, ...)."""
    value = op.get_value(field)
    if value is None or not isinstance(value.value, DagInit):
        return
    dag = value.value
    for index, (arg, arg_name) in enumerate(zip(dag.args, dag.arg_names)):
        if not isinstance(arg, DefInit):
            continue
        constraint = _unwrap_arg(arg.record)
        predicate = _field_record(constraint, "predicate")
        if predicate is None:
            continue
        name = arg_name.value if arg_name is not None else f"#{index}"
        site_kind = kind if kind is not None else _argument_kind(constraint)
        yield ConstraintSite(op, site_kind, name, constraint, predicate)


def _trait_records(value: ListInit) -> Iterator[Record]:
    """Traits of a trait list, flattening ``TraitList`` groups."""
    for element in value.elements:
        if not isinstance(element, DefInit):
            continue
        nested = element.record.get_value("traits")
        if nested is not None and isinstance(nested.value, ListInit):
            if _has_superclass(element.record, "TraitList"):
                yield from _trait_records(nested.value)
                continue
        yield element.record


def _trait_sites(op: Record) -> Iterator[ConstraintSite]:
    """Sites of the op's ``PredTrait``s."""
    value = op.get_value("traits")
    if value is None or not isinstance(value.value, ListInit):
        return
    for trait in _trait_records(value.value):
        if not _has_superclass(trait, "PredTrait"):
            continue
        predicate = _field_record(trait, "predicate")
        if predicate is not None:
            yield ConstraintSite(
                op, SiteKind.TRAIT, trait.name_string, trait, predicate
            )


def op_constraint_sites(op: Record) -> list[ConstraintSite]:
    """Every constraint site of one ``Op`` def, in declaration order."""
    sites = list(_dag_sites(op, "arguments", None))
    sites += _dag_sites(op, "results", SiteKind.RESULT)
    sites += _dag_sites(op, "regions", SiteKind.REGION)
    sites += _dag_sites(op, "successors", SiteKind.SUCCESSOR)
    sites += _trait_sites(op)
    return sites


def op_defs(keeper: RecordKeeper) -> list[Record]:
    """Every def deriving from ``Op``, in definition order."""
    return derived_defs(keeper, "Op")


def constraint_sites(keeper: RecordKeeper) -> Iterator[ConstraintSite]:
    """Every constraint site of every op in ``keeper``."""
    for op in op_defs(keeper):
        yield from op_constraint_sites(op)
