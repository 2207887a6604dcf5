"""C++ attribute/type classes a generated module teaches the predicate runtime.

ODS constraints test dialect classes (``isa<::mlir::LLVM::LinkageAttr>``) the
runtime has no Python class for.  Each ``AttrDef``/``TypeDef`` with a mnemonic
is an opaque ``#dialect.mnemonic<...>``/``!dialect.mnemonic<...>`` value, and a
specialized integer enum attribute (``OrderAttr``) is an ``IntegerAttr`` holding
one of its case values; the module registers the classes its checks use.
"""

from __future__ import annotations


from tblgen_py.backends.layout import fit_line
from tblgen_py.backends.names import py_string
from tblgen_py.ods.fields import bit_field, def_field, derived_defs_of, string_field
from tblgen_py.ods.enums import EnumInfo
from tblgen_py.records.keeper import RecordKeeper
from tblgen_py.records.record import Record

_DROPPED = ("mlir::", "llvm::")


def normalize(name: str) -> str:
    """``::mlir::LLVM::X`` -> ``LLVM::X`` (the predicate translator's spelling)."""
    text = "".join(name.split()).removeprefix("::")
    for prefix in _DROPPED:
        if text.startswith(prefix):
            return text[len(prefix) :]
    return text


class ClassRegistry:
    """Dialect and enum classes of the records; which ones the checks used."""

    __slots__ = ("dialect", "interfaces", "enums", "used")

    def __init__(self) -> None:
        self.dialect: dict[str, tuple[str, str]] = {}
        self.interfaces: dict[str, list[tuple[str, str]]] = {}
        """An attribute/type interface -> the ``(dialect, mnemonic)`` of the
        defs of the records that implement it."""
        self.enums: dict[str, tuple[int, tuple[int, ...]]] = {}
        self.used: set[str] = set()

    def knows(self, name: str) -> bool:
        """Whether ``name`` is one of these classes (and remember that it was used)."""
        if name in self.dialect or name in self.enums or name in self.interfaces:
            self.used.add(name)
            return True
        return False

    def lines(self) -> list[str]:
        """The module-level registration call (nothing when no class was used)."""
        dialect = [
            f"({py_string(n)}, {py_string(d)}, {py_string(m)})"
            for n, (d, m) in sorted(self.dialect.items())
            if n in self.used
        ]
        dialect += [
            f"({py_string(n)}, {py_string(d)}, {py_string(m)})"
            for n, impls in sorted(self.interfaces.items())
            if n in self.used
            for d, m in impls
        ]
        enums = [
            f"({py_string(n)}, {w}, {_int_tuple(v)})"
            for n, (w, v) in sorted(self.enums.items())
            if n in self.used
        ]
        if not dialect and not enums:
            return []
        args = f"{_tuple(dialect)}, {_tuple(enums)}"
        return fit_line(f"_ods_ir.register_classes({args})")


def _tuple(items: list[str]) -> str:
    """A tuple literal of already-formatted items."""
    if len(items) == 1:
        return f"({items[0]},)"
    return "(" + ", ".join(items) + ")"


def _int_tuple(values: tuple[int, ...]) -> str:
    """A tuple literal of ints."""
    if len(values) == 1:
        return f"({values[0]},)"
    return "(" + ", ".join(str(v) for v in values) + ")"


REGISTERED_CLASSES = ("AttrDef", "TypeDef", "EnumAttrInfo")
"""The ODS classes whose defs ``class_registry`` reads."""


def class_registry(
    records: RecordKeeper, defs: dict[str, list[Record]] | None = None
) -> ClassRegistry:
    """Every AttrDef/TypeDef with a mnemonic and every specialized enum attribute
    (``defs``: the defs of ``REGISTERED_CLASSES``, when already found)."""
    registry = ClassRegistry()
    if defs is None:
        defs = derived_defs_of(records, REGISTERED_CLASSES)
    for kind in ("AttrDef", "TypeDef"):
        for record in defs[kind]:
            dialect = def_field(record, "dialect")
            mnemonic = string_field(record, "mnemonic")
            if dialect is None or not mnemonic:
                continue
            namespace = string_field(dialect, "cppNamespace")
            name = normalize(f"{namespace}::{string_field(record, 'cppClassName')}")
            registry.dialect[name] = (string_field(dialect, "name"), mnemonic)
            for interface in _interfaces(record):
                impls = registry.interfaces.setdefault(interface, [])
                impls.append((string_field(dialect, "name"), mnemonic))
    for record in defs["EnumAttrInfo"]:
        if not bit_field(record, "genSpecializedAttr"):
            continue
        info = EnumInfo.from_record(record)
        cls = string_field(record, "specializedAttrClassName")
        name = normalize(f"{info.cpp_namespace}::{cls}")
        registry.enums[name] = (info.bitwidth, tuple(c.value for c in info.cases))
    return registry


def _interfaces(record: Record) -> list[str]:
    """The attribute/type interfaces among a def's traits (normalized names)."""
    traits = record.get_value("traits")
    found = []
    for trait in getattr(traits.value, "elements", ()) if traits is not None else ():
        interface = getattr(trait, "record", None)
        if interface is None or interface.get_value("cppInterfaceName") is None:
            continue
        namespace = string_field(interface, "cppNamespace")
        name = string_field(interface, "cppInterfaceName")
        found.append(normalize(f"{namespace}::{name}" if namespace else name))
    return found
