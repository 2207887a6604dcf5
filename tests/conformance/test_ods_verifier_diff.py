"""The ODS-generated verifiers against ``mlir-opt-22``, case by case.

Op modules for arith, func, scf, memref, tensor, vector, llvm and cf are generated
from MLIR 22's own .td files with ``--gen-op-defs`` (into ``.cache/``, rebuilt
when the generator changes) and loaded into ``mlir-opt-py`` with
``--load-dialect``, with the Python ports of their C++ verifiers and interface
methods (``tblgen_py.dialects.<dialect>``).  Each case of ``ods_verifier_cases/<dialect>.mlir`` (cases
are separated by ``// -----`` and named by a ``// CASE: <name>`` line) is a
generic-form module, valid or not.  Both tools run it with
``--mlir-print-op-generic --allow-unregistered-dialect``; the verdict (exit
status) and the first ``error:`` line (path, line:col and message) must agree.
Cases listed in ``known_mismatches/ods_verifier.txt`` run as strict xfails.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import io
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest
from tests.support.tablegen_ref import LLVM_BIN, LLVM_INCLUDE, REPO_ROOT

from tblgen_py.tools import mlir_opt
from tblgen_py.backends.base import BackendOptions
from tblgen_py.backends.ops import OpDefsBackend
from tblgen_py.frontend.session import parse_records
from tblgen_py.tools.dialect_loading import load_dialects
from tblgen_py.tools.module_loader import load_module
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.text.parser import parse_source

pytestmark = pytest.mark.conformance

CASES_DIR = Path(__file__).parent / "ods_verifier_cases"
KNOWN_PATH = Path(__file__).parent / "known_mismatches" / "ods_verifier.txt"
GENERATED_DIR = REPO_ROOT / ".cache" / "conformance" / "ods_verifier"
MLIR_OPT = LLVM_BIN / "mlir-opt"
FLAGS = ("--mlir-print-op-generic", "--allow-unregistered-dialect")
SPLIT = re.compile(r"^// -----\s*$", re.MULTILINE)
CASE_NAME = re.compile(r"^// CASE: (\S+)\s*$", re.MULTILINE)
ERROR_LINE = re.compile(r"^(.*?:\d+:\d+: error: .*)$", re.MULTILINE)
MIN_CASES = 200

# dialect -> its ops file under mlir/Dialect
DIALECTS = {
    "arith": "Arith/IR/ArithOps.td",
    "func": "Func/IR/FuncOps.td",
    "scf": "SCF/IR/SCFOps.td",
    "memref": "MemRef/IR/MemRefOps.td",
    "tensor": "Tensor/IR/TensorOps.td",
    "vector": "Vector/IR/VectorOps.td",
    "llvm": "LLVMIR/LLVMOps.td",
    "cf": "ControlFlow/IR/ControlFlowOps.td",
}


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


def _generator_digest() -> str:
    """A digest of the generator and runtime sources (the cache key)."""
    package = REPO_ROOT / "tblgen_py"
    digest = hashlib.blake2b(digest_size=10)
    for path in sorted(package.rglob("*.py")) + sorted(
        (REPO_ROOT / "templates").rglob("*")
    ):
        if path.is_file():
            digest.update(path.read_bytes())
    return digest.hexdigest()


@functools.lru_cache(maxsize=None)
def dialect_modules() -> tuple[str, ...]:
    """Paths of the generated modules, generating them when not cached."""
    directory = GENERATED_DIR / _generator_digest()
    if GENERATED_DIR.is_dir():
        for stale in GENERATED_DIR.iterdir():
            if stale != directory:
                shutil.rmtree(stale, ignore_errors=True)
    directory.mkdir(parents=True, exist_ok=True)
    paths = []
    for dialect, rel in DIALECTS.items():
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
        paths.append(str(path))
    return tuple(paths)


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
    """``mlir-opt-py --load-dialect ...`` on the case file, in-process."""
    argv = [*FLAGS, str(path), "-o", str(path.with_suffix(".out"))]
    for module in dialect_modules():
        argv += ["--load-dialect", module]
    for dialect in DIALECTS:  # what MLIR leaves to C++, ported to Python
        argv += ["--load-dialect", f"tblgen_py.dialects.{dialect}"]
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
    path = dialect_modules()[list(DIALECTS).index("arith")]
    arith = load_module(path)
    context = Context(allow_unregistered_dialects=True)
    load_dialects(context, [path])
    module = parse_source(ENUM_IR, context)
    cmpi, addf, plain = [op for op in module.walk_ops() if op.name.startswith("arith")]
    assert cmpi.predicate is arith.CmpIPredicate.sgt
    assert str(cmpi.predicate) == "sgt" and cmpi.predicate_attr is not None
    flags = arith.FastMathFlags.nnan | arith.FastMathFlags.contract
    assert addf.fastmath == flags and isinstance(addf.fastmath, arith.FastMathFlags)
    assert str(addf.fastmath) == "nnan,contract"
    assert plain.fastmath is arith.FastMathFlags.none
