"""pyparsing grammar of the C++ expressions used in ODS predicates.

The grammar covers what ``CPred`` strings use: qualified names with template
arguments (``::llvm::isa<::mlir::IntegerType>``), ``$`` placeholders, literals,
calls, member calls (``x.template m<T>(a)``), indexing, brace lists, lambdas
whose body is one ``return`` statement, ``static_cast``, and the C++ operators
from ``?:`` down to unary ``!``/``-``/``~`` with C++ precedence.  A template
argument list is only taken after a name when ``(``, ``{`` or ``::`` follows it,
so ``a < b`` stays a comparison.  The grammar is built once, on first use, and
only for texts the recursive-descent parser of ``cpp_descent`` (the same
language, without pyparsing's import and parse cost) leaves to it.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Callable

from tblgen_py.cpp import ast

if TYPE_CHECKING:
    import pyparsing as pp


class CppSyntaxError(Exception):
    """A predicate expression outside the grammar; ``offset`` is 0-based."""

    def __init__(self, message: str, offset: int) -> None:
        super().__init__(message)
        self.message = message
        self.offset = offset


_PRECEDENCE = {
    "||": 1,
    "&&": 2,
    "|": 3,
    "^": 4,
    "&": 5,
    "==": 6,
    "!=": 6,
    "<": 7,
    ">": 7,
    "<=": 7,
    ">=": 7,
    "+": 8,
    "-": 8,
    "*": 9,
    "/": 9,
    "%": 9,
}


def _climb(items: Sequence[object], pos: int, min_prec: int) -> tuple[ast.Node, int]:
    """Precedence climbing over ``operand (op operand)*`` from ``pos``."""
    lhs = items[pos]
    assert isinstance(lhs, ast.Node)
    pos += 1
    while pos < len(items) and _PRECEDENCE[str(items[pos])] >= min_prec:
        op = str(items[pos])
        rhs, pos = _climb(items, pos + 1, _PRECEDENCE[op] + 1)
        lhs = ast.Binary(op, lhs, rhs)
    return lhs, pos


def fold_binary(tokens: Sequence[object] | pp.ParseResults) -> ast.Node:
    """Fold ``operand (op operand)*`` with C++ precedence, left-associative."""
    return _climb(list(tokens), 0, 0)[0]


def _fold_postfix(tokens: pp.ParseResults) -> ast.Node:
    """Apply postfix operations (calls, members, indexing) left to right."""
    node: ast.Node = tokens[0]
    for apply in tokens[1:]:
        node = apply(node)
    return node


def fold_unary(tokens: Sequence[object] | pp.ParseResults) -> ast.Node:
    """Apply prefix operators right to left."""
    items: list[object] = list(tokens)
    node = items[-1]
    assert isinstance(node, ast.Node)
    for op in reversed(items[:-1]):
        node = ast.Unary(str(op), node)
    return node


def _int_value(text: str, loc: int, tokens: pp.ParseResults) -> ast.Node:
    """An integer literal, suffixes dropped; ``09`` is a syntax error."""
    import pyparsing as pp

    try:
        return int_literal(tokens[0])
    except ValueError:
        raise pp.ParseFatalException(text, loc, "invalid integer literal") from None


def int_literal(text: str) -> ast.Node:
    """An integer literal, suffixes dropped (``int()`` may raise ValueError)."""
    text = text.rstrip("uUlL")
    return ast.IntLit(int(text, 0) if text != "0" else 0)


def _name(tokens: pp.ParseResults) -> ast.Node:
    """A name, or a keyword literal."""
    return name_node(tokens[0], tuple(tokens[1]) if len(tokens) > 1 else None)


def name_node(qualified: str, targs: tuple[str, ...] | None) -> ast.Node:
    """A name with its template arguments, or a keyword literal."""
    text = "".join(qualified.split())
    if targs is None and text in ("true", "false"):
        return ast.BoolLit(text == "true")
    if targs is None and text == "nullptr":
        return ast.NullPtr()
    return ast.Name(text, targs)


def _call_suffix(tokens: pp.ParseResults) -> Callable[[ast.Node], ast.Node]:
    """``(args)`` as a postfix operation."""
    args = tuple(tokens)
    return lambda callee: ast.Call(callee, args)


def _brace_suffix(tokens: pp.ParseResults) -> Callable[[ast.Node], ast.Node]:
    """``{args}`` (a brace initializer) as a postfix operation."""
    args = tuple(tokens)
    return lambda callee: ast.Call(callee, args, brace=True)


def _member_suffix(tokens: pp.ParseResults) -> Callable[[ast.Node], ast.Node]:
    """``.name<targs>(args)`` as a postfix operation."""
    name = tokens["name"]
    targs = tuple(tokens["targs"][0]) if "targs" in tokens else None
    args = tuple(tokens["args"]) if "args" in tokens else None
    return lambda obj: ast.Member(obj, name, targs, args)


def _index_suffix(tokens: pp.ParseResults) -> Callable[[ast.Node], ast.Node]:
    """``[index]`` as a postfix operation."""
    index = tokens[0]
    return lambda obj: ast.Index(obj, index)


def type_text(tokens: Sequence[object] | pp.ParseResults) -> str:
    """The text of a type (template argument or parameter type)."""
    return " ".join(str(t) for t in tokens)


def template_text(tokens: Sequence[object] | pp.ParseResults) -> str:
    """A template-id's text: ``Name<A, B>``."""
    return f"{tokens[0]}<{', '.join(str(t) for t in tokens[1:])}>"


@lru_cache(maxsize=None)
def expression_grammar() -> pp.ParserElement:
    """The whole-string expression grammar (built once)."""
    import pyparsing as pp

    lit = pp.Suppress
    ident = pp.Regex(r"[A-Za-z_][A-Za-z0-9_]*").set_name("identifier")
    qualified = pp.Regex(
        r"(::\s*)?[A-Za-z_][A-Za-z0-9_]*(\s*::\s*(template\s+)?[A-Za-z_][A-Za-z0-9_]*)*"
    ).set_name("name")
    cpp_type = pp.Forward()
    cpp_type.set_name("type")
    targs = (
        lit("<")
        + pp.Group(pp.Optional(pp.DelimitedList(cpp_type)))
        + lit(pp.Regex(">(?!=)"))
    ).set_name("template arguments")
    int_lit = pp.Regex(r"(0[xX][0-9a-fA-F]+|[0-9]+)[uUlL]*").set_name("integer")
    template_id = qualified + lit("<") + pp.Optional(pp.DelimitedList(cpp_type))
    template_id = (template_id + lit(">")).set_parse_action(template_text)
    cpp_type <<= (
        pp.Optional(pp.Keyword("const"))
        + (template_id | qualified | int_lit)
        + pp.ZeroOrMore(pp.one_of("&& & *"))
    ).set_parse_action(type_text)

    expr = pp.Forward()
    expr.set_name("expression")
    args = (lit("(") + pp.Optional(pp.DelimitedList(expr)) + lit(")")).set_name(
        "arguments"
    )
    after_targs = pp.FollowedBy(pp.one_of("( { ::"))
    name = (qualified + pp.Optional(targs + after_targs)).set_parse_action(_name)
    placeholder = pp.Regex(r"\$[A-Za-z_][A-Za-z0-9_]*").set_name("placeholder")
    placeholder.set_parse_action(lambda t: ast.Placeholder(t[0][1:]))
    string = pp.QuotedString('"', esc_char="\\").set_name("string")
    string.set_parse_action(lambda t: ast.StrLit(t[0]))
    number = int_lit.copy().set_parse_action(_int_value)
    brace = (lit("{") + pp.Optional(pp.DelimitedList(expr)) + lit("}")).set_name(
        "brace list"
    )
    brace.set_parse_action(lambda t: ast.BraceList(tuple(t)))
    param = (cpp_type + ident).set_parse_action(lambda t: t[-1])
    lambda_ = (
        lit(pp.Regex(r"\[\s*[&=]?\s*\]"))
        + pp.Group(lit("(") + pp.Optional(pp.DelimitedList(param)) + lit(")"))
        + pp.Optional(lit("->") + lit(cpp_type))
        + lit("{")
        + lit(pp.Keyword("return"))
        + expr
        + lit(";")
        + lit("}")
    ).set_name("lambda")
    lambda_.set_parse_action(lambda t: ast.Lambda(tuple(t[0]), t[1]))
    static_cast = (
        lit(pp.Keyword("static_cast")) + lit("<") + cpp_type + lit(">") + lit("(")
    )
    static_cast = (static_cast + expr + lit(")")).set_name("static_cast")
    static_cast.set_parse_action(lambda t: ast.StaticCast(t[0], t[1]))
    paren = (lit("(") + expr + lit(")")).set_name("parenthesised expression")
    primary = (
        lambda_ | static_cast | paren | brace | string | number | placeholder | name
    ).set_name("primary expression")

    call = args.copy().set_parse_action(_call_suffix)
    brace_init = lit("{") + pp.Optional(pp.DelimitedList(expr)) + lit("}")
    brace_init = brace_init.set_name("brace initializer").set_parse_action(
        _brace_suffix
    )
    member = (
        lit(pp.one_of(". ->"))
        + lit(pp.Optional(pp.Keyword("template")))
        + ident("name")
        + pp.Optional(targs("targs") + pp.FollowedBy("("))
        + pp.Optional(pp.Group(args)("args"))
    ).set_parse_action(_member_suffix)
    index = (lit("[") + expr + lit("]")).set_parse_action(_index_suffix)
    postfix = (
        primary + pp.ZeroOrMore(call | member | index | brace_init)
    ).set_parse_action(_fold_postfix)
    unary = pp.Forward()
    unary.set_name("unary expression")
    unary <<= (
        pp.ZeroOrMore(pp.Regex(r"!(?!=)|-(?![-=>])|~|\+(?![+=])")) + postfix
    ).set_parse_action(fold_unary)

    binop = pp.Regex(
        r"\|\||&&|==|!=|<=|>=|<(?![<=])|>(?![>=])|[*/%^]|[+](?![+=])|-(?![-=>])"
        r"|&(?![&=])|\|(?![|=])"
    ).set_name("binary operator")
    binary = (unary + pp.ZeroOrMore(binop + unary)).set_parse_action(fold_binary)
    log_or = binary.set_name("binary expression")
    ternary = (log_or + pp.Optional(lit("?") + expr + lit(":") + expr)).set_name(
        "conditional expression"
    )
    ternary.set_parse_action(
        lambda t: ast.Ternary(t[0], t[1], t[2]) if len(t) == 3 else t[0]
    )
    expr <<= ternary
    whole: pp.ParserElement = expr + pp.StringEnd()
    return whole.set_name("predicate expression")


def _message(text: str, exc: pp.ParseBaseException) -> str:
    """A diagnostic for a parse failure at ``exc.loc``."""
    if exc.loc >= len(text.rstrip()):
        return "unexpected end of expression"
    if "end of text" in exc.msg:
        return f"unexpected '{text[exc.loc]}' in C++ predicate expression"
    return exc.msg.replace("Expected", "expected", 1).replace("Keyword ", "")


@lru_cache(maxsize=4096)
def parse_cpp(text: str) -> ast.Node:
    """Parse one C++ expression; raises CppSyntaxError."""
    from tblgen_py.cpp.descent import parse_descent

    fast = parse_descent(text)
    return fast if fast is not None else parse_with_grammar(text)


def parse_with_grammar(text: str) -> ast.Node:
    """Parse one C++ expression with the pyparsing grammar; raises CppSyntaxError."""
    import pyparsing as pp

    try:
        result = expression_grammar().parse_string(text, parse_all=True)
    except pp.ParseBaseException as exc:
        raise CppSyntaxError(_message(text, exc), exc.loc) from None
    node = result[0]
    assert isinstance(node, ast.Node)
    return node
