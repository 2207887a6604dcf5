"""Tests of the MLIR text lexer."""

from __future__ import annotations

import pytest

from tblgen_py.support.diagnostics import SourceFile
from tblgen_py.runtime.text.lexer import (
    Lexer,
    MLIRParseError,
    TokenKind,
    unescape_string,
)


def lex_all(text: str) -> list[tuple[TokenKind, str]]:
    """Kinds and spellings of every token but EOF."""
    return [(t.kind, t.text) for t in Lexer(SourceFile("t.mlir", text)).tokenize()[:-1]]


@pytest.mark.parametrize(
    "text,kind",
    [
        ("foo", TokenKind.BARE_IDENT),
        ("foo.bar$baz_1", TokenKind.BARE_IDENT),
        ("_x", TokenKind.BARE_IDENT),
        ("%0", TokenKind.PERCENT_IDENT),
        ("%arg.x-1", TokenKind.PERCENT_IDENT),
        ("^bb0", TokenKind.CARET_IDENT),
        ("@sym", TokenKind.AT_IDENT),
        ('@"quoted sym"', TokenKind.AT_IDENT),
        ("#map", TokenKind.HASH_IDENT),
        ("#1", TokenKind.HASH_IDENT),
        ("!ty.pe", TokenKind.EXCL_IDENT),
        ("42", TokenKind.INTEGER),
        ("0x1F", TokenKind.INTEGER),
        ("1.5", TokenKind.FLOAT),
        ("1.", TokenKind.FLOAT),
        ("1.0e-5", TokenKind.FLOAT),
        ("2.5E+10", TokenKind.FLOAT),
        ('"str"', TokenKind.STRING),
        ('"esc\\"aped"', TokenKind.STRING),
        ("->", TokenKind.ARROW),
        ("/", TokenKind.SLASH),
        ("...", TokenKind.ELLIPSIS),
        ("{-#", TokenKind.FILE_METADATA_BEGIN),
        ("#-}", TokenKind.FILE_METADATA_END),
        ("(", TokenKind.L_PAREN),
        ("}", TokenKind.R_BRACE),
        ("]", TokenKind.R_SQUARE),
        ("<", TokenKind.LESS),
        ("=", TokenKind.EQUAL),
        ("?", TokenKind.QUESTION),
        ("*", TokenKind.STAR),
        ("-", TokenKind.MINUS),
        ("|", TokenKind.VERTICAL_BAR),
    ],
)
def test_single_token(text: str, kind: TokenKind) -> None:
    """Each token class lexes to one token spelled exactly as written."""
    assert lex_all(text) == [(kind, text)]


@pytest.mark.parametrize(
    "text,expected",
    [
        ("4x?xf32", ["4", "x", "?", "xf32"]),
        ("0x4", ["0x4"]),
        ("1e5", ["1", "e5"]),
        ("a // comment\n b", ["a", "b"]),
        ("%0:2 = ", ["%0", ":", "2", "="]),
        ("@a::@b", ["@a", ":", ":", "@b"]),
        ("a/b//c", ["a", "/", "b"]),
        ("a->b", ["a", "->", "b"]),
        ("-1", ["-", "1"]),
        ("{-# x #-}", ["{-#", "x", "#-}"]),
    ],
)
def test_token_sequences(text: str, expected: list[str]) -> None:
    """Token boundaries follow MLIR's lexer."""
    assert [t for _, t in lex_all(text)] == expected


def test_offsets_and_reset() -> None:
    """Tokens carry offsets; reset re-lexes from any offset."""
    lexer = Lexer(SourceFile("t.mlir", "  abc xf32"))
    tok = lexer.lex()
    assert (tok.start, tok.end) == (2, 5)
    x = lexer.lex()
    lexer.reset(x.start + 1)
    assert lexer.lex().text == "f32"
    assert lexer.lex().kind is TokenKind.EOF


@pytest.mark.parametrize(
    "text,message,col",
    [
        ('"abc', "expected '\"' in string literal", 5),
        ("@1", "@ identifier expected to start with letter or '_'", 2),
        ("%", "invalid SSA name", 1),
        ("a . b", "expected three consecutive dots for an ellipsis", 4),
        ("a ` b", "unexpected character", 3),
    ],
)
def test_lex_errors(text: str, message: str, col: int) -> None:
    """Bad characters raise MLIRParseError in MLIR's words and position."""
    lexer = Lexer(SourceFile("t.mlir", text))
    with pytest.raises(MLIRParseError) as info:
        lexer.tokenize()
    rendered = info.value.render()
    assert rendered.startswith(f"t.mlir:1:{col}: error: {message}\n")


@pytest.mark.parametrize(
    "body,value",
    [
        ("plain", "plain"),
        ("a\\\\b", "a\\b"),
        ('q\\"q', 'q"q'),
        ("nl\\n", "nl\n"),
        ("tab\\t", "tab\t"),
        ("\\41\\42", "AB"),
        ("\\C3\\A9", "é"),
    ],
)
def test_unescape_string(body: str, value: str) -> None:
    """String escapes decode as MLIR's Token::getStringValue."""
    assert unescape_string(body) == value


def test_relex_repositions_the_stream() -> None:
    """relex(offset) returns the token at offset and lexing continues after it."""
    lexer = Lexer(SourceFile("t.mlir", "a b c"))
    assert lexer.lex().text == "a"
    assert lexer.relex(4).text == "c"
    assert lexer.lex().kind is TokenKind.EOF
    assert lexer.relex(2).text == "b"
    assert lexer.lex().text == "c"
