"""The property kinds of MLIR's ``Properties.td`` at run time.

A property is held in its attribute form (``convertToAttribute``): an
``I64Prop`` as an ``i64`` ``IntegerAttr``, a ``StringProp`` as a
``StringAttr``, a ``BoolProp`` as a ``BoolAttr``, a ``UnitProp`` as ``unit``
(set) or ``false``, an ``ArrayProp`` as an ``ArrayAttr`` of its elements'
forms (an ``IntArrayProp`` as a dense array), an ``OptionalProp`` as a 0- or
1-element ``ArrayAttr``.  Each codec prints and parses the custom syntax of
its kind (the property's ``printer``/``parser``/``optionalParser``) and checks
a generic form's attribute (``convertFromAttribute``, with MLIR's messages).

A parser returns None where MLIR's property parser fails without a message
(the op parser then reports ``invalid value for property ...``); a message of
MLIR's own is raised where the parser emits it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.attributes import (
    ArrayAttr,
    Attribute,
    BoolAttr,
    IntegerAttr,
    StringAttr,
    UnitAttr,
)
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.ods.enums import EnumTable, stringify
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.print_rules import quoted

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser

_ABSENT = object()
"""What ``parse_optional`` returns when the value is not next."""


def _op_error(parser: Parser, message: str, at: int | None = None) -> None:
    """An error of the op's parser, prefixed ``custom op '<name>'``."""
    names = parser.op_names
    prefix = f"custom op '{names[-1]}' " if names else ""
    parser.error(prefix + message, parser.tok.start if at is None else at)


class PropCodec:
    """One property kind: custom syntax and attribute form."""

    __slots__ = ()

    def text(self, value: object) -> str:
        """The printed value (``printer``)."""
        raise NotImplementedError

    def parse(self, parser: Parser) -> Attribute | None:
        """``parser``: the value, or None on a failure MLIR reports outside."""
        found = self.parse_optional(parser)
        return None if found is _ABSENT else found  # type: ignore[return-value]

    def parse_optional(self, parser: Parser) -> object:
        """``optionalParser``: the value, ``ABSENT`` when it is not next, or
        None on failure."""
        raise NotImplementedError

    def convert_error(self, value: object) -> str | None:
        """``convertFromAttribute``'s message for ``value`` ("" when it fails
        silently), or None when it converts."""
        raise NotImplementedError

    def canonical(self, value: Attribute) -> Attribute:
        """``convertToAttribute(convertFromAttribute(value))``."""
        return value

    def constraint_error(self, name: str, value: object) -> str | None:
        """The verifier's message when the value of property ``name`` breaks
        the kind's constraint, None when it holds (or the kind has none)."""
        return None


ABSENT = _ABSENT


class IntCodec(PropCodec):
    """``IntProp<"intN_t">`` (and ``BoolProp``'s parsing): ``parseInteger``
    (``true``/``false`` read as 1/0), stored as an ``iN`` ``IntegerAttr``."""

    __slots__ = ("width", "signed", "type")

    def __init__(self, width: int, signed: bool = True) -> None:
        self.width = width
        self.signed = signed
        self.type = IntegerType.get(width)

    def text(self, value: object) -> str:
        number = getattr(value, "value", 0)
        if not self.signed and isinstance(number, int) and number < 0:
            number += 1 << self.width
        return str(number)

    def parse(self, parser: Parser) -> Attribute | None:
        at = parser.tok.start
        found = self.parse_optional(parser)
        if found is _ABSENT:
            _op_error(parser, "expected integer value", at)
        return found  # type: ignore[return-value]

    def parse_optional(self, parser: Parser) -> object:
        tok = parser.tok
        at = tok.start
        if tok.kind is TokenKind.BARE_IDENT and tok.text in ("true", "false"):
            parser.consume()
            return self.attr(int(tok.text == "true"))
        if tok.kind is not TokenKind.INTEGER and tok.kind is not TokenKind.MINUS:
            return _ABSENT
        negative = parser.consume_if("-") is not None
        tok = parser.tok
        if tok.kind is not TokenKind.INTEGER:
            _op_error(parser, "expected integer value")
        parser.consume()
        text = tok.text
        value = int(text, 16) if text[:2] in ("0x", "0X") else int(text, 10)
        value = -value if negative else value
        if not self.fits(value):
            _op_error(parser, "integer value too large", at)
        return self.attr(value)

    def fits(self, value: int) -> bool:
        """Whether ``value`` is representable in the storage type."""
        if self.signed:
            half = 1 << (self.width - 1)
            return -half <= value < half
        return 0 <= value < (1 << self.width)

    def attr(self, value: int) -> Attribute:
        """The attribute form of ``value``."""
        if not self.signed and value >= 1 << (self.width - 1):
            value -= 1 << self.width
        return IntegerAttr.get(self.type, value)

    def convert_error(self, value: object) -> str | None:
        if isinstance(value, IntegerAttr):
            return None
        return "expected IntegerAttr for key `value`"

    def canonical(self, value: Attribute) -> Attribute:
        number = getattr(value, "value", 0)
        if getattr(value, "type", None) == self.type:
            return value
        mask = (1 << self.width) - 1
        number &= mask
        if number >= 1 << (self.width - 1):
            number -= 1 << self.width
        return IntegerAttr.get(self.type, number)


class BoolCodec(IntCodec):
    """``BoolProp``: printed ``true``/``false``, stored as a ``BoolAttr``."""

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__(1, signed=False)

    def text(self, value: object) -> str:
        return "true" if getattr(value, "value", 0) else "false"

    def attr(self, value: int) -> Attribute:
        return BoolAttr.get(bool(value))

    def convert_error(self, value: object) -> str | None:
        if isinstance(value, IntegerAttr) and value.type == self.type:
            return None
        return "expected BoolAttr for key `value`"

    def canonical(self, value: Attribute) -> Attribute:
        return BoolAttr.get(bool(getattr(value, "value", 0)))


class UnitCodec(PropCodec):
    """``UnitProp``: ``unit``/``unit_absent``, stored as ``unit`` or ``false``."""

    __slots__ = ()

    def text(self, value: object) -> str:
        return "unit" if is_set(value) else "unit_absent"

    def parse(self, parser: Parser) -> Attribute | None:
        found = self.parse_optional(parser)
        if found is _ABSENT:
            _op_error(parser, "expected 'unit' or 'unit_absent'")
        return found  # type: ignore[return-value]

    def parse_optional(self, parser: Parser) -> object:
        if parser.parse_optional_keyword("unit"):
            return UnitAttr.get()
        if parser.parse_optional_keyword("unit_absent"):
            return BoolAttr.get(False)
        return _ABSENT

    def convert_error(self, value: object) -> str | None:
        if isinstance(value, UnitAttr):
            return None
        if isinstance(value, IntegerAttr) and value.type == IntegerType.get(1):
            return None  # a BoolAttr
        return ""  # MLIR's conversion fails without a message

    def canonical(self, value: Attribute) -> Attribute:
        return UnitAttr.get() if is_set(value) else BoolAttr.get(False)


def is_set(value: object) -> bool:
    """Whether a ``UnitProp``'s attribute form is set (``unit`` or ``true``)."""
    if isinstance(value, UnitAttr):
        return True
    return bool(getattr(value, "value", 0)) if isinstance(value, IntegerAttr) else False


class StringCodec(PropCodec):
    """``StringProp``: a quoted string, stored as a ``StringAttr``."""

    __slots__ = ()

    def text(self, value: object) -> str:
        return quoted(str(getattr(value, "value", "")))

    def parse(self, parser: Parser) -> Attribute | None:
        found = self.parse_optional(parser)
        if found is _ABSENT:
            _op_error(parser, "expected string")
        return found  # type: ignore[return-value]

    def parse_optional(self, parser: Parser) -> object:
        tok = parser.tok
        if tok.kind is not TokenKind.STRING:
            return _ABSENT
        parser.consume()
        return StringAttr.get(tok.string_value())

    def convert_error(self, value: object) -> str | None:
        if isinstance(value, StringAttr):
            return None
        return "expected string property to come from string attribute"


class ArrayCodec(PropCodec):
    """``ArrayProp<elem>``: ``[e, ...]``; stored as an ``ArrayAttr`` or, for an
    ``IntArrayProp`` (``dense``), as a ``DenseI<N>ArrayAttr``."""

    __slots__ = ("element", "dense")

    def __init__(self, element: PropCodec, dense: bool = False) -> None:
        self.element = element
        self.dense = dense

    def elements(self, value: object) -> list[Attribute]:
        """The elements' attribute forms."""
        if isinstance(value, DenseArrayAttr) and isinstance(self.element, IntCodec):
            return [self.element.attr(int(v)) for v in value.values]
        return list(getattr(value, "elements", ()))

    def text(self, value: object) -> str:
        shown = ", ".join(self.element.text(e) for e in self.elements(value))
        return f"[{shown}]"

    def parse_optional(self, parser: Parser) -> object:
        if parser.tok.kind is not TokenKind.L_SQUARE:
            return _ABSENT
        return self.parse(parser)

    def parse(self, parser: Parser) -> Attribute | None:
        if parser.consume_if("[") is None:
            _op_error(parser, "expected '['")
        items: list[Attribute] = []
        if parser.consume_if("]") is None:
            while True:
                item = self.element.parse(parser)
                if item is None:
                    return None
                items.append(item)
                if parser.consume_if(",") is None:
                    break
            if parser.consume_if("]") is None:
                _op_error(parser, "expected ',' or ']' in list")
        return self.attr(items)

    def attr(self, items: list[Attribute]) -> Attribute:
        """The attribute form of elements in their forms."""
        if self.dense and isinstance(self.element, IntCodec):
            values = [int(getattr(item, "value", 0)) for item in items]
            return DenseArrayAttr.get(self.element.type, values)
        return ArrayAttr.get(items)

    def convert_error(self, value: object) -> str | None:
        if self.dense:
            width = getattr(self.element, "width", 0)
            kind = getattr(value, "element_type", None)
            if isinstance(value, DenseArrayAttr) and kind == IntegerType.get(width):
                return None
            return f"expected DenseI{width}ArrayAttr for key `value`"
        if not isinstance(value, ArrayAttr):
            return "expected array attribute"
        for item in value.elements:
            problem = self.element.convert_error(item)
            if problem is not None:
                return problem
        return None

    def canonical(self, value: Attribute) -> Attribute:
        if self.dense:
            return value
        return ArrayAttr.get([self.element.canonical(e) for e in self.elements(value)])


class OptionalCodec(PropCodec):
    """``OptionalProp<p>``: ``none`` or the value (``some<value>`` unless the
    inner property parses optionally and has no default: ``delegate``);
    stored as ``[]`` or ``[value]``."""

    __slots__ = ("inner", "delegate")

    def __init__(self, inner: PropCodec, delegate: bool) -> None:
        self.inner = inner
        self.delegate = delegate

    def text(self, value: object) -> str:
        items = list(getattr(value, "elements", ()))
        if not items:
            return "none"
        shown = self.inner.text(items[0])
        return shown if self.delegate else f"some<{shown}>"

    def parse(self, parser: Parser) -> Attribute | None:
        found = self._parse(parser, required=True)
        return None if found is _ABSENT else found  # type: ignore[return-value]

    def parse_optional(self, parser: Parser) -> object:
        return self._parse(parser, required=False)

    def _parse(self, parser: Parser, required: bool) -> object:
        if parser.parse_optional_keyword("none"):
            return ArrayAttr.get([])
        if self.delegate:
            found = self.inner.parse_optional(parser)
            if found is _ABSENT:
                return None if required else _ABSENT
            return None if found is None else ArrayAttr.get([found])  # type: ignore[list-item]
        if not parser.parse_optional_keyword("some"):
            if required:
                _op_error(parser, "expected 'none' or 'some<prop>'")
            return _ABSENT
        if parser.consume_if("<") is None:
            _op_error(parser, "expected '<'")
        found = self.inner.parse(parser)
        if found is None:
            return None
        if parser.consume_if(">") is None:
            _op_error(parser, "expected '>'")
        return ArrayAttr.get([found])

    def convert_error(self, value: object) -> str | None:
        if not isinstance(value, ArrayAttr):
            return "expected optional properties to materialize as arrays"
        if len(value.elements) > 1:
            return "expected optional properties to become 0- or 1-element arrays"
        if value.elements:
            return self.inner.convert_error(value.elements[0])
        return None

    def canonical(self, value: Attribute) -> Attribute:
        items = list(getattr(value, "elements", ()))
        return ArrayAttr.get([self.inner.canonical(e) for e in items])


class EnumCodec(PropCodec):
    """``EnumProp``: the one codec of an enum property.  Printed as its case
    (a bit enum's set cases joined by the separator), inside
    ``mnemonic<...>`` for a ``NamedEnumProp``; stored as an ``IntegerAttr``
    of the enum's ``width`` (``convertToAttribute``), converted from any
    ``IntegerAttr`` or, for an ``EnumPropWithAttrForm``, from its attribute
    class ``attr_storage`` (``convertFromAttribute``); verified against the
    enum's cases (``constraint``: the property's summary).  ``cpp_type`` and
    ``summary`` name the enum in MLIR's conversion and parse errors."""

    __slots__ = (
        "table",
        "width",
        "cpp_type",
        "summary",
        "constraint",
        "mnemonic",
        "attr_storage",
    )

    def __init__(
        self,
        table: EnumTable,
        width: int,
        cpp_type: str,
        summary: str,
        constraint: str,
        mnemonic: str = "",
        attr_storage: str = "",
    ) -> None:
        self.table = table
        self.width = width
        self.cpp_type = cpp_type
        self.summary = summary
        self.constraint = constraint
        self.mnemonic = mnemonic
        self.attr_storage = attr_storage

    @staticmethod
    def value(attr: object) -> int | None:
        """The stored case value (None when absent)."""
        found = getattr(attr, "value", None)
        return int(found) if isinstance(found, int) else None

    def text(self, value: object) -> str:
        found = self.value(value)
        text = stringify(self.table, found if found is not None else 0)
        return f"{self.mnemonic}<{text}>" if self.mnemonic else text

    def parse(self, parser: Parser) -> Attribute | None:
        if self.mnemonic and not parser.parse_optional_keyword(self.mnemonic):
            _op_error(parser, f"expected '{self.mnemonic}'")
        return self._body(parser, optional=False)  # type: ignore[return-value]

    def parse_optional(self, parser: Parser) -> object:
        if self.mnemonic:
            if not parser.parse_optional_keyword(self.mnemonic):
                return _ABSENT
            return self._body(parser, optional=False)
        return self._body(parser, optional=True)

    def _body(self, parser: Parser, optional: bool) -> object:
        """``FieldParser<Enum>``: keyword (separator keyword)*, in ``<>``
        for a named property; ``ABSENT`` when optional and no keyword."""
        if self.mnemonic:
            parser.expect("<")
        value = self._case(parser, optional)
        if value is None:
            return _ABSENT
        separator = self.table.separator.strip() or "|"
        while self.table.bit and parser.consume_if(separator) is not None:
            value |= self._case(parser, False) or 0
        if self.mnemonic:
            parser.expect(">")
        return IntegerAttr.get(IntegerType.get(self.width), value)

    def _case(self, parser: Parser, optional: bool) -> int | None:
        tok = parser.tok
        if tok.kind is not TokenKind.BARE_IDENT:
            if optional:
                return None
            _op_error(parser, f"expected keyword for {self.summary}")
        parser.consume()
        value = self.table.by_string(tok.text)
        if value is None:
            cases = ", ".join(string for _, string in self.table.cases)
            message = f"expected one of [{cases}] for {self.summary}, got: {tok.text}"
            _op_error(parser, message, tok.start)
        return value

    def _converted(self, value: object) -> int | None:
        """The case value an attribute converts to, None if neither form."""
        if isinstance(value, IntegerAttr):
            type_width = getattr(value.type, "width", 64)
            return int(value.value) & ((1 << type_width) - 1)  # getZExtValue
        if self.attr_storage in getattr(value, "CPP_CLASS_NAMES", ()):
            return int(getattr(value, "value"))
        return None

    def convert_error(self, value: object) -> str | None:
        if self._converted(value) is not None:
            return None
        form = f"{self.attr_storage} or " if self.attr_storage else ""
        return f"expected {form}IntegerAttr storage for {self.cpp_type}"

    def canonical(self, value: Attribute) -> Attribute:
        found = self._converted(value)
        if found is None:
            return value
        stored = enum_storage(found, self.width)
        return value if stored == value else stored

    def constraint_error(self, name: str, value: object) -> str | None:
        found = self.value(value)
        if found is None:
            return None
        found &= (1 << self.width) - 1
        table = self.table
        if table.bit:
            valid = found & ~table.valid_bits == 0
        else:
            valid = any(case == found for case, _ in table.cases)
        if valid:
            return None
        return f"property '{name}' failed to satisfy constraint: {self.constraint}"


def enum_storage(value: int, width: int) -> IntegerAttr:
    """The ``IntegerAttr`` of ``iwidth`` MLIR stores an enum case value as
    (the value truncated to the width; signless, so printed signed)."""
    value &= (1 << width) - 1
    if width > 1 and value >= 1 << (width - 1):
        value -= 1 << width
    return IntegerAttr.get(IntegerType.get(width), value)
