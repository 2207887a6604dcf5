"""``--gen-enum-defs``: Python enums with MLIR's conversion helpers."""

from __future__ import annotations

import os

from tblgen_py.backends.base import BackendError, BackendOptions
from tblgen_py.backends.layout import bracketed, fit_block
from tblgen_py.backends.names import (
    MODULE_RESERVED,
    sanitize_name,
    distinct_identifier,
    docstring_lines,
    py_string,
    snake_case,
)
from tblgen_py.backends.render import render
from tblgen_py.support.diagnostics import Diagnostic, Level
from tblgen_py.ods.enums import (
    EnumAttrWrapper,
    EnumInfo,
    EnumKind,
    enum_attr_wrappers,
    enum_infos,
)
from tblgen_py.ods.named_tuple import NamedTuple
from tblgen_py.records.keeper import RecordKeeper

_BASES = {
    EnumKind.INT: "enum.IntEnum",
    EnumKind.BIT: "enum.IntFlag",
    EnumKind.STRING: "enum.IntEnum",
}


class EnumModel(NamedTuple):
    """What the template prints for one enum."""

    class_name: str
    base: str
    docstring: tuple[str, ...]
    members: tuple[str, ...]
    stringify: str
    table: tuple[str, ...]
    functions: tuple[tuple[str, ...], ...]


ENUMS_ALIAS = "_enum_defs"
"""The name under which an op module imports its dialect's enums module."""


def enums_module(input_path: str) -> str:
    """The ``--gen-enum-defs`` module of ``input_path``: ``<input stem>_enums``
    (``arithops_enums`` for ``ArithOps.td``), as ``make generate`` and the
    on-demand dialects name it."""
    stem = os.path.splitext(os.path.basename(input_path))[0] or "dialect"
    return sanitize_name(stem.lower() + "_enums")


def enums_module_of(options: BackendOptions) -> str:
    """The enums module the generated module imports (``-enums-module``, else
    the input's)."""
    return options.enums_module or enums_module(options.input_path)


_MEMBER_RESERVED = frozenset({"mro", "name", "value"})


def member_name(symbol: str) -> str:
    """A case symbol as a Python identifier (``None`` -> ``None_``); a name
    ``_x_``, which ``enum`` reserves (``_sunder_``), gets the ``ods`` prefix."""
    name = distinct_identifier(symbol, _MEMBER_RESERVED)
    if len(name) > 2 and name[0] == name[-1] == "_" and "_" not in (name[1], name[-2]):
        return "ods" + name
    return name


def enum_class_name(info: EnumInfo) -> str:
    """The enum's Python class (its C++ class name, made a safe identifier)."""
    return distinct_identifier(info.class_name, MODULE_RESERVED)


def enum_ref(info: EnumInfo) -> str:
    """The enum's class as an op module names it (``_enum_defs.CmpIPredicate``)."""
    return f"{ENUMS_ALIAS}.{enum_class_name(info)}"


def table_ref(info: EnumInfo) -> str:
    """The enum's case table as an op module names it."""
    return f"{ENUMS_ALIAS}.{table_name(info)}"


def function_name(cpp_name: str) -> str:
    """A conversion function's Python name (``stringifyColor`` -> ``stringify_color``)."""
    return distinct_identifier(snake_case(cpp_name), MODULE_RESERVED)


def _function(
    signature: str, params: list[str], ret: str, doc: str, body: str
) -> tuple[str, ...]:
    """A module-level function, laid out black-style."""
    lines = bracketed(f"def {signature}(", params, f") -> {ret}:", "")
    if len(lines) == 3 and len(params) == 1 and not lines[1].endswith(","):
        lines[1] += ","  # black adds a trailing comma to a lone split parameter
    lines += docstring_lines(doc, "    ")
    lines += fit_block([f"    {line}" for line in body.splitlines()])
    return tuple(lines)


def table_name(info: EnumInfo) -> str:
    """The module-level ``EnumTable`` of an enum (``_CMP_PREDICATE_CASES``)."""
    name = snake_case(enum_class_name(info)).upper().lstrip("_")
    return f"_{name}_CASES"  # one leading "_": a "__" name would be mangled


def enum_model(info: EnumInfo) -> EnumModel:
    """Lay out one enum class, its case table and its functions."""
    name = enum_class_name(info)
    cases_table = table_name(info)
    stringify = function_name(info.symbol_to_string_fn)
    symbolize = function_name(info.string_to_symbol_fn)
    max_fn = function_name(info.max_enum_val_fn)
    cases = [f"({c.value}, {py_string(c.string)})" for c in info.cases]
    args = [f"({', '.join(cases)}{',' if len(cases) == 1 else ''})"]
    if info.kind is EnumKind.BIT:
        args += [
            "bit=True",
            f"separator={py_string(info.separator)}",
            f"primary_groups={info.print_primary_groups}",
            f"valid_bits={info.valid_bits}",
        ]
    table = fit_block([f"{cases_table} = _ods_enums.EnumTable({', '.join(args)})"])
    text = info.summary.strip() or f"The {name} enum."
    if info.description.strip() and info.description.strip() != text:
        text += "\n\n" + info.description.strip()
    # the symbolizer's parameter and local must not shadow the enum class
    spelling = "text" if name != "text" else "spelling"
    found = "found" if name != "found" else "case"
    functions = (
        _function(
            stringify,
            [f"value: {name} | int"],
            "str",
            f"The textual form of ``value`` (MLIR's ``{info.symbol_to_string_fn}``).",
            f"return _ods_enums.stringify({cases_table}, value)",
        ),
        _function(
            symbolize,
            [f"{spelling}: str | int"],
            f"{name} | None",
            f"The case spelled (or valued) ``{spelling}``, or None "
            f"(``{info.string_to_symbol_fn}``).",
            f"{found} = _ods_enums.symbolize({cases_table}, {spelling})\n"
            f"return None if {found} is None else {name}({found})",
        ),
        _function(
            max_fn,
            [],
            "int",
            f"The largest case value (``{info.max_enum_val_fn}``).",
            f"return {info.max_value}",
        ),
    )
    members = tuple(_members(info))
    return EnumModel(
        name,
        _BASES[info.kind],
        tuple(docstring_lines(text, "    ")),
        members,
        stringify,
        tuple(table),
        functions,
    )


def _members(info: EnumInfo) -> list[str]:
    """``Symbol = value`` lines; a repeated symbol is left out (C++ rejects
    it; a Python enum would raise on import)."""
    seen: set[str] = set()
    lines = []
    for case in info.cases:
        name = member_name(case.symbol)
        if name not in seen:
            seen.add(name)
            lines.append(f"{name} = {case.value}")
    return lines


def enum_module_names(infos: list[EnumInfo]) -> set[str]:
    """The module-level names the enums define; BackendError if two would be
    one (C++ names that differ only in characters Python identifiers cannot
    hold, or an enum and its own function spelled alike)."""
    owners: dict[str, EnumInfo] = {}
    for info in infos:
        names = [
            enum_class_name(info),
            table_name(info),
            function_name(info.symbol_to_string_fn),
            function_name(info.string_to_symbol_fn),
            function_name(info.max_enum_val_fn),
        ]
        for name in names:
            other = owners.setdefault(name, info)
            if other is info and names.count(name) == 1:
                continue
            if other is info:
                message = (
                    f"enum '{info.class_name}' generates the Python name '{name}' twice"
                )
            else:
                message = (
                    f"enums '{other.class_name}' and '{info.class_name}' both "
                    f"generate the Python name '{name}'"
                )
            span = getattr(info.record, "loc", None)
            raise BackendError([Diagnostic(Level.ERROR, message, span)])
    return set(owners)


def wrapper_class_name(wrapper: EnumAttrWrapper) -> str:
    """The Python class of an enum attribute wrapper."""
    return distinct_identifier(wrapper.class_name, MODULE_RESERVED)


def wrapper_lines(wrapper: EnumAttrWrapper) -> list[str]:
    """The wrapper class of an enum stored as an ``IntegerAttr`` (a dialect
    ``EnumAttr`` is a class of ``--gen-attrdef-defs`` instead)."""
    enum_name = enum_class_name(wrapper.enum)
    width = wrapper.enum.bitwidth
    doc = f"``{enum_name}`` stored as an ``i{width}`` IntegerAttr."
    lines = [f"class {wrapper_class_name(wrapper)}:"]
    lines += docstring_lines(doc, "    ")
    lines += [
        "",
        f"    ENUM = {enum_name}",
        "",
        "    @staticmethod",
        f"    def get(value: {enum_name}) -> _ods_ir.Attribute:",
        '        """The attribute holding ``value``."""',
        f"        return _ods_enums.integer_attr(value, {width})",
        "",
        "    @staticmethod",
        f"    def value(attr: _ods_ir.Attribute) -> {enum_name}:",
        '        """The enum case held by ``attr``."""',
        f"        return {enum_name}(_ods_enums.integer_value(attr))",
    ]
    return fit_block(lines)


class EnumDefsBackend:
    """Generate Python enums, their helpers and attribute wrappers."""

    name = "gen-enum-defs"
    description = "Generate enum definitions as a Python module"

    def emit(self, records: RecordKeeper, options: BackendOptions) -> str:
        """Render every enum of the records."""
        infos = enum_infos(records)
        known = enum_module_names(infos)
        classes = {enum_class_name(info) for info in infos}
        wrappers = [
            w
            for w in enum_attr_wrappers(records)
            if enum_class_name(w.enum) in classes and not w.is_dialect_attr
        ]
        seen: set[str] = set()
        unique = []
        for wrapper in wrappers:
            name = wrapper_class_name(wrapper)
            if name not in seen and name not in known:
                seen.add(name)
                unique.append(wrapper_lines(wrapper))
        return render(
            "enums/module.py.j2",
            input_path=options.input_path,
            doc_lines=[],
            enums=[enum_model(info) for info in infos],
            wrappers=unique,
        )
