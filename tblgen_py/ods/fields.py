"""Typed reads of record fields, as LLVM's ``Record::getValueAs*``."""

from __future__ import annotations

from functools import lru_cache

from tblgen_py.records.keeper import RecordKeeper, numeric_key
from tblgen_py.records.record import Record
from tblgen_py.records.values import (
    BitInit,
    BitsInit,
    DagInit,
    DefInit,
    Init,
    IntInit,
    ListInit,
    StringInit,
)


def raw_field(record: Record, name: str) -> Init | None:
    """The value of field ``name`` (None when the field is missing)."""
    field = record.get_value(name)
    return None if field is None else field.value


def string_field(record: Record, name: str, default: str = "") -> str:
    """A string/code field; ``default`` when missing or unset."""
    field = record.get_value(name)
    value = None if field is None else field.value
    return value.value if isinstance(value, StringInit) else default


def bit_field(record: Record, name: str) -> bool:
    """A bit field; False when missing or unset."""
    field = record.get_value(name)
    value = None if field is None else field.value
    if isinstance(value, BitInit):
        return bool(value.value)
    if isinstance(value, IntInit):
        return bool(value.value)
    if isinstance(value, BitsInit):
        return any(isinstance(b, BitInit) and b.value for b in value.bits)
    return False


def int_field(record: Record, name: str, default: int = 0) -> int:
    """An int field; ``default`` when missing or unset."""
    field = record.get_value(name)
    value = None if field is None else field.value
    return value.value if isinstance(value, IntInit) else default


def def_field(record: Record, name: str) -> Record | None:
    """The def a field refers to, if any."""
    field = record.get_value(name)
    value = None if field is None else field.value
    return value.record if isinstance(value, DefInit) else None


def list_field(record: Record, name: str) -> tuple[Init, ...]:
    """The elements of a list field (empty when missing)."""
    field = record.get_value(name)
    value = None if field is None else field.value
    return value.elements if isinstance(value, ListInit) else ()


def dag_field(record: Record, name: str) -> DagInit | None:
    """A dag field, if set."""
    field = record.get_value(name)
    value = None if field is None else field.value
    return value if isinstance(value, DagInit) else None


def derives(record: Record, class_name: str) -> bool:
    """Whether ``record`` has a superclass called ``class_name``."""
    return class_name in _superclass_names(record)


@lru_cache(maxsize=8192)
def _superclass_names(record: Record) -> frozenset[str]:
    """The names of a (fully parsed) record's superclasses."""
    return frozenset(sc.name_string for sc in record.superclasses())


def derived_defs(records: RecordKeeper, class_name: str) -> list[Record]:
    """The defs deriving from a class (none if it is undefined), in LLVM's order.

    As ``RecordKeeper.derived_definitions_if_defined``, reading the superclass
    lists the records keep instead of walking the hierarchy per def.
    """
    return derived_defs_of(records, (class_name,))[class_name]


def derived_defs_of(
    records: RecordKeeper, class_names: tuple[str, ...]
) -> dict[str, list[Record]]:
    """``derived_defs`` of several classes, in one pass over the defs.

    Each class gets a bit mask of the wanted classes it is (or derives from),
    made from its direct superclasses' masks, so no def's full superclass list
    has to be built.
    """
    found: dict[str, list[Record]] = {name: [] for name in class_names}
    bits: dict[Record, int] = {}
    outs: list[list[Record]] = []
    for name in class_names:
        cls = records.classes.get(name)
        if cls is not None:
            bits[cls] = bits.get(cls, 0) | 1 << len(outs)
            outs.append(found[name])
    if not outs:
        return found
    masks: dict[Record, int] = {}
    for record in records.defs.values():
        mask = 0
        for cls, _ in record.direct_scs:
            known = masks.get(cls)
            mask |= _class_mask(cls, bits, masks) if known is None else known
        index = 0
        while mask:
            if mask & 1:
                outs[index].append(record)
            mask >>= 1
            index += 1
    for defs in found.values():
        defs.sort(key=lambda d: numeric_key(d.name_string))
    return found


def _class_mask(cls: Record, bits: dict[Record, int], masks: dict[Record, int]) -> int:
    """The wanted classes ``cls`` is or derives from, as a bit mask (memoised)."""
    mask = bits.get(cls, 0)
    for parent, _ in cls.direct_scs:
        known = masks.get(parent)
        mask |= _class_mask(parent, bits, masks) if known is None else known
    masks[cls] = mask
    return mask
