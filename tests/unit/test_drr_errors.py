"""Invalid DRR patterns are diagnosed at generation time with file:line:col."""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

import pytest

from tblgen_py.tools.mlir_tblgen import main

ROOT = Path(__file__).resolve().parents[2]

PRELUDE = """\
include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"
def E_Dialect : Dialect { let name = "e"; }
def OneOp : Op<E_Dialect, "one"> {
  let arguments = (ins AnyType:$input, I32Attr:$attr);
  let results = (outs AnyType:$output);
}
def TwoOp : Op<E_Dialect, "two"> {
  let arguments = (ins AnyType:$a, AnyType:$b);
  let results = (outs AnyType:$x, AnyType:$y);
}
def NotAnOp;
"""
PRELUDE_LINES = PRELUDE.count("\n")


def generate(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], body: str
) -> tuple[int, str]:
    """Run ``--gen-rewriters`` on PRELUDE + body; (status, stderr)."""
    path = tmp_path / "patterns.td"
    path.write_text(PRELUDE + textwrap.dedent(body))
    status = main(
        [
            "--gen-rewriters",
            "--no-cache",
            "-I",
            str(ROOT / "td"),
            str(path),
            "-o",
            str(tmp_path / "out.py"),
        ]
    )
    return status, capsys.readouterr().err


CASES = [
    (
        "def P : Pat<(OneOp $x, $a), (OneOp $y, $a)>;",
        1,
        36,
        "referenced symbol '$y' is not bound",
    ),
    (
        "def P : Pat<(OneOp $x), (OneOp $x, $x)>;",
        1,
        14,
        "op 'e.one' has 2 arguments, but the pattern gives 1",
    ),
    (
        "def P : Pat<(NotAnOp $x), (OneOp $x, $x)>;",
        1,
        14,
        "source pattern root 'NotAnOp' is not an op",
    ),
    (
        "def P : Pat<(OneOp $x, $a), (NotAnOp $x)>;",
        1,
        30,
        "'NotAnOp' cannot be a result pattern",
    ),
    (
        "def P : Pat<(TwoOp (OneOp $x, $a), (OneOp $y, $a)), (TwoOp $x, $y)>;",
        1,
        47,
        "symbol '$a' is bound more than once",
    ),
    (
        'def P : Pattern<(TwoOp $x, $y), [(OneOp $x, ConstantAttr<I32Attr, "1">)]>;',
        1,
        5,
        "the result patterns give 1 values to replace the 2 results of 'e.two'",
    ),
    (
        "def P : Pat<(OneOp:$r $x, $a), (OneOp $r__3, $a)>;",
        1,
        39,
        "'$r__3': op 'e.one' has 1 results",
    ),
    (
        "def P : Pat<(OneOp $x, $a), (OneOp $x)>;",
        1,
        30,
        "op 'e.one' needs argument 'attr', but the result pattern gives only 1",
    ),
    (
        "def P : Pat<(OneOp $x, $a), (OneOp $x, $a, $a)>;",
        1,
        30,
        "op 'e.one' takes 2 arguments, but the result pattern gives 3",
    ),
]


@pytest.fixture(scope="module")
def all_errors(tmp_path_factory: pytest.TempPathFactory) -> tuple[int, str, Path]:
    """One run over every case (each def renamed ``P<i>``, one per line)."""
    import contextlib
    import io

    tmp_path = tmp_path_factory.mktemp("drr_errors")
    body = "\n".join(
        case[0].replace("def P ", f"def P{i} ") for i, case in enumerate(CASES)
    )
    path = tmp_path / "patterns.td"
    path.write_text(PRELUDE + body)
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        status = main(
            [
                "--gen-rewriters",
                "--no-cache",
                "-I",
                str(ROOT / "td"),
                str(path),
                "-o",
                str(tmp_path / "out.py"),
            ]
        )
    return status, err.getvalue(), tmp_path


@pytest.mark.parametrize(("index", "case"), list(enumerate(CASES)))
def test_invalid_pattern(
    all_errors: tuple[int, str, Path], index: int, case: tuple[str, int, int, str]
) -> None:
    status, err, tmp_path = all_errors
    _, line, col, message = case
    col = col if col == 5 else col + 1  # "def P<i>" is one character longer
    assert status == 1
    assert (
        f"patterns.td:{PRELUDE_LINES + index + line}:{col}: error: {message}\n" in err
    )
    assert not (tmp_path / "out.py").exists()


def test_every_invalid_pattern_is_reported_once(
    all_errors: tuple[int, str, Path],
) -> None:
    _, err, _ = all_errors
    assert err.count(": error: ") == len(CASES)
    assert err.endswith(f"mlir-tblgen-py: {len(CASES)} errors.\n")


def test_caret_under_the_symbol(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, err = generate(tmp_path, capsys, CASES[0][0])
    source, caret = err.splitlines()[1:3]
    assert source == CASES[0][0]
    assert source[caret.index("^") :].startswith("$y")


def test_native_code_needing_python_is_a_warning(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    body = """
    def Helper : NativeCodeCall<"helper($0)">;
    def P : Pat<(OneOp $x, $a), (OneOp (Helper $x), $a)>;
    """
    status, err = generate(tmp_path, capsys, body)
    assert status == 0
    assert (
        "warning: needs user-supplied Python: 'helper' (NativeCodeCall 'Helper')" in err
    )
    assert (
        'NATIVE_REQUIRED: tuple[str, ...] = ("helper",)'
        in (tmp_path / "out.py").read_text()
    )


def test_constraint_call_needing_python_is_a_warning(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    body = """
    def IsFoo : Constraint<CPred<"is_foo($_self, $0)">, "is foo">;
    def P : Pat<(OneOp $x, $a), (OneOp $x, $a), [(IsFoo $x)]>;
    """
    status, err = generate(tmp_path, capsys, body)
    assert status == 0
    assert "warning: needs user-supplied Python: 'is_foo' (Constraint 'IsFoo')" in err
    assert re.search(r"if not fn\d+\(v_x, v_x\):", (tmp_path / "out.py").read_text())
