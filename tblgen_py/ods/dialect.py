"""ODS dialects (MLIR's ``Dialect``)."""

from __future__ import annotations

from functools import lru_cache

from tblgen_py.ods.fields import bit_field, raw_field, string_field
from tblgen_py.ods.named_tuple import NamedTuple
from tblgen_py.records.record import Record


class Dialect(NamedTuple):
    """A dialect def: namespace, C++ namespace, docs and options."""

    record: Record
    name: str
    cpp_namespace: str
    summary: str
    description: str
    use_properties_for_attributes: bool

    @classmethod
    @lru_cache(maxsize=4096)  # views are immutable: one per record
    def from_record(cls, record: Record) -> Dialect:
        """Read a ``Dialect`` def."""
        props = raw_field(record, "usePropertiesForAttributes")
        return cls(
            record,
            string_field(record, "name"),
            string_field(record, "cppNamespace"),
            string_field(record, "summary"),
            string_field(record, "description"),
            bit_field(record, "usePropertiesForAttributes") or props is None,
        )
