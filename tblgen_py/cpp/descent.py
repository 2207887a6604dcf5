"""Recursive-descent parser of the ``cpp_grammar`` language: the fast path.

``parse_descent(text)`` implements the same grammar as the pyparsing
``expression_grammar`` (same ordered choices, greedy repetitions, whitespace
and keyword rules, same node builders), without importing pyparsing.  It
returns None when the text does not parse, or uses a feature it leaves to
pyparsing (escapes in string literals, tabs, integer literals ``int()``
rejects); ``parse_cpp`` then runs the grammar, which also words the error.
A differential test checks that both parsers agree.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TypeVar

from tblgen_py.cpp import ast
from tblgen_py.cpp.grammar import (
    fold_binary,
    fold_unary,
    int_literal,
    name_node,
    template_text,
    type_text,
)
from tblgen_py.ods.lazy_re import LazyPattern

T = TypeVar("T")
Parsed = tuple[T, int] | None

_WHITE = " \n\t\r"
_KEYWORD_CHARS = frozenset(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$"
)
_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_QUALIFIED = re.compile(
    r"(::\s*)?[A-Za-z_][A-Za-z0-9_]*(\s*::\s*(template\s+)?[A-Za-z_][A-Za-z0-9_]*)*"
)
_INT = LazyPattern(r"(0[xX][0-9a-fA-F]+|[0-9]+)[uUlL]*")
_PLACEHOLDER = re.compile(r"\$[A-Za-z_][A-Za-z0-9_]*")
_STRING = LazyPattern(r'"(?:(?:\\.)|(?:[^"\n\r\\]))*"')
_LAMBDA_INTRO = LazyPattern(r"\[\s*[&=]?\s*\]")
_TARGS_CLOSE = LazyPattern(r">(?!=)")
_TYPE_SUFFIX = LazyPattern(r"&&|&|\*")
_UNARY_OP = re.compile(r"!(?!=)|-(?![-=>])|~|\+(?![+=])")
_BINARY_OP = re.compile(
    r"\|\||&&|==|!=|<=|>=|<(?![<=])|>(?![>=])|[*/%^]|[+](?![+=])|-(?![-=>])"
    r"|&(?![&=])|\|(?![|=])"
)


class _Unsupported(Exception):
    """The text uses a feature only the pyparsing grammar handles."""


class _Parser:
    """One parse; every ``parse_<rule>`` returns ``(value, end)`` or None."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.size = len(text)

    # -- terminals (each skips leading whitespace, as pyparsing tokens do)

    def skip(self, pos: int) -> int:
        """The first position at or after ``pos`` that is not whitespace."""
        text, size = self.text, self.size
        while pos < size and text[pos] in _WHITE:
            pos += 1
        return pos

    def literal(self, pos: int, word: str) -> int | None:
        """End of ``word`` at ``pos``."""
        pos = self.skip(pos)
        return pos + len(word) if self.text.startswith(word, pos) else None

    def regex(self, pos: int, pattern: re.Pattern[str] | LazyPattern) -> Parsed[str]:
        """The match of ``pattern`` at ``pos``."""
        match = pattern.match(self.text, self.skip(pos))
        return None if match is None else (match.group(), match.end())

    def keyword(self, pos: int, word: str) -> int | None:
        """End of keyword ``word``: no identifier character on either side."""
        pos = self.skip(pos)
        end = pos + len(word)
        if not self.text.startswith(word, pos):
            return None
        if pos > 0 and self.text[pos - 1] in _KEYWORD_CHARS:
            return None
        if end < self.size and self.text[end] in _KEYWORD_CHARS:
            return None
        return end

    def delimited(self, pos: int, item: Callable[[int], Parsed[T]]) -> Parsed[list[T]]:
        """``item ("," item)*``."""
        first = item(pos)
        if first is None:
            return None
        values, pos = [first[0]], first[1]
        while True:
            comma = self.literal(pos, ",")
            following = None if comma is None else item(comma)
            if following is None:
                return values, pos
            values.append(following[0])
            pos = following[1]

    def optional_list(
        self, pos: int, item: Callable[[int], Parsed[T]]
    ) -> tuple[list[T], int]:
        """``[item ("," item)*]``: never fails."""
        return self.delimited(pos, item) or ([], pos)

    def enclosed(
        self, pos: int, open_: str, close: str, item: Callable[[int], Parsed[T]]
    ) -> Parsed[list[T]]:
        """``open [item ("," item)*] close``."""
        start = self.literal(pos, open_)
        if start is None:
            return None
        values, pos = self.optional_list(start, item)
        end = self.literal(pos, close)
        return None if end is None else (values, end)

    # -- types

    def parse_type(self, pos: int) -> Parsed[str]:
        """``["const"] (template_id | qualified | integer) ("&&" | "&" | "*")*``."""
        tokens = []
        const = self.keyword(pos, "const")
        if const is not None:
            tokens.append("const")
            pos = const
        core = (
            self.parse_template_id(pos)
            or self.regex(pos, _QUALIFIED)
            or self.regex(pos, _INT)
        )
        if core is None:
            return None
        tokens.append(core[0])
        pos = core[1]
        while (suffix := self.regex(pos, _TYPE_SUFFIX)) is not None:
            tokens.append(suffix[0])
            pos = suffix[1]
        return type_text(tokens), pos

    def parse_template_id(self, pos: int) -> Parsed[str]:
        """``qualified "<" [type ("," type)*] ">"``."""
        name = self.regex(pos, _QUALIFIED)
        if name is None:
            return None
        types = self.enclosed(name[1], "<", ">", self.parse_type)
        if types is None:
            return None
        return template_text([name[0], *types[0]]), types[1]

    def parse_template_args(self, pos: int) -> Parsed[list[str]]:
        """``"<" [type ("," type)*] />(?!=)/``."""
        start = self.literal(pos, "<")
        if start is None:
            return None
        types, pos = self.optional_list(start, self.parse_type)
        close = self.regex(pos, _TARGS_CLOSE)
        return None if close is None else (types, close[1])

    # -- expressions

    def parse_expr(self, pos: int) -> Parsed[ast.Node]:
        """``binary ["?" expr ":" expr]``."""
        cond = self.parse_binary(pos)
        if cond is None:
            return None
        question = self.literal(cond[1], "?")
        then = None if question is None else self.parse_expr(question)
        colon = None if then is None else self.literal(then[1], ":")
        other = None if colon is None else self.parse_expr(colon)
        if then is None or other is None:
            return cond
        return ast.Ternary(cond[0], then[0], other[0]), other[1]

    def parse_binary(self, pos: int) -> Parsed[ast.Node]:
        """``unary (binop unary)*`` folded with C++ precedence."""
        first = self.parse_unary(pos)
        if first is None:
            return None
        items: list[object] = [first[0]]
        pos = first[1]
        while (op := self.regex(pos, _BINARY_OP)) is not None:
            operand = self.parse_unary(op[1])
            if operand is None:
                break
            items += [op[0], operand[0]]
            pos = operand[1]
        return fold_binary(items), pos

    def parse_unary(self, pos: int) -> Parsed[ast.Node]:
        """``("!" | "-" | "~" | "+")* postfix``."""
        items: list[object] = []
        while (op := self.regex(pos, _UNARY_OP)) is not None:
            items.append(op[0])
            pos = op[1]
        operand = self.parse_postfix(pos)
        if operand is None:
            return None
        return fold_unary([*items, operand[0]]), operand[1]

    def parse_postfix(self, pos: int) -> Parsed[ast.Node]:
        """``primary (call | member | index | brace_init)*``."""
        primary = self.parse_primary(pos)
        if primary is None:
            return None
        node, pos = primary
        while True:
            suffix = self.parse_suffix(pos)
            if suffix is None:
                return node, pos
            node, pos = suffix[0](node), suffix[1]

    def parse_suffix(self, pos: int) -> Parsed[Callable[[ast.Node], ast.Node]]:
        """``call | member | index | brace_init``, chosen by the next character."""
        start = self.skip(pos)
        char = self.text[start : start + 1]
        if char == "(":
            return self.parse_call(start)
        if char == "." or self.text.startswith("->", start):
            return self.parse_member(start)
        if char == "[":
            return self.parse_index(start)
        if char == "{":
            return self.parse_brace_init(start)
        return None

    def parse_call(self, pos: int) -> Parsed[Callable[[ast.Node], ast.Node]]:
        """``"(" [expr ("," expr)*] ")"`` as a postfix operation."""
        args = self.enclosed(pos, "(", ")", self.parse_expr)
        if args is None:
            return None
        values = tuple(args[0])
        return (lambda callee: ast.Call(callee, values)), args[1]

    def parse_brace_init(self, pos: int) -> Parsed[Callable[[ast.Node], ast.Node]]:
        """``"{" [expr ("," expr)*] "}"`` as a postfix operation."""
        args = self.enclosed(pos, "{", "}", self.parse_expr)
        if args is None:
            return None
        values = tuple(args[0])
        return (lambda callee: ast.Call(callee, values, brace=True)), args[1]

    def parse_index(self, pos: int) -> Parsed[Callable[[ast.Node], ast.Node]]:
        """``"[" expr "]"`` as a postfix operation."""
        start = self.literal(pos, "[")
        index = None if start is None else self.parse_expr(start)
        end = None if index is None else self.literal(index[1], "]")
        if index is None or end is None:
            return None
        value = index[0]
        return (lambda obj: ast.Index(obj, value)), end

    def parse_member(self, pos: int) -> Parsed[Callable[[ast.Node], ast.Node]]:
        """``("." | "->") ["template"] ident [targs &"("] [args]``."""
        start = self.literal(pos, ".")
        if start is None:
            start = self.literal(pos, "->")
        if start is None:
            return None
        pos = self.keyword(start, "template") or start
        name = self.regex(pos, _IDENT)
        if name is None:
            return None
        pos = name[1]
        targs = self.parse_template_args(pos)
        if targs is not None and self.literal(targs[1], "(") is not None:
            pos = targs[1]
        else:
            targs = None
        args = self.enclosed(pos, "(", ")", self.parse_expr)
        if args is not None:
            pos = args[1]
        member_targs = None if targs is None else tuple(targs[0])
        member_args = None if args is None else tuple(args[0])
        text = name[0]
        return (lambda obj: ast.Member(obj, text, member_targs, member_args)), pos

    def parse_primary(self, pos: int) -> Parsed[ast.Node]:
        """``lambda | static_cast | paren | brace | string | number | placeholder | name``.

        Only one alternative can start with a given character (``static_cast``
        and names both start with a letter), so the next one picks it.
        """
        start = self.skip(pos)
        char = self.text[start : start + 1]
        alternative = _PRIMARY_BY_CHAR.get(char)
        if alternative is not None:
            return alternative(self, start)
        if "0" <= char <= "9" and char:
            return self.parse_number(start)
        return self.parse_static_cast(start) or self.parse_name(start)

    def parse_lambda(self, pos: int) -> Parsed[ast.Node]:
        """``"[" ["&" | "="] "]" "(" [param ("," param)*] ")" ["->" type]
        "{" "return" expr ";" "}"``."""
        intro = self.regex(pos, _LAMBDA_INTRO)
        params = (
            None
            if intro is None
            else self.enclosed(intro[1], "(", ")", self.parse_param)
        )
        if params is None:
            return None
        pos = params[1]
        arrow = self.literal(pos, "->")
        result_type = None if arrow is None else self.parse_type(arrow)
        if result_type is not None:
            pos = result_type[1]
        brace = self.literal(pos, "{")
        ret = None if brace is None else self.keyword(brace, "return")
        body = None if ret is None else self.parse_expr(ret)
        semi = None if body is None else self.literal(body[1], ";")
        end = None if semi is None else self.literal(semi, "}")
        if body is None or end is None:
            return None
        return ast.Lambda(tuple(params[0]), body[0]), end

    def parse_param(self, pos: int) -> Parsed[str]:
        """``type ident``: the parameter name."""
        param_type = self.parse_type(pos)
        return None if param_type is None else self.regex(param_type[1], _IDENT)

    def parse_static_cast(self, pos: int) -> Parsed[ast.Node]:
        """``"static_cast" "<" type ">" "(" expr ")"``."""
        start = self.keyword(pos, "static_cast")
        less = None if start is None else self.literal(start, "<")
        cast_type = None if less is None else self.parse_type(less)
        greater = None if cast_type is None else self.literal(cast_type[1], ">")
        paren = None if greater is None else self.literal(greater, "(")
        value = None if paren is None else self.parse_expr(paren)
        end = None if value is None else self.literal(value[1], ")")
        if cast_type is None or value is None or end is None:
            return None
        return ast.StaticCast(cast_type[0], value[0]), end

    def parse_paren(self, pos: int) -> Parsed[ast.Node]:
        """``"(" expr ")"``."""
        start = self.literal(pos, "(")
        value = None if start is None else self.parse_expr(start)
        end = None if value is None else self.literal(value[1], ")")
        return None if value is None or end is None else (value[0], end)

    def parse_brace(self, pos: int) -> Parsed[ast.Node]:
        """``"{" [expr ("," expr)*] "}"``: a brace list."""
        items = self.enclosed(pos, "{", "}", self.parse_expr)
        return None if items is None else (ast.BraceList(tuple(items[0])), items[1])

    def parse_string(self, pos: int) -> Parsed[ast.Node]:
        """A double-quoted string literal (escapes are left to pyparsing)."""
        literal = self.regex(pos, _STRING)
        if literal is None:
            return None
        if "\\" in literal[0]:
            raise _Unsupported
        return ast.StrLit(literal[0][1:-1]), literal[1]

    def parse_number(self, pos: int) -> Parsed[ast.Node]:
        """An integer literal."""
        literal = self.regex(pos, _INT)
        if literal is None:
            return None
        try:
            return int_literal(literal[0]), literal[1]
        except ValueError:
            raise _Unsupported from None

    def parse_placeholder(self, pos: int) -> Parsed[ast.Node]:
        """``$name``."""
        literal = self.regex(pos, _PLACEHOLDER)
        if literal is None:
            return None
        return ast.Placeholder(literal[0][1:]), literal[1]

    def parse_name(self, pos: int) -> Parsed[ast.Node]:
        """``qualified [targs &("(" | "{" | "::")]``."""
        name = self.regex(pos, _QUALIFIED)
        if name is None:
            return None
        targs = self.parse_template_args(name[1])
        if targs is not None:
            follow = self.skip(targs[1])
            if self.text.startswith(("(", "{", "::"), follow):
                return name_node(name[0], tuple(targs[0])), targs[1]
        return name_node(name[0], None), name[1]


_PRIMARY_BY_CHAR: dict[str, Callable[[_Parser, int], Parsed[ast.Node]]] = {
    "[": _Parser.parse_lambda,
    "(": _Parser.parse_paren,
    "{": _Parser.parse_brace,
    '"': _Parser.parse_string,
    "$": _Parser.parse_placeholder,
}


def parse_descent(text: str) -> ast.Node | None:
    """The tree of ``text``, or None to leave it to the pyparsing grammar."""
    if "\t" in text:  # pyparsing expands tabs first
        return None
    parser = _Parser(text)
    try:
        result = parser.parse_expr(0)
    except (_Unsupported, RecursionError):  # deep nesting: pyparsing decides
        return None
    if result is None or parser.skip(result[1]) != len(text):
        return None
    return result[0]
