"""The PDLL parser: the AST it builds (printed as ``-x=ast``) and its
diagnostics, with their positions."""

from __future__ import annotations

import re
import textwrap

import pytest

from tblgen_py.pdll.ast import nodes as n
from tblgen_py.pdll.ast.printer import print_ast
from tblgen_py.pdll.frontend import parse_pdll


def ast_of(source: str) -> str:
    outcome = parse_pdll("t.pdll", textwrap.dedent(source))
    assert outcome.module is not None, outcome.diag.render()
    seen: dict[str, str] = {}
    return re.sub(
        r"0x[0-9a-f]+",
        lambda m: seen.setdefault(m.group(), f"@{len(seen)}"),
        print_ast(outcome.module),
    )


def first_error(source: str) -> str:
    outcome = parse_pdll("t.pdll", textwrap.dedent(source))
    assert outcome.module is None
    return outcome.diag.render().splitlines()[0]


class TestAst:
    def test_erase_lambda(self) -> None:
        assert ast_of("Pattern => erase op<a.b>();") == textwrap.dedent("""\
            -Module @0
             `-PatternDecl @1
               `-CompoundStmt @2
                 `-EraseStmt @3
                   `-OperationExpr @4 Type<Op<a.b>>
                     `-OpNameDecl @5 Name<a.b>
                     `Result Types`
                       `-DeclRefExpr @6 Type<TypeRange>
                         `-VariableDecl @7 Name<_> Type<TypeRange>
                           `Constraints`
                             `-TypeRangeConstraintDecl @8
            """)

    def test_native_constraint_header(self) -> None:
        text = ast_of('Constraint C(v: Value) [{ a\\tb "q" }];')
        assert text.splitlines()[1] == (
            " `-UserConstraintDecl @1 Name<C> ResultType<Tuple<>> Code< a\\09b \\22q\\22 >"
        )

    def test_metadata_and_types(self) -> None:
        text = ast_of("""\
            Rewrite R(v: Value) -> (x: Op, y: ValueRange);
            Pattern P with benefit(4), recursion {
              let t = (a = op<d.x>, op<d.y>);
              erase t.a;
            }
            """)
        assert "ResultType<Tuple<x: Op, y: ValueRange>>" in text
        assert "PatternDecl @" in text and "Name<P> Benefit<4> Recursion" in text
        assert "Type<Tuple<a: Op<d.x>, Op<d.y>>>" in text
        assert "MemberAccessExpr @" in text and "Member<a> Type<Op<d.x>>" in text

    def test_replace_converts_ops_to_values(self) -> None:
        text = ast_of("""\
            Pattern {
              let root = op<d.x>(a: Value);
              replace root with (a, op<d.y>);
            }
            """)
        assert "Member<$results> Type<ValueRange>" in text

    def test_negated_call(self) -> None:
        text = ast_of("""\
            Constraint C(v: Value);
            Pattern {
              not C(x: Value);
              erase op<d.x>(x);
            }
            """)
        assert "CallExpr @" in text and "Type<Tuple<>> Negated" in text

    def test_anonymous_names(self) -> None:
        outcome = parse_pdll(
            "t.pdll",
            "Pattern { Constraint(v: Value) [{}];(x: Value); erase op<d.x>(x); }",
        )
        assert outcome.module is not None
        pattern = outcome.module.children[0]
        assert isinstance(pattern, n.PatternDecl)
        call = pattern.body.children[0]
        assert isinstance(call, n.CallExpr) and isinstance(call.callable, n.DeclRefExpr)
        assert call.callable.decl.name is not None
        assert call.callable.decl.name.name == "<anonymous_constraint_0>"


class TestDiagnostics:
    @pytest.mark.parametrize(
        ("source", "expected"),
        [
            (
                "let x;",
                "t.pdll:1:1: error: expected top-level declaration, such as a `Pattern`",
            ),
            (
                "Pattern {\n  let x = y;\n}",
                "t.pdll:2:11: error: undefined reference to `y`",
            ),
            (
                "Pattern P => erase op<a.b>;\nPattern P => erase op<a.c>;",
                "t.pdll:2:9: error: `P` has already been defined",
            ),
            (
                "Pattern with benefit(70000) => erase op<a.b>;",
                "t.pdll:1:22: error: expected pattern benefit to fit within a 16-bit integer",
            ),
            (
                "Pattern { let x = op<a.b>; }",
                "t.pdll:1:1: error: expected Pattern body to terminate with an operation rewrite statement, such as `erase`",
            ),
            (
                "Constraint C(a: Attr);\nPattern { C(x: Value); erase op<a.b>; }",
                "t.pdll:2:13: error: unable to convert expression of type `Value` to the expected type of `Attr`",
            ),
            (
                "Rewrite R(v: Value);\nPattern { R(x: Value); erase op<a.b>; }",
                "t.pdll:2:11: error: unable to invoke `Rewrite` within a match section",
            ),
            (
                "Pattern { let v: [Value, Type]; erase op<a.b>; }",
                "t.pdll:1:26: error: constraint type `Type` is incompatible with the previously inferred type `Value`",
            ),
            (
                "Pattern { erase x: Value; }",
                "t.pdll:1:17: error: expected `Op` expression",
            ),
            ("#foo", "t.pdll:1:1: error: unknown directive `#foo`"),
        ],
    )
    def test_first_error(self, source: str, expected: str) -> None:
        assert first_error(source) == expected

    def test_note_follows_error(self) -> None:
        outcome = parse_pdll(
            "t.pdll",
            "Constraint C(a: Value, b: Value);\nPattern { C(x: Value); erase op<a.b>; }",
        )
        lines = outcome.diag.render().splitlines()
        assert lines[0].endswith(
            "invalid number of arguments for constraint call; expected 2, but got 1"
        )
        assert lines[3] == "t.pdll:1:12: note: see the definition of C here"

    def test_lexer_error_then_parser_error(self) -> None:
        outcome = parse_pdll("t.pdll", "Pattern { let x = $; }")
        messages = [d.message for d in outcome.diag.diagnostics]
        assert messages == ["unexpected character", "expected expression"]

    def test_inference_warning_keeps_module(self) -> None:
        outcome = parse_pdll(
            "t.pdll", "Pattern { rewrite op<a.b> with { op<c.d>; erase op<a.b>; }; }"
        )
        assert outcome.module is not None
        warning = outcome.diag.diagnostics[0]
        assert warning.level.value == "warning"
        assert "`c.d` is unknown" in warning.message
