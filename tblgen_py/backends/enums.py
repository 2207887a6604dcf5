"""``--gen-enum-defs``: Python enums with MLIR's conversion helpers."""

from __future__ import annotations


from tblgen_py.backends.base import BackendOptions
from tblgen_py.backends.layout import bracketed, fit_block
from tblgen_py.backends.names import docstring_lines, py_string, snake_case
from tblgen_py.backends.render import render
from tblgen_py.ods.enums import (
    EnumAttrWrapper,
    EnumInfo,
    EnumKind,
    enum_attr_wrappers,
    enum_infos,
)
from tblgen_py.ods.named_tuple import NamedTuple
from tblgen_py.records.keeper import RecordKeeper
import keyword

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


def member_name(symbol: str) -> str:
    """A case symbol as a Python identifier (``None`` -> ``None_``)."""
    if keyword.iskeyword(symbol) or symbol in ("mro", "name", "value"):
        return symbol + "_"
    if symbol[:1].isdigit():
        return "_" + symbol
    return symbol


def _function(
    signature: str, params: list[str], ret: str, doc: str, body: str
) -> tuple[str, ...]:
    """A module-level function, laid out black-style."""
    lines = bracketed(f"def {signature}(", params, f") -> {ret}:", "")
    if len(lines) == 3 and len(params) == 1:
        lines[1] += ","  # black adds a trailing comma to a lone split parameter
    lines += docstring_lines(doc, "    ")
    lines += fit_block([f"    {line}" for line in body.splitlines()])
    return tuple(lines)


def table_name(info: EnumInfo) -> str:
    """The module-level ``EnumTable`` of an enum (``_CMP_PREDICATE_CASES``)."""
    return f"_{snake_case(info.class_name).upper()}_CASES"


def enum_lines(info: EnumInfo) -> list[str]:
    """One enum (class, case table, functions) as module lines, for modules
    that embed the enums they use (``--gen-op-defs``)."""
    model = enum_model(info)
    lines = [f"class {model.class_name}({model.base}):", *model.docstring, ""]
    lines += [f"    {member}" for member in model.members]
    lines += [
        "",
        "    def __str__(self) -> str:",
        f"        return {model.stringify}(self)",
    ]
    lines += ["", "", *model.table]
    for function in model.functions:
        lines += ["", "", *function]
    return lines


def enum_model(info: EnumInfo) -> EnumModel:
    """Lay out one enum class, its case table and its functions."""
    name = info.class_name
    cases_table = table_name(info)
    stringify = snake_case(info.symbol_to_string_fn)
    symbolize = snake_case(info.string_to_symbol_fn)
    max_fn = snake_case(info.max_enum_val_fn)
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
            ["text: str | int"],
            f"{name} | None",
            f"The case spelled (or valued) ``text``, or None (``{info.string_to_symbol_fn}``).",
            f"found = _ods_enums.symbolize({cases_table}, text)\n"
            f"return None if found is None else {name}(found)",
        ),
        _function(
            max_fn,
            [],
            "int",
            f"The largest case value (``{info.max_enum_val_fn}``).",
            f"return {info.max_value}",
        ),
    )
    members = tuple(f"{member_name(c.symbol)} = {c.value}" for c in info.cases)
    return EnumModel(
        name,
        _BASES[info.kind],
        tuple(docstring_lines(text, "    ")),
        members,
        stringify,
        tuple(table),
        functions,
    )


def wrapper_lines(wrapper: EnumAttrWrapper) -> list[str]:
    """The wrapper class of an enum stored as an ``IntegerAttr`` (a dialect
    ``EnumAttr`` is a class of ``--gen-attrdef-defs`` instead)."""
    enum_name = wrapper.enum.class_name
    width = wrapper.enum.bitwidth
    doc = f"``{enum_name}`` stored as an ``i{width}`` IntegerAttr."
    lines = [f"class {wrapper.class_name}:"]
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
        known = {info.class_name for info in infos}
        wrappers = [
            w
            for w in enum_attr_wrappers(records)
            if w.enum.class_name in known and not w.is_dialect_attr
        ]
        seen: set[str] = set()
        unique = []
        for wrapper in wrappers:
            if wrapper.class_name not in seen and wrapper.class_name not in known:
                seen.add(wrapper.class_name)
                unique.append(wrapper_lines(wrapper))
        return render(
            "enums/module.py.j2",
            input_path=options.input_path,
            doc_lines=[],
            enums=[enum_model(info) for info in infos],
            wrappers=unique,
        )
