"""The one diagnostic renderer (support.diagnostics.render_at) both tools use.

Expected texts are what llvm-tblgen-22 and mlir-opt-22 print for such lines.
"""

from __future__ import annotations

from tblgen_py.support.diagnostics import (
    Diagnostic,
    Level,
    SourceFile,
    Span,
    render_at,
)


def test_caret_under_a_tab_expanded_line() -> None:
    file = SourceFile("a.td", "x\n\tint y;\n")
    assert (
        render_at("error", "m", file, 3)
        == "a.td:2:2: error: m\n        int y;\n        ^\n"
    )


def test_non_ascii_line_gets_byte_columns_expanded_tabs_and_no_caret() -> None:
    text = 'def A {\n\tint x = "\u00e9"; int y = "s";\n}\n'
    file = SourceFile("tab.td", text)
    diag = Diagnostic(Level.ERROR, "m", Span(file, text.index("int y") + 8))
    line = '        int x = "\u00e9"; int y = "s";'
    assert diag.render() == f"tab.td:2:24: error: m\n{line}\n"


def test_range_and_first_line_only() -> None:
    file = SourceFile("in.mlir", "// expected-error {{abc}}\n")
    assert render_at("error", "m", file, 20, length=3) == (
        "in.mlir:1:21: error: m\n// expected-error {{abc}}\n                    ^~~\n"
    )
    assert render_at("note", "m", file, 3, show_line=False) == "in.mlir:1:4: note: m\n"


def test_include_stack_comes_first() -> None:
    main = SourceFile("main.td", 'include "b.td"\n')
    included = SourceFile("b.td", "bad\n", Span(main, 8, 14))
    diag = Diagnostic(Level.ERROR, "m", Span(included, 0))
    assert diag.render() == "Included from main.td:1:\nb.td:1:1: error: m\nbad\n^\n"
