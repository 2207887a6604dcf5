"""Lexer, preprocessor and include diagnostics, byte for byte as llvm-tblgen 22 prints them.

Every expected text below is the complete stderr of
``llvm-tblgen --null-backend main.td`` for the source (files written to a
temporary working directory). The lexer produces everything except two lines
that belong to the parser and driver, which ``_stderr`` adds the way they do:
an ERROR token at top level makes the parser print "Unexpected token at top
level" at that token, and errors counted while lexing on to EOF end with
"llvm-tblgen: N errors.".
"""

from __future__ import annotations

from pathlib import Path
from textwrap import dedent

import pytest

from tblgen_py.support.diagnostics import Diagnostic, Level, TableGenError
from tblgen_py.frontend.lexer import Lexer, TokenKind


def _stderr(
    tmp_path: Path, source: str, files: dict[str, str], options: dict[str, list[str]]
) -> str:
    """What llvm-tblgen prints for ``main.td`` when the parser only sees top-level tokens."""
    for name, text in {"main.td": source, **files}.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(text.encode())
    try:
        lexer = Lexer(
            "main.td", include_dirs=options.get("I", []), defines=options.get("D", [])
        )
    except TableGenError as error:
        return error.render()
    out: list[str] = []
    while True:
        token = lexer.lex()
        if token.kind is TokenKind.ERROR:
            unexpected = Diagnostic(
                Level.ERROR, "Unexpected token at top level", token.span
            )
            return "".join(d.render() for d in lexer.diagnostics) + unexpected.render()
        if token.kind is TokenKind.EOF:
            out = [d.render() for d in lexer.diagnostics]
            if lexer.error_count:
                out.append(f"llvm-tblgen: {lexer.error_count} errors.\n")
            return "".join(out)


ERROR_CASES = [
    pytest.param(
        dedent("""\
            def A;
            @
            """),
        {},
        {},
        """\
main.td:2:1: error: unexpected character
@
^
main.td:2:1: error: Unexpected token at top level
@
^
""",
        id="unexpected_character",
    ),
    pytest.param(
        "def A;\n\x0c\n",
        {},
        {},
        "main.td:2:1: error: unexpected character\n\x0c\n^\nmain.td:2:1: error: Unexpected token at top level\n\x0c\n^\n",
        id="form_feed",
    ),
    pytest.param(
        dedent("""\
            def A;
            /
            """),
        {},
        {},
        """\
main.td:2:1: error: unexpected character
/
^
main.td:2:1: error: Unexpected token at top level
/
^
""",
        id="lone_slash",
    ),
    pytest.param(
        dedent("""\
            def A;
            ..
            """),
        {},
        {},
        """\
main.td:2:1: error: invalid '..' punctuation
..
^
main.td:2:1: error: Unexpected token at top level
..
^
""",
        id="dotdot",
    ),
    pytest.param(
        dedent("""\
            def A;
            $1
            """),
        {},
        {},
        """\
main.td:2:1: error: invalid variable name
$1
^
main.td:2:1: error: Unexpected token at top level
$1
^
""",
        id="bad_varname",
    ),
    pytest.param(
        dedent("""\
            def A;
            !
            """),
        {},
        {},
        """\
main.td:2:1: error: invalid "!operator"
!
^
main.td:2:1: error: Unexpected token at top level
!
^
""",
        id="bare_bang",
    ),
    pytest.param(
        dedent("""\
            def A;
            !foo(1)
            """),
        {},
        {},
        """\
main.td:2:1: error: unknown operator
!foo(1)
^
main.td:2:1: error: Unexpected token at top level
!foo(1)
^
""",
        id="unknown_bang",
    ),
    pytest.param(
        dedent("""\
            def A;
            !setop
            """),
        {},
        {},
        """\
main.td:2:1: error: unknown operator
!setop
^
main.td:2:1: error: Unexpected token at top level
!setop
^
""",
        id="removed_setop",
    ),
    pytest.param(
        dedent("""\
            def A;
            /* a /* b */ c
            """),
        {},
        {},
        """\
main.td:2:1: error: unterminated comment
/* a /* b */ c
^
main.td:2:1: error: Unexpected token at top level
/* a /* b */ c
^
""",
        id="unterminated_comment",
    ),
    pytest.param(
        dedent("""\
            def A;
            "abc
            """),
        {},
        {},
        """\
main.td:2:2: error: end of line in string literal
"abc
 ^
main.td:2:1: error: Unexpected token at top level
"abc
^
""",
        id="eol_in_string",
    ),
    pytest.param(
        'def A;\n"abc',
        {},
        {},
        """\
main.td:2:2: error: end of file in string literal
"abc
 ^
main.td:2:1: error: Unexpected token at top level
"abc
^
""",
        id="eof_in_string",
    ),
    pytest.param(
        'def A;\n"a\\',
        {},
        {},
        'main.td:2:2: error: end of file in string literal\n"a\\\n ^\nmain.td:2:1: error: Unexpected token at top level\n"a\\\n^\n',
        id="eof_after_backslash",
    ),
    pytest.param(
        'def A;\n"a\\q"\n',
        {},
        {},
        'main.td:2:4: error: invalid escape in string literal\n"a\\q"\n   ^\nmain.td:2:1: error: Unexpected token at top level\n"a\\q"\n^\n',
        id="invalid_escape",
    ),
    pytest.param(
        'def A;\n"a\\\nb"\n',
        {},
        {},
        'main.td:2:4: error: escaped newlines not supported in tblgen\n"a\\\n   ^\nmain.td:2:1: error: Unexpected token at top level\n"a\\\n^\n',
        id="escaped_newline",
    ),
    pytest.param(
        dedent("""\
            def A;
            [{ abc }}]
            """),
        {},
        {},
        """\
main.td:2:1: error: unterminated code block
[{ abc }}]
^
main.td:2:1: error: Unexpected token at top level
[{ abc }}]
^
""",
        id="unterminated_code",
    ),
    pytest.param(
        dedent("""\
            def A;
            18446744073709551616
            """),
        {},
        {},
        """\
main.td:2:1: error: number out of range
18446744073709551616
^
main.td:2:1: error: Unexpected token at top level
18446744073709551616
^
""",
        id="decimal_out_of_range",
    ),
    pytest.param(
        dedent("""\
            def A;
            -9223372036854775809
            """),
        {},
        {},
        """\
main.td:2:1: error: number out of range
-9223372036854775809
^
main.td:2:1: error: Unexpected token at top level
-9223372036854775809
^
""",
        id="negative_out_of_range",
    ),
    pytest.param(
        dedent("""\
            def A;
            0x10000000000000000
            """),
        {},
        {},
        """\
main.td:2:1: error: number out of range
0x10000000000000000
^
main.td:2:1: error: Unexpected token at top level
0x10000000000000000
^
""",
        id="hex_out_of_range",
    ),
    pytest.param(
        dedent("""\
            def A;
            0b11111111111111111111111111111111111111111111111111111111111111111
            """),
        {},
        {},
        """\
main.td:2:1: error: number out of range
0b11111111111111111111111111111111111111111111111111111111111111111
^
main.td:2:1: error: Unexpected token at top level
0b11111111111111111111111111111111111111111111111111111111111111111
^
""",
        id="binary_out_of_range",
    ),
    pytest.param(
        "def A;\n\x00\n@\n",
        {},
        {},
        "main.td:2:1: error: NUL character is invalid in source; treated as space\n\x00\n^\nmain.td:3:1: error: unexpected character\n@\n^\nmain.td:3:1: error: Unexpected token at top level\n@\n^\n",
        id="nul_character",
    ),
    pytest.param(
        "def A;\n\t\t@\n",
        {},
        {},
        """\
main.td:2:3: error: unexpected character
                @
                ^
main.td:2:3: error: Unexpected token at top level
                @
                ^
""",
        id="tab_column",
    ),
    pytest.param(
        dedent("""\
            #ifdef
            #endif
            """),
        {},
        {},
        """\
main.td:1:7: error: expected macro name after #ifdef
#ifdef
      ^
main.td:1:7: error: Unexpected token at top level
#ifdef
      ^
""",
        id="ifdef_without_name",
    ),
    pytest.param(
        dedent("""\
            #ifndef 9X
            #endif
            """),
        {},
        {},
        """\
main.td:1:9: error: expected macro name after #ifndef
#ifndef 9X
        ^
main.td:1:9: error: Unexpected token at top level
#ifndef 9X
        ^
""",
        id="ifndef_bad_name",
    ),
    pytest.param(
        "#define\n",
        {},
        {},
        """\
main.td:1:8: error: expected macro name after #define
#define
       ^
main.td:1:8: error: Unexpected token at top level
#define
       ^
""",
        id="define_without_name",
    ),
    pytest.param(
        "#define X Y\n",
        {},
        {},
        """\
main.td:1:11: error: only comments are supported after #define NAME
#define X Y
          ^
main.td:1:11: error: Unexpected token at top level
#define X Y
          ^
""",
        id="define_trailing_token",
    ),
    pytest.param(
        dedent("""\
            #define X
            #define X
            @
            """),
        {},
        {},
        """\
main.td:2:9: warning: duplicate definition of macro: X
#define X
        ^
main.td:3:1: error: unexpected character
@
^
main.td:3:1: error: Unexpected token at top level
@
^
""",
        id="duplicate_define",
    ),
    pytest.param(
        dedent("""\
            #ifdef X
            def A;
            """),
        {},
        {},
        """\
main.td:3:1: error: reached EOF without matching #endif

^
main.td:1:8: error: the latest preprocessor control is here
#ifdef X
       ^
main.td:3:1: error: Unexpected token at top level

^
""",
        id="unterminated_ifdef",
    ),
    pytest.param(
        dedent("""\
            #ifndef X
            def A;
            """),
        {},
        {},
        """\
main.td:3:1: error: reached EOF without matching #endif

^
main.td:1:9: error: the latest preprocessor control is here
#ifndef X
        ^
llvm-tblgen: 1 errors.
""",
        id="unterminated_ifndef",
    ),
    pytest.param(
        dedent("""\
            #ifdef X
            #else
            def A;
            """),
        {},
        {},
        """\
main.td:4:1: error: reached EOF without matching #endif

^
main.td:2:2: error: the latest preprocessor control is here
#else
 ^
llvm-tblgen: 1 errors.
""",
        id="unterminated_else",
    ),
    pytest.param(
        dedent("""\
            #ifndef X
            def A;
            #else
            #else
            #endif
            """),
        {},
        {},
        """\
main.td:4:2: error: double #else
#else
 ^
main.td:3:2: error: previous #else is here
#else
 ^
main.td:4:2: error: Unexpected token at top level
#else
 ^
""",
        id="double_else_live",
    ),
    pytest.param(
        dedent("""\
            #ifdef X
            #else
            #else
            #endif
            """),
        {},
        {},
        """\
main.td:3:2: error: double #else
#else
 ^
main.td:2:2: error: previous #else is here
#else
 ^
main.td:3:2: error: Unexpected token at top level
#else
 ^
""",
        id="double_else_skipped",
    ),
    pytest.param(
        "#else\n",
        {},
        {},
        """\
main.td:1:2: error: #else without #ifdef or #ifndef
#else
 ^
main.td:1:2: error: Unexpected token at top level
#else
 ^
""",
        id="else_without_ifdef",
    ),
    pytest.param(
        "#endif\n",
        {},
        {},
        """\
main.td:1:2: error: #endif without #ifdef
#endif
 ^
main.td:1:2: error: Unexpected token at top level
#endif
 ^
""",
        id="endif_without_ifdef",
    ),
    pytest.param(
        dedent("""\
            #ifdef X junk
            #endif
            """),
        {},
        {},
        """\
main.td:1:10: error: only comments are supported after #ifdef NAME
#ifdef X junk
         ^
main.td:1:10: error: Unexpected token at top level
#ifdef X junk
         ^
""",
        id="junk_after_ifdef",
    ),
    pytest.param(
        dedent("""\
            #ifdef X /*
            */ junk
            #endif
            """),
        {},
        {},
        """\
main.td:2:4: error: only comments are supported after #ifdef NAME
*/ junk
   ^
main.td:2:4: error: Unexpected token at top level
*/ junk
   ^
""",
        id="junk_after_comment",
    ),
    pytest.param(
        "#ifdef X /* open\n",
        {},
        {},
        """\
main.td:1:10: error: unterminated comment
#ifdef X /* open
         ^
main.td:2:1: error: only comments are supported after #ifdef NAME

^
main.td:1:10: error: Unexpected token at top level
#ifdef X /* open
         ^
""",
        id="unterminated_directive_comment",
    ),
    pytest.param(
        "#ifdef X /x\n",
        {},
        {},
        """\
main.td:1:10: error: unexpected character
#ifdef X /x
         ^
main.td:1:10: error: only comments are supported after #ifdef NAME
#ifdef X /x
         ^
main.td:1:10: error: Unexpected token at top level
#ifdef X /x
         ^
""",
        id="slash_after_directive",
    ),
    pytest.param(
        dedent("""\
            #ifdef X
            #endif junk
            """),
        {},
        {},
        """\
main.td:2:8: error: only comments are supported after #endif
#endif junk
       ^
main.td:2:8: error: Unexpected token at top level
#endif junk
       ^
""",
        id="junk_after_endif_skipped",
    ),
    pytest.param(
        dedent("""\
            #ifndef X
            #else junk
            #endif
            """),
        {},
        {},
        """\
main.td:2:7: error: only comments are supported after #else
#else junk
      ^
main.td:2:7: error: Unexpected token at top level
#else junk
      ^
""",
        id="junk_after_else",
    ),
    pytest.param(
        dedent("""\
            #ifdef X
            #ifdef 1
            #endif
            #endif
            """),
        {},
        {},
        """\
main.td:2:8: error: expected macro name after #ifdef
#ifdef 1
       ^
main.td:2:8: error: Unexpected token at top level
#ifdef 1
       ^
""",
        id="bad_name_in_skipped_region",
    ),
    pytest.param(
        dedent("""\
            #ifdef X
              /* open
            """),
        {},
        {},
        """\
main.td:2:3: error: unterminated comment
  /* open
  ^
main.td:2:3: error: Unexpected token at top level
  /* open
  ^
""",
        id="unterminated_comment_in_skipped_region",
    ),
    pytest.param(
        "def A;\n",
        {},
        {"D": ["1X"]},
        """\
error: invalid macro name `1X` specified on command line
""",
        id="invalid_command_line_macro",
    ),
    pytest.param(
        'include "nope.td"\n',
        {},
        {},
        """\
main.td:1:9: error: could not find include file 'nope.td'
include "nope.td"
        ^
main.td:1:9: error: Unexpected token at top level
include "nope.td"
        ^
""",
        id="include_not_found",
    ),
    pytest.param(
        'include "sub"\n',
        {"sub/x.td": ""},
        {},
        """\
main.td:1:9: error: could not find include file 'sub'
include "sub"
        ^
main.td:1:9: error: Unexpected token at top level
include "sub"
        ^
""",
        id="include_directory",
    ),
    pytest.param(
        'include ""\n',
        {},
        {},
        """\
main.td:1:9: error: could not find include file ''
include ""
        ^
main.td:1:9: error: Unexpected token at top level
include ""
        ^
""",
        id="include_empty_name",
    ),
    pytest.param(
        "include 5\n",
        {},
        {},
        """\
main.td:1:9: error: expected filename after include
include 5
        ^
main.td:1:9: error: Unexpected token at top level
include 5
        ^
""",
        id="include_not_string",
    ),
    pytest.param(
        "include\n",
        {},
        {},
        """\
main.td:2:1: error: expected filename after include

^
main.td:2:1: error: Unexpected token at top level

^
""",
        id="include_at_eof",
    ),
    pytest.param(
        'include "abc\n',
        {},
        {},
        """\
main.td:1:10: error: end of line in string literal
include "abc
         ^
main.td:1:9: error: Unexpected token at top level
include "abc
        ^
""",
        id="include_bad_string",
    ),
    pytest.param(
        dedent("""\
            def M;
            include "i.td"
            """),
        {"i.td": "def I;\n@\n"},
        {},
        """\
Included from main.td:2:
i.td:2:1: error: unexpected character
@
^
Included from main.td:2:
i.td:2:1: error: Unexpected token at top level
@
^
""",
        id="error_in_included_file",
    ),
    pytest.param(
        'include "sub/i.td"\n',
        {"sub/i.td": '\ninclude "sub/j.td"\n', "sub/j.td": "$\n"},
        {},
        """\
Included from main.td:1:
Included from sub/i.td:2:
sub/j.td:1:1: error: invalid variable name
$
^
Included from main.td:1:
Included from sub/i.td:2:
sub/j.td:1:1: error: Unexpected token at top level
$
^
""",
        id="error_in_nested_include",
    ),
    pytest.param(
        'include "i.td"\n',
        {"inc/i.td": "@\n"},
        {"I": ["inc"]},
        """\
Included from main.td:1:
inc/i.td:1:1: error: unexpected character
@
^
Included from main.td:1:
inc/i.td:1:1: error: Unexpected token at top level
@
^
""",
        id="include_found_via_I",
    ),
    pytest.param(
        'include "i.td"\n',
        {"inc/i.td": "@\n"},
        {"I": ["inc/"]},
        """\
Included from main.td:1:
inc/i.td:1:1: error: unexpected character
@
^
Included from main.td:1:
inc/i.td:1:1: error: Unexpected token at top level
@
^
""",
        id="include_found_via_I_slash",
    ),
    pytest.param(
        'include "i.td"\n',
        {"a/i.td": "@\n", "b/i.td": "$\n"},
        {"I": ["b", "a"]},
        """\
Included from main.td:1:
b/i.td:1:1: error: invalid variable name
$
^
Included from main.td:1:
b/i.td:1:1: error: Unexpected token at top level
$
^
""",
        id="include_first_I_wins",
    ),
    pytest.param(
        'include "i.td"\n',
        {"i.td": "..\n", "a/i.td": "@\n"},
        {"I": ["a"]},
        """\
Included from main.td:1:
i.td:1:1: error: invalid '..' punctuation
..
^
Included from main.td:1:
i.td:1:1: error: Unexpected token at top level
..
^
""",
        id="include_cwd_before_I",
    ),
    pytest.param(
        'include "sub/i.td"\n',
        {"sub/i.td": 'include "j.td"\n', "sub/j.td": ""},
        {},
        """\
Included from main.td:1:
sub/i.td:1:9: error: could not find include file 'j.td'
include "j.td"
        ^
Included from main.td:1:
sub/i.td:1:9: error: Unexpected token at top level
include "j.td"
        ^
""",
        id="include_not_relative_to_includer",
    ),
    pytest.param(
        dedent("""\
            include "i.td"
            def M;
            """),
        {"i.td": "#ifndef X\ndef I;\n"},
        {},
        """\
Included from main.td:1:
i.td:3:1: error: reached EOF without matching #endif

^
Included from main.td:1:
i.td:1:9: error: the latest preprocessor control is here
#ifndef X
        ^
llvm-tblgen: 1 errors.
""",
        id="unclosed_region_in_include",
    ),
    pytest.param(
        dedent("""\
            #ifndef X
            include "i.td"
            """),
        {"i.td": "#endif\n"},
        {},
        """\
Included from main.td:2:
i.td:1:2: error: #endif without #ifdef
#endif
 ^
Included from main.td:2:
i.td:1:2: error: Unexpected token at top level
#endif
 ^
""",
        id="endif_in_other_file",
    ),
    pytest.param(
        'include include "b.td"\n',
        {"b.td": "def B;\n"},
        {},
        """\
Included from main.td:1:
b.td:1:1: error: expected filename after include
def B;
^
Included from main.td:1:
b.td:1:1: error: Unexpected token at top level
def B;
^
""",
        id="include_include_takes_first_token_of_inner_file",
    ),
    pytest.param(
        dedent("""\
            include
            #define X
            #define X
            "a.td"
            """),
        {"a.td": "@\n"},
        {},
        """\
main.td:3:9: warning: duplicate definition of macro: X
#define X
        ^
Included from main.td:4:
a.td:1:1: error: unexpected character
@
^
Included from main.td:4:
a.td:1:1: error: Unexpected token at top level
@
^
""",
        id="warning_between_include_and_filename",
    ),
]


@pytest.mark.parametrize(("source", "files", "options", "expected"), ERROR_CASES)
def test_diagnostics_match_llvm_tblgen(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    source: str,
    files: dict[str, str],
    options: dict[str, list[str]],
    expected: str,
) -> None:
    monkeypatch.chdir(tmp_path)
    assert _stderr(tmp_path, source, files, options) == expected
