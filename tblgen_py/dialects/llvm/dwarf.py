"""DWARF names of the ``llvm`` dialect's debug-info attributes.

MLIR parses and prints the ``unsigned`` parameters of ``#llvm.di_*``
attributes (tags, languages, encodings, calling conventions, expression
opcodes) with LLVM's ``llvm::dwarf::getTag``/``TagString`` and friends, whose
tables come from ``llvm/BinaryFormat/Dwarf.def`` (and the LLVM-only opcodes of
``Dwarf.h``).  ``read_tables`` reads them from the headers in use, as the
``linalg`` port reads OpDSL data; ``register_hooks`` attaches the parameter
hooks and ``custom<ExpressionArg>`` of ``#llvm.di_expression_elem``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from tblgen_py.runtime.ods.attr_format import register_custom_directive
from tblgen_py.runtime.ods.attr_params import register_parameter_hooks

if TYPE_CHECKING:
    from tblgen_py.runtime.text.dialect_asm import DialectAsmParser, DialectAsmPrinter

_DEF = Path("llvm") / "BinaryFormat" / "Dwarf.def"
_HEADER = Path("llvm") / "BinaryFormat" / "Dwarf.h"
TAG_INVALID = 0xFFFFFFFF
"""``DW_TAG_invalid`` (``~0U``): what ``getTag`` returns for an unknown name."""


@dataclass
class Table:
    """One DWARF name space: ``DW_<prefix>_name`` <-> value."""

    values: dict[str, int] = field(default_factory=dict)
    names: dict[int, str] = field(default_factory=dict)

    def add(self, name: str, value: int) -> None:
        """Record a name (the first name of a value is the one printed)."""
        self.values.setdefault(name, value)
        self.names.setdefault(value, name)


_MACROS = {
    "HANDLE_DW_TAG": ("tag", "DW_TAG_"),
    "HANDLE_DW_OP": ("op", "DW_OP_"),
    "HANDLE_DW_LANG": ("lang", "DW_LANG_"),
    "HANDLE_DW_ATE": ("ate", "DW_ATE_"),
    "HANDLE_DW_CC": ("cc", "DW_CC_"),
}
_LINE = re.compile(r"^(HANDLE_DW_[A-Z]+)\(\s*(0x[0-9a-fA-F]+|\d+)\s*,\s*(\w+)", re.M)
_LLVM_OPS = re.compile(r"^\s*DW_OP_(LLVM_\w+)\s*=\s*(0x[0-9a-fA-F]+|\d+)\s*,", re.M)

TABLES: dict[str, Table] = {}
"""The tables read (``tag``, ``op``, ``lang``, ``ate``, ``cc``)."""


def read_tables(include_dir: Path | str) -> dict[str, Table]:
    """The DWARF name tables of the LLVM headers under ``include_dir``
    (empty tables when the headers are not there)."""
    tables = {kind: Table() for kind, _ in _MACROS.values()}
    try:
        text = (Path(include_dir) / _DEF).read_text(encoding="utf-8", errors="replace")
        header = (Path(include_dir) / _HEADER).read_text(
            encoding="utf-8", errors="replace"
        )
    except OSError:
        return tables
    for macro, value, name in _LINE.findall(text):
        if macro in _MACROS:
            kind, prefix = _MACROS[macro]
            tables[kind].add(prefix + name, int(value, 0))
    for name, value in _LLVM_OPS.findall(header):
        tables["op"].add("DW_OP_" + name, int(value, 0))
    return tables


def _parameter(kind: str, summary: str, error: int) -> tuple[object, object]:
    """The parse and print hooks of an ``LLVM_DIParameter`` of table ``kind``."""

    def parse(parser: DialectAsmParser) -> object:
        at = parser.current_location()
        name = parser.parse_keyword()
        value = TABLES[kind].values.get(name, error)
        if value == error:
            # the parameter summary ("debug info " + summary) in the message
            parser.error(f"invalid debug info debug info {summary} name: {name}", at)
        return value

    def print_(printer: DialectAsmPrinter, value: object) -> None:
        printer.write(TABLES[kind].names.get(int(value), ""))  # type: ignore[call-overload]

    return parse, print_


_PARAMETERS = {
    "tag": ("tag", "tag", TAG_INVALID),
    "encoding": ("ate", "encoding", 0),
    "sourceLanguage": ("lang", "language", 0),
    "callingConvention": ("cc", "calling convention", 0),
    "opcode": ("op", "operation encoding", 0),
}
_OWNERS = {
    "DIBasicTypeAttr": ("tag", "encoding"),
    "DICompileUnitAttr": ("sourceLanguage",),
    "DICompositeTypeAttr": ("tag",),
    "DIDerivedTypeAttr": ("tag",),
    "DIImportedEntityAttr": ("tag",),
    "DIStringTypeAttr": ("tag", "encoding"),
    "DISubroutineTypeAttr": ("callingConvention",),
    "DIExpressionElemAttr": ("opcode",),
}


def parse_expression_arg(parser: DialectAsmParser, opcode: object) -> tuple[int, ...]:
    """``parseExpressionArg``: comma-separated integers; after the first
    operand of ``DW_OP_LLVM_convert``, an attribute encoding's name."""
    convert = TABLES["op"].values.get("DW_OP_LLVM_convert")
    args: list[int] = []

    def operand() -> None:
        value = 0
        if args and opcode == convert:
            keyword = parser.parse_optional_keyword()
            if keyword is not None:
                value = TABLES["ate"].values.get(keyword, 0)
                if value == 0:
                    parser.error(f'encountered unknown attribute encoding "{keyword}"')
        if value == 0:
            found = parser.parse_optional_integer()
            if found is None:
                parser.error("expected integer operand")
            value = found
        args.append(value)

    parser.parse_comma_separated_list(operand)
    return tuple(args)


def print_expression_arg(
    printer: DialectAsmPrinter, opcode: object, args: object
) -> None:
    """``printExpressionArg``: the operands; ``DW_OP_LLVM_convert``'s later
    ones by attribute encoding name."""
    convert = TABLES["op"].values.get("DW_OP_LLVM_convert")
    parts = []
    values: tuple[int, ...] = tuple(args) if isinstance(args, tuple) else ()
    for index, value in enumerate(values):
        name = TABLES["ate"].names.get(value, "")
        parts.append(name if index > 0 and opcode == convert and name else str(value))
    printer.write(", ".join(parts))


def register_hooks(include_dir: Path | str) -> None:
    """Read the tables (once) and attach the hooks."""
    if not TABLES:
        TABLES.update(read_tables(include_dir))
    for owner, params in _OWNERS.items():
        for param in params:
            kind, summary, error = _PARAMETERS[param]
            parse, print_ = _parameter(kind, summary, error)
            register_parameter_hooks(f"llvm.{owner}", param, parse, print_)  # type: ignore[arg-type]
    register_custom_directive(
        "llvm", "ExpressionArg", parse_expression_arg, print_expression_arg
    )
