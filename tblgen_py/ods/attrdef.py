"""ODS attribute and type definitions (MLIR's ``AttrOrTypeDef``, ``AttrOrTypeParameter``)."""

from __future__ import annotations

from functools import lru_cache

from tblgen_py.support.diagnostics import Span
from tblgen_py.ods.dialect import Dialect
from tblgen_py.ods.enums import EnumInfo
from tblgen_py.ods.fields import (
    bit_field,
    dag_field,
    def_field,
    derived_defs,
    derives,
    raw_field,
    string_field,
)
from tblgen_py.ods.named_tuple import NamedTuple
from tblgen_py.records.keeper import RecordKeeper
from tblgen_py.records.record import Record
from tblgen_py.records.values import DagInit, DefInit, StringInit


class AttrOrTypeParameter(NamedTuple):
    """One parameter of an AttrDef/TypeDef (``(ins "unsigned":$width)``)."""

    name: str
    cpp_type: str
    cpp_storage_type: str
    summary: str
    parser: str | None
    printer: str | None
    default_value: str | None
    is_self_type: bool
    class_names: frozenset[str]
    enum: EnumInfo | None

    @property
    def is_optional(self) -> bool:
        """MLIR's ``isOptional``: the parameter has a (non-empty) default value."""
        return self.default_value is not None

    @classmethod
    def from_dag(cls, dag: DagInit, index: int) -> AttrOrTypeParameter:
        """Read argument ``index`` of a ``parameters`` dag."""
        arg, name = dag.args[index], dag.arg_names[index]
        param = arg.record if isinstance(arg, DefInit) else None
        cpp_type = arg.value if isinstance(arg, StringInit) else ""
        if param is not None:
            cpp_type = string_field(param, "cppType")

        def text(field: str) -> str | None:
            if param is None:
                return None
            value = raw_field(param, field)
            return value.value if isinstance(value, StringInit) else None

        default = text("defaultValue")
        enum_record = def_field(param, "enum") if param is not None else None
        supers = (
            frozenset(sc.name_string for sc in param.superclasses())
            if param is not None
            else frozenset()
        )
        return cls(
            name.value if isinstance(name, StringInit) else "",
            cpp_type,
            text("cppStorageType") or cpp_type,
            text("summary") or "",
            text("parser"),
            text("printer"),
            default or None,
            "AttributeSelfTypeParameter" in supers,
            supers,
            EnumInfo.from_record(enum_record) if enum_record is not None else None,
        )


class AttrOrTypeDef(NamedTuple):
    """An ``AttrDef`` or ``TypeDef``: parameters, mnemonic and assembly format."""

    record: Record
    is_attr: bool
    name: str
    cpp_class_name: str
    dialect: Dialect | None
    mnemonic: str | None
    assembly_format: str | None
    has_custom_assembly_format: bool
    gen_verify_decl: bool
    gen_accessors: bool
    summary: str
    description: str
    parameters: tuple[AttrOrTypeParameter, ...]
    enum: EnumInfo | None

    @property
    def loc(self) -> Span | None:
        """Where the def is named in its file."""
        return self.record.loc

    @property
    def dialect_name(self) -> str:
        """The dialect's namespace (empty when the def has none)."""
        return self.dialect.name if self.dialect is not None else ""

    @property
    def cpp_type(self) -> str:
        """The fully qualified C++ class (``::ns::FooAttr``)."""
        namespace = self.dialect.cpp_namespace if self.dialect is not None else ""
        return f"{namespace}::{self.cpp_class_name}"

    @classmethod
    @lru_cache(maxsize=4096)  # views are immutable: one per record
    def from_record(cls, record: Record) -> AttrOrTypeDef:
        """Read an AttrDef or TypeDef."""
        dialect = def_field(record, "dialect")
        dag = dag_field(record, "parameters")
        params = (
            tuple(AttrOrTypeParameter.from_dag(dag, i) for i in range(len(dag.args)))
            if dag is not None
            else ()
        )
        mnemonic = raw_field(record, "mnemonic")
        fmt = raw_field(record, "assemblyFormat")
        enum = def_field(record, "enum") if derives(record, "EnumAttr") else None
        return cls(
            record,
            derives(record, "AttrDef"),
            record.name_string,
            string_field(record, "cppClassName"),
            Dialect.from_record(dialect) if dialect is not None else None,
            mnemonic.value if isinstance(mnemonic, StringInit) else None,
            fmt.value if isinstance(fmt, StringInit) else None,
            bit_field(record, "hasCustomAssemblyFormat"),
            bit_field(record, "genVerifyDecl"),
            bit_field(record, "genAccessors"),
            string_field(record, "summary"),
            string_field(record, "description"),
            params,
            EnumInfo.from_record(enum) if enum is not None else None,
        )


def def_kind_class(is_attr: bool) -> str:
    """The TableGen class collected by ``--gen-attrdef-defs``/``--gen-typedef-defs``."""
    return "AttrDef" if is_attr else "TypeDef"


def attr_or_type_defs(records: RecordKeeper, is_attr: bool) -> list[AttrOrTypeDef]:
    """Every AttrDef (or TypeDef) of the records, in record order."""
    return [
        AttrOrTypeDef.from_record(r)
        for r in derived_defs(records, def_kind_class(is_attr))
    ]


def all_defs_by_cpp_type(records: RecordKeeper) -> dict[str, AttrOrTypeDef]:
    """Every AttrDef and TypeDef by its qualified C++ class (no leading ``::``)."""
    found: dict[str, AttrOrTypeDef] = {}
    for is_attr in (True, False):
        for d in attr_or_type_defs(records, is_attr):
            found.setdefault(d.cpp_type.lstrip(":"), d)
    return found
