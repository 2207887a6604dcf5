"""Runtime of generated enums: case tables, stringify/symbolize, attribute wrappers.

Generated enum modules declare each enum as an ``IntEnum``/``IntFlag`` plus an
``EnumTable`` of its cases; the helpers here implement MLIR's
``stringify<Enum>``/``symbolize<Enum>`` semantics (bit enums: the none case,
single bits in declaration order, optional primary groups, a separator).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TypeVar

from tblgen_py.runtime.ir.attributes import Attribute, IntegerAttr, OpaqueAttr
from tblgen_py.runtime.ir.types import IntegerType

E = TypeVar("E", bound=enum.Enum)


@dataclass(frozen=True)
class EnumTable:
    """The cases of one enum: ``(value, string)`` pairs in declaration order."""

    cases: tuple[tuple[int, str], ...]
    bit: bool = False
    separator: str = "|"
    primary_groups: bool = False
    valid_bits: int = 0

    def by_string(self, text: str) -> int | None:
        """The value of the case spelled ``text``."""
        for value, string in self.cases:
            if string == text:
                return value
        return None


def stringify(table: EnumTable, value: int) -> str:
    """MLIR's ``stringify<Enum>``: the case string ("" when not a valid value)."""
    if not table.bit:
        for case, string in table.cases:
            if case == value:
                return string
        return ""
    return _stringify_bits(table, int(value))


def _stringify_bits(table: EnumTable, value: int) -> str:
    """Bit enums: the none case, else the set bits joined by the separator."""
    if value == 0:
        for case, string in table.cases:
            if case == 0:
                return string
        return ""
    parts: list[str] = []
    rest = value
    if table.primary_groups:
        for case, string in table.cases:
            if _is_group(case) and rest & case == case:
                parts.append(string)
                rest &= ~case
    for case, string in table.cases:
        if case and not _is_group(case) and rest & case:
            parts.append(string)
            rest &= ~case
    if rest:
        return ""
    return table.separator.join(parts)


def _is_group(value: int) -> bool:
    """Whether a bit-enum case value has more than one bit set."""
    return value > 0 and value & (value - 1) != 0


def symbolize(table: EnumTable, text: str | int) -> int | None:
    """MLIR's ``symbolize<Enum>`` from a string or an integer; None if invalid."""
    if isinstance(text, int):
        return _symbolize_int(table, text)
    if not table.bit:
        return table.by_string(text)
    none = table.by_string(text)
    if none == 0:
        return 0
    value = 0
    for symbol in text.split(table.separator.strip() or "|"):
        bit = table.by_string(symbol.strip())
        if bit is None:
            return None
        value |= bit
    return value


def _symbolize_int(table: EnumTable, value: int) -> int | None:
    """An integer as a case value (bit enums: any combination of valid bits)."""
    if table.bit:
        if value & ~table.valid_bits:
            return None
        return value
    return value if any(case == value for case, _ in table.cases) else None


def integer_attr(value: int, width: int) -> Attribute:
    """An ``IntegerAttr`` of ``i<width>`` holding an enum value."""
    return IntegerAttr.get(IntegerType.get(width), int(value))


def integer_value(attr: object) -> int:
    """The value of an enum stored as an ``IntegerAttr``."""
    value = getattr(attr, "value", None)
    if not isinstance(value, int):
        raise TypeError(f"expected an integer enum attribute, got {attr}")
    return value


def dialect_attr_text(attr: object, dialect: str, mnemonic: str) -> str:
    """The case text of ``#dialect.mnemonic<...>``: the generated EnumAttr
    class's value when the dialect's attributes are loaded, else the text
    between the angle brackets of the opaque attribute."""
    if (
        getattr(attr, "DIALECT", None) == dialect
        and getattr(attr, "MNEMONIC", None) == mnemonic
    ):
        return str(getattr(attr, "value"))
    if isinstance(attr, OpaqueAttr) and attr.dialect == dialect:
        data = attr.data
        if data.startswith(mnemonic + "<") and data.endswith(">"):
            return data[len(mnemonic) + 1 : -1]
    raise ValueError(f"expected #{dialect}.{mnemonic}<...>, got {attr}")


def member(
    enum_class: type[E],
    table: EnumTable,
    attr: object,
    dialect: str = "",
    mnemonic: str = "",
) -> E:
    """The enum member an attribute holds (generated getters of enum attributes).

    An ``IntegerAttr`` holds the case value; ``#dialect.mnemonic<text>`` (when
    ``dialect`` is given) the case string.  ValueError if it is not a case.
    """
    if dialect:
        text = dialect_attr_text(attr, dialect, mnemonic)
        found = symbolize(table, text)
    else:
        found = symbolize(table, integer_value(attr))
        text = str(integer_value(attr))
    if found is None:
        raise ValueError(f"not a {enum_class.__name__} case: {text}")
    return enum_class(found)
