"""TableGen preprocessor: which tokens survive #define/#ifdef/#ifndef/#else/#endif."""

from __future__ import annotations

from pathlib import Path
from textwrap import dedent

import pytest

from tblgen_py.support.diagnostics import TableGenSyntaxError
from tblgen_py.frontend.lexer import Lexer, TokenKind
from tblgen_py.frontend.preprocessor import Preprocessor, directive_at

K = TokenKind


def surviving(source: str, defines: tuple[str, ...] = ()) -> list[str]:
    """Spellings of the live tokens; fails if lexing stopped on an error."""
    tokens = Lexer("t.td", text=source, defines=defines).tokens
    assert tokens[-1].kind is K.EOF, [d.message for d in tokens[-1].diagnostics]
    assert all(not t.diagnostics for t in tokens)
    return [t.text for t in tokens[:-1]]


NESTED = dedent("""\
    #ifdef A
    a
    #ifndef B
    a_not_b
    #else
    a_b
    #endif
    #else
    not_a
    #ifdef B
    not_a_b
    #endif
    #endif
    end
    """)


@pytest.mark.parametrize(
    ("defines", "expected"),
    [
        ((), ["not_a", "end"]),
        (("A",), ["a", "a_not_b", "end"]),
        (("B",), ["not_a", "not_a_b", "end"]),
        (("A", "B"), ["a", "a_b", "end"]),
    ],
)
def test_nested_regions(defines: tuple[str, ...], expected: list[str]) -> None:
    assert surviving(NESTED, defines) == expected


CASES = [
    ("#define X\n#ifdef X\nx\n#endif\n", ["x"]),
    ("#ifndef G\n#define G\ng\n#endif\n#ifndef G\nagain\n#endif\n", ["g"]),
    # Defines inside a skipped region are ignored.
    ("#ifdef X\n#define Y\n#endif\n#ifdef Y\ny\n#endif\n", []),
    # Blanks and comments around directives.
    ("  \t#ifdef\tX\t// c\nx\n  #else /* c */\ny\n#endif/**/\n", ["y"]),
    ("/* lead */ #ifdef X\nx\n#endif\nz", ["z"]),
    ("#ifdef X /* a\n b */\nx\n#endif\nz", ["z"]),
    ("#ifdef X\n/* c\n */ #else\ny\n#endif\n", ["y"]),
    # In a skipped region, only lines starting with # (after comments) matter.
    ('#ifdef X\n"unterminated [{ @ $\n#endif\nz', ["z"]),
    ("#ifdef X\n  // #endif\nnot #endif\n#endif\nz", ["z"]),
    ("#ifdef X\n/*\n#endif\n*/\n#endif\nz", ["z"]),
    ("#ifdef X\nfoo /* \n#endif\nz", ["z"]),
    # '#' not at a line start, or without a blank after the word, is a paste.
    ("a #ifdef X", ["a", "#", "ifdef", "X"]),
    ("a /*\n*/ #ifdef X", ["a", "#", "ifdef", "X"]),
    ("#ifdefX", ["#", "ifdefX"]),
    ("#if defined(X)", ["#", "if", "defined", "(", "X", ")"]),
    ("#elif", ["#", "elif"]),
    ("#undef X", ["#", "undef", "X"]),
    ("#pragma once", ["#", "pragma", "once"]),
    # A directive word at the very end of the file is not a directive.
    ("#ifndef X\n#endif\n#define", ["#", "define"]),
    # Windows line ends.
    ("#ifdef X\r\nx\r\n#else\r\ny\r\n#endif\r\nz", ["y", "z"]),
    ("#define X\r\n#ifdef X\r\nx\r\n#endif\r\n", ["x"]),
    # Code fragments hide directive-looking lines while lexing live tokens.
    ("[{\n#ifdef X\n}]", ["[{\n#ifdef X\n}]"]),
]


@pytest.mark.parametrize(("source", "expected"), CASES)
def test_directives(source: str, expected: list[str]) -> None:
    assert surviving(source) == expected


def test_command_line_defines() -> None:
    assert surviving("#ifdef X\nx\n#endif\n", ("X",)) == ["x"]
    assert surviving("#ifdef X\nx\n#endif\n", ("Y", "X", "X")) == ["x"]


def test_define_of_command_line_macro_warns() -> None:
    lexer = Lexer("t.td", text="#define X\n", defines=["X"])
    eof = lexer.lex()
    assert eof.kind is K.EOF and lexer.error_count == 0
    assert [d.render() for d in lexer.diagnostics] == [
        "t.td:1:9: warning: duplicate definition of macro: X\n#define X\n        ^\n"
    ]


@pytest.mark.parametrize("name", ["1X", "X-", "", "a b", "é"])
def test_invalid_command_line_macro(name: str) -> None:
    with pytest.raises(TableGenSyntaxError) as info:
        Preprocessor([name])
    assert (
        info.value.render()
        == f"error: invalid macro name `{name}` specified on command line\n"
    )


def test_directive_at() -> None:
    text = "#ifdef X #ifndef\t#else//#endif/*#define\n#defined #else/x"
    assert [directive_at(text, i) for i in (1, 10, 18, 25, 33, 41, 50)] == [
        "ifdef",
        "ifndef",
        "else",
        "endif",
        "define",
        None,
        None,
    ]


def test_macros_persist_across_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "i.td").write_text("#define FROM_I\n")
    (tmp_path / "m.td").write_text('include "i.td"\n#ifdef FROM_I\nyes\n#endif\n')
    assert [t.text for t in Lexer("m.td").tokens] == ["yes", ""]


def test_each_file_has_its_own_control_stack(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "i.td").write_text("#else\n")
    (tmp_path / "m.td").write_text('#ifndef X\ninclude "i.td"\n#endif\n')
    error = Lexer("m.td").tokens[-1]
    assert error.kind is K.ERROR
    assert [d.message for d in error.diagnostics] == ["#else without #ifdef or #ifndef"]
    assert error.span.location() == "i.td:1:2"
