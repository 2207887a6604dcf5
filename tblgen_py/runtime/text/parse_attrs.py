"""Attribute grammar of the MLIR text parser (a mixin of ``AttrTypeParser``)."""

from __future__ import annotations

from collections.abc import Callable

from tblgen_py.runtime.ir.attributes import (
    ArrayAttr,
    Attribute,
    BoolAttr,
    DictionaryAttr,
    DistinctAttr,
    FloatAttr,
    IntegerAttr,
    OpaqueAttr,
    StridedLayoutAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
)
from tblgen_py.runtime.ir.float_format import encode_float
from tblgen_py.runtime.ir.types import (
    DYNAMIC,
    FloatType,
    IndexType,
    IntegerType,
    Type,
)
from tblgen_py.runtime.text.lexer import MLIRParseError, Token, TokenKind, int_literal
from tblgen_py.runtime.text.parse_types import TypeParserMixin

I64 = IntegerType.get(64)


class AttributeParserMixin(TypeParserMixin):
    """``parse_attribute`` and the scalar/container attribute rules."""

    int_literals: list[tuple[int, int, Attribute, bool]] | None = None
    """When a list: each integer literal ``parse_integer_attr`` reads (its
    span, the attribute made, negative?), for the line memo."""
    literal_blind: bool = False
    """Set by a custom op's parse hook that never branches on the value of
    an integer literal (see ``line_memo``)."""

    def parse_attribute(self, type: Type | None = None) -> Attribute:
        """attribute-value (``type`` given: no trailing `: type` is parsed)."""
        try:
            return self._parse_attribute(type)
        except RecursionError:
            self.error("attribute nesting is too deep")

    def _parse_attribute(self, type: Type | None) -> Attribute:
        tok = self.tok
        kind = tok.kind
        if kind is TokenKind.BARE_IDENT:
            rule = _KEYWORD_ATTRS.get(tok.text)
            if rule is not None:
                return rule(self, type)
        elif kind is TokenKind.INTEGER:
            return self.parse_integer_attr(type, False)
        elif kind is TokenKind.FLOAT:
            return self.parse_float_attr(type, False)
        elif kind is TokenKind.STRING:
            self.consume()
            if type is None and self.consume_if(":"):
                type = self.parse_type()
            return StringAttr.get(tok.string_value(), type)
        elif kind is TokenKind.L_SQUARE:
            return self.parse_array_attr()
        elif kind is TokenKind.L_BRACE:
            return self.parse_attribute_dict()
        elif kind is TokenKind.HASH_IDENT:
            return self.parse_extended_attr(type)
        elif kind is TokenKind.AT_IDENT:
            return self.parse_symbol_ref()
        elif kind is TokenKind.MINUS:
            return self.parse_negative_number(type)
        t = self.parse_optional_type()
        if t is None:
            self.error_wrong_token("expected attribute value")
        return TypeAttr.get(t)

    def parse_optional_attribute(self) -> Attribute | None:
        """An attribute, or None if the current token cannot begin one."""
        tok = self.tok
        kind = tok.kind
        if kind in _ATTR_START_KINDS or (
            kind is TokenKind.BARE_IDENT
            and (tok.text in _KEYWORD_ATTRS or self.starts_type())
        ):
            return self.parse_attribute()
        if kind is TokenKind.L_PAREN or kind is TokenKind.EXCL_IDENT:
            return self.parse_attribute()
        return None

    # -- numbers -----------------------------------------------------------------

    def parse_negative_number(self, type: Type | None) -> Attribute:
        """`-` integer or float literal."""
        self.consume()
        kind = self.tok.kind
        if kind is TokenKind.INTEGER:
            return self.parse_integer_attr(type, True)
        if kind is TokenKind.FLOAT:
            return self.parse_float_attr(type, True)
        self.error_wrong_token("expected constant integer or floating point value")

    def _optional_colon_type(self, type: Type | None, default: Type) -> Type:
        if type is not None:
            return type
        if self.consume_if(":"):
            return self.parse_type()
        return default

    def parse_integer_attr(self, type: Type | None, negative: bool) -> Attribute:
        """An integer literal, possibly a hex float bit pattern."""
        tok = self.consume()
        type = self._optional_colon_type(type, I64)
        if isinstance(type, FloatType):
            return FloatAttr.from_bits(
                type, self.float_bits_from_integer(tok, negative, type)
            )
        if not isinstance(type, (IntegerType, IndexType)):
            self.error("integer literal not valid for specified type", tok)
        if negative and isinstance(type, IntegerType) and type.is_unsigned:
            self.error(
                "negative integer literal not valid for unsigned integer type", tok
            )
        value = check_int_literal(tok.text, negative, type)
        if value is None:
            self.error("integer constant out of range for attribute", tok)
        attr = IntegerAttr.get(type, value)
        if self.int_literals is not None:
            self.int_literals.append((tok.start, tok.end, attr, negative))
        return attr

    def float_bits_from_integer(
        self, tok: Token, negative: bool, type: FloatType
    ) -> int:
        """A hex integer literal used as the bit pattern of a float."""
        text = tok.text
        if not text.startswith("0x"):
            self.error(
                "unexpected decimal integer literal for a floating point value",
                tok,
                note="add a trailing dot to make the literal a float",
            )
        if negative:
            self.error("hexadecimal float literal should not have a leading minus", tok)
        bits = int(text, 16)
        if bits.bit_length() > type.width:
            self.error("hexadecimal float constant out of range for type", tok)
        return bits

    def parse_float_attr(self, type: Type | None, negative: bool) -> Attribute:
        """A decimal float literal (rounded through double, as MLIR does)."""
        tok = self.consume()
        value = float(tok.text)
        type = self._optional_colon_type(type, _F64)
        if not isinstance(type, FloatType):
            self.error("floating point value not valid for specified type")
        return FloatAttr.from_bits(
            type, encode_float(type.semantics, -value if negative else value)
        )

    # -- containers --------------------------------------------------------------

    def parse_comma_list(
        self, open_: str, close: str, element: Callable[[], object], context: str
    ) -> None:
        """`open` (element (`,` element)*)? `close`."""
        self.expect(open_, f"expected '{open_}'{context}")
        if self.consume_if(close):
            return
        element()
        while self.consume_if(","):
            element()
        if self.tok.text != close:
            self.error_wrong_token(f"expected '{close}'{context}")
        self.consume()

    def parse_array_attr(self) -> ArrayAttr:
        """`[` attribute-list `]`."""
        elements: list[Attribute] = []
        self.expect("[")
        if not self.consume_if("]"):
            elements.append(self.parse_attribute())
            while self.consume_if(","):
                elements.append(self.parse_attribute())
            self.expect("]", "expected ',' or ']'")
        return ArrayAttr.get(elements)

    def parse_attribute_dict(self) -> DictionaryAttr:
        """`{` (name (`=` attribute)?)* `}` (a missing value is ``unit``)."""
        entries: dict[str, Attribute] = {}

        def element() -> None:
            tok = self.tok
            if tok.kind is TokenKind.STRING:
                name = tok.string_value()
            elif tok.kind is TokenKind.BARE_IDENT:
                name = tok.text
            else:
                self.error_wrong_token("expected attribute name")
            if not name:
                self.error("expected valid attribute name")
            if name in entries:
                self.error(f"duplicate key '{name}' in dictionary attribute")
            dialect, dot, rest = name.partition(".")
            if dot and rest:  # as MLIR: the name's dialect is loaded, if known
                self.load_dialect(dialect)
            self.consume()
            entries[name] = (
                self.parse_attribute() if self.consume_if("=") else UnitAttr.get()
            )

        self.parse_comma_list("{", "}", element, " in attribute dictionary")
        return DictionaryAttr.get(entries)

    def parse_symbol_ref(self) -> SymbolRefAttr:
        """`@name` (`:` `:` `@name`)* (MLIR has no `::` token: blanks may split it)."""
        root = _symbol_name(self.consume())
        nested = []
        while self.tok.kind is TokenKind.COLON:
            prev_end = self.prev_end
            first = self.consume()
            if self.tok.kind is not TokenKind.COLON:
                if self.tok.kind is not TokenKind.EOF:
                    self.reset_to(first.start)
                    self.prev_end = prev_end
                break
            self.consume()
            tok = self.expect_kind(
                TokenKind.AT_IDENT, "expected nested symbol reference identifier"
            )
            nested.append(_symbol_name(tok))
        return SymbolRefAttr.get(root, nested)

    def parse_extended_attr(self, type: Type | None) -> Attribute:
        """`#alias` or `#dialect.ident<body>` (kept verbatim as ``OpaqueAttr``)."""
        tok = self.consume()
        ident = tok.text[1:]
        dialect, dot, data = ident.partition(".")
        trailing = self.tok.kind is TokenKind.LESS and self.tok.start == tok.end
        if not trailing and not dot:
            alias = self.attr_aliases.get(ident)
            if alias is None:
                self.error_wrong_token(f"undefined symbol alias id '{ident}'")
            return alias  # type: ignore[return-value]
        if trailing:
            body = self.parse_dialect_symbol_body()
            data = data + body if dot else body[1:-1]
        if type is None and self.consume_if(":"):
            type = self.parse_type()
        cls = self.dialect_value_class(dialect, data, False)
        if cls is not None:
            at = tok.start + len(dialect) + 2 if dot else tok.end + 1
            return self.parse_dialect_value(cls, at, type)  # type: ignore[return-value]
        hook = self.dialect_attr_hooks.get(dialect)
        if hook is not None:
            built = hook(self, dialect, data, tok)
            if built is not None:
                return built  # type: ignore[return-value]
        at = tok.start + len(dialect) + 2 if dot else tok.start
        shown = f"'{type}'" if type is not None else "'none'"
        text = f'#"{dialect}"<"{data}"> : {shown} attribute'
        self.check_unregistered_value(text, dialect, at)
        return OpaqueAttr.get(dialect, data, type)

    # -- keyword attributes --------------------------------------------------------

    def _parse_true(self, type: Type | None) -> Attribute:
        self.consume()
        return BoolAttr.get(True)

    def _parse_false(self, type: Type | None) -> Attribute:
        self.consume()
        return BoolAttr.get(False)

    def _parse_unit(self, type: Type | None) -> Attribute:
        self.consume()
        return UnitAttr.get()

    def _parse_strided(self, type: Type | None) -> Attribute:
        self.consume()
        self.expect("<", "expected '<' after 'strided'")
        strides: list[int] = []
        self.parse_comma_list(
            "[", "]", lambda: strides.append(self._int_or_question()), ""
        )
        offset = 0
        if self.consume_if(">"):
            return StridedLayoutAttr.get(strides, offset)
        self.expect(",", "expected ','")
        self.expect("offset", "expected 'offset' after comma")
        self.expect(":", "expected ':' after 'offset'")
        offset = self._int_or_question()
        self.expect(">", "expected '>'")
        return StridedLayoutAttr.get(strides, offset)

    def _int_or_question(self) -> int:
        if self.consume_if("?"):
            return DYNAMIC
        at = self.tok  # MLIR reports at the first token (a '-' too), even at EOF
        negative = self.consume_if("-") is not None
        tok = self.tok
        if tok.kind is not TokenKind.INTEGER:
            self.error("expected a 64-bit signed integer or '?'", at)
        self.consume()
        value = -int_literal(tok.text) if negative else int_literal(tok.text)
        if not -(1 << 63) <= value < (1 << 63):
            self.error("expected a 64-bit signed integer or '?'", at)
        return value

    def _parse_distinct(self, type: Type | None) -> Attribute:
        start = self.consume()
        self.expect("[", "expected '[' after 'distinct'")
        tok = self.expect_kind(TokenKind.INTEGER, "expected distinct ID")
        ident = int_literal(tok.text)
        if ident >= 1 << 64:
            self.error("expected an unsigned 64-bit integer", tok)
        self.expect("]", "expected ']' to close distinct ID")
        self.expect("<", "expected '<' after distinct ID")
        if self.consume_if(">"):
            ref: Attribute = UnitAttr.get()
        else:
            try:
                ref = self.parse_attribute(type)
            except MLIRParseError as exc:
                self.follow_up(exc, "expected attribute")
                raise
            self.expect(">", "expected '>' to close distinct attribute")
        existing = self.distinct_attrs.get(ident)
        if existing is None:
            existing = self.distinct_attrs[ident] = DistinctAttr.create(ref)
        elif existing.referenced is not ref:  # type: ignore[attr-defined]
            self.error(
                "referenced attribute does not match previous definition: "
                + str(existing.referenced),  # type: ignore[attr-defined]
                start,
            )
        return existing  # type: ignore[return-value]


_F64 = FloatType.get("f64")

_ATTR_START_KINDS = frozenset(
    {
        TokenKind.INTEGER,
        TokenKind.FLOAT,
        TokenKind.STRING,
        TokenKind.L_SQUARE,
        TokenKind.L_BRACE,
        TokenKind.HASH_IDENT,
        TokenKind.AT_IDENT,
        TokenKind.MINUS,
    }
)


def _symbol_name(tok: Token) -> str:
    if tok.text[1] == '"':
        return tok.string_value()
    return tok.text[1:]


def check_int_literal(text: str, negative: bool, type: Type) -> int | None:
    """The value of an integer literal for ``type``, or None if out of range."""
    width = 64 if isinstance(type, IndexType) else type.width  # type: ignore[attr-defined]
    if not text.startswith("0x") and len(text) > width // 3 + 2:
        return None  # more digits than 2**width has (skips converting huge text)
    magnitude = int_literal(text)
    signed = isinstance(type, IndexType) or (
        isinstance(type, IntegerType) and type.signedness.value == "s"
    )
    if magnitude >> width:
        return None
    if negative:
        if width == 0:
            return None
        value = (-magnitude) & ((1 << width) - 1)
        if not value >> (width - 1):
            return None
        return -magnitude
    if signed and width and magnitude >> (width - 1):
        return None
    return magnitude


_KEYWORD_ATTRS: dict[str, Callable[..., Attribute]] = {
    "true": AttributeParserMixin._parse_true,
    "false": AttributeParserMixin._parse_false,
    "unit": AttributeParserMixin._parse_unit,
    "strided": AttributeParserMixin._parse_strided,
    "distinct": AttributeParserMixin._parse_distinct,
}
