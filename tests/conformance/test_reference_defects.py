"""Reference defects: cases where an LLVM 22 tool is wrong, checked both ways.

A differential suite compares us with an LLVM 22 tool; where that tool is
itself wrong, matching it would be a bug and a known-mismatch entry would
hide a case forever.  Such cases are listed once, with the defect in words and
what we do instead, in ``reference_defects.txt`` (``suite | case | defect |
ours``); their suite leaves them out (``reference_defects.cases(suite)``)
and this module checks each one strictly in both directions:

- the reference still shows the defect, exactly (a crash signal and stack
  dump, a wrong constant): once a reference stops showing it, the test fails
  and the case goes back to its suite;
- our output is right by a check that does not trust the defective tool on
  that input (``pdll_mlir``: mlir-opt 22 verifies our PDL, which is the module
  mlir-pdll 22 prints for a twin file spelling the same patterns in a form it
  compiles, in ``reference_defect_twins/``; ``arith_fold``: the folded value's
  encoding, decoded here, and our unfolded output).
"""

from __future__ import annotations

import contextlib
import io
import re
import subprocess
from pathlib import Path

import pytest
from arith_fold_cases import CASES
from dialect_modules import generate, mlir_opt
from float_fold_cases import FLOAT_CASES
from math_fold_cases import MATH_CASES
from pdll_compare import MLIR_OPT, MLIR_PDLL, ROOT, pdll_argv
from reference_defects import Defect, defects
from test_arith_fold_diff import DIALECTS, run_folding
from tests.support.tablegen_ref import require_llvm

from tblgen_py.tools.mlir_pdll import main as pdll_main

pytestmark = pytest.mark.conformance

HERE = Path(__file__).parent
TWINS = HERE / "reference_defect_twins"
SUITES = {"pdll_mlir", "arith_fold"}


def _params() -> list[object]:
    return [pytest.param(d, id=f"{d.suite}:{d.case}") for d in defects()]


def test_every_entry_names_a_suite_and_a_case() -> None:
    """No stale or malformed entry: each names a checked suite and a live case."""
    folds = {**CASES, **FLOAT_CASES, **MATH_CASES}
    for defect in defects():
        assert defect.suite in SUITES
        assert defect.defect and defect.ours
        if defect.suite == "pdll_mlir":
            assert (HERE / "pdll_corpus" / defect.case).is_file()
            assert (TWINS / Path(defect.case).name).is_file()
        else:
            assert defect.case in folds


@pytest.mark.parametrize("defect", _params())
def test_reference_defect(
    defect: Defect, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The reference still shows the defect; our output is right."""
    require_llvm()
    if defect.suite == "pdll_mlir":
        _check_pdll_crash(defect.case, monkeypatch)
    else:
        _check_nan_fold(defect.case, tmp_path)


def _generic(text: str) -> subprocess.CompletedProcess[str]:
    """``text`` verified and printed generically (no locations) by mlir-opt 22."""
    return subprocess.run(
        [MLIR_OPT, "--mlir-print-op-generic"],
        input=text,
        capture_output=True,
        text=True,
        check=False,
    )


def _check_pdll_crash(rel: str, monkeypatch: pytest.MonkeyPatch) -> None:
    argv = pdll_argv(rel, "-x=mlir")
    ref = subprocess.run(
        [MLIR_PDLL, *argv], capture_output=True, text=True, cwd=ROOT, check=False
    )
    # The defect: killed by SIGABRT after glibc's report, a stack dump, no output.
    assert ref.returncode == -6, ref.returncode
    assert "free(): invalid pointer" in ref.stderr
    assert "Stack dump:" in ref.stderr
    assert ref.stdout == ""
    # Ours: a PDL module mlir-opt 22 verifies ...
    monkeypatch.chdir(ROOT)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = pdll_main(argv)
    assert status == 0, err.getvalue()
    ours = _generic(out.getvalue())
    assert ours.returncode == 0, ours.stderr
    # ... which is what mlir-pdll 22 makes of the twin file.
    twin = subprocess.run(
        [MLIR_PDLL, "-x=mlir", str(TWINS / Path(rel).name)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert twin.returncode == 0, twin.stderr
    expected = _generic(twin.stdout)
    assert expected.returncode == 0, expected.stderr
    assert "pdl.pattern" in ours.stdout
    assert ours.stdout == expected.stdout


_TRUNCF = re.compile(
    r"%\w+ = arith\.constant (0x[0-9A-Fa-f]+) : (f8E4M3)\n"
    r"\s*%\w+ = arith\.truncf %\w+ : f8E4M3 to (f4E2M1FN)"
)


def _is_f8e4m3_nan(bits: int) -> bool:
    """IEEE-style f8E4M3 (4 exponent, 3 mantissa bits): all-ones exponent and
    a nonzero mantissa is a NaN."""
    return (bits >> 3) & 0xF == 0xF and bits & 0x7 != 0


def _f4e2m1fn_value(bits: int) -> float:
    """f4E2M1FN (2 exponent bits, bias 1, 1 mantissa bit, finite only)."""
    sign = -1.0 if bits & 0x8 else 1.0
    exponent, mantissa = (bits >> 1) & 0x3, bits & 0x1
    if exponent == 0:
        return sign * mantissa * 0.5
    return sign * (1 + mantissa / 2) * 2.0 ** (exponent - 1)


def _check_nan_fold(case: str, tmp_path: Path) -> None:
    text = {**CASES, **FLOAT_CASES, **MATH_CASES}[case]
    match = _TRUNCF.search(text)
    assert match is not None, "the case truncates an f8E4M3 constant to f4E2M1FN"
    source_bits = int(match.group(1), 16)
    assert _is_f8e4m3_nan(source_bits)  # independent of any folder
    path = tmp_path / "in.mlir"
    path.write_text(text)
    folded = mlir_opt(path, "--canonicalize=enable-patterns=none")
    assert folded.returncode == 0, folded.stderr
    # The defect: the NaN became the finite constant 0x0 (+0.0).
    constant = re.search(
        r'"arith\.constant"\(\) <\{value = (0x[0-9A-F]+) : f4E2M1FN\}>', folded.stdout
    )
    assert constant is not None and "arith.truncf" not in folded.stdout
    assert constant.group(1) == "0x0" and _f4e2m1fn_value(0) == 0.0
    # Ours: the truncf stays, on the NaN constant.
    generic = mlir_opt(path)
    assert generic.returncode == 0, generic.stderr
    modules = [generate(rel, name, tmp_path, "fold_ops") for rel, name in DIALECTS]
    ours = run_folding(modules, generic.stdout)
    assert '"arith.truncf"' in ours
    assert f"value = {match.group(1)} : f8E4M3" in ours
    assert "f4E2M1FN}>" not in ours
