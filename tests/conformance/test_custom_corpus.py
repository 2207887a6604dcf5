"""Hand-written syntax of MLIR's ops, against ``mlir-opt-22``.

Each file of ``custom_corpus/`` (written by us; ``// -----`` chunks as
``--split-input-file`` splits them) runs through mlir-opt-py with no dialect
flags (MLIR's dialects load on first use) and through mlir-opt-22: the
custom, generic and debug-info output must be identical, an invalid input's
first error identical, and mlir-opt-22's generic output of each chunk must be
accepted when we read it back (no false rejections).  Files that differ are
listed (``<check> <file>``) in ``known_mismatches/custom_corpus.txt`` and
run as strict expected failures; the list may only shrink.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from custom_corpus_run import CHECKS, CORPUS, check_mode
from tests.support.tablegen_ref import require_llvm

pytestmark = pytest.mark.conformance

KNOWN = Path(__file__).parent / "known_mismatches" / "custom_corpus.txt"


def _known() -> set[tuple[str, str]]:
    entries = set()
    for line in KNOWN.read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            check, _, name = line.strip().partition(" ")
            entries.add((check, name.strip()))
    return entries


def _cases() -> list[object]:
    known = _known()
    cases = []
    for path in sorted(CORPUS.glob("*.mlir")):
        for check in CHECKS:
            marks = []
            if (check, path.name) in known:
                marks.append(pytest.mark.xfail(strict=True, reason="known mismatch"))
            cases.append(
                pytest.param(check, path.name, id=f"{check}:{path.name}", marks=marks)
            )
    return cases


@pytest.fixture(scope="module")
def tools() -> None:
    """mlir-opt-22 and MLIR 22's headers are installed."""
    require_llvm()


def test_known_mismatches_exist() -> None:
    """Every listed mismatch names a corpus file."""
    names = {path.name for path in CORPUS.glob("*.mlir")}
    assert all(check in CHECKS and name in names for check, name in _known())


@pytest.mark.parametrize(("check", "name"), _cases())
def test_matches_mlir_opt(check: str, name: str, tools: None) -> None:
    """Custom/generic/debuginfo output and first error agree; mlir-opt-22's
    generic output is read back without errors."""
    problems = check_mode(CORPUS / name, check)
    assert not problems, "\n".join(problems)
