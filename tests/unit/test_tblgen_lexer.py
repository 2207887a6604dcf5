"""TableGen lexer: token classes, values and offsets as llvm-tblgen 22 lexes them."""

from __future__ import annotations

from pathlib import Path
from textwrap import dedent

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tblgen_py.frontend.lexer import (
    BANG_OPERATORS,
    KEYWORDS,
    Lexer,
    Token,
    TokenKind,
    TokenValue,
)

K = TokenKind


def lex_all(source: str, **options: list[str]) -> list[Token]:
    """Every token of ``source`` up to and including EOF or ERROR."""
    return Lexer("t.td", text=source, **options).tokens  # type: ignore[arg-type]


def kinds_values(source: str) -> list[tuple[TokenKind, TokenValue]]:
    """(kind, value) pairs of ``source``, without the final EOF."""
    tokens = lex_all(source)
    assert tokens[-1].kind is K.EOF, tokens[-1]
    return [(t.kind, t.value) for t in tokens[:-1]]


TOKEN_TABLE = [
    # Identifiers, including LLVM's digit-led ones (for pastes like foo#8i).
    ("abc", [(K.ID, "abc")]),
    ("_x1 a_b_C9", [(K.ID, "_x1"), (K.ID, "a_b_C9")]),
    ("2ndName", [(K.ID, "2ndName")]),
    ("9_", [(K.ID, "9_")]),
    ("1in", [(K.ID, "1in")]),
    ("5a", [(K.ID, "5a")]),
    ("0xg", [(K.ID, "0xg")]),
    ("0x", [(K.ID, "0x")]),
    ("0b2", [(K.ID, "0b2")]),
    ("0b", [(K.ID, "0b")]),
    ("auto Def", [(K.ID, "auto"), (K.ID, "Def")]),
    # A digit run followed by x<hex> or b<0|1> lexes as a number first.
    ("8x8", [(K.INT, 8), (K.ID, "x8")]),
    ("12x34", [(K.INT, 12), (K.ID, "x34")]),
    ("1b0", [(K.INT, 1), (K.ID, "b0")]),
    ("00x1", [(K.INT, 0), (K.ID, "x1")]),
    ("05x1", [(K.INT, 5), (K.ID, "x1")]),
    # Decimal integers with 64-bit semantics.
    ("0", [(K.INT, 0)]),
    ("42", [(K.INT, 42)]),
    ("007", [(K.INT, 7)]),
    ("-5", [(K.INT, -5)]),
    ("+5", [(K.INT, 5)]),
    ("-0", [(K.INT, 0)]),
    ("- 5", [(K.MINUS, "-"), (K.INT, 5)]),
    ("+x", [(K.PLUS, "+"), (K.ID, "x")]),
    ("1-2", [(K.INT, 1), (K.INT, -2)]),
    ("18446744073709551615", [(K.INT, -1)]),
    ("9223372036854775808", [(K.INT, -(1 << 63))]),
    ("-9223372036854775808", [(K.INT, -(1 << 63))]),
    ("+18446744073709551615", [(K.INT, -1)]),
    ("-0x10", [(K.INT, 0), (K.ID, "x10")]),
    ("-5abc", [(K.INT, -5), (K.ID, "abc")]),
    # Hexadecimal.
    ("0x1F", [(K.INT, 31)]),
    ("0xffffffffffffffff", [(K.INT, -1)]),
    ("0x8000000000000000", [(K.INT, -(1 << 63))]),
    ("0x1g", [(K.INT, 1), (K.ID, "g")]),
    # Binary keeps its digit count.
    ("0b0101", [(K.BIN_INT, (5, 4))]),
    ("0b0", [(K.BIN_INT, (0, 1))]),
    ("0b1" + "0" * 63, [(K.BIN_INT, (-(1 << 63), 64))]),
    ("0b" + "0" * 70 + "1", [(K.BIN_INT, (1, 71))]),
    ("0b12", [(K.BIN_INT, (1, 1)), (K.INT, 2)]),
    ("0b1x", [(K.BIN_INT, (1, 1)), (K.ID, "x")]),
    # Strings and code fragments.
    ('"abc"', [(K.STR, "abc")]),
    ('""', [(K.STR, "")]),
    (r'"a\tb\nc\\d\"e\'f"', [(K.STR, "a\tb\nc\\d\"e'f")]),
    ('"#include // x /*"', [(K.STR, "#include // x /*")]),
    ('"a" "b"', [(K.STR, "a"), (K.STR, "b")]),
    ("[{ x }]", [(K.CODE, " x ")]),
    ("[{}]", [(K.CODE, "")]),
    ("[{ a }}] }]", [(K.CODE, " a }}] ")]),
    ("[{\r\n  x;\n}]", [(K.CODE, "\r\n  x;\n")]),
    ('[{ "}] }]', [(K.CODE, ' "'), (K.R_BRACE, "}"), (K.R_SQUARE, "]")]),
    ("[ {", [(K.L_SQUARE, "["), (K.L_BRACE, "{")]),
    # Variable names and bang operators.
    ("$x $_1 $a9", [(K.VARNAME, "x"), (K.VARNAME, "_1"), (K.VARNAME, "a9")]),
    ("!add", [(K.BANG, "add")]),
    ("!sub2", [(K.BANG, "sub"), (K.INT, 2)]),
    ("!if(", [(K.BANG, "if"), (K.L_PAREN, "(")]),
    # Punctuation.
    (
        "-+[]{}()<>:;,.=?#...",
        [
            (PUNCT, PUNCT.value)
            for PUNCT in (
                K.MINUS,
                K.PLUS,
                K.L_SQUARE,
                K.R_SQUARE,
                K.L_BRACE,
                K.R_BRACE,
                K.L_PAREN,
                K.R_PAREN,
                K.LESS,
                K.GREATER,
                K.COLON,
                K.SEMI,
                K.COMMA,
                K.DOT,
                K.EQUAL,
                K.QUESTION,
                K.PASTE,
                K.ELLIPSIS,
            )
        ],
    ),
    ("....", [(K.ELLIPSIS, "..."), (K.DOT, ".")]),
    ("a.b", [(K.ID, "a"), (K.DOT, "."), (K.ID, "b")]),
    ("a#b#", [(K.ID, "a"), (K.PASTE, "#"), (K.ID, "b"), (K.PASTE, "#")]),
    ("true false", [(K.KW_TRUE, "true"), (K.KW_FALSE, "false")]),
    # Comments and blanks.
    ("a // c\nb", [(K.ID, "a"), (K.ID, "b")]),
    ("a /* x /* y */ z */ b", [(K.ID, "a"), (K.ID, "b")]),
    ("a/**/b", [(K.ID, "a"), (K.ID, "b")]),
    ("a /* **/ b /*/ */ c", [(K.ID, "a"), (K.ID, "b"), (K.ID, "c")]),
    ("a\r\n\tb\rc\n\rd", [(K.ID, "a"), (K.ID, "b"), (K.ID, "c"), (K.ID, "d")]),
    ("// only a comment", []),
    ("", []),
]


@pytest.mark.parametrize(("source", "expected"), TOKEN_TABLE)
def test_token_table(source: str, expected: list[tuple[TokenKind, TokenValue]]) -> None:
    assert kinds_values(source) == expected


@pytest.mark.parametrize("word", sorted(set(KEYWORDS) - {"include"}))
def test_keywords(word: str) -> None:
    assert kinds_values(word) == [(KEYWORDS[word], word)]


def test_keyword_list_is_llvm_22s() -> None:
    assert sorted(KEYWORDS) == sorted(
        "assert bit bits class code dag def defm defset deftype defvar dump else "
        "false field foreach if in include int let list multiclass string then true".split()
    )


@pytest.mark.parametrize("name", sorted(BANG_OPERATORS))
def test_bang_operators(name: str) -> None:
    assert kinds_values(f"!{name}") == [(K.BANG, name)]


def test_bang_operator_count() -> None:
    assert len(BANG_OPERATORS) == 56
    assert {"match", "instances", "getdagopname", "setdagopname"} <= BANG_OPERATORS
    assert not {"setop", "getop"} & BANG_OPERATORS


def test_offsets_and_spans() -> None:
    tokens = lex_all("def X { int a = 0b01; }  // end\n")
    assert [(t.start, t.end) for t in tokens] == [
        (0, 3),
        (4, 5),
        (6, 7),
        (8, 11),
        (12, 13),
        (14, 15),
        (16, 20),
        (20, 21),
        (22, 23),
        (32, 32),
    ]
    assert tokens[6].span.location() == "t.td:1:17"
    assert tokens[6].text == "0b01"
    assert tokens[-1].span.location() == "t.td:2:1"


def test_values_of_data_tokens_are_typed() -> None:
    tokens = lex_all('x $y 1 0b1 "s" [{c}] !eq')
    assert [type(t.value) for t in tokens[:-1]] == [str, str, int, tuple, str, str, str]


class TestStream:
    """lex() / peek() / tokens."""

    def test_lex_then_eof_forever(self) -> None:
        lexer = Lexer("t.td", text="a b")
        assert lexer.peek().value == "a"
        assert lexer.peek(2).value == "b"
        assert lexer.peek(3).kind is K.EOF
        assert lexer.peek(9).kind is K.EOF
        assert lexer.lex().value == "a"
        assert lexer.peek().value == "b"
        assert lexer.lex().value == "b"
        assert lexer.lex().kind is K.EOF
        assert lexer.lex().kind is K.EOF

    def test_error_token_ends_the_stream(self) -> None:
        lexer = Lexer("t.td", text="a @ b")
        first = lexer.lex()
        error = lexer.lex()
        assert (first.kind, error.kind, error.start, error.end) == (K.ID, K.ERROR, 2, 3)
        assert error.value == "unexpected character"
        assert lexer.lex() is error
        assert len(lexer.tokens) == 2

    def test_diagnostics_move_to_lexer_when_lexed(self) -> None:
        lexer = Lexer("t.td", text='a\n"b')
        assert lexer.diagnostics == []
        lexer.lex()
        assert lexer.diagnostics == []
        error = lexer.lex()
        assert [d.message for d in lexer.diagnostics] == [
            "end of file in string literal"
        ]
        assert lexer.error_count == error.error_count == 1
        lexer.lex()
        assert len(lexer.diagnostics) == 1

    def test_uncounted_lexer_error(self) -> None:
        error = lex_all("/* open")[-1]
        assert error.kind is K.ERROR
        assert [d.message for d in error.diagnostics] == ["unterminated comment"]
        assert error.error_count == 0

    def test_warning_rides_on_next_token(self) -> None:
        tokens = lex_all("#define X\n#define X\ndef")
        assert tokens[0].kind is K.KW_DEF
        [warning] = tokens[0].diagnostics
        assert warning.message == "duplicate definition of macro: X"
        assert warning.level.value == "warning"
        assert tokens[0].error_count == 0

    def test_nul_is_reported_and_skipped(self) -> None:
        tokens = lex_all("a\x00b")
        assert [(t.kind, t.value) for t in tokens] == [
            (K.ID, "a"),
            (K.ID, "b"),
            (K.EOF, ""),
        ]
        assert tokens[1].error_count == 1


def _write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


class TestInclude:
    """include splicing, lookup order and dependency lists."""

    def test_tokens_are_spliced(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        monkeypatch.chdir(tmp_path)
        _write(tmp_path, {"m.td": 'a include "i.td" b\n', "i.td": "x y"})
        tokens = Lexer("m.td").tokens
        assert [t.value for t in tokens] == ["a", "x", "y", "b", ""]
        assert [t.file.path for t in tokens] == ["m.td", "i.td", "i.td", "m.td", "m.td"]
        included_from = tokens[1].file.included_from
        assert included_from is not None
        assert (included_from.file.path, included_from.start) == ("m.td", 10)

    def test_search_order_cwd_then_dirs(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        monkeypatch.chdir(tmp_path)
        _write(tmp_path, {"m.td": 'include "i.td"', "a/i.td": "a", "b/i.td": "b"})
        assert Lexer("m.td", include_dirs=["b", "a"]).tokens[0].file.path == "b/i.td"
        assert Lexer("m.td", include_dirs=["a/", "b"]).tokens[0].file.path == "a/i.td"
        (tmp_path / "i.td").write_text("c")
        assert Lexer("m.td", include_dirs=["a"]).tokens[0].value == "c"

    def test_dependencies_sorted_and_in_order(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        monkeypatch.chdir(tmp_path)
        guarded = "#ifndef Z\n#define Z\nz\n#endif\n"
        _write(
            tmp_path,
            {
                "m.td": 'include "z.td"\ninclude "a.td"\ninclude "z.td"\n',
                "z.td": guarded,
                "a.td": "a",
            },
        )
        lexer = Lexer("m.td")
        assert [t.value for t in lexer.tokens] == ["z", "a", ""]
        assert lexer.dependencies == ["a.td", "z.td"]
        assert lexer.included_files == ["z.td", "a.td"]

    def test_unguarded_reinclusion_gets_fresh_source_file(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        monkeypatch.chdir(tmp_path)
        _write(tmp_path, {"m.td": 'include "i.td"\ninclude "i.td"\n', "i.td": "x y"})
        tokens = Lexer("m.td").tokens
        assert [t.value for t in tokens] == ["x", "y", "x", "y", ""]
        first, second = tokens[0].file, tokens[2].file
        assert first is not second and first.text is second.text
        assert tokens[1].file is first and tokens[3].file is second
        assert first.included_from is not None and second.included_from is not None
        assert first.included_from.file.line_col(first.included_from.start) == (1, 9)
        assert second.included_from.file.line_col(second.included_from.start) == (2, 9)

    def test_filename_may_follow_directives(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        monkeypatch.chdir(tmp_path)
        source = dedent("""\
            include
            #ifdef X
            "a.td"
            #else
            "b.td"
            #endif
            tail
            """)
        _write(tmp_path, {"m.td": source, "a.td": "a", "b.td": "b"})
        assert [t.value for t in Lexer("m.td").tokens] == ["b", "tail", ""]
        assert [t.value for t in Lexer("m.td", defines=["X"]).tokens] == [
            "a",
            "tail",
            "",
        ]

    def test_include_at_end_of_included_file_takes_parent_string(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        monkeypatch.chdir(tmp_path)
        _write(
            tmp_path,
            {"m.td": 'include "i.td" "j.td" k', "i.td": "include", "j.td": "j"},
        )
        assert [t.value for t in Lexer("m.td").tokens] == ["j", "k", ""]

    def test_include_include_nests(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        monkeypatch.chdir(tmp_path)
        files = {"m.td": 'include include "a.td" m', "a.td": '"b.td" a', "b.td": "b"}
        _write(tmp_path, files)
        tokens = Lexer("m.td").tokens
        assert [(t.value, t.file.path) for t in tokens] == [
            ("b", "b.td"),
            ("a", "a.td"),
            ("m", "m.td"),
            ("", "m.td"),
        ]

    def test_included_file_starts_a_line(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        monkeypatch.chdir(tmp_path)
        _write(
            tmp_path, {"m.td": 'include "i.td" #else\n', "i.td": "#ifdef X\n#endif\n"}
        )
        tokens = Lexer("m.td").tokens
        assert [t.kind for t in tokens] == [K.PASTE, K.KW_ELSE, K.EOF]

    def test_text_argument_skips_disk(self, tmp_path: Path) -> None:
        assert Lexer(str(tmp_path / "missing.td"), text="a").tokens[0].value == "a"

    def test_missing_main_file_raises_oserror(self, tmp_path: Path) -> None:
        with pytest.raises(OSError):
            Lexer(str(tmp_path / "missing.td"))


_PIECES = list("ab1_ \t\n\r#$!.\"'\\/*[]{}()<>=?:;,+-\x00\x0c\u00e9") + [
    "#ifdef X",
    "#ifndef X",
    "#else",
    "#endif",
    "#define X",
    "0x1",
    "0b1",
    "[{",
    "}]",
    "/*",
    "*/",
    "//",
    "include",
    'include "nope.td"',
    "...",
    "-5",
    "9x9",
    "\\q",
]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=30).map("".join))
def test_any_text_lexes_to_eof_or_error(source: str) -> None:
    lexer = Lexer("t.td", text=source)
    tokens = lexer.tokens
    assert tokens[-1].kind in (K.EOF, K.ERROR)
    assert all(t.kind not in (K.EOF, K.ERROR) for t in tokens[:-1])
    assert all(0 <= t.start <= t.end <= len(source) for t in tokens)
    for token in tokens:
        for diagnostic in token.diagnostics:
            assert diagnostic.render().startswith("t.td:")
