"""ODS enums (MLIR's ``EnumInfo``): integer, bit and string enums and their cases."""

from __future__ import annotations

from enum import Enum
from functools import lru_cache

from tblgen_py.ods.fields import (
    bit_field,
    def_field,
    derived_defs,
    derives,
    int_field,
    list_field,
    string_field,
)
from tblgen_py.ods.named_tuple import NamedTuple
from tblgen_py.records.keeper import RecordKeeper
from tblgen_py.records.record import Record
from tblgen_py.records.values import DefInit


class EnumKind(Enum):
    """How the cases are represented."""

    INT = "int"
    BIT = "bit"
    STRING = "string"


class EnumCase(NamedTuple):
    """One enumerant: C++ symbol, textual form and value."""

    symbol: str
    string: str
    value: int

    @classmethod
    def from_record(cls, record: Record) -> EnumCase:
        """Read an ``EnumCase`` def."""
        symbol = string_field(record, "symbol")
        return cls(
            symbol,
            string_field(record, "str", symbol),
            int_field(record, "value"),
        )


class EnumInfo(NamedTuple):
    """An enum: name, cases and the names of its conversion functions."""

    record: Record
    kind: EnumKind
    class_name: str
    cpp_namespace: str
    summary: str
    description: str
    cases: tuple[EnumCase, ...]
    bitwidth: int
    string_to_symbol_fn: str
    symbol_to_string_fn: str
    max_enum_val_fn: str
    separator: str
    print_primary_groups: bool
    valid_bits: int

    @property
    def max_value(self) -> int:
        """The largest case value (``getMaxEnumValFor...``)."""
        return max((c.value for c in self.cases), default=0)

    @classmethod
    @lru_cache(maxsize=4096)  # views are immutable: one per record
    def from_record(cls, record: Record) -> EnumInfo:
        """Read an ``EnumInfo`` def (or an enum attribute's ``enum``)."""
        cases = tuple(
            EnumCase.from_record(e.record)
            for e in list_field(record, "enumerants")
            if isinstance(e, DefInit)
        )
        kind = EnumKind.INT
        if derives(record, "BitEnumBase"):
            kind = EnumKind.BIT
        elif derives(record, "StrEnumAttr"):
            kind = EnumKind.STRING
        name = string_field(record, "className")
        return cls(
            record,
            kind,
            name,
            string_field(record, "cppNamespace"),
            string_field(record, "summary"),
            string_field(record, "description"),
            cases,
            enum_bitwidth(record),
            string_field(record, "stringToSymbolFnName", "symbolize" + name),
            string_field(record, "symbolToStringFnName", "stringify" + name),
            string_field(record, "maxEnumValFnName", "getMaxEnumValFor" + name),
            string_field(record, "separator", "|"),
            bit_field(record, "printBitEnumPrimaryGroups"),
            int_field(record, "validBits"),
        )


class EnumAttrWrapper(NamedTuple):
    """An attribute holding an enum: a dialect ``EnumAttr`` or an ``IntEnumAttr``."""

    record: Record
    class_name: str
    enum: EnumInfo
    dialect: str
    mnemonic: str

    @property
    def is_dialect_attr(self) -> bool:
        """Whether this is ``#dialect.mnemonic<case>`` (else an IntegerAttr)."""
        return bool(self.dialect)


def enum_bitwidth(record: Record) -> int:
    """An enum's storage width: its ``bitwidth`` (MLIR 20+), else its ``valueType``'s.

    MLIR 19's headers have no ``bitwidth`` field; an ``I64EnumAttr`` there is an
    integer attribute whose ``valueType`` is ``I64``.  32 when neither says.
    """
    width = int_field(record, "bitwidth")
    if width:
        return width
    value_type = def_field(record, "valueType")
    if value_type is not None:
        width = int_field(value_type, "bitwidth")
    return width or 32


def enum_infos(records: RecordKeeper) -> list[EnumInfo]:
    """Every ``EnumInfo`` def, in record order."""
    return [EnumInfo.from_record(r) for r in derived_defs(records, "EnumInfo")]


def enum_attr_wrappers(records: RecordKeeper) -> list[EnumAttrWrapper]:
    """Every dialect ``EnumAttr`` and specialized ``IntEnumAttr`` wrapper."""
    wrappers = []
    for record in derived_defs(records, "EnumAttr"):
        info = def_field(record, "enum")
        dialect = def_field(record, "dialect")
        if info is None or dialect is None:
            continue
        wrappers.append(
            EnumAttrWrapper(
                record,
                string_field(record, "cppClassName") or record.name_string,
                EnumInfo.from_record(info),
                string_field(dialect, "name"),
                string_field(record, "mnemonic"),
            )
        )
    for record in derived_defs(records, "EnumAttrInfo"):
        if not bit_field(record, "genSpecializedAttr"):
            continue
        name = string_field(record, "specializedAttrClassName")
        wrappers.append(
            EnumAttrWrapper(record, name, EnumInfo.from_record(record), "", "")
        )
    return wrappers
