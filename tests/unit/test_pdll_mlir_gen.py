"""``-x=mlir``: the PDL module generated from PDLL, in generic form."""

from __future__ import annotations

import textwrap

from tblgen_py.pdll.frontend import parse_pdll
from tblgen_py.pdll.mlir_gen import generate_mlir, generate_ops, mlir_string
from tblgen_py.pdll.pdl_verify import VerifyErrors, verify


def mlir_of(source: str) -> list[str]:
    outcome = parse_pdll("t.pdll", textwrap.dedent(source))
    assert outcome.module is not None, outcome.diag.render()
    return [line.strip() for line in generate_mlir(outcome.module).splitlines()]


def test_erase_pattern() -> None:
    assert mlir_of("Pattern P with benefit(2) => erase op<a.b>;") == [
        '"builtin.module"() ({',
        "^bb0:",
        '"pdl.pattern"() <{benefit = 2 : i16, sym_name = "P"}> ({',
        '%0 = "pdl.operands"() : () -> !pdl.range<value> loc("t.pdll":1:36)',
        '%1 = "pdl.types"() : () -> !pdl.range<type> loc("t.pdll":1:36)',
        '%2 = "pdl.operation"(%0, %1) <{attributeValueNames = [], opName = "a.b", '
        "operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.range<value>, "
        '!pdl.range<type>) -> !pdl.operation loc("t.pdll":1:36)',
        '"pdl.rewrite"(%2) <{operandSegmentSizes = array<i32: 1, 0>}> ({',
        '"pdl.erase"(%2) : (!pdl.operation) -> () loc("t.pdll":1:30)',
        '}) : (!pdl.operation) -> () loc("t.pdll":1:30)',
        '}) : () -> () loc("t.pdll":1:1)',
        '}) : () -> () loc("t.pdll":1:1)',
    ]


def test_pdll_constraints_are_inlined_native_ones_applied() -> None:
    lines = mlir_of("""\
        Constraint Native(v: Value);
        Constraint Inlined(v: Value) { Native(v); }
        Pattern {
          let root = op<a.b>(x: Value);
          Inlined(x);
          not Native(x);
          erase root;
        }
        """)
    applied = [line for line in lines if "apply_native_constraint" in line]
    assert len(applied) == 2
    assert "isNegated = false" in applied[0] and "isNegated = true" in applied[1]


def test_native_rewrite_with_two_results() -> None:
    lines = mlir_of("""\
        Rewrite Two(op: Op) -> (a: Value, b: Value);
        Pattern {
          let root = op<a.b>;
          rewrite root with {
            let pair = Two(root);
            replace root with (pair.a, pair.b);
          };
        }
        """)
    (call,) = [line for line in lines if "apply_native_rewrite" in line]
    assert call.startswith('%3:2 = "pdl.apply_native_rewrite"(%2) <{name = "Two"}>')
    (replace,) = [line for line in lines if "pdl.replace" in line]
    assert replace.startswith('"pdl.replace"(%2, %3#0, %3#1)')
    assert "array<i32: 1, 0, 2>" in replace


def test_strings_escaped() -> None:
    assert mlir_string('a"b\\c\n') == '"a\\"b\\\\c\\0A"'


def verify_error(source: str) -> str | None:
    outcome = parse_pdll("t.pdll", textwrap.dedent(source))
    assert outcome.module is not None, outcome.diag.render()
    try:
        verify(generate_ops(outcome.module))
    except VerifyErrors as exc:
        return exc.render()
    return None


def test_verifier_accepts_connected_pattern() -> None:
    assert verify_error("Pattern => replace op<a.b>(x: Value) with op<a.c>(x);") is None


def test_verifier_unbound_matcher_op() -> None:
    error = verify_error("Pattern {\n  let t = (op<a.b>, op<a.c>);\n  erase t.0;\n}")
    assert error == (
        "loc(\"t.pdll\":2:21): error: 'pdl.operation' op expected a bindable user when "
        "defined in the matcher body of a `pdl.pattern`\n"
    )


def test_verifier_disconnected_pattern() -> None:
    error = verify_error(
        "Pattern {\n  let v: Value;\n  let o: Op<a.b>;\n  replace o with v;\n}"
    )
    assert error == (
        "loc(\"t.pdll\":1:1): error: 'pdl.pattern' op the operations must form a "
        "connected component\n"
    )


def test_verifier_native_constraint_returning_op() -> None:
    error = verify_error(
        "Constraint C(v: Value) -> Op;\nPattern {\n  let o = C(x: Value);\n  erase o;\n}"
    )
    assert error is not None
    assert "returning an operation from a constraint is not supported" in error
