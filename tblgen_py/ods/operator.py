"""ODS operations (MLIR's ``Operator``): a typed, read-only view of an ``Op`` def."""

from __future__ import annotations

from typing import Union

from tblgen_py.ods.attributes import Attribute, Property
from tblgen_py.ods.constraints import (
    Arity,
    RegionConstraint,
    SuccessorConstraint,
    TypeConstraint,
    unwrap_arg,
)
from tblgen_py.ods.dialect import Dialect
from tblgen_py.ods.fields import (
    bit_field,
    dag_field,
    def_field,
    derived_defs,
    derives,
    list_field,
    raw_field,
    string_field,
)
from tblgen_py.ods.named_tuple import NamedTuple
from tblgen_py.ods.op_names import name_error
from tblgen_py.ods.traits import Trait, TraitKind, declared_trait_names, flatten_traits
from tblgen_py.records.record import Record
from tblgen_py.records.values import DagInit, DefInit


class OdsError(Exception):
    """An op def that does not have the shape ODS requires."""


class NamedTypeConstraint(NamedTuple):
    """A named operand or result."""

    name: str
    constraint: TypeConstraint

    @property
    def arity(self) -> Arity:
        """Single, optional, variadic or variadic-of-variadic."""
        return self.constraint.arity


class NamedAttribute(NamedTuple):
    """A named attribute argument."""

    name: str
    attr: Attribute


class NamedProperty(NamedTuple):
    """A named property argument."""

    name: str
    prop: Property


class NamedRegion(NamedTuple):
    """A named region."""

    name: str
    region: RegionConstraint


class NamedSuccessor(NamedTuple):
    """A named successor."""

    name: str
    successor: SuccessorConstraint


Argument = Union[NamedTypeConstraint, NamedAttribute, NamedProperty]


class OpBuilder(NamedTuple):
    """A custom ``OpBuilder`` declared in ODS."""

    parameters: tuple[tuple[str, str], ...]
    has_body: bool


class Operator(NamedTuple):
    """An ODS op: name, arguments, results, regions, successors, traits, hooks."""

    record: Record
    dialect: Dialect
    mnemonic: str
    cpp_class_name: str
    summary: str
    description: str
    arguments: tuple[Argument, ...]
    results: tuple[NamedTypeConstraint, ...]
    regions: tuple[NamedRegion, ...]
    successors: tuple[NamedSuccessor, ...]
    traits: tuple[Trait, ...]
    declared_traits: tuple[str, ...]
    builders: tuple[OpBuilder, ...]
    skip_default_builders: bool
    has_verifier: bool
    has_region_verifier: bool
    has_folder: bool
    has_canonicalizer: bool
    has_canonicalize_method: bool
    has_custom_assembly_format: bool
    assembly_format: str
    extra_class_declaration: str
    infer_type_interface_known: bool = True
    """Whether ``InferTypeOpInterface`` is defined in the records (ODS only
    infers result types from traits and buildable types when it is)."""

    @property
    def operation_name(self) -> str:
        """``dialect.mnemonic`` (just the mnemonic for a nameless dialect)."""
        if not self.dialect.name:
            return self.mnemonic
        return f"{self.dialect.name}.{self.mnemonic}"

    @property
    def operands(self) -> tuple[NamedTypeConstraint, ...]:
        """The operand arguments, in declaration order."""
        return tuple([a for a in self.arguments if isinstance(a, NamedTypeConstraint)])

    @property
    def attributes(self) -> tuple[NamedAttribute, ...]:
        """The attribute arguments, in declaration order."""
        return tuple([a for a in self.arguments if isinstance(a, NamedAttribute)])

    @property
    def properties(self) -> tuple[NamedProperty, ...]:
        """The property arguments, in declaration order."""
        return tuple([a for a in self.arguments if isinstance(a, NamedProperty)])

    def has_trait(self, name: str) -> bool:
        """Whether a trait of that short name (or declared trait list) is present."""
        return name in self.declared_traits or any(t.name == name for t in self.traits)

    def has_native_trait(self, cpp_name: str) -> bool:
        """Whether a native/internal trait's C++ name ends with ``cpp_name``."""
        for trait in self.traits:
            if trait.kind is TraitKind.NATIVE or trait.kind is TraitKind.INTERNAL:
                if trait.qualified_name.removesuffix("::Impl").endswith(cpp_name):
                    return True
        return False

    def has_interface(self, name: str) -> bool:
        """Whether the op declares the interface ``name`` (without namespace)."""
        return any(
            t.kind is TraitKind.INTERFACE and t.qualified_name.endswith(name)
            for t in self.traits
        )

    @classmethod
    def from_record(cls, record: Record, infer_type_known: bool = True) -> Operator:
        """Build the view of an ``Op`` def."""
        dialect_rec = def_field(record, "opDialect")
        if dialect_rec is None:
            raise OdsError(f"op '{record.name_string}' has no dialect")
        traits = []
        seen: set[int] = set()
        for trait_rec in flatten_traits(record):
            if trait_rec.id not in seen:
                seen.add(trait_rec.id)
                traits.append(Trait.from_record(trait_rec))
        op = cls(
            record,
            Dialect.from_record(dialect_rec),
            string_field(record, "opName"),
            _cpp_class_name(record),
            string_field(record, "summary"),
            string_field(record, "description"),
            _arguments(record),
            _type_constraints(record, "results"),
            _regions(record),
            _successors(record),
            tuple(traits),
            tuple(declared_trait_names(record)),
            _builders(record),
            bit_field(record, "skipDefaultBuilders"),
            bit_field(record, "hasVerifier"),
            bit_field(record, "hasRegionVerifier"),
            bit_field(record, "hasFolder"),
            bit_field(record, "hasCanonicalizer"),
            bit_field(record, "hasCanonicalizeMethod"),
            bit_field(record, "hasCustomAssemblyFormat"),
            string_field(record, "assemblyFormat"),
            string_field(record, "extraClassDeclaration"),
            infer_type_known,
        )
        error = name_error(op)
        if error is not None:
            raise OdsError(error)
        return op


def _cpp_class_name(record: Record) -> str:
    """The def name after the first ``_`` (``Arith_AddIOp`` -> ``AddIOp``)."""
    explicit = string_field(record, "cppClassName")
    if explicit:
        return explicit
    name = record.name_string
    prefix, sep, rest = name.partition("_")
    if not sep or not prefix or not rest:
        return name
    return rest


def _dag_items(record: Record, field: str) -> list[tuple[str, Record]]:
    """``(name, def)`` pairs of a dag field such as ``arguments``."""
    dag = dag_field(record, field)
    if dag is None:
        return []
    items = []
    for index, (arg, arg_name) in enumerate(zip(dag.args, dag.arg_names)):
        if not isinstance(arg, DefInit):
            raise OdsError(
                f"op '{record.name_string}': {field} #{index} is not a def: {arg}"
            )
        items.append((arg_name.value if arg_name is not None else "", arg.record))
    return items


def _arguments(record: Record) -> tuple[Argument, ...]:
    """Operands, attributes and properties, in ``ins`` order."""
    args: list[Argument] = []
    for name, rec in _dag_items(record, "arguments"):
        rec = unwrap_arg(rec)
        if derives(rec, "TypeConstraint"):
            args.append(NamedTypeConstraint(name, TypeConstraint.from_record(rec)))
        elif derives(rec, "Attr") or derives(rec, "AttrConstraint"):
            args.append(NamedAttribute(name, Attribute.from_record(rec)))
        elif derives(rec, "Property") or derives(rec, "PropConstraint"):
            args.append(NamedProperty(name, Property.from_record(rec)))
        else:
            raise OdsError(
                f"op '{record.name_string}': argument '{name}' is neither an "
                "operand, an attribute nor a property"
            )
    return tuple(args)


def _type_constraints(record: Record, field: str) -> tuple[NamedTypeConstraint, ...]:
    """The named results (or any dag of type constraints)."""
    return tuple(
        NamedTypeConstraint(name, TypeConstraint.from_record(rec))
        for name, rec in _dag_items(record, field)
    )


def _regions(record: Record) -> tuple[NamedRegion, ...]:
    """The named regions."""
    return tuple(
        NamedRegion(name, RegionConstraint.from_record(rec))
        for name, rec in _dag_items(record, "regions")
    )


def _successors(record: Record) -> tuple[NamedSuccessor, ...]:
    """The named successors."""
    return tuple(
        NamedSuccessor(name, SuccessorConstraint.from_record(rec))
        for name, rec in _dag_items(record, "successors")
    )


def _builders(record: Record) -> tuple[OpBuilder, ...]:
    """Custom builders: their parameters and whether ODS gives a C++ body."""
    builders = []
    for element in list_field(record, "builders"):
        if not isinstance(element, DefInit):
            continue
        dag = raw_field(element.record, "dagParams")
        params: list[tuple[str, str]] = []
        if isinstance(dag, DagInit):
            for arg, arg_name in zip(dag.args, dag.arg_names):
                name = arg_name.value if arg_name is not None else ""
                params.append((name, str(arg)))
        body = string_field(element.record, "body")
        builders.append(OpBuilder(tuple(params), bool(body.strip())))
    return tuple(builders)


def op_records(records: object) -> list[Record]:
    """Every ``Op`` def of a RecordKeeper, in LLVM's record order."""
    from tblgen_py.records.keeper import RecordKeeper

    assert isinstance(records, RecordKeeper)
    return derived_defs(records, "Op")
