"""``mlir-pdll-py -x=python``: the PDLL examples' generated modules (goldens in
``generated/``), their layout and typing, and bad Python bodies."""

from __future__ import annotations

import contextlib
import difflib
import io
from pathlib import Path

import black
import pytest

from tblgen_py.tools.generate import PDLL_EXAMPLES
from tblgen_py.tools.mlir_pdll import main

ROOT = Path(__file__).resolve().parents[2]
CASES = [
    (f"td/examples/{stem}.pdll", f"generated/{stem.lower()}_patterns.py")
    for stem in PDLL_EXAMPLES
]


def run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(argv)
    return status, out.getvalue(), err.getvalue()


@pytest.mark.parametrize(("source", "expected"), CASES)
def test_golden(
    source: str,
    expected: str,
    request: pytest.FixtureRequest,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(ROOT)
    status, out, err = run(["-x=python", "-I", "td", source])
    assert (status, err) == (0, "")
    path = ROOT / expected
    if request.config.getoption("--update-goldens", default=False):
        path.write_text(out)
    want = path.read_text()
    diff = difflib.unified_diff(
        want.splitlines(True), out.splitlines(True), expected, "actual"
    )
    assert out == want, "".join(diff)


@pytest.mark.parametrize("expected", [c[1] for c in CASES])
def test_golden_is_black_clean_and_compiles(expected: str) -> None:
    text = (ROOT / expected).read_text()
    assert black.format_str(text, mode=black.Mode()) == text
    compile(text, expected, "exec")


def test_anonymous_patterns_and_any_op_root(tmp_path: Path) -> None:
    source = tmp_path / "anon.pdll"
    source.write_text(
        "Pattern { erase op<a.b>; }\n"
        "Pattern => erase op<>(x: Value);\n"
        "Pattern GeneratedPDLLPattern0 { erase op<c.d>; }\n"
    )
    status, out, err = run(["-x=python", str(source)])
    assert (status, err) == (0, "")
    assert "class GeneratedPDLLPattern0(_Pattern):" in out
    assert "class GeneratedPDLLPattern1(_Pattern):" in out
    assert "class GeneratedPDLLPattern0_(_Pattern):" in out  # a distinct name
    assert "    ROOT = ANY_OP\n" in out
    assert black.format_str(out, mode=black.Mode()) == out


def test_python_body_that_does_not_parse_is_an_error(tmp_path: Path) -> None:
    source = tmp_path / "bad.pdll"
    source.write_text(
        "Constraint Bad(op: Op) [{# python\nreturn (\n}];\n"
        "Pattern { let r = op<a.b>; Bad(r); erase r; }\n"
    )
    output = tmp_path / "out.py"
    status, out, err = run(["-x=python", str(source), "-o", str(output)])
    assert status == 1 and out == ""
    assert err.startswith(
        f"{source}:1:12: error: the Python body of 'Bad' does not parse: "
    )
    assert "Constraint Bad(op: Op)" in err and "^" in err
    assert not output.exists()


def test_untranslated_cpp_body_is_looked_up_by_name(tmp_path: Path) -> None:
    """A C++ body with no translation is left to the user."""
    source = tmp_path / "cpp.pdll"
    source.write_text(
        "Constraint Cpp(op: Op) [{ return success(op->someUnknownMethod()); }];\n"
        "Pattern { let r = op<a.b>; Cpp(r); erase r; }\n"
    )
    status, out, err = run(["-x=python", str(source)])
    assert (status, err) == (0, "")
    assert 'self.native_constraint("Cpp")(rewriter, op0)' in out
    assert "_BODIES: dict[str, _pdl.NativeFn] = {}" in out


def test_recursion_marks_the_pattern_bounded(tmp_path: Path) -> None:
    """``with recursion`` is ``BOUNDED_RECURSION`` (as mlir-pdll's C++ sets it)."""
    source = tmp_path / "rec.pdll"
    source.write_text(
        "Pattern R with recursion { erase op<a.b>; }\nPattern S { erase op<a.c>; }\n"
    )
    status, out, err = run(["-x=python", str(source)])
    assert (status, err) == (0, "")
    assert out.count("    BOUNDED_RECURSION = True\n") == 1
    assert out.index("BOUNDED_RECURSION") < out.index("class S(")
