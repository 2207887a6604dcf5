"""C++ classes declared by TableGen records: ``TypeDef``/``AttrDef`` and interfaces.

``CppClassTable.from_keeper(keeper)`` finds every dialect type and attribute
(its normalised C++ name, dialect and mnemonic), every type/attribute interface
with the defs implementing it, and the accessor names of their parameters
(``getAddressSpace`` for a parameter ``addressSpace``), and the specialised
enum attribute classes, whose instances are the integer attributes that pass the
base attribute's predicate (``predicate_classes``; translate that predicate
and pass it to ``register_class``).  Translated predicates
name these classes; ``registrations()`` lists the ``register_dialect_class``
calls that let the runtime recognise them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tblgen_py.cpp.ast import normalize_name
from tblgen_py.records.keeper import RecordKeeper
from tblgen_py.records.record import Record
from tblgen_py.records.values import DagInit, DefInit, ListInit, StringInit
from tblgen_py.cpp.names import is_known_class


def _string(record: Record, name: str) -> str | None:
    """A string field, or None when unset."""
    field_value = record.get_value(name)
    if field_value is not None and isinstance(field_value.value, StringInit):
        return field_value.value.value
    return None


def _def(record: Record, name: str) -> Record | None:
    """A def-valued field, or None."""
    field_value = record.get_value(name)
    if field_value is not None and isinstance(field_value.value, DefInit):
        return field_value.value.record
    return None


def _interface_name(record: Record) -> str | None:
    """Normalised C++ name of an interface record."""
    name = _string(record, "cppInterfaceName")
    if name is None:
        return None
    namespace = _string(record, "cppNamespace") or ""
    return normalize_name(f"{namespace}::{name}" if namespace else name)


def _parameter_accessors(record: Record) -> list[str]:
    """``getFoo`` for each parameter ``foo`` of a TypeDef/AttrDef."""
    field_value = record.get_value("parameters")
    if field_value is None or not isinstance(field_value.value, DagInit):
        return []
    names = [n.value for n in field_value.value.arg_names if n is not None]
    return [f"get{name[:1].upper()}{name[1:]}" for name in names]


@dataclass
class CppClassTable:
    """Dialect classes and interfaces known from records."""

    classes: dict[str, list[tuple[str, str]]] = field(default_factory=dict)
    accessors: set[str] = field(default_factory=set)
    predicate_classes: dict[str, Record] = field(default_factory=dict)
    """Classes defined by a predicate (enum attributes: their base's predicate)."""

    @classmethod
    def from_keeper(cls, keeper: RecordKeeper) -> CppClassTable:
        """Collect every ``AttrDef``/``TypeDef`` and interface of ``keeper``."""
        table = cls()
        for record in keeper.defs.values():
            if record.get_value("cppInterfaceName") is not None:
                name = _interface_name(record)
                if name is not None:
                    table.classes.setdefault(name, [])
            elif record.get_value("specializedAttrClassName") is not None:
                table.add_enum_attr(record)
            elif record.get_value("cppClassName") is not None:
                table.add_def(record)
        return table

    def add_enum_attr(self, record: Record) -> None:
        """An enum attribute class: an integer attribute passing its base predicate."""
        gen = record.get_value("genSpecializedAttr")
        if gen is None or str(gen.value) != "1":
            return
        base = _def(record, "baseAttrClass")
        name = _string(record, "specializedAttrClassName")
        predicate = _def(base, "predicate") if base is not None else None
        if name is None or predicate is None:
            return
        namespace = _string(record, "cppNamespace") or ""
        cpp_name = normalize_name(f"{namespace}::{name}" if namespace else name)
        self.predicate_classes[cpp_name] = predicate

    def add_def(self, record: Record) -> None:
        """Record one ``AttrDef``/``TypeDef`` and the interfaces it implements."""
        dialect = _def(record, "dialect")
        class_name = _string(record, "cppClassName")
        if dialect is None or class_name is None:
            return
        namespace = _string(dialect, "cppNamespace") or ""
        cpp_name = normalize_name(f"{namespace}::{class_name}")
        impls = self.classes.setdefault(cpp_name, [])
        self.accessors.update(_parameter_accessors(record))
        mnemonic = _string(record, "mnemonic")
        dialect_name = _string(dialect, "name")
        if not mnemonic or dialect_name is None:
            return
        impls.append((dialect_name, mnemonic))
        for interface in self._interfaces(record):
            self.classes.setdefault(interface, []).append((dialect_name, mnemonic))

    @staticmethod
    def _interfaces(record: Record) -> list[str]:
        """Interfaces listed among a def's traits."""
        traits = record.get_value("traits")
        if traits is None or not isinstance(traits.value, ListInit):
            return []
        names = []
        for trait in traits.value.elements:
            if isinstance(trait, DefInit):
                name = _interface_name(trait.record)
                if name is not None:
                    names.append(name)
        return names

    def known(self, cpp_name: str) -> bool:
        """Whether a translated ``isa`` can name ``cpp_name``."""
        if cpp_name in self.classes or cpp_name in self.predicate_classes:
            return True
        return is_known_class(cpp_name)

    def registrations(self) -> list[tuple[str, str, str]]:
        """``(cpp_name, dialect, mnemonic)`` for ``register_dialect_class``."""
        return sorted(
            (name, dialect, mnemonic)
            for name, impls in self.classes.items()
            for dialect, mnemonic in impls
        )
