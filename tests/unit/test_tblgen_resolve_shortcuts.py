"""Resolution shortcuts (string folding, record-type checks, concreteness) keep
llvm-tblgen 22's results (expected texts checked against llvm-tblgen)."""

from __future__ import annotations

from tblgen_py.records.dump import format_record
from tblgen_py.frontend.session import ParseResult, parse_records


def _parse(text: str) -> ParseResult:
    return parse_records("t.td", text=text)


def _messages(result: ParseResult) -> list[str]:
    return [d.message for d in result.keeper.diagnostics]


def test_pasted_template_arguments_fold_to_strings() -> None:
    result = _parse("""
        class C<string a, code b> {
          code x = !strconcat(a, b);
          string y = a # "_" # a;
          string z = !strconcat(a, "\u00e9");
        }
        def D : C<"p", [{q}]>;
        """)
    assert result.ok
    assert "def " + format_record(result.keeper.defs["D"]) == (
        "def D {\t// C\n"
        "  code x = [{pq}];\n"
        '  string y = "p_p";\n'
        '  string z = "p\u00e9";\n'
        "}\n"
    )


def test_record_argument_of_a_subclass_converts() -> None:
    result = _parse("""
        class A;
        class B : A;
        def b : B;
        class E<A v> { A w = v; }
        def e : E<b>;
        """)
    assert result.ok
    assert str(result.keeper.defs["e"].get_value("w").value) == "b"  # type: ignore[union-attr]


def test_record_argument_of_another_class_is_rejected() -> None:
    result = _parse("""
        class A;
        class F;
        def f : F;
        class E<A v> { A w = v; }
        def e : E<f>;
        """)
    assert not result.ok
    assert _messages(result) == [
        "Value specified for template argument 'E:v' is of type F; "
        "expected type A: f"
    ]


def test_unresolved_field_is_reported_unless_declared_field() -> None:
    bad = _parse("class K { string s; }\ndef k { K r; string t = r.s; }\n")
    assert not bad.ok
    assert _messages(bad) == [
        "Initializer of 't' in 'k' could not be fully resolved: r.s"
    ]
    good = _parse("class K { string s; }\ndef k { K r; field string t = r.s; }\n")
    assert good.ok


def test_literal_arguments_still_reach_every_field() -> None:
    result = _parse("""
        class H<int k> { int u = k; field int v = k; }
        def h : H<?>;
        def i : H<3>;
        """)
    assert result.ok
    assert "def " + format_record(result.keeper.defs["h"]) == (
        "def h {\t// H\n  field int v = ?;\n  int u = ?;\n}\n"
    )
    assert "def " + format_record(result.keeper.defs["i"]) == (
        "def i {\t// H\n  field int v = 3;\n  int u = 3;\n}\n"
    )
