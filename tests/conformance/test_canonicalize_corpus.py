"""``mlir-opt-py --canonicalize`` against ``mlir-opt-22 --canonicalize``, case by case.

Each case of ``canonicalize_corpus/<dialect>.mlir`` (separated by ``// -----``,
named by a ``// CASE: <name>`` line) is written by us in MLIR's custom syntax.
mlir-opt-22 prints it generically and canonicalizes it; ``mlir-opt-py`` loads op
modules generated from MLIR 22's own ``.td`` files with their Python ports
(``tblgen_py.dialects.<name>``), runs ``--canonicalize`` on the generic text, and
must print the same generic output.  A second test runs both tools on the
custom-syntax text itself and compares their custom-form output.  Cases listed
in ``known_mismatches/canonicalize.txt`` (generic) and
``known_mismatches/canonicalize_custom.txt`` (custom form) run as strict xfails
(the lists only shrink).
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

pytestmark = pytest.mark.conformance

CASES_DIR = Path(__file__).parent / "canonicalize_corpus"
KNOWN_PATH = Path(__file__).parent / "known_mismatches" / "canonicalize.txt"
KNOWN_CUSTOM_PATH = (
    Path(__file__).parent / "known_mismatches" / "canonicalize_custom.txt"
)
MLIR_OPT = LLVM_BIN / "mlir-opt"
FLAGS = ("--mlir-print-op-generic", "--allow-unregistered-dialect")
SPLIT = re.compile(r"^// -----\s*$", re.MULTILINE)
CASE_NAME = re.compile(r"^// CASE: (\S+)\s*$", re.MULTILINE)
MIN_CASES = 400

# dialect -> its ops file under mlir/Dialect, and whether it has a Python port


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


def _known(path: Path = KNOWN_PATH) -> set[str]:
    if not path.exists():
        return set()
    lines = path.read_text(encoding="utf-8").splitlines()
    return {line.split()[0] for line in lines if line.strip() and line[0] != "#"}


def reference(path: Path, *options: str, flags: tuple[str, ...] = FLAGS) -> str:
    """mlir-opt-22's output, generic by default (the case must be valid)."""
    proc = subprocess.run(
        [str(MLIR_OPT), *flags, *options, str(path)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def ours(
    path: Path, *options: str, flags: tuple[str, ...] = FLAGS
) -> tuple[int, str, str]:
    """``mlir-opt-py`` in-process: status, stdout, stderr."""
    argv = [*flags, *options, str(path)]
    # MLIR's dialects load when the input names them, as in mlir-opt
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = mlir_opt.main(argv)
    return status, out.getvalue(), err.getvalue()


CASES = read_cases()
KNOWN = _known()
KNOWN_CUSTOM = _known(KNOWN_CUSTOM_PATH)
CUSTOM_FLAGS = ("--allow-unregistered-dialect",)


class CanonicalizeMismatch(AssertionError):
    """mlir-opt-py --canonicalize and mlir-opt disagree on a case."""


def _params(known: set[str] = KNOWN) -> list[object]:
    params = []
    for case in CASES:
        marks = []
        if case.id in known:
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


@pytest.mark.parametrize("case", _params(KNOWN_CUSTOM))
def test_canonicalize_matches_custom(case: Case, tmp_path: Path) -> None:
    """The same custom-form output as ``mlir-opt-22 --canonicalize``, both
    reading the case's custom syntax."""
    source = tmp_path / "in.mlir"
    source.write_text(case.text, encoding="utf-8")
    expected = reference(source, "--canonicalize", flags=CUSTOM_FLAGS)
    status, found, err = ours(source, "--canonicalize", flags=CUSTOM_FLAGS)
    if status != 0 or found != expected:
        raise CanonicalizeMismatch(
            f"status {status}\n{err}\n--- mlir-opt\n{expected}\n--- ours\n{found}"
        )


def test_case_table() -> None:
    """Enough cases; the known-mismatch lists name only existing cases."""
    assert len(CASES) >= MIN_CASES
    ids = {case.id for case in CASES}
    assert KNOWN <= ids, f"stale known mismatches: {sorted(KNOWN - ids)}"
    stale = sorted(KNOWN_CUSTOM - ids)
    assert not stale, f"stale custom-form known mismatches: {stale}"
