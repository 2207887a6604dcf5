"""The format language's grammar, shared by every format (MLIR's ``FormatParser``).

Literals, strings, variables, directives, optional groups and ``custom``
directives are parsed here; what a variable or directive means is left to a
subclass (``parse_variable_impl``/``parse_directive_impl``), as are the
checks of custom-directive arguments and optional-group elements.
"""

from __future__ import annotations

from enum import Enum

from tblgen_py.ods.assembly_format.elements import (
    VARIABLES,
    Custom,
    Element,
    Literal,
    OptionalGroup,
    String,
    Whitespace,
)
from tblgen_py.ods.assembly_format.lexer import (
    FormatError,
    FormatLexer,
    Token,
    TokenKind,
)


class Context(Enum):
    """Where an element is being parsed."""

    TOP_LEVEL = "top-level"
    CUSTOM = "custom"
    TYPE = "type"
    REF = "ref"


_BARE_PUNCTUATION = "_:,=<>()[]{}?+-*"


def literal_problem(value: str) -> str:
    """Why ``value`` cannot be a format literal, as ``isValidLiteral`` says
    ("" when it can)."""
    if not value:
        return "literal can't be empty"
    if len(value) == 1:
        if (value.isascii() and value.isalpha()) or value in _BARE_PUNCTUATION:
            return ""
        return (
            "single character literal must be a letter or one of "
            f"'{_BARE_PUNCTUATION}'"
        )
    if value in ("->", "..."):
        return ""
    return keyword_problem(value)


def keyword_problem(value: str) -> str:
    """Why ``value`` cannot be printed as a keyword ("" when it can)."""
    first = value[0]
    if not (first.isascii() and (first.isalpha() or first == "_")):
        return "valid keyword starts with a letter or '_'"
    for char in value[1:]:
        if not (char.isascii() and (char.isalnum() or char in "_$.")):
            return "keywords should contain only alphanum, '_', '$', or '.' characters"
    return ""


class FormatParser:
    """Recursive-descent parser of a format string into elements."""

    def __init__(self, text: str) -> None:
        self.lexer = FormatLexer(text)
        self.token = self._lex()

    def _lex(self) -> Token:
        """The next token; a lexical error is raised at once."""
        token = self.lexer.lex()
        if token.kind is TokenKind.ERROR:
            raise self.lexer.errors[-1]
        return token

    def consume(self) -> None:
        """Advance to the next token."""
        self.token = self._lex()

    def expect(self, kind: TokenKind, message: str) -> Token:
        """Consume a token of ``kind`` or fail with ``message``."""
        token = self.token
        if token.kind is not kind:
            raise FormatError(message, token.offset)
        self.consume()
        return token

    def parse(self) -> list[Element]:
        """Parse the whole format and verify it."""
        offset = self.token.offset
        elements = []
        while self.token.kind is not TokenKind.EOF:
            elements.append(self.parse_element(Context.TOP_LEVEL))
        self.verify(offset, elements)
        return elements

    def parse_element(self, ctx: Context) -> Element:
        """One element of any kind."""
        kind = self.token.kind
        if kind is TokenKind.LITERAL:
            return self.parse_literal(ctx)
        if kind is TokenKind.STRING:
            return self._parse_string(ctx)
        if kind is TokenKind.VARIABLE:
            token = self.token
            self.consume()
            return self.parse_variable_impl(token.offset, token.spelling[1:], ctx)
        if kind is TokenKind.KEYWORD:
            token = self.token
            self.consume()
            if token.spelling == "custom":
                return self._parse_custom(token.offset, ctx)
            return self.parse_directive_impl(token.offset, token.spelling, ctx)
        if kind is TokenKind.L_PAREN:
            return self._parse_optional_group(ctx)
        raise FormatError(
            "expected literal, variable, directive, or optional group",
            self.token.offset,
        )

    def parse_literal(self, ctx: Context) -> Element:
        """A backtick literal, or a whitespace element."""
        token = self.token
        self.consume()
        if ctx is not Context.TOP_LEVEL:
            raise FormatError(
                "literals may only be used in the top-level section of the format",
                token.offset,
            )
        value = token.spelling
        if len(value) < 2 or value[0] != "`" or value[-1] != "`":
            raise FormatError(f"expected literal, but got '{value}'", token.offset)
        value = value[1:-1]
        if value in ("", " ", "\\n"):
            return Whitespace(value)
        problem = literal_problem(value)
        if problem:
            raise FormatError(
                f"expected valid literal but got '{value}': {problem}", token.offset
            )
        return Literal(value)

    def _parse_string(self, ctx: Context) -> Element:
        token = self.token
        self.consume()
        if ctx is not Context.CUSTOM:
            raise FormatError(
                "strings may only be used as 'custom' directive arguments",
                token.offset,
            )
        value = []
        for char in token.spelling[1:-1]:
            if char != "\\":
                value.append(char)
        return String("".join(value))

    def _parse_optional_group(self, ctx: Context) -> Element:
        offset = self.token.offset
        self.consume()
        if ctx is not Context.TOP_LEVEL:
            raise FormatError(
                "optional groups can only be used as top-level elements", offset
            )
        then_elements: list[Element] = []
        anchor: list[Element] = []
        self._parse_group_children(then_elements, anchor)
        self.consume()
        else_elements: list[Element] = []
        if self.token.kind is TokenKind.COLON:
            self.consume()
            self.expect(
                TokenKind.L_PAREN, "expected '(' to start else branch of optional group"
            )
            self._parse_group_children(else_elements, anchor)  # may hold it
            self.consume()
        self.expect(TokenKind.QUESTION, "expected '?' after optional group")
        if not anchor:
            raise FormatError("optional group has no anchor element", offset)
        self.verify_optional_group_elements(offset, then_elements, anchor[0])
        self.verify_optional_group_elements(offset, else_elements, anchor[0])
        start = 0
        while start < len(then_elements) and isinstance(
            then_elements[start], Whitespace
        ):
            start += 1
        first = then_elements[start] if start < len(then_elements) else None
        if not isinstance(first, (Literal, Custom, *VARIABLES)):
            raise FormatError(
                "first parsable element of an optional group must be "
                "a literal, variable, or custom directive",
                offset,
            )
        return OptionalGroup(then_elements, else_elements, anchor[0], start)

    def _parse_group_children(
        self, elements: list[Element], anchor: list[Element] | None
    ) -> None:
        """Elements up to ``)``; a ``^`` marks the anchor (in the then group,
        or in the else group, which inverts the group)."""
        while True:
            element = self.parse_element(Context.TOP_LEVEL)
            if anchor is not None and self.token.kind is TokenKind.CARET:
                if anchor:
                    raise FormatError(
                        "only one element can be marked as the anchor of an "
                        "optional group",
                        self.token.offset,
                    )
                anchor.append(element)
                self.consume()
            elements.append(element)
            if self.token.kind is TokenKind.R_PAREN:
                return

    def _parse_custom(self, offset: int, ctx: Context) -> Element:
        if ctx is not Context.TOP_LEVEL:
            raise FormatError(
                "`custom` can only be used at the top-level context or within a "
                "`struct` directive",
                offset,
            )
        self.expect(TokenKind.LESS, "expected '<' before custom directive name")
        name = self.expect(
            TokenKind.IDENTIFIER, "expected custom directive name identifier"
        )
        self.expect(TokenKind.GREATER, "expected '>' after custom directive name")
        self.expect(
            TokenKind.L_PAREN, "expected '(' before custom directive parameters"
        )
        arguments = [self.parse_element(Context.CUSTOM)]
        while self.token.kind is TokenKind.COMMA:
            self.consume()
            arguments.append(self.parse_element(Context.CUSTOM))
        self.expect(TokenKind.R_PAREN, "expected ')' after custom directive parameters")
        self.verify_custom_arguments(offset, arguments)
        return Custom(name.spelling, arguments)

    # Hooks of the format kinds -------------------------------------------------

    def parse_variable_impl(self, offset: int, name: str, ctx: Context) -> Element:
        """The element a ``$name`` stands for."""
        raise NotImplementedError

    def parse_directive_impl(self, offset: int, keyword: str, ctx: Context) -> Element:
        """The element a directive keyword starts."""
        raise NotImplementedError

    def verify_custom_arguments(self, offset: int, arguments: list[Element]) -> None:
        """Check the arguments of a ``custom`` directive."""

    def verify_optional_group_elements(
        self, offset: int, elements: list[Element], anchor: Element | None
    ) -> None:
        """Check the elements of one branch of an optional group."""

    def verify(self, offset: int, elements: list[Element]) -> None:
        """Check the whole format once parsed."""
