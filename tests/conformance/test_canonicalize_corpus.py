"""``mlir-opt-py --canonicalize`` against ``mlir-opt-22 --canonicalize``, case by case.

Each case of ``canonicalize_corpus/<dialect>.mlir`` (separated by ``// -----``,
named by a ``// CASE: <name>`` line) is written by us in MLIR's custom syntax.
mlir-opt-22 prints it generically (our parser does not read every dialect's
custom syntax yet) and canonicalizes it; ``mlir-opt-py`` loads op modules
generated from MLIR 22's own ``.td`` files with their Python ports
(``tblgen_py.dialects.<name>``), runs ``--canonicalize`` on the generic text, and
must print the same generic output.  Cases listed in
``known_mismatches/canonicalize.txt`` run as strict xfails (the list only shrinks).
"""

from __future__ import annotations

import contextlib
import functools
import io
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest
from tests.support.tablegen_ref import LLVM_BIN, LLVM_INCLUDE, REPO_ROOT

from tblgen_py.backends.base import BackendOptions
from tblgen_py.backends.ops import OpDefsBackend
from tblgen_py.frontend.session import parse_records
from tblgen_py.tools import mlir_opt

pytestmark = pytest.mark.conformance

CASES_DIR = Path(__file__).parent / "canonicalize_corpus"
KNOWN_PATH = Path(__file__).parent / "known_mismatches" / "canonicalize.txt"
GENERATED_DIR = REPO_ROOT / ".cache" / "conformance" / "canonicalize"
MLIR_OPT = LLVM_BIN / "mlir-opt"
FLAGS = ("--mlir-print-op-generic", "--allow-unregistered-dialect")
SPLIT = re.compile(r"^// -----\s*$", re.MULTILINE)
CASE_NAME = re.compile(r"^// CASE: (\S+)\s*$", re.MULTILINE)
MIN_CASES = 400

# dialect -> its ops file under mlir/Dialect, and whether it has a Python port
DIALECTS = {
    "arith": ("Arith/IR/ArithOps.td", True),
    "func": ("Func/IR/FuncOps.td", True),
    "cf": ("ControlFlow/IR/ControlFlowOps.td", True),
    "scf": ("SCF/IR/SCFOps.td", True),
    "memref": ("MemRef/IR/MemRefOps.td", True),
    "tensor": ("Tensor/IR/TensorOps.td", True),
    "math": ("Math/IR/MathOps.td", True),
    "ub": ("UB/IR/UBOps.td", True),
}


@dataclass(frozen=True)
class Case:
    """One module in custom syntax: its file, name and text (line numbers kept)."""

    file: str
    name: str
    text: str

    @property
    def id(self) -> str:
        """``<file>/<name>``: the test id and known-mismatch entry."""
        return f"{self.file}/{self.name}"


def read_cases() -> list[Case]:
    """Every case of every corpus file, in file order."""
    cases: list[Case] = []
    for path in sorted(CASES_DIR.glob("*.mlir")):
        text = path.read_text(encoding="utf-8")
        line = 0
        for chunk in SPLIT.split(text):
            match = CASE_NAME.search(chunk)
            assert match, f"{path.name}:{line + 1}: case without '// CASE: name'"
            cases.append(Case(path.stem, match.group(1), "\n" * line + chunk))
            line += chunk.count("\n") + 1
    names = [case.id for case in cases]
    assert len(names) == len(set(names)), "duplicate case names"
    return cases


def _known() -> set[str]:
    if not KNOWN_PATH.exists():
        return set()
    lines = KNOWN_PATH.read_text(encoding="utf-8").splitlines()
    return {line.split()[0] for line in lines if line.strip() and line[0] != "#"}


@functools.lru_cache(maxsize=None)
def dialect_modules() -> tuple[str, ...]:
    """``--load-dialect`` arguments: generated op modules, then the Python ports."""
    from test_ods_verifier_diff import _generator_digest

    directory = GENERATED_DIR / _generator_digest()
    if GENERATED_DIR.is_dir():
        for stale in GENERATED_DIR.iterdir():
            if stale != directory:
                shutil.rmtree(stale, ignore_errors=True)
    directory.mkdir(parents=True, exist_ok=True)
    specs: list[str] = []
    for dialect, (rel, _) in DIALECTS.items():
        path = directory / f"{dialect}_ops.py"
        if not path.exists():
            td = LLVM_INCLUDE / "mlir" / "Dialect" / rel
            parsed = parse_records(
                str(td), include_dirs=[str(LLVM_INCLUDE), str(td.parent)]
            )
            assert parsed.ok, f"{rel} does not parse"
            options = BackendOptions(f"mlir/Dialect/{rel}", dialect)
            partial = path.with_suffix(".tmp")
            partial.write_text(OpDefsBackend().emit(parsed.keeper, options))
            partial.replace(path)
        specs.append(str(path))
    specs += [f"tblgen_py.dialects.{d}" for d, (_, port) in DIALECTS.items() if port]
    return tuple(specs)


def reference(path: Path, *options: str) -> str:
    """mlir-opt-22's generic output (the case must be valid)."""
    proc = subprocess.run(
        [str(MLIR_OPT), *FLAGS, *options, str(path)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def ours(path: Path, *options: str) -> tuple[int, str, str]:
    """``mlir-opt-py`` in-process: status, stdout, stderr."""
    argv = [*FLAGS, *options, str(path)]
    for spec in dialect_modules():
        argv += ["--load-dialect", spec]
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = mlir_opt.main(argv)
    return status, out.getvalue(), err.getvalue()


CASES = read_cases()
KNOWN = _known()


class CanonicalizeMismatch(AssertionError):
    """mlir-opt-py --canonicalize and mlir-opt disagree on a case."""


def _params() -> list[object]:
    params = []
    for case in CASES:
        marks = []
        if case.id in KNOWN:
            marks.append(pytest.mark.xfail(raises=CanonicalizeMismatch, strict=True))
        params.append(pytest.param(case, id=case.id, marks=marks))
    return params


@pytest.mark.parametrize("case", _params())
def test_canonicalize_matches(case: Case, tmp_path: Path) -> None:
    """The same generic output as ``mlir-opt-22 --canonicalize``."""
    source = tmp_path / "in.mlir"
    source.write_text(case.text, encoding="utf-8")
    generic = tmp_path / "generic.mlir"
    generic.write_text(reference(source), encoding="utf-8")
    expected = reference(source, "--canonicalize")
    status, found, err = ours(generic, "--canonicalize")
    if status != 0 or found != expected:
        raise CanonicalizeMismatch(
            f"status {status}\n{err}\n--- mlir-opt\n{expected}\n--- ours\n{found}"
        )


def test_case_table() -> None:
    """Enough cases; the known-mismatch list names only existing cases."""
    assert len(CASES) >= MIN_CASES
    ids = {case.id for case in CASES}
    assert KNOWN <= ids, f"stale known mismatches: {sorted(KNOWN - ids)}"
