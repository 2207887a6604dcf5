"""The ODS-generated verifiers against ``mlir-opt-22``, case by case.

The dialects arith, func, scf, memref, tensor, vector, llvm and cf are MLIR's own,
as ``mlir-opt-py`` loads them with no flags (``tblgen_py.dialects.<dialect>``:
generated from MLIR 22's .td files on first use, with the Python ports of their
C++ verifiers and interface methods).  Each case of ``ods_verifier_cases/<dialect>.mlir`` (cases
are separated by ``// -----`` and named by a ``// CASE: <name>`` line) is a
generic-form module, valid or not.  Both tools run it with
``--mlir-print-op-generic --allow-unregistered-dialect``; the verdict (exit
status) and the first ``error:`` line (path, line:col and message) must agree.
Cases listed in ``known_mismatches/ods_verifier.txt`` run as strict xfails.
"""

from __future__ import annotations

import contextlib
import io
import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest
from tests.support.tablegen_ref import LLVM_BIN

from tblgen_py.tools import mlir_opt
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.text.parser import parse_source

pytestmark = pytest.mark.conformance

CASES_DIR = Path(__file__).parent / "ods_verifier_cases"
KNOWN_PATH = Path(__file__).parent / "known_mismatches" / "ods_verifier.txt"
MLIR_OPT = LLVM_BIN / "mlir-opt"
FLAGS = ("--mlir-print-op-generic", "--allow-unregistered-dialect")
SPLIT = re.compile(r"^// -----\s*$", re.MULTILINE)
CASE_NAME = re.compile(r"^// CASE: (\S+)\s*$", re.MULTILINE)
ERROR_LINE = re.compile(r"^(.*?:\d+:\d+: error: .*)$", re.MULTILINE)
MIN_CASES = 200

DIALECTS = ("arith", "func", "scf", "memref", "tensor", "vector", "llvm", "cf")
"""The dialects with a case file."""


@dataclass(frozen=True)
class Case:
    """One generic-form module: its file, name and text (line numbers kept)."""

    dialect: str
    name: str
    text: str

    @property
    def id(self) -> str:
        """``<dialect>/<name>``: the test id and known-mismatch entry."""
        return f"{self.dialect}/{self.name}"


@dataclass(frozen=True)
class Verdict:
    """What a tool said: failed or not, and its first error line."""

    failed: bool
    first_error: str


def read_cases() -> list[Case]:
    """Every case of every case file, in file order."""
    cases: list[Case] = []
    for path in sorted(CASES_DIR.glob("*.mlir")):
        text = path.read_text(encoding="utf-8")
        line = 0
        for chunk in SPLIT.split(text):
            match = CASE_NAME.search(chunk)
            assert match, f"{path.name}:{line + 1}: case without '// CASE: name'"
            padded = "\n" * line + chunk
            cases.append(Case(path.stem, match.group(1), padded))
            line += chunk.count("\n") + 1
    names = [case.id for case in cases]
    assert len(names) == len(set(names)), "duplicate case names"
    return cases


def _known() -> set[str]:
    """Case ids known to differ from mlir-opt."""
    if not KNOWN_PATH.exists():
        return set()
    lines = KNOWN_PATH.read_text(encoding="utf-8").splitlines()
    return {line.split()[0] for line in lines if line.strip() and line[0] != "#"}


def first_error(stderr: str) -> str:
    """The first ``path:line:col: error: message`` line, or ''."""
    match = ERROR_LINE.search(stderr)
    return match.group(1) if match else ""


def run_reference(path: Path) -> Verdict:
    """``mlir-opt-22`` on the case file."""
    proc = subprocess.run(
        [str(MLIR_OPT), *FLAGS, str(path)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    return Verdict(proc.returncode != 0, first_error(proc.stderr))


def run_ours(path: Path) -> Verdict:
    """``mlir-opt-py`` on the case file, in-process (no dialect flags)."""
    argv = [*FLAGS, str(path), "-o", str(path.with_suffix(".out"))]
    stderr = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    with contextlib.redirect_stderr(stderr):
        status = mlir_opt.main(argv)
    stderr.seek(0)
    return Verdict(status != 0, first_error(stderr.read()))


CASES = read_cases()
KNOWN = _known()


class VerdictMismatch(AssertionError):
    """mlir-opt-py and mlir-opt disagree on a case."""


def _params() -> list[object]:
    """One param per case; known mismatches are strict xfails."""
    params = []
    for case in CASES:
        marks = []
        if case.id in KNOWN:
            marks.append(pytest.mark.xfail(raises=VerdictMismatch, strict=True))
        params.append(pytest.param(case, id=case.id, marks=marks))
    return params


@pytest.mark.parametrize("case", _params())
def test_verdict_and_first_error_match(case: Case, tmp_path: Path) -> None:
    """Same verdict and the same first error (text and line:col) as mlir-opt."""
    path = tmp_path / f"{case.dialect}.mlir"
    path.write_text(case.text, encoding="utf-8")
    expected = run_reference(path)
    found = run_ours(path)
    if found != expected:
        raise VerdictMismatch(f"mlir-opt: {expected}\nmlir-opt-py: {found}")


def test_case_table() -> None:
    """Enough cases, over every dialect, valid and invalid; the list is current."""
    assert len(CASES) >= MIN_CASES
    assert {case.dialect for case in CASES} == set(DIALECTS)
    ids = {case.id for case in CASES}
    assert KNOWN <= ids, f"stale known mismatches: {sorted(KNOWN - ids)}"


ENUM_IR = """
%a = "test.val"() : () -> i32
%b = "test.val"() : () -> f32
%0 = "arith.cmpi"(%a, %a) <{predicate = 4 : i64}> : (i32, i32) -> i1
%1 = "arith.addf"(%b, %b) <{fastmath = #arith.fastmath<nnan,contract>}> : (f32, f32) -> f32
%2 = "arith.addf"(%b, %b) : (f32, f32) -> f32
"""


def test_arith_enum_getters_return_enum_members() -> None:
    """Enum attribute getters of MLIR's arith ops give the generated enums."""
    import tblgen_py.dialects.arith as arith

    context = Context(allow_unregistered_dialects=True)
    arith.register(context)
    module = parse_source(ENUM_IR, context)
    cmpi, addf, plain = [op for op in module.walk_ops() if op.name.startswith("arith")]
    assert cmpi.predicate is arith.CmpIPredicate.sgt
    assert str(cmpi.predicate) == "sgt" and cmpi.predicate_attr is not None
    flags = arith.FastMathFlags.nnan | arith.FastMathFlags.contract
    assert addf.fastmath == flags and isinstance(addf.fastmath, arith.FastMathFlags)
    assert str(addf.fastmath) == "nnan,contract"
    assert plain.fastmath is arith.FastMathFlags.none
