"""The PDLL lexer: token kinds, spellings, string values and lexical errors."""

from __future__ import annotations

import pytest

from tblgen_py.pdll.diagnostics import DiagnosticEngine
from tblgen_py.pdll.lexer import Lexer, TokenKind
from tblgen_py.support.diagnostics import SourceFile

K = TokenKind


def lex_all(text: str) -> tuple[list[tuple[TokenKind, str]], DiagnosticEngine]:
    diag = DiagnosticEngine()
    lexer = Lexer(SourceFile("t.pdll", text), diag)
    tokens = []
    while True:
        tok = lexer.lex_token()
        tokens.append((tok.kind, tok.spelling))
        if tok.kind in (K.EOF, K.ERROR):
            return tokens, diag


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        ("Pattern", [K.KW_PATTERN]),
        ("op attr type", [K.KW_OP, K.KW_ATTR, K.KW_TYPE]),
        (
            "Op Attr Type TypeRange",
            [K.KW_OP_CST, K.KW_ATTR_CST, K.KW_TYPE_CST, K.KW_TYPE_RANGE],
        ),
        ("Value ValueRange", [K.KW_VALUE, K.KW_VALUE_RANGE]),
        ("_ _x x_", [K.UNDERSCORE, K.IDENTIFIER, K.IDENTIFIER]),
        ("-> => = :", [K.ARROW, K.EQUAL_ARROW, K.EQUAL, K.COLON]),
        (
            "( ) { } [ ] < >",
            [
                K.L_PAREN,
                K.R_PAREN,
                K.L_BRACE,
                K.R_BRACE,
                K.L_SQUARE,
                K.R_SQUARE,
                K.LESS,
                K.GREATER,
            ],
        ),
        ("12 0", [K.INTEGER, K.INTEGER]),
        ("#include", [K.DIRECTIVE]),
        ('"s" [{ block }]', [K.STRING, K.STRING_BLOCK]),
        ("a // comment\n b", [K.IDENTIFIER, K.IDENTIFIER]),
    ],
)
def test_token_kinds(text: str, kinds: list[TokenKind]) -> None:
    tokens, diag = lex_all(text)
    assert [kind for kind, _ in tokens] == [*kinds, K.EOF]
    assert not diag.diagnostics


def test_keywords_classified() -> None:
    diag = DiagnosticEngine()
    lexer = Lexer(SourceFile("t.pdll", "op Op with _"), diag)
    op, op_cst, with_, underscore = (lexer.lex_token() for _ in range(4))
    assert op.is_dependent_keyword() and op.is_keyword()
    assert op_cst.is_keyword() and not op_cst.is_dependent_keyword()
    assert with_.is_keyword()
    assert not underscore.is_keyword()


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ('"plain"', "plain"),
        (r'"a\"b\\c"', 'a"b\\c'),
        (r'"\n\t"', "\n\t"),
        (r'"\41\4a"', "AJ"),
        ('[{ multi\nline "q" }]', ' multi\nline "q" '),
    ],
)
def test_string_values(text: str, value: str) -> None:
    tok = Lexer(SourceFile("t.pdll", text), DiagnosticEngine()).lex_token()
    assert tok.is_string()
    assert tok.string_value() == value


@pytest.mark.parametrize(
    ("text", "message", "column"),
    [
        ("$", "unexpected character", 1),
        ("a - b", "unexpected character", 3),
        ("a / b", "unexpected character", 3),
        ('"abc', "expected '\"' in string literal", 4),
        ('"ab\ncd"', "expected '\"' in string literal", 4),
        ("[{ abc", "expected '}]' in string literal", 6),
        (r'"a\qb"', "unknown escape in string literal", 3),
    ],
)
def test_lexical_errors(text: str, message: str, column: int) -> None:
    tokens, diag = lex_all(text)
    assert tokens[-1][0] is K.ERROR
    (error,) = diag.diagnostics
    assert error.message == message
    assert error.span is not None
    assert error.span.file.line_col(error.span.start) == (1, column)
