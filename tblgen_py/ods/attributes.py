"""ODS attribute and property declarations (MLIR's ``Attribute``/``Property``)."""

from __future__ import annotations

from functools import lru_cache

from tblgen_py.ods.constraints import Constraint
from tblgen_py.ods.fields import bit_field, def_field, derives, string_field
from tblgen_py.ods.named_tuple import NamedTuple
from tblgen_py.records.record import Record


class Attribute(NamedTuple):
    """An attribute constraint with its storage, builder and default."""

    constraint: Constraint
    storage_type: str
    return_type: str
    convert_from_storage: str
    const_builder_call: str
    default_value: str
    is_optional: bool
    is_derived: bool
    base: Record

    @property
    def record(self) -> Record:
        """The attribute's def."""
        return self.constraint.record

    @property
    def summary(self) -> str:
        """The summary used in verifier messages."""
        return self.constraint.summary

    @property
    def has_default(self) -> bool:
        """Whether ``defaultValue`` is set."""
        return bool(self.default_value)

    @property
    def is_unit(self) -> bool:
        """Whether this is (an optional) ``UnitAttr``."""
        return self.storage_type.strip() == "::mlir::UnitAttr"

    @property
    def is_enum(self) -> bool:
        """Whether the attribute holds an enum (``EnumAttrInfo``/``EnumAttr``)."""
        return self.enum_info is not None

    @property
    def enum_info(self) -> Record | None:
        """The ``EnumInfo`` def behind an enum attribute, if any."""
        base = self.base
        if derives(base, "EnumAttrInfo"):
            return base
        if derives(base, "EnumAttr"):
            return def_field(base, "enum")
        return None

    @property
    def attr_def_name(self) -> str:
        """The name of the innermost attribute def (through Optional/Default)."""
        return self.base.name_string

    @classmethod
    @lru_cache(maxsize=4096)  # views are immutable: one per record
    def from_record(cls, record: Record) -> Attribute:
        """Read the fields of an ``Attr`` def."""
        return cls(
            Constraint.from_record(record),
            string_field(record, "storageType").strip(),
            string_field(record, "returnType").strip(),
            string_field(record, "convertFromStorage"),
            string_field(record, "constBuilderCall"),
            string_field(record, "defaultValue"),
            bit_field(record, "isOptional"),
            derives(record, "DerivedAttr"),
            base_attr(record),
        )


def base_attr(record: Record) -> Record:
    """Strip ``OptionalAttr``/``DefaultValuedAttr``/``ConfinedAttr`` wrappers."""
    seen = 0
    while seen < 32:
        inner = def_field(record, "baseAttr")
        if inner is None or inner is record:
            return record
        record = inner
        seen += 1
    return record


class Property(NamedTuple):
    """A property: a C++ value stored inline in the op."""

    constraint: Constraint
    storage_type: str
    interface_type: str
    default_value: str
    base: Record

    @property
    def record(self) -> Record:
        """The property's def."""
        return self.constraint.record

    @property
    def summary(self) -> str:
        """The summary used in verifier messages."""
        return self.constraint.summary

    @property
    def is_optional(self) -> bool:
        """Whether the property may be absent (``OptionalProp``)."""
        return derives(self.record, "OptionalProp")

    @property
    def has_default(self) -> bool:
        """Whether the property has a default value."""
        return bool(self.default_value)

    @classmethod
    @lru_cache(maxsize=4096)  # views are immutable: one per record
    def from_record(cls, record: Record) -> Property:
        """Read the fields of a ``Property`` def."""
        return cls(
            Constraint.from_record(record),
            string_field(record, "storageType").strip(),
            string_field(record, "interfaceType").strip(),
            string_field(record, "defaultValue"),
            def_field(record, "baseProperty") or record,
        )
