"""The declarative assembly format of an AttrDef/TypeDef, parsed and validated.

``parse_def_format(def_)`` reads ``assemblyFormat`` once into a tree of
directives (``Literal``, ``Space``, ``Var``, ``Params``, ``Struct``, ``Custom``,
``Ref``, ``Text``, ``Optional``) and checks it as ``AttrOrTypeFormatGen.cpp``'s
``DefFormatParser`` does, raising ``DefFormatError`` with mlir-tblgen's
messages and offsets into the format string.
"""

from __future__ import annotations

from enum import Enum

from tblgen_py.ods.attrdef import AttrOrTypeDef, AttrOrTypeParameter
from tblgen_py.ods.assembly_format.lexer import (
    FormatError,
    FormatLexer,
    Token,
    TokenKind,
)
from tblgen_py.ods.assembly_format.parser import literal_problem
from tblgen_py.ods.named_tuple import NamedTuple

_K = TokenKind


class DefFormatError(Exception):
    """The format's errors, in the order mlir-tblgen prints them."""

    def __init__(self, errors: list[FormatError]) -> None:
        super().__init__(errors[-1].message)
        self.errors = errors


class Ctx(Enum):
    """Where an element appears (FormatParser's ``Context``)."""

    TOP_LEVEL = 0
    CUSTOM = 1
    REF = 2
    STRUCT = 3


class Literal(NamedTuple):
    """A keyword or punctuation literal."""

    value: str


class Space(NamedTuple):
    """`` ` ` ``, ``` `` ``` or `` `\\n` ``."""

    value: str


class Var(NamedTuple):
    """A parameter reference; ``qualified`` prints it with its dialect prefix."""

    param: AttrOrTypeParameter
    qualified: bool = False


class Params(NamedTuple):
    """``params``: all parameters (self-type parameters excluded)."""

    params: tuple[AttrOrTypeParameter, ...]


class Struct(NamedTuple):
    """``struct(...)``: ``name = value`` pairs (parameters or ``custom<...>``
    directives, keyed by their first parameter)."""

    entries: tuple[object, ...]

    @property
    def params(self) -> tuple[AttrOrTypeParameter, ...]:
        """Every parameter the struct captures."""
        return tuple(p for e in self.entries for p in captured(e))


class Ref(NamedTuple):
    """``ref($x)`` inside a custom directive."""

    param: AttrOrTypeParameter


class Text(NamedTuple):
    """A string argument of a custom directive (unescaped)."""

    value: str


class Custom(NamedTuple):
    """``custom<Name>(args)``."""

    name: str
    args: tuple[object, ...]


class Optional(NamedTuple):
    """``(then)?`` / ``(then):(else)?`` with its anchor."""

    then: tuple[object, ...]
    otherwise: tuple[object, ...]
    anchor: object
    inverted: bool


class _Failed(Exception):
    """Stops parsing after an error was recorded."""


class DefFormatParser:
    """Recursive-descent parser of one def's format (FormatParser + DefFormatParser)."""

    def __init__(self, def_: AttrOrTypeDef, text: str) -> None:
        self.def_ = def_
        self.lexer = FormatLexer(text)
        self.errors = self.lexer.errors
        self.seen: set[int] = set()
        self.tok = self.lexer.lex()

    # -- token helpers -------------------------------------------------------
    def consume(self) -> Token:
        tok = self.tok
        self.tok = self.lexer.lex()
        return tok

    def fail(self, offset: int, message: str) -> _Failed:
        self.errors.append(FormatError(message, offset))
        return _Failed()

    def expect(self, kind: TokenKind, message: str) -> Token:
        if self.tok.kind is not kind:
            raise self.fail(self.tok.offset, message)
        return self.consume()

    # -- grammar -------------------------------------------------------------
    def parse(self) -> tuple[object, ...]:
        """format ::= element*  (then the whole-format checks)."""
        loc = self.tok.offset
        elements: list[object] = []
        try:
            while self.tok.kind is not _K.EOF:
                elements.append(self.parse_element(Ctx.TOP_LEVEL))
            self.verify(loc, elements)
        except _Failed:
            raise DefFormatError(self.errors) from None
        if self.errors:
            raise DefFormatError(self.errors)
        return tuple(elements)

    def parse_element(self, ctx: Ctx) -> object:
        """element ::= literal | string | variable | directive | optional-group"""
        kind = self.tok.kind
        if kind is _K.LITERAL:
            return self.parse_literal(ctx)
        if kind is _K.STRING:
            return self.parse_string(ctx)
        if kind is _K.VARIABLE:
            tok = self.consume()
            return self.parse_variable(tok.offset, tok.spelling[1:], ctx)
        if kind is _K.KEYWORD:
            return self.parse_directive(ctx)
        if kind is _K.L_PAREN:
            return self.parse_optional_group(ctx)
        raise self.fail(
            self.tok.offset, "expected literal, variable, directive, or optional group"
        )

    def parse_literal(self, ctx: Ctx) -> object:
        """literal ::= '`' text '`'"""
        tok = self.consume()
        if ctx is not Ctx.TOP_LEVEL:
            raise self.fail(
                tok.offset,
                "literals may only be used in the top-level section of the format",
            )
        value = tok.spelling[1:-1]
        if value in ("", " ", "\\n"):
            return Space(value)
        why = literal_problem(value)
        if why:
            raise self.fail(
                tok.offset, f"expected valid literal but got '{value}': {why}"
            )
        return Literal(value)

    def parse_string(self, ctx: Ctx) -> object:
        """string ::= '"' text '"'  (custom directive arguments only)"""
        tok = self.consume()
        if ctx is not Ctx.CUSTOM:
            raise self.fail(
                tok.offset, "strings may only be used as 'custom' directive arguments"
            )
        value, escape = [], False
        for c in tok.spelling[1:-1]:
            escape = c == "\\"
            if not escape:
                value.append(c)
        return Text("".join(value))

    def parse_variable(self, offset: int, name: str, ctx: Ctx) -> Var:
        """variable ::= '$' identifier  (a parameter of the def)"""
        params = self.def_.parameters
        index = next((i for i, p in enumerate(params) if p.name == name), None)
        if index is None:
            raise self.fail(offset, f"{self.def_.name} has no parameter named '{name}'")
        param = params[index]
        if ctx is not Ctx.REF:
            if index in self.seen:
                raise self.fail(offset, f"duplicate parameter '{name}'")
            self.seen.add(index)
        elif index not in self.seen and not param.is_self_type:
            raise self.fail(
                offset, f"parameter '{name}' must be bound before it is referenced"
            )
        return Var(param)

    def parse_directive(self, ctx: Ctx) -> object:
        """directive ::= 'params' | 'struct' ... | 'custom' ... | 'ref' ... | 'qualified' ..."""
        tok = self.consume()
        loc, name = tok.offset, tok.spelling
        if name == "custom":
            return self.parse_custom(loc, ctx)
        if name == "qualified":
            return self.parse_qualified(loc, ctx)
        if name == "params":
            return self.parse_params(loc, ctx)
        if name == "struct":
            return self.parse_struct(loc, ctx)
        if name == "ref":
            return self.parse_ref(loc, ctx)
        raise self.fail(loc, "unsupported directive kind")

    def parse_qualified(self, loc: int, ctx: Ctx) -> object:
        """qualified ::= 'qualified' '(' variable ')'"""
        self.expect(_K.L_PAREN, "expected '(' before argument list")
        var = self.parse_element(ctx)
        if not isinstance(var, Var):
            raise self.fail(loc, "`qualified` argument list expected a variable")
        self.expect(_K.R_PAREN, "expected ')' after argument list")
        return Var(var.param, True)

    def parse_params(self, loc: int, ctx: Ctx) -> Params:
        """params ::= 'params'"""
        if ctx not in (Ctx.TOP_LEVEL, Ctx.STRUCT):
            raise self.fail(
                loc,
                "`params` can only be used at the top-level context or within a "
                "`struct` directive",
            )
        found = []
        for index, param in enumerate(self.def_.parameters):
            if index in self.seen:
                raise self.fail(
                    loc, f"`params` captures duplicate parameter: {param.name}"
                )
            if param.is_self_type:
                continue
            self.seen.add(index)
            found.append(param)
        return Params(tuple(found))

    def parse_struct(self, loc: int, ctx: Ctx) -> Struct:
        """struct ::= 'struct' '(' (params | entry (',' entry)*) ')'
        entry ::= variable | custom"""
        if ctx is not Ctx.TOP_LEVEL:
            raise self.fail(loc, "`struct` can only be used at the top-level context")
        self.expect(_K.L_PAREN, "expected '(' before `struct` argument list")
        first = self._struct_entry(
            (Var, Params, Custom),
            loc,
            "`struct` argument list expected a parameter or directive",
        )
        if isinstance(first, Params):
            entries: tuple[object, ...] = tuple(Var(p) for p in first.params)
        else:
            found = [first]
            while self.tok.kind is _K.COMMA:
                self.consume()
                found.append(
                    self._struct_entry(
                        (Var, Custom),
                        loc,
                        "expected a parameter or `custom` directive in `struct` argument list",
                    )
                )
            entries = tuple(found)
        self.expect(_K.R_PAREN, "expected ')' at the end of an argument list")
        for entry in entries:
            if isinstance(entry, Custom) and not captured(entry):
                raise self.fail(
                    loc,
                    "a `custom` directive nested within a `struct` must be passed a "
                    "parameter",
                )
        return Struct(entries)

    def _struct_entry(self, kinds: tuple[type, ...], loc: int, message: str) -> object:
        """One element of a struct's argument list (``message`` if it is not one)."""
        try:
            element: object = self.parse_element(Ctx.STRUCT)
        except _Failed:
            element = None
        if not isinstance(element, kinds):
            raise self.fail(loc, message)
        return element

    def parse_ref(self, loc: int, ctx: Ctx) -> Ref:
        """ref ::= 'ref' '(' variable ')'"""
        if ctx is not Ctx.CUSTOM:
            raise self.fail(loc, "'ref' is only valid within a `custom` directive")
        self.expect(_K.L_PAREN, "expected '('")
        child = self.parse_element(Ctx.REF)
        self.expect(_K.R_PAREN, "expeced ')'")
        assert isinstance(child, Var)
        return Ref(child.param)

    def parse_custom(self, loc: int, ctx: Ctx) -> Custom:
        """custom ::= 'custom' '<' identifier '>' '(' argument (',' argument)* ')'"""
        if ctx not in (Ctx.TOP_LEVEL, Ctx.STRUCT):
            raise self.fail(
                loc,
                "`custom` can only be used at the top-level context or within a "
                "`struct` directive",
            )
        self.expect(_K.LESS, "expected '<' before custom directive name")
        name = self.expect(_K.IDENTIFIER, "expected custom directive name identifier")
        self.expect(_K.GREATER, "expected '>' after custom directive name")
        self.expect(_K.L_PAREN, "expected '(' before custom directive parameters")
        args = [self.parse_element(Ctx.CUSTOM)]
        while self.tok.kind is _K.COMMA:
            self.consume()
            args.append(self.parse_element(Ctx.CUSTOM))
        self.expect(_K.R_PAREN, "expected ')' after custom directive parameters")
        return Custom(name.spelling, tuple(args))

    def parse_optional_group(self, ctx: Ctx) -> Optional:
        """group ::= '(' element+ ')' (':' '(' element+ ')')? '?'"""
        loc = self.consume().offset
        if ctx is not Ctx.TOP_LEVEL:
            raise self.fail(
                loc, "optional groups can only be used as top-level elements"
            )
        anchor: list[object] = []

        def children() -> list[object]:
            elements: list[object] = []
            while True:
                element = self.parse_element(Ctx.TOP_LEVEL)
                if self.tok.kind is _K.CARET:
                    if anchor:
                        raise self.fail(
                            self.tok.offset,
                            "only one element can be marked as the anchor of an "
                            "optional group",
                        )
                    anchor.append(element)
                    self.consume()
                elements.append(element)
                if self.tok.kind is _K.R_PAREN:
                    return elements

        then = children()
        self.consume()
        inverted = not anchor
        otherwise: list[object] = []
        if self.tok.kind is _K.COLON:
            self.consume()
            self.expect(
                _K.L_PAREN, "expected '(' to start else branch of optional group"
            )
            otherwise = children()
            self.consume()
        self.expect(_K.QUESTION, "expected '?' after optional group")
        if not anchor:
            raise self.fail(loc, "optional group has no anchor element")
        self.verify_group(loc, then, anchor[0])
        self.verify_group(loc, otherwise, None)
        first = next((e for e in then if not isinstance(e, Space)), None)
        if not isinstance(first, (Literal, Var, Custom)):
            raise self.fail(
                loc,
                "first parsable element of an optional group must be a literal, "
                "variable, or custom directive",
            )
        return Optional(tuple(then), tuple(otherwise), anchor[0], inverted)

    # -- checks --------------------------------------------------------------
    def verify_group(self, loc: int, elements: list[object], anchor: object) -> None:
        """``verifyOptionalGroupElements``."""
        for el in elements:
            if isinstance(el, Var) and not el.param.is_optional:
                raise self.fail(loc, "parameters in an optional group must be optional")
            if isinstance(el, Params) and not all(p.is_optional for p in el.params):
                raise self.fail(
                    loc,
                    "`params` directive allowed in optional group only if all "
                    "parameters are optional",
                )
            if isinstance(el, Struct) and not all(p.is_optional for p in el.params):
                raise self.fail(
                    loc,
                    "`struct` is only allowed in an optional group if all captured "
                    "parameters are optional",
                )
            if isinstance(el, Custom) and any(
                isinstance(a, Var) and not a.param.is_optional for a in el.args
            ):
                raise self.fail(
                    loc,
                    "`custom` is only allowed in an optional group if all captured "
                    "parameters are optional",
                )
        if anchor is None:
            return
        if not isinstance(anchor, (Var, Params, Struct, Custom)):
            raise self.fail(
                loc, "optional group anchor must be a parameter or directive"
            )
        if isinstance(anchor, Custom) and not any(
            isinstance(a, Var) for a in anchor.args
        ):
            raise self.fail(
                loc,
                "`custom` directive with no bound parameters cannot be used as "
                "optional group anchor",
            )

    def verify(self, loc: int, elements: list[object]) -> None:
        """Every required parameter bound; no ambiguous ``struct`` + comma."""
        for index, param in enumerate(self.def_.parameters):
            if param.is_optional:
                continue
            if index not in self.seen:
                if param.is_self_type:
                    continue
                raise self.fail(
                    loc, f"format is missing reference to parameter: {param.name}"
                )
            if param.is_self_type:
                raise self.fail(
                    loc, "unexpected self type parameter in assembly format"
                )
        for left, right in zip(elements, elements[1:]):
            if (
                isinstance(left, Struct)
                and isinstance(right, Literal)
                and right.value == ","
                and any(p.is_optional for p in left.params)
            ):
                raise self.fail(
                    loc,
                    "`struct` directive with optional parameters cannot be followed "
                    "by a comma literal",
                )


def captured(element: object) -> tuple[AttrOrTypeParameter, ...]:
    """The parameters an element binds (a variable, or a custom directive's)."""
    if isinstance(element, Var):
        return (element.param,)
    if isinstance(element, Custom):
        return tuple(a.param for a in element.args if isinstance(a, Var))
    return ()


def parse_def_format(def_: AttrOrTypeDef) -> tuple[object, ...]:
    """The directive tree of ``def_.assembly_format`` (raises DefFormatError)."""
    assert def_.assembly_format is not None
    return DefFormatParser(def_, def_.assembly_format).parse()
