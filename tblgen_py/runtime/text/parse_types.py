"""Type grammar of the MLIR text parser (a mixin of ``AttrTypeParser``)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, NoReturn

from tblgen_py.runtime.ir.types import (
    DYNAMIC,
    FLOAT_TYPE_NAMES,
    MAX_INT_WIDTH,
    ComplexType,
    FloatType,
    FunctionType,
    IndexType,
    IntegerType,
    MemRefType,
    NoneType,
    OpaqueType,
    RankedTensorType,
    Signedness,
    TupleType,
    Type,
    UnrankedMemRefType,
    UnrankedTensorType,
    VectorType,
    is_valid_memref_element_type,
    is_valid_vector_element_type,
)
from tblgen_py.runtime.ir.attributes import OpaqueAttr
from tblgen_py.runtime.text.bigint import parse_decimal
from tblgen_py.runtime.text.lexer import Token, TokenKind, int_literal
from tblgen_py.runtime.text.parser_base import DIALECT_TYPE_HOOKS, ParserBase
from tblgen_py.runtime.text.resources import MLIR_OPT_DIALECTS

if TYPE_CHECKING:
    from tblgen_py.runtime.ir.attributes import Attribute

_INT_TYPE = re.compile(r"([su]?)i([0-9]+)\Z")
_SIGNEDNESS = {
    "": Signedness.SIGNLESS,
    "s": Signedness.SIGNED,
    "u": Signedness.UNSIGNED,
}
_TYPE_KEYWORDS = frozenset(
    {"index", "none", "tensor", "memref", "vector", "complex", "tuple"}
)


class TypeParserMixin(ParserBase):
    """``parse_type`` and friends."""

    def parse_attribute(self, type: Type | None = None) -> Attribute:
        """Implemented by the attribute mixin."""
        raise NotImplementedError

    def parse_optional_attribute(self) -> Attribute | None:
        """Implemented by the attribute mixin."""
        raise NotImplementedError

    def starts_type(self) -> bool:
        """Whether the current token can begin a type."""
        tok = self.tok
        kind = tok.kind
        if kind is TokenKind.BARE_IDENT:
            text = tok.text
            return (
                text in _TYPE_KEYWORDS
                or text in FLOAT_TYPE_NAMES
                or _INT_TYPE.match(text) is not None
            )
        return kind is TokenKind.EXCL_IDENT or kind is TokenKind.L_PAREN

    def parse_optional_type(self) -> Type | None:
        """A type, or None if the current token cannot begin one."""
        if not self.starts_type():
            return None
        return self.parse_type()

    def parse_type(self) -> Type:
        """type ::= function-type | non-function-type."""
        try:
            return self._parse_type()
        except RecursionError:
            self.error("type nesting is too deep")

    def _parse_type(self) -> Type:
        tok = self.tok
        if tok.kind is TokenKind.BARE_IDENT:
            simple = _SIMPLE_TYPES.get(tok.text)
            if simple is not None:
                self.consume()
                return simple
        cached = self._cached_type()
        if cached is not None:
            return cached
        if tok.kind is TokenKind.L_PAREN:
            return self._remember_type(tok, self._parse_function_type())
        return self._remember_type(tok, self.parse_non_function_type())

    def _cached_type(self) -> Type | None:
        """A type already parsed from the same alias-free text (skips its tokens)."""
        m = _TYPE_SPAN_RE.match(self.source.text, self.tok.start)
        if m is None:
            return None
        cached = _TYPE_CACHE.get(m.group())
        if cached is not None:
            self.prev_end = m.end()
            self.reset_to(m.end())
        return cached

    def _remember_type(self, start: Token, result: Type) -> Type:
        """Cache ``result`` by its source text when that text is alias-free."""
        m = _TYPE_SPAN_RE.match(self.source.text, start.start)
        if m is not None and m.end() == self.prev_end and len(_TYPE_CACHE) < 65536:
            _TYPE_CACHE[m.group()] = result
        return result

    def parse_function_type(self) -> FunctionType:
        """function-type ::= `(` type-list `)` `->` function-result-type."""
        if self.tok.kind is not TokenKind.L_PAREN:
            self.error_wrong_token("expected '('")
        result = self.parse_type()
        assert isinstance(result, FunctionType)
        return result

    def _parse_function_type(self) -> FunctionType:
        inputs = self.parse_type_list_parens()
        self.expect("->", "expected '->' in function type")
        return FunctionType.get(inputs, self.parse_function_result_types())

    def parse_function_result_types(self) -> list[Type]:
        """A parenthesized type list or a single non-function type."""
        if self.tok.kind is TokenKind.L_PAREN:
            return self.parse_type_list_parens()
        return [self.parse_non_function_type()]

    def parse_type_list_parens(self) -> list[Type]:
        """`(` (type (`,` type)*)? `)`."""
        self.expect("(")
        if self.consume_if(")"):
            return []
        types = self.parse_type_list_no_parens()
        self.expect(")")
        return types

    def parse_type_list_no_parens(self) -> list[Type]:
        """type (`,` type)*."""
        types = [self.parse_type()]
        while self.consume_if(","):
            types.append(self.parse_type())
        return types

    def parse_colon_type(self) -> Type:
        """`:` type."""
        self.expect(":", "expected ':'")
        return self.parse_type()

    def parse_non_function_type(self) -> Type:
        """Builtin keyword types, integer/float types and `!` types."""
        tok = self.tok
        if tok.kind is TokenKind.EXCL_IDENT:
            return self.parse_dialect_or_alias_type()
        if tok.kind is TokenKind.BARE_IDENT:
            text = tok.text
            simple = _SIMPLE_TYPES.get(text)
            if simple is not None:
                self.consume()
                return simple
            m = _INT_TYPE.match(text)
            if m is not None:
                width = parse_decimal(m.group(2))
                if width >= 1 << 32:  # MLIR's lexer reads a 32-bit unsigned
                    self.error("invalid integer width")
                if width > MAX_INT_WIDTH:
                    self.error(f"integer bitwidth is limited to {MAX_INT_WIDTH} bits")
                self.consume()
                result: Type = IntegerType.get(width, _SIGNEDNESS[m.group(1)])
                if len(_SIMPLE_TYPES) < 4096:
                    _SIMPLE_TYPES[text] = result
                return result
            parser = _KEYWORD_TYPES.get(text)
            if parser is not None:
                self.consume()
                return parser(self, tok)
        self.error_wrong_token("expected non-function type")

    def _parse_index(self, start: Token) -> Type:
        return IndexType.get()

    def _parse_none(self, start: Token) -> Type:
        return NoneType.get()

    def _parse_complex(self, start: Token) -> Type:
        self.expect("<", "expected '<' in complex type")
        at = self.tok
        elt = self.parse_type()
        if not isinstance(elt, (FloatType, IntegerType)):
            self.error("invalid element type for complex", at)
        self.expect(">", "expected '>' in complex type")
        return ComplexType.get(elt)

    def _parse_tuple(self, start: Token) -> Type:
        self.expect("<", "expected '<' in tuple type")
        if self.consume_if(">"):
            return TupleType.get([])
        types = self.parse_type_list_no_parens()
        self.expect(">", "expected '>' in tuple type")
        return TupleType.get(types)

    def _parse_vector(self, start: Token) -> Type:
        self.expect("<", "expected '<' in vector type")
        shape: list[int] = []
        scalable: list[bool] = []
        while self.tok.kind is TokenKind.INTEGER or self.tok.kind is TokenKind.L_SQUARE:
            flag = self.consume_if("[") is not None
            shape.append(self.parse_integer_in_dimension_list())
            if flag:
                self.expect("]", "missing ']' closing scalable dimension")
            scalable.append(flag)
            self.parse_x_in_dimension_list()
        elt = self.parse_type()
        self.expect(">", "expected '>' in vector type")
        self._verify_vector(start, shape, elt)
        return VectorType.get(shape, elt, scalable)

    def _verify_vector(self, start: Token, shape: list[int], elt: Type) -> None:
        """VectorType's verifier: element type first, then every dimension."""
        if not is_valid_vector_element_type(elt):
            self.error(
                "failed to verify 'elementType': VectorElementTypeInterface instance",
                start,
            )
        if any(dim <= 0 for dim in shape):
            dims = ", ".join(str(dim) for dim in shape)
            self.error(
                f"vector types must have positive constant sizes but got {dims}", start
            )

    def _parse_tensor(self, start: Token) -> Type:
        self.expect("<", "expected '<' in tensor type")
        unranked = self.consume_if("*") is not None
        if unranked:
            self.parse_x_in_dimension_list()
        shape = [] if unranked else self.parse_dimension_list()
        at = self.tok
        elt = self.parse_type()
        encoding = self.parse_optional_attribute() if self.consume_if(",") else None
        close = self.tok.start
        self.expect(">", "expected '>' in tensor type")
        if not isinstance(elt, _TENSOR_ELEMENTS) and not _is_dialect_type(elt):
            self.error("invalid tensor element type", at)
        if not unranked:
            verify = getattr(encoding, "verify_encoding", None)
            failure = verify(shape, elt) if verify is not None else None
            if failure:  # VerifiableTensorEncoding
                self.error(failure, close)
            return RankedTensorType.get(shape, elt, encoding)
        if encoding is not None:
            self.error("cannot apply encoding to unranked tensor")
        return UnrankedTensorType.get(elt)

    def _parse_memref(self, start: Token) -> Type:
        self.expect("<", "expected '<' in memref type")
        unranked = self.consume_if("*") is not None
        if unranked:
            self.parse_x_in_dimension_list()
        shape = [] if unranked else self.parse_dimension_list()
        at = self.tok
        elt = self.parse_type()
        if not is_valid_memref_element_type(elt):
            self.error("invalid memref element type", at)
        layout, space = self._parse_memref_attrs(unranked)
        self._check_memory_space(space, start)
        if unranked:
            return UnrankedMemRefType.get(elt, _memory_space(space))
        message = _layout_error(layout, len(shape))
        if message is not None:
            self.error(message, start)
        return MemRefType.get(shape, elt, _layout(layout), _memory_space(space))

    def _parse_memref_attrs(
        self, unranked: bool
    ) -> tuple[Attribute | None, Attribute | None]:
        """(`,` layout-or-memory-space)* `>`: the layout, then the memory space."""
        layout = space = None
        if self.consume_if(">"):
            return layout, space
        self.expect(",", "expected ',' or '>' in memref type")
        if self.tok.text == ">":
            self.error_wrong_token("expected list element")
        while True:
            attr = self.parse_attribute()
            if not _is_layout(attr):
                if space is not None:
                    self.error("multiple memory spaces specified in memref type")
                space = attr
            elif unranked:
                self.error("cannot have affine map for unranked memref type")
            elif space is not None:
                self.error("expected memory space to be last in memref type")
            else:
                layout = attr
            if not self.consume_if(","):
                break
        if self.tok.text != ">":
            self.error_wrong_token("expected ',' or '>'")
        self.consume()
        return layout, space

    def _check_memory_space(self, space: Attribute | None, start: Token) -> None:
        if space is None or type(space).__name__ in _MEMORY_SPACES:
            return
        if isinstance(space, OpaqueAttr) and space.dialect in MLIR_OPT_DIALECTS:
            return  # an attribute of a dialect mlir-opt knows (not builtin)
        if type(space).__module__.startswith("tblgen_py.runtime.ir"):
            self.error("unsupported memory space Attribute", start)

    def parse_dimension_list(self, allow_dynamic: bool = True) -> list[int]:
        """(`?` | integer) `x` ... with the trailing `x` (a `?` is an error
        when not ``allow_dynamic``)."""
        dims: list[int] = []
        while self.tok.kind is TokenKind.INTEGER or self.tok.kind is TokenKind.QUESTION:
            if self.tok.kind is TokenKind.QUESTION and not allow_dynamic:
                self.error("expected static shape")
            if self.consume_if("?"):
                dims.append(DYNAMIC)
            else:
                dims.append(self.parse_integer_in_dimension_list())
            self.parse_x_in_dimension_list()
        return dims

    def parse_integer_in_dimension_list(self) -> int:
        """A dimension size; ``0x4`` is re-lexed as ``0`` ``x4``."""
        tok = self.tok
        if tok.kind is not TokenKind.INTEGER:
            self.error("invalid dimension")
        if len(tok.text) > 1 and tok.text[1] == "x":
            self.reset_to(tok.start + 1)
            return 0
        value = int_literal(tok.text)
        if value >= 1 << 63:
            self.error("invalid dimension")
        self.consume()
        return value

    def parse_x_in_dimension_list(self) -> None:
        """The `x` separator, possibly glued to what follows (``xf32``)."""
        tok = self.tok
        if tok.kind is not TokenKind.BARE_IDENT or tok.text[0] != "x":
            self.error_wrong_token("expected 'x' in dimension list")
        if len(tok.text) > 1:
            self.prev_end = tok.start + 1
            self.reset_to(tok.start + 1)
        else:
            self.consume()

    def parse_dialect_or_alias_type(self) -> Type:
        """`!alias` or `!dialect.ident<body>` / `!dialect<body>` kept verbatim."""
        tok = self.consume()
        ident = tok.text[1:]
        dialect, dot, data = ident.partition(".")
        trailing = self.tok.kind is TokenKind.LESS and self.tok.start == tok.end
        if not trailing and not dot:
            alias = self.type_aliases.get(ident)
            if alias is None:
                self.error_wrong_token(f"undefined symbol alias id '{ident}'")
            return alias  # type: ignore[return-value]
        if trailing:
            body = self.parse_dialect_symbol_body()
            data = data + body if dot else body[1:-1]
        cls = self.dialect_value_class(dialect, data, True)
        if cls is not None:
            at = tok.start + len(dialect) + 2 if dot else tok.end + 1
            return self.parse_dialect_value(cls, at, None)  # type: ignore[return-value]
        hook = self.dialect_type_hooks.get(dialect) or DIALECT_TYPE_HOOKS.get(dialect)
        if hook is not None:
            built = hook(self, dialect, data, tok)
            if built is not None:
                return built  # type: ignore[return-value]
        at = tok.start + len(dialect) + 2 if dot else tok.start
        self.check_unregistered_value(f'`!"{dialect}"<"{data}">` type', dialect, at)
        return OpaqueType.get(dialect, data)

    def parse_dialect_symbol_body(self) -> str:
        """The verbatim text of a balanced `<...>` body starting at the current `<`.

        Errors point where MLIR's do: at the current token, which is the `<` or
        the last string literal lexed inside the body."""
        text = self.source.text
        start = current = self.tok.start
        stack: list[str] = []
        pos = start
        closers = {">": "<", "]": "[", ")": "(", "}": "{"}
        n = len(text)
        while True:
            c = text[pos] if pos < n else "\0"
            pos += 1
            if c == "\0":
                if stack:
                    self._unbalanced(stack[-1], current)
                self.error("unexpected nul or EOF in pretty dialect name", current)
            if c in "<[({":
                stack.append(c)
            elif c == "-" and text[pos : pos + 1] == ">":
                pos += 1
            elif c in closers:
                if stack[-1] != closers[c]:
                    self._unbalanced(stack[-1], current)
                stack.pop()
                if not stack:
                    break
            elif c == '"':
                self.reset_to(pos - 1)
                if self.tok.kind is not TokenKind.STRING:
                    self.error("expected string literal", pos - 1)
                current = self.tok.start
                pos = self.tok.end
        self.prev_end = pos
        self.reset_to(pos)
        return text[start:pos]

    def _unbalanced(self, char: str, at: int) -> NoReturn:
        self.error(f"unbalanced '{char}' character in pretty dialect name", at)


def _is_dialect_type(value: Type) -> bool:
    """A type of a dialect other than builtin (a generated class): tensors
    accept them all, the dialect checks its own (``TensorType::isValidElementType``)."""
    return getattr(value, "DIALECT", "builtin") not in ("builtin", "")


_TENSOR_ELEMENTS = (
    IntegerType,
    IndexType,
    FloatType,
    ComplexType,
    VectorType,
    OpaqueType,
)
_MEMORY_SPACES = frozenset({"IntegerAttr", "StringAttr", "DictionaryAttr"})


def _is_layout(attr: object) -> bool:
    name = type(attr).__name__
    return name in ("AffineMapAttr", "StridedLayoutAttr")


def _layout_error(attr: Attribute | None, rank: int) -> str | None:
    """The layout's ``verifyLayout`` against the memref's rank."""
    name = type(attr).__name__
    if name == "AffineMapAttr":
        dims = getattr(attr, "value").num_dims
        if dims != rank:
            return (
                f"memref layout mismatch between rank and affine map: {rank} != {dims}"
            )
    elif name == "StridedLayoutAttr" and len(getattr(attr, "strides")) != rank:
        return "expected the number of strides to match the rank"
    return None


def _layout(attr: Attribute | None) -> Attribute | None:
    value = getattr(attr, "value", None)
    if value is not None and hasattr(value, "is_identity") and value.is_identity():
        return None
    return attr


def _memory_space(attr: Attribute | None) -> Attribute | None:
    if type(attr).__name__ == "IntegerAttr" and getattr(attr, "value", None) == 0:
        return None
    return attr


_INNER = r'(?:[^<>()!#"@{}]|<[^<>!#"@{}]*>)*'
_PARENS = rf"\((?:[^()<>!#\"@{{}}]|<{_INNER}>)*\)"
_TYPE_SPAN_RE = re.compile(
    rf"(?:tensor|memref|vector|complex|tuple)<{_INNER}>"
    rf"|{_PARENS}[ \t]*->[ \t]*(?:{_PARENS}|[A-Za-z][A-Za-z0-9_]*(?:<{_INNER}>)?)"
)
_TYPE_CACHE: dict[str, Type] = {}

_SIMPLE_TYPES: dict[str, Type] = {
    name: FloatType.get(name) for name in FLOAT_TYPE_NAMES
}
_SIMPLE_TYPES["index"] = IndexType.get()
_SIMPLE_TYPES["none"] = NoneType.get()

_KEYWORD_TYPES = {
    "index": TypeParserMixin._parse_index,
    "none": TypeParserMixin._parse_none,
    "complex": TypeParserMixin._parse_complex,
    "tuple": TypeParserMixin._parse_tuple,
    "vector": TypeParserMixin._parse_vector,
    "tensor": TypeParserMixin._parse_tensor,
    "memref": TypeParserMixin._parse_memref,
}
