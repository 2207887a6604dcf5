"""``mlir-pdll-py -x=mlir`` against ``mlir-pdll -x=mlir`` 22 over the valid PDLL corpus.

Both outputs (each ``--split-input-file`` chunk on its own) are printed by
``mlir-opt`` 22 with ``--mlir-print-op-generic --mlir-print-debuginfo``; the
printed modules and the exit statuses must be identical, and where the PDL
verifier rejects the generated module, so are the errors. Known mismatches (the
files ``mlir-pdll`` crashes on) run as strict xfails.
"""

from __future__ import annotations

import contextlib
import io
import subprocess
from pathlib import Path

import pytest
from pdll_compare import MLIR_PDLL, generic

from tblgen_py.tools.mlir_pdll import main as pdll_main

HERE = Path(__file__).parent
CORPUS = HERE / "pdll_corpus"
KNOWN = HERE / "known_mismatches" / "pdll_mlir.txt"
ROOT = HERE.parent.parent

pytestmark = pytest.mark.conformance


def _cases() -> list[str]:
    return sorted(str(p.relative_to(CORPUS)) for p in (CORPUS / "valid").glob("*.pdll"))


def _known() -> set[str]:
    if not KNOWN.exists():
        return set()
    lines = KNOWN.read_text().splitlines()
    return {line.strip() for line in lines if line.strip() and not line.startswith("#")}


def _params() -> list[object]:
    known = _known()
    return [
        pytest.param(
            rel,
            marks=(
                [pytest.mark.xfail(strict=True, reason="known mismatch")]
                if rel in known
                else []
            ),
        )
        for rel in _cases()
    ]


def _argv(rel: str) -> list[str]:
    path = str((CORPUS / rel).relative_to(ROOT))
    flags = ["-x=mlir", "-I", str((CORPUS / "inc").relative_to(ROOT))]
    flags += ["-I", "/usr/lib/llvm-22/include", "-I", "td/examples"]
    if Path(rel).name.startswith("split_"):
        flags.append("--split-input-file")
    return [*flags, path]


def test_corpus_size() -> None:
    """At least 100 valid cases are compared."""
    assert len(_cases()) >= 100


@pytest.mark.parametrize("rel", _params())
def test_mlir_matches_mlir_pdll(rel: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Same status and the same PDL module as mlir-pdll 22, printed generically."""
    if not Path(MLIR_PDLL).exists():
        pytest.skip("mlir-pdll 22 is not installed")
    argv = _argv(rel)
    ref = subprocess.run(
        [MLIR_PDLL, *argv], capture_output=True, text=True, cwd=ROOT, check=False
    )
    monkeypatch.chdir(ROOT)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = pdll_main(argv)
    assert status == ref.returncode
    if ref.returncode != 0:
        assert err.getvalue() == ref.stderr
        return
    assert generic(out.getvalue()) == generic(ref.stdout)
