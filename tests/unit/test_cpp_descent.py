"""The recursive-descent C++ predicate parser agrees with the pyparsing grammar."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tblgen_py.cpp import ast
from tblgen_py.cpp.descent import parse_descent
from tblgen_py.cpp.grammar import CppSyntaxError, parse_cpp, parse_with_grammar


def grammar_result(text: str) -> ast.Node | None:
    """The pyparsing grammar's tree, None on a syntax error."""
    try:
        return parse_with_grammar(text)
    except CppSyntaxError:
        return None


def assert_agrees(text: str) -> None:
    """Same tree from both parsers, or the descent parser defers."""
    fast = parse_descent(text)
    if fast is not None:
        assert fast == grammar_result(text), text
    elif "\t" not in text and "\\" not in text:
        assert grammar_result(text) is None, text


class TestTable:
    """Hand-picked texts covering every rule."""

    @pytest.mark.parametrize(
        "text",
        [
            "::llvm::isa<::mlir::IntegerType>($_self)",
            "$_self.isSignlessInteger(1) && !x.hasRank()",
            "::llvm::cast<::mlir::IntegerType>($_self).getWidth() == 32",
            "a < b",
            "a < b > c",
            "a<b>::c",
            "f<>{}",
            "$_self.foo<>()",
            "$_self.foo<A>",
            "x.template foo<A, B<C>>(1)",
            "x->template get<T>()",
            "x.field",
            "::mlir :: template Foo(1)",
            "a ? b : c ? d : e",
            "a ? b",
            "a || b && c | d ^ e & f == g != h < i > j <= k >= l + m - n * o / p % q",
            "!-~+a",
            "- -a",
            "a--b",
            "a[0][i + 1]",
            "{1, 2, {3}}",
            "SmallVector<int64_t>{1, 2}",
            "SmallVector<int64_t, 4>(n, 0)",
            "[](Type t) { return t.isF32(); }",
            "[&](const ::mlir::Type &t, auto *u) -> bool { return t == u; }($a, $b)",
            "[=]() { return 1; }()",
            "llvm::all_of($_self, [](Attribute a) { return isa<IntegerAttr>(a); })",
            "static_cast<int64_t>($_self.size()) == 3",
            "static_cast<unsigned int>(x)",
            "std::equal_to<>()($a, $b)",
            '"abc" == $_self.getValue()',
            '""',
            "0x1Fu + 0 + 12ULL",
            "a + 07",
            "true || false || nullptr",
            "constx + returnx",
            "(((a)))",
            "  a  \n ",
            "a b",
            "a &&",
            "",
            "f(,)",
            "[](T return) { return 1; }",
        ],
    )
    def test_agrees(self, text: str) -> None:
        assert_agrees(text)

    @pytest.mark.parametrize("text", ['"a\\"b" == x', "a\t&& b", '"\\n"', "(a\n\t)"])
    def test_defers_escapes_and_tabs(self, text: str) -> None:
        assert parse_descent(text) is None
        assert parse_cpp(text) == parse_with_grammar(text)

    def test_defers_int_literals_python_rejects(self) -> None:
        assert parse_descent("09") is None
        with pytest.raises(CppSyntaxError) as err:
            parse_cpp("$_self.getWidth() == 08u")
        assert (err.value.message, err.value.offset) == ("invalid integer literal", 21)

    def test_defers_nesting_deeper_than_the_recursion_limit(self) -> None:
        import sys

        limit = sys.getrecursionlimit()  # other suites raise it
        sys.setrecursionlimit(1000)
        try:
            assert parse_descent("(" * 400 + "a" + ")" * 400) is None
            assert parse_descent("(" * 20 + "a" + ")" * 20) == ast.Name("a")
        finally:
            sys.setrecursionlimit(limit)

    def test_syntax_error_message_from_grammar(self) -> None:
        with pytest.raises(CppSyntaxError) as err:
            parse_cpp("a &&")
        assert (err.value.message, err.value.offset) == (
            "unexpected '&' in C++ predicate expression",
            2,
        )


_ATOMS = [
    "$_self",
    "$x",
    "a",
    "::mlir::X",
    "0",
    "0x1F",
    "3u",
    "true",
    "nullptr",
    '"s"',
    "template",
    "const",
]
_TYPES = ["T", "::mlir::Type", "int", "3", "const T &", "A<B, C>", "A<>", "T*"]
_SPACE = st.sampled_from(["", " ", "\n"])


def _binary(parts: list[str]) -> str:
    return f"{parts[0]}{parts[1]}{parts[2]}{parts[3]}"


def _expressions() -> st.SearchStrategy[str]:
    """C++-like text built from the grammar's pieces, valid or not."""
    atoms = st.sampled_from(_ATOMS)
    types = st.sampled_from(_TYPES)
    ops = st.sampled_from(["||", "&&", "|", "&", "==", "<", ">", "<=", "+", "-", "%"])

    def extend(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
        return st.one_of(
            st.tuples(inner, _SPACE, ops, inner).map(lambda p: "".join(p)),
            st.tuples(st.sampled_from(["!", "-", "~"]), inner).map("".join),
            inner.map(lambda e: f"({e})"),
            st.tuples(inner, st.sampled_from([".", "->"]), types, inner).map(
                lambda p: f"{p[0]}{p[1]}get<{p[2]}>({p[3]})"
            ),
            st.tuples(inner, st.sampled_from([".", "->", ". template "])).map(
                lambda p: f"{p[0]}{p[1]}size()"
            ),
            st.tuples(st.sampled_from(["isa", "f", "SmallVector"]), types, inner).map(
                lambda p: f"{p[0]}<{p[1]}>({p[2]})"
            ),
            st.lists(inner, max_size=3).map(lambda xs: "{" + ", ".join(xs) + "}"),
            st.tuples(inner, inner).map(lambda p: f"{p[0]}[{p[1]}]"),
            st.tuples(inner, inner, inner).map(lambda p: f"{p[0]} ? {p[1]} : {p[2]}"),
            st.tuples(types, inner).map(
                lambda p: f"[](const {p[0]} &v) {{ return {p[1]}; }}"
            ),
            st.tuples(types, inner).map(lambda p: f"static_cast<{p[0]}>({p[1]})"),
            st.tuples(inner, st.sampled_from(["{", "}", ";", "::", ">>", "<"])).map(
                "".join
            ),
        )

    return st.recursive(atoms, extend, max_leaves=12)


@settings(max_examples=300, deadline=None)
@given(_expressions())
def test_random_expressions_agree(text: str) -> None:
    """Generated texts: same tree, or both reject."""
    assert_agrees(text)


def test_generation_does_not_import_pyparsing() -> None:
    """Predicates the descent parser reads never load pyparsing's grammar."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    probe = (
        "import sys\n"
        "from tblgen_py.tools.mlir_tblgen import main\n"
        "for name in ('Operands', 'Regions', 'Interfaces'):\n"
        "    td = f'td/examples/{name}.td'\n"
        "    assert main(['--gen-op-defs', '--no-cache', '-I', 'td', td, '-o', '-']) == 0\n"
        "print('pyparsing' in sys.modules)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe], cwd=root, capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines()[-1] == "False"
