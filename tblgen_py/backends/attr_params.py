"""Parameters of AttrDef/TypeDef classes as Python: codec, annotation, default.

``ParamResolver`` maps a parameter's C++ type to the runtime codec that parses
and prints it (MLIR's ``FieldParser`` and ``printStrippedAttrOrType``), the
Python annotation of its accessor, and its default value as Python source.
"""

from __future__ import annotations

import re
from typing import TypeVar

from tblgen_py.backends.enums import enum_class_name, function_name, member_name
from tblgen_py.backends.expr_layout import Expr, call
from tblgen_py.backends.names import py_string
from tblgen_py.ods.attrdef import AttrOrTypeDef, AttrOrTypeParameter
from tblgen_py.ods.enums import EnumInfo, EnumKind
from tblgen_py.ods.fields import bit_field, derives
from tblgen_py.ods.named_tuple import NamedTuple

_AT = "_ods_at."
_INTS = frozenset(
    """int unsigned signed long short char size_t int8_t int16_t int32_t int64_t
    uint8_t uint16_t uint32_t uint64_t intptr_t uintptr_t""".split()
    + ["unsigned int", "unsigned long", "long long", "unsigned long long"]
)
_STRINGS = frozenset({"llvm::StringRef", "StringRef", "std::string"})
_DENSE_INT_ARRAYS = {f"DenseI{bits}ArrayAttr": bits for bits in (8, 16, 32, 64)}
"""Integer dense-array parameter classes -> their element width."""
_ARRAY = re.compile(
    r"^(?:llvm::)?(?:ArrayRef|SmallVector)<\s*(.*?)\s*(?:,\s*\d+\s*)?>$"
)
_OPTIONAL = re.compile(r"^std::optional<\s*(.*)\s*>$")
_INT_LITERAL = re.compile(
    r"^-?(?:0x[0-9a-fA-F]+|\d+)(?:[uU]?[lL]{0,2}|[lL]{1,2}[uU]?)$"
)
_CPP_STRING = re.compile(r'^"((?:[^"\\]|\\.)*)"$')


def cpp_name(text: str) -> str:
    """A C++ type without ``::`` prefix, ``const`` or reference marks."""
    text = text.strip()
    if text.startswith("const "):
        text = text[6:]
    return text.rstrip("&* ").lstrip(":").strip()


class ParamModel(NamedTuple):
    """What the template prints for one parameter."""

    name: str
    spec: Expr
    annotation: str
    optional: bool
    summary: str


class Resolved(NamedTuple):
    """A codec expression and the accessor's annotation."""

    codec: Expr
    annotation: str


class ParamResolver:
    """Resolves parameter types against the records' defs and enums."""

    def __init__(
        self,
        defs: dict[str, AttrOrTypeDef],
        enums: dict[str, EnumInfo],
        local: dict[str, str],
    ) -> None:
        self.defs = defs
        self.enums = enums
        self.local = local
        """C++ class -> Python class name, for classes of the module being emitted."""
        self.enum_imports: set[str] = set()

    def resolve(self, def_: AttrOrTypeDef, param: AttrOrTypeParameter) -> Resolved:
        """The codec and annotation of ``param`` (a Hook when C++ code parses it)."""
        if param.is_self_type:
            return Resolved(_AT + "TYPE", "_ods_at.Type")
        if param.enum is not None:
            return self.enum_codec(param.enum, parameter_parser=True)
        enum = _lookup(self.enums, cpp_name(param.cpp_type))
        if enum is not None:  # no printer: the enum's `<<` (EnumParameter's: case)
            return self.enum_codec(
                enum,
                streamed=not param.printer,
                # an EnumParameter of an EnumAttrInfo takes its parameterParser;
                # a parameter named by its C++ type, the enum's FieldParser
                parameter_parser=bool(param.parser)
                and derives(enum.record, "EnumAttrInfo"),
            )
        found = self.codec(cpp_name(param.cpp_type))
        custom = _custom_code(param)
        if custom == "string":
            return Resolved(_AT + "STRING", "str")
        if custom:
            owner = py_string(f"{def_.dialect_name}.{def_.cpp_class_name}")
            hook = call(_AT + "Hook", owner, py_string(param.name))
            return Resolved(hook, found.annotation if found else "object")
        if found is None:
            owner = py_string(f"{def_.dialect_name}.{def_.cpp_class_name}")
            return Resolved(call(_AT + "Hook", owner, py_string(param.name)), "object")
        return found

    def codec(self, cpp: str) -> Resolved | None:
        """The codec of a C++ type, or None when Python cannot parse it."""
        if cpp in _INTS:
            return Resolved(_AT + "INT", "int")
        if cpp == "bool":
            return Resolved(_AT + "BOOL", "bool")
        if cpp in _STRINGS:
            return Resolved(_AT + "STRING", "str")
        if cpp in ("llvm::APInt", "APInt"):
            return Resolved(_AT + "APINT", "int")
        if cpp in ("mlir::AffineMap", "AffineMap"):
            return Resolved(_AT + "AFFINE_MAP", "_ods_at.AffineMap")
        if cpp in ("llvm::APFloat", "APFloat", "double", "float"):
            return Resolved(_AT + "APFLOAT", "float")
        array = _ARRAY.match(cpp)
        if array is not None:
            element = self.codec(cpp_name(array.group(1)))
            if element is None:
                return None
            return Resolved(
                call(_AT + "ArrayOf", element.codec),
                f"tuple[{element.annotation}, ...]",
            )
        optional = _OPTIONAL.match(cpp)
        if optional is not None:
            return self.codec(cpp_name(optional.group(1)))
        enum = _lookup(self.enums, cpp)
        if enum is not None:
            return self.enum_codec(enum)
        return self.value_codec(cpp)

    def value_codec(self, cpp: str) -> Resolved | None:
        """An attribute or type parameter (dialect classes printed stripped)."""
        def_ = _lookup(self.defs, cpp)
        if (
            def_ is not None
            and def_.mnemonic is not None
            and (def_.assembly_format is not None or def_.has_custom_assembly_format)
        ):
            cpp = def_.cpp_type.lstrip(":")
            annotation = self.local.get(cpp) or (
                "_ods_at.Attribute" if def_.is_attr else "_ods_at.Type"
            )
            codec = call(_AT + "Stripped", py_string(cpp), str(not def_.is_attr))
            return Resolved(codec, annotation)
        last = cpp.rsplit("::", 1)[-1]
        bits = _DENSE_INT_ARRAYS.get(last)
        if bits is not None:  # printed as [1, 2] (DenseArrayAttrImpl::print)
            return Resolved(call(_AT + "DenseArrayOf", str(bits)), "_ods_at.Attribute")
        if last in ("Type",) or last.endswith(("Type", "TypeInterface")):
            return Resolved(_AT + "TYPE", "_ods_at.Type")
        if last.endswith(("Attr", "Attribute", "Interface")) or last == "Location":
            return Resolved(_AT + "ATTR", "_ods_at.Attribute")
        return None

    def enum_codec(
        self, info: EnumInfo, streamed: bool = False, parameter_parser: bool = False
    ) -> Resolved:
        """An enum of the dialect's ``--gen-enum-defs`` module (``streamed``:
        a parameter of the C++ enum type, printed with its ``<<``, which
        quotes a ``BitEnumAttr``'s values of several bits;
        ``parameter_parser``: an ``EnumParameter`` of an ``EnumAttrInfo``, read
        by its ``parameterParser``, where a parameter given by its C++ type
        name is read by the enum's ``FieldParser``)."""
        name = enum_class_name(info)
        symbolize = function_name(info.string_to_symbol_fn)
        self.enum_imports.update((name, symbolize))
        cpp = f"{info.cpp_namespace}::{info.class_name}"
        args: list[Expr] = [name, symbolize, py_string(cpp)]
        if info.kind is EnumKind.BIT:
            args.append(py_string(info.separator))
            if streamed and bit_field(info.record, "printBitEnumQuoted"):
                args.append("quoted=True")
        if parameter_parser:
            args.append("attr_info=True")
        return Resolved(call(_AT + "EnumOf", *args), name)

    def default(self, param: AttrOrTypeParameter, resolved: Resolved) -> str:
        """The Python value of the parameter's C++ default (``NO_DEFAULT`` if unknown)."""
        text = (param.default_value or "").strip()
        if param.is_self_type and "NoneType::get" in text:
            return "_ods_at.NoneType.get()"
        if text == f"{param.cpp_storage_type}()" or text in ("{}", "std::nullopt"):
            return "None"
        if _INT_LITERAL.match(text):
            return str(int(text.rstrip("uUlL"), 0))
        if text in ("true", "false"):
            return text.title()
        string = _CPP_STRING.match(text)
        if string is not None:
            try:
                value = bytes(string.group(1), "utf-8").decode("unicode_escape")
            except UnicodeDecodeError:  # a C++ escape Python does not read
                return "_ods_at.NO_DEFAULT"
            return py_string(value)
        enum = self.enum_member(text, param)
        return enum if enum is not None else "_ods_at.NO_DEFAULT"

    def enum_member(self, text: str, param: AttrOrTypeParameter) -> str | None:
        """``Enum.case`` for a default naming an enum case (``ns::E::case``)."""
        scope, _, symbol = cpp_name(text).rpartition("::")
        info = param.enum or _lookup(self.enums, scope)
        if info is None or not any(c.symbol == symbol for c in info.cases):
            return None
        return f"{enum_class_name(info)}.{member_name(symbol)}"


_V = TypeVar("_V")


def _lookup(table: dict[str, _V], cpp: str) -> _V | None:
    """``table[cpp]``, or the one entry ``cpp`` names relative to a namespace
    (``linkage::Linkage`` for ``mlir::LLVM::linkage::Linkage``)."""
    found = table.get(cpp)
    if found is not None or not cpp:
        return found
    suffix = "::" + cpp
    matches = [value for key, value in table.items() if key.endswith(suffix)]
    return matches[0] if len(matches) == 1 else None


def _custom_code(param: AttrOrTypeParameter) -> str:
    """``"string"`` for ``printString`` parameters, ``"custom"`` for C++ parsers
    or printers Python cannot run, ``""`` for MLIR's defaults."""
    printer = (param.printer or "").strip()
    parser = (param.parser or "").strip()
    if printer.startswith("$_printer.printString(") and not parser:
        return "string"
    if parser and "FieldParser<" not in parser:
        return "custom"
    if printer and printer not in ("$_printer << $_self", "$_printer << $_self;"):
        return "custom"
    return ""
