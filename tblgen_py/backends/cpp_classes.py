"""C++ names of the records in use, resolved to their defs.

ODS fields name attribute classes and enumerants in C++ (a ``storageType``
of ``::mlir::LLVM::TailCallKindAttr``, a default of ``TailCallKind::None``);
generating Python for them needs the ``AttrDef`` or enum case they name.
The lookups read the records of the run in progress (``records.active``).
"""

from __future__ import annotations

from tblgen_py.cpp.classes import CppClassTable
from tblgen_py.ods.enums import EnumInfo
from tblgen_py.ods.fields import def_field, derived_defs_of, string_field
from tblgen_py.records import active
from tblgen_py.records.record import Record

_LOOKED_UP = ("AttrDef", "TypeDef", "EnumInfo", "EnumAttrInfo")
"""The classes whose defs the lookups read."""
_DERIVED: list[tuple[object, dict[str, list[Record]]]] = []
"""The last keeper asked about and its defs by the class they derive from."""


def _derived(class_name: str) -> list[Record]:
    """``derived_defs`` of the records in use (each class looked up once a run:
    the lookups here ask again for every C++ name)."""
    keeper = active.current()
    if not _DERIVED or _DERIVED[0][0] is not keeper:
        _DERIVED[:] = [(keeper, {})]
    table = _DERIVED[0][1]
    found = table.get(class_name)
    if found is None:
        others = (c for c in _LOOKED_UP if c != class_name and c not in table)
        wanted = (class_name, *others)
        table.update(derived_defs_of(keeper, wanted))  # one pass over the defs
        found = table[class_name]
    return found


def _parts(text: str) -> list[str]:
    """The components of a qualified C++ name."""
    return [part for part in text.replace(" ", "").split("::") if part]


def attr_def_of_class(cpp_name: str, kind: str = "AttrDef") -> Record | None:
    """The ``AttrDef`` (or ``kind``: ``TypeDef``) whose C++ class is
    ``cpp_name`` (qualified as far as given: ``::mlir::LLVM::TailCallKindAttr``),
    or None."""
    wanted = _parts(cpp_name)
    if not wanted:
        return None
    found = []
    for record in _derived(kind):
        if string_field(record, "cppClassName") != wanted[-1]:
            continue
        dialect = def_field(record, "dialect")
        namespace = _parts(string_field(dialect, "cppNamespace")) if dialect else []
        scope = wanted[:-1]
        if not scope or namespace[-len(scope) :] == scope:
            found.append(record)
    return found[0] if len(found) == 1 else None


def is_type_def_base_class(cpp_name: str) -> bool:
    """Whether ``cpp_name`` is the C++ base class of a dialect's ``TypeDef``s
    (``::mlir::pdl::PDLType``) and no ``TypeDef``'s own class: a class with
    no ``print`` method, whose values a format prints in full."""
    wanted = _parts(cpp_name)
    if not wanted:
        return False
    base = False
    for record in _derived("TypeDef"):
        if string_field(record, "cppClassName") == wanted[-1]:
            return False
        parts = _parts(string_field(record, "cppBaseClassName"))
        base = base or parts[-len(wanted) :] == wanted
    return base


def enumerant_value(text: str) -> int | None:
    """The value of C++ enumerant ``[ns::]Enum::Case`` among the enums of the
    records in use (None when no enum, or enums that disagree, match)."""
    parts = _parts(text)
    if len(parts) < 2:
        return None
    *qualifier, symbol = parts
    values: set[int] = set()
    for info in _enums_named(qualifier[-1]):
        scope = qualifier[:-1]
        if scope and _parts(info.cpp_namespace)[-len(scope) :] != scope:
            continue
        values.update(case.value for case in info.cases if case.symbol == symbol)
    return values.pop() if len(values) == 1 else None


def _enums_named(class_name: str) -> list[EnumInfo]:
    """The enums of the records in use whose C++ class is ``class_name``."""
    seen: set[str] = set()
    found = []
    for base in ("EnumInfo", "EnumAttrInfo"):
        for record in _derived(base):
            if record.name_string in seen:
                continue
            seen.add(record.name_string)
            if string_field(record, "className") == class_name:
                found.append(EnumInfo.from_record(record))
    return found


_ACCESSORS: list[tuple[object, frozenset[str]]] = []
"""The last keeper asked about and its accessors (one run at a time)."""


def parameter_accessors() -> frozenset[str]:
    """The ``getX`` accessors of the parameters of every ``AttrDef`` and
    ``TypeDef`` of the records in use (``cast<FuncType>($_self).getResultType()``
    in a ``TypesMatchWith`` transformer calls one)."""
    keeper = active.current()
    if _ACCESSORS and _ACCESSORS[0][0] is keeper:
        return _ACCESSORS[0][1]
    found = frozenset(CppClassTable.from_keeper(keeper).accessors)
    _ACCESSORS[:] = [(keeper, found)]
    return found


_INTERFACES: list[tuple[object, frozenset[str]]] = []
"""The last keeper asked about and the C++ names of its interfaces."""


def is_interface_class(cpp_name: str) -> bool:
    """Whether ``cpp_name`` (qualified as far as given) names an attribute or
    type interface of the records in use: a value of it has no stripped form
    (``printStrippedAttrOrType`` prints an interface in full)."""
    keeper = active.current()
    if not _INTERFACES or _INTERFACES[0][0] is not keeper:
        names = set()
        for record in keeper.defs.values():
            name = string_field(record, "cppInterfaceName")
            if record.get_value("cppInterfaceName") is not None and name:
                namespace = string_field(record, "cppNamespace")
                names.add("::".join(_parts(namespace) + [name]))
        _INTERFACES[:] = [(keeper, frozenset(names))]
    wanted = _parts(cpp_name)
    return any(_parts(name)[-len(wanted) :] == wanted for name in _INTERFACES[0][1])
