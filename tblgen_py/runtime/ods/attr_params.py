"""How attribute/type parameters are parsed, printed and stored (MLIR's FieldParser).

One codec per parameter kind: ``TYPE``/``ATTR`` (printed in full),
``INT``, ``BOOL``, ``STRING`` (quoted, ``printString``) and ``RAW_STRING``,
``APINT`` (an ``APIntValue`` keeps its bit width), ``APFLOAT``, ``AFFINE_MAP`` (``(d0) -> (d0)``), ``EnumOf`` (an enum of ``--gen-enum-defs``),
``ArrayOf(codec)`` (comma-separated, stored as a tuple), ``Stripped`` (a
dialect attribute or type printed without its ``#dialect.mnemonic`` prefix, as
``printStrippedAttrOrType``) and ``Hook`` (a parameter with a C++ parser or
printer: Python functions registered with ``register_parameter_hooks``).
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.affine import AffineMap
from tblgen_py.runtime.ir.attributes import Attribute
from tblgen_py.runtime.ir.float_format import SEMANTICS, encode_float
from tblgen_py.runtime.ir.float_print import print_float
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.types import IntegerType, Type

from tblgen_py.runtime.text.print_rules import keyword_or_string, print_affine_map

if TYPE_CHECKING:
    from tblgen_py.runtime.text.dialect_asm import DialectAsmParser, DialectAsmPrinter

ParamParseFn = Callable[["DialectAsmParser"], object]
ParamPrintFn = Callable[["DialectAsmPrinter", object], None]

_PARAMETER_HOOKS: dict[tuple[str, str, str], tuple[ParamParseFn, ParamPrintFn]] = {}
_DIALECT_CLASSES: dict[str, type] = {}


def register_parameter_hooks(
    owner: str, param: str, parse: ParamParseFn, print: ParamPrintFn
) -> None:
    """Python parser/printer of parameter ``param`` of ``owner`` (``dialect.Class``)."""
    dialect, _, cls = owner.partition(".")
    _PARAMETER_HOOKS[(dialect, cls, param)] = (parse, print)


def register_dialect_class(cpp_name: str, cls: type) -> None:
    """Make ``cls`` the Python class of the C++ attribute/type ``cpp_name``."""
    _DIALECT_CLASSES[cpp_name.lstrip(":")] = cls


def loaded_dialect_classes(dialect: str) -> list[type]:
    """Every loaded generated attribute and type class of ``dialect``."""
    found = _DIALECT_CLASSES.values()
    return [cls for cls in found if getattr(cls, "DIALECT", None) == dialect]


def dialect_class(cpp_name: str) -> type | None:
    """The loaded Python class of a C++ dialect attribute/type, if any."""
    return _DIALECT_CLASSES.get(cpp_name.lstrip(":"))


class Codec:
    """Parses, prints and normalizes one kind of parameter value."""

    __slots__ = ()

    def parse(self, parser: DialectAsmParser) -> object:
        """Read a value."""
        raise NotImplementedError

    def parse_optional(self, parser: DialectAsmParser) -> object:
        """Read a value if one starts here (None otherwise)."""
        return self.parse(parser)

    def print(self, printer: DialectAsmPrinter, value: object) -> None:
        """Write ``value`` (stripped, as ``printStrippedAttrOrType``)."""
        printer.write(str(value))

    def normalize(self, value: object) -> object:
        """The hashable stored form of ``value``."""
        return value

    def sub_elements(self, value: object) -> list[object]:
        """Nested attributes and types (for alias collection)."""
        return [value] if isinstance(value, (Attribute, Type)) else []

    def has_hooks(self) -> bool:
        """Whether the Python hooks this codec needs are registered."""
        return True


class _TypeCodec(Codec):
    __slots__ = ()

    def parse(self, parser: DialectAsmParser) -> object:
        return parser.parse_type()

    def parse_optional(self, parser: DialectAsmParser) -> object:
        return parser.parse_optional_type()

    def print(self, printer: DialectAsmPrinter, value: object) -> None:
        assert isinstance(value, Type)
        printer.print_type(value)


class _AttrCodec(Codec):
    __slots__ = ()

    def parse(self, parser: DialectAsmParser) -> object:
        return parser.parse_attribute()

    def parse_optional(self, parser: DialectAsmParser) -> object:
        return parser.parse_optional_attribute()

    def print(self, printer: DialectAsmPrinter, value: object) -> None:
        assert isinstance(value, Attribute)
        printer.print_attribute(value)


class _IntCodec(Codec):
    __slots__ = ()

    def parse(self, parser: DialectAsmParser) -> object:
        return parser.parse_integer()

    def parse_optional(self, parser: DialectAsmParser) -> object:
        return parser.parse_optional_integer()

    def normalize(self, value: object) -> object:
        return int(value)  # type: ignore[call-overload]


class APIntValue(int):
    """An ``llvm::APInt``: an integer with its bit width (two values of
    different widths differ, as the attributes holding them do)."""

    width: int  # int subclasses take no slots: the width lives in __dict__

    def __new__(cls, value: int, width: int) -> APIntValue:
        made = super().__new__(cls, value)
        made.width = width
        return made

    def __eq__(self, other: object) -> bool:
        if isinstance(other, APIntValue) and other.width != self.width:
            return False
        return int(self) == other

    def __ne__(self, other: object) -> bool:
        return not self == other

    __hash__ = int.__hash__


class _APIntCodec(_IntCodec):
    """An integer; an ``APIntValue`` keeps its width."""

    __slots__ = ()

    def normalize(self, value: object) -> object:
        if isinstance(value, APIntValue):
            return value
        return int(value)  # type: ignore[call-overload]


class _BoolCodec(Codec):
    __slots__ = ()

    def parse(self, parser: DialectAsmParser) -> object:
        word = parser.parse_optional_keyword("true", "false")
        if word is None:
            parser.parser.error_wrong_token("expected 'true' or 'false'")
        return word == "true"

    def parse_optional(self, parser: DialectAsmParser) -> object:
        word = parser.parse_optional_keyword("true", "false")
        return None if word is None else word == "true"

    def print(self, printer: DialectAsmPrinter, value: object) -> None:
        printer.write("true" if value else "false")

    def normalize(self, value: object) -> object:
        return bool(value)


class _StringCodec(Codec):
    __slots__ = ("quoted",)

    def __init__(self, quoted: bool) -> None:
        self.quoted = quoted

    def parse(self, parser: DialectAsmParser) -> object:
        return parser.parse_string()

    def parse_optional(self, parser: DialectAsmParser) -> object:
        return parser.parse_optional_string()

    def print(self, printer: DialectAsmPrinter, value: object) -> None:
        if self.quoted:
            printer.print_string(str(value))
        else:
            printer.write(str(value))

    def normalize(self, value: object) -> object:
        return str(value)


class _FloatCodec(Codec):
    __slots__ = ()

    def parse(self, parser: DialectAsmParser) -> object:
        return parser.parse_float()

    def print(self, printer: DialectAsmPrinter, value: object) -> None:
        assert isinstance(value, float)
        semantics = SEMANTICS["f64"]
        printer.write(print_float(semantics, encode_float(semantics, value))[0])

    def normalize(self, value: object) -> object:
        return float(value)  # type: ignore[arg-type]


class _AffineMapCodec(Codec):
    __slots__ = ()

    def parse(self, parser: DialectAsmParser) -> object:
        at = parser.current_location()
        value = parser.parser.parse_affine_map_or_set()
        if not isinstance(value, AffineMap):
            parser.error("expected AffineMap, but got IntegerSet", at)
        return value

    def print(self, printer: DialectAsmPrinter, value: object) -> None:
        assert isinstance(value, AffineMap)
        printer.write(print_affine_map(value))


class EnumOf(Codec):
    """An enum parameter: a keyword or string; bit enums join cases with a separator."""

    __slots__ = ("enum", "symbolize", "cpp_type", "separator", "quoted", "attr_info")

    def __init__(
        self,
        enum: type[Enum],
        symbolize: Callable[[str], object],
        cpp_type: str,
        separator: str | None = None,
        quoted: bool = False,
        attr_info: bool = False,
    ) -> None:
        self.enum = enum
        self.symbolize = symbolize
        self.cpp_type = cpp_type
        self.separator = separator
        self.quoted = quoted
        self.attr_info = attr_info
        """An ``EnumAttrInfo`` (``I32EnumAttr``, ``BitEnumAttr``): read by
        its ``parameterParser``, not by the enum's ``FieldParser``."""

    def _case(self, parser: DialectAsmParser, at: int) -> object:
        """One case, with the errors of the enum's generated ``FieldParser``
        (named by its summary, the first line of the enum's docstring) or of
        its ``parameterParser``."""
        if self.attr_info:
            return self._attr_info_case(parser, at)
        summary = (self.enum.__doc__ or self.cpp_type).split("\n", 1)[0]
        word = parser.parse_optional_keyword()
        if word is None:
            word = parser.parse_optional_string()
        if word is None:
            parser.error(f"expected keyword for {summary}", at)
        found = self.symbolize(word)
        if found is None:
            cases = ", ".join(str(member) for member in self.enum.__members__.values())
            parser.error(f"expected one of [{cases}] for {summary}, got: {word}", at)
        return found

    def _attr_info_case(self, parser: DialectAsmParser, at: int) -> object:
        """``EnumAttrInfo::parameterParser``: ``parseKeywordOrString``, then
        "expected <C++ type> to be one of: <cases>" at the enum's start."""
        word = parser.parse_optional_keyword()
        if word is None:
            word = parser.parse_optional_string()
        if word is None:
            parser.error("expected valid keyword or string")
        found = self.symbolize(word)
        if found is None:
            cases = ", ".join(str(member) for member in self.enum.__members__.values())
            parser.error(f"expected {self.cpp_type} to be one of: {cases}", at)
        return found

    def parse(self, parser: DialectAsmParser) -> object:
        at = parser.current_location()
        found = self._case(parser, at)
        if self.separator is None:
            return found
        sep = "|" if "|" in self.separator else ","
        flags = int(found)  # type: ignore[call-overload]
        while parser.parse_optional_punct(sep):
            flags |= int(self._case(parser, at))  # type: ignore[call-overload]
        return self.enum(flags)

    def parse_optional(self, parser: DialectAsmParser) -> object:
        kind = parser.parser.tok.kind.name
        return self.parse(parser) if kind in ("BARE_IDENT", "STRING") else None

    def print(self, printer: DialectAsmPrinter, value: object) -> None:
        """The case string; ``quoted`` (a ``BitEnumAttr`` parameter with no
        printer of its own, printed with the ``<<`` of ``--gen-enum-decls``):
        a value of several bits that is no case is quoted
        (``"Definition|Optimized"``)."""
        bits = int(value)  # type: ignore[call-overload]
        if self.quoted and bits & (bits - 1) and bits not in self._cases():
            printer.print_string(str(value))
        elif self.separator is None:
            # the enum's ``<<`` quotes a case that is no keyword ("non-leaf")
            printer.write(keyword_or_string(str(value)))
        else:
            printer.write(str(value))

    def _cases(self) -> set[int]:
        """The values of the enum's cases (multi-bit groups included)."""
        return {int(member) for member in self.enum.__members__.values()}  # type: ignore[call-overload]

    def normalize(self, value: object) -> object:
        """A member of the enum; an integer (a C++ enumerant's value, as a
        translated default passes it) becomes the member of that value."""
        if isinstance(value, int) and not isinstance(value, self.enum):
            return self.enum(value)
        return value


class ArrayOf(Codec):
    """A comma-separated list of ``element`` values, stored as a tuple."""

    __slots__ = ("element",)

    def __init__(self, element: Codec) -> None:
        self.element = element

    def parse(self, parser: DialectAsmParser) -> object:
        return tuple(
            parser.parse_comma_separated_list(lambda: self.element.parse(parser))
        )

    def parse_optional(self, parser: DialectAsmParser) -> object:
        first = self.element.parse_optional(parser)
        if first is None:
            return None
        items = [first]
        while parser.parse_optional_punct(","):
            items.append(self.element.parse(parser))
        return tuple(items)

    def print(self, printer: DialectAsmPrinter, value: object) -> None:
        assert isinstance(value, tuple)
        for index, item in enumerate(value):
            if index:
                printer.write(", ")
            self.element.print(printer, item)

    def normalize(self, value: object) -> object:
        return tuple(self.element.normalize(v) for v in value)  # type: ignore[attr-defined]

    def sub_elements(self, value: object) -> list[object]:
        assert isinstance(value, tuple)
        return [sub for item in value for sub in self.element.sub_elements(item)]

    def has_hooks(self) -> bool:
        return self.element.has_hooks()


class DenseArrayOf(Codec):
    """A ``DenseI<bits>ArrayAttr`` parameter, written without its ``array<>``
    (``DenseArrayAttrImpl::parse``/``print``): ``[1, 2, 3]``."""

    __slots__ = ("bits",)

    def __init__(self, bits: int) -> None:
        self.bits = bits

    def parse(self, parser: DialectAsmParser) -> object:
        parser.parse_punct("[")
        values: list[int] = []
        if not parser.parse_optional_punct("]"):
            values = parser.parse_comma_separated_list(parser.parse_integer)
            parser.parse_punct("]")
        return DenseArrayAttr.get(IntegerType.get(self.bits), values)

    def print(self, printer: DialectAsmPrinter, value: object) -> None:
        assert isinstance(value, DenseArrayAttr)
        printer.write("[" + ", ".join(str(v) for v in value.values) + "]")


class Stripped(Codec):
    """A dialect attribute/type of a known class, without ``#dialect.mnemonic``."""

    __slots__ = ("cpp_name", "is_type")

    def __init__(self, cpp_name: str, is_type: bool) -> None:
        self.cpp_name = cpp_name
        self.is_type = is_type

    def parse(self, parser: DialectAsmParser) -> object:
        kind = parser.parser.tok.kind.name
        cls = dialect_class(self.cpp_name)
        if kind in ("HASH_IDENT", "EXCL_IDENT"):
            at = parser.current_location()
            value = parser.parse_type() if self.is_type else parser.parse_attribute()
            if cls is not None and not isinstance(value, cls):
                what = "type" if self.is_type else "attribute"
                parser.error(f"invalid kind of {what} specified", at)
            return value
        parse = getattr(cls, "parse", None)
        if parse is None:
            parser.error(f"no Python class is loaded for '{self.cpp_name}'")
        return parse(parser, None)

    def print(self, printer: DialectAsmPrinter, value: object) -> None:
        assert isinstance(value, (Attribute, Type))
        printer.print_stripped(value)


class Hook(Codec):
    """A parameter parsed/printed by Python hooks (its C++ parser or printer)."""

    __slots__ = ("key", "fallback")

    def __init__(self, owner: str, param: str, fallback: Codec | None = None) -> None:
        dialect, _, cls = owner.partition(".")
        self.key = (dialect, cls, param)
        self.fallback = fallback

    def _hooks(
        self, parser: DialectAsmParser | None
    ) -> tuple[ParamParseFn, ParamPrintFn] | None:
        return _PARAMETER_HOOKS.get(self.key)

    def parse(self, parser: DialectAsmParser) -> object:
        hooks = self._hooks(parser)
        if hooks is not None:
            return hooks[0](parser)
        if self.fallback is not None:
            return self.fallback.parse(parser)
        dialect, cls, param = self.key
        parser.error(
            f"no Python parser registered for parameter '{param}' of "
            f"{dialect}.{cls} (register_parameter_hooks)"
        )

    def print(self, printer: DialectAsmPrinter, value: object) -> None:
        hooks = self._hooks(None)
        if hooks is not None:
            hooks[1](printer, value)
        elif self.fallback is not None:
            self.fallback.print(printer, value)
        elif isinstance(value, (Attribute, Type)):
            printer.print_stripped(value)
        else:
            printer.write(str(value))

    def has_hooks(self) -> bool:
        return self.fallback is not None or self.key in _PARAMETER_HOOKS

    def normalize(self, value: object) -> object:
        if self.fallback is not None:
            return self.fallback.normalize(value)
        return tuple(value) if isinstance(value, list) else value

    def sub_elements(self, value: object) -> list[object]:
        if self.fallback is not None:
            return self.fallback.sub_elements(value)
        if isinstance(value, (tuple, list)):
            return [item for item in value if isinstance(item, (Attribute, Type))]
        return super().sub_elements(value)


TYPE = _TypeCodec()
ATTR = _AttrCodec()
INT = _IntCodec()
BOOL = _BoolCodec()
STRING = _StringCodec(quoted=True)
RAW_STRING = _StringCodec(quoted=False)
APINT = _APIntCodec()
APFLOAT = _FloatCodec()
AFFINE_MAP = _AffineMapCodec()
