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
from pdll_compare import CORPUS, MLIR_PDLL, ROOT, corpus_params, generic, pdll_argv

from tblgen_py.tools.mlir_pdll import main as pdll_main

pytestmark = pytest.mark.conformance


def _cases() -> list[str]:
    return sorted(str(p.relative_to(CORPUS)) for p in (CORPUS / "valid").glob("*.pdll"))


def test_corpus_size() -> None:
    """At least 100 valid cases are compared."""
    assert len(_cases()) >= 100


@pytest.mark.parametrize("rel", corpus_params(_cases(), "pdll_mlir.txt"))
def test_mlir_matches_mlir_pdll(rel: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Same status and the same PDL module as mlir-pdll 22, printed generically."""
    if not Path(MLIR_PDLL).exists():
        pytest.skip("mlir-pdll 22 is not installed")
    argv = pdll_argv(rel, "-x=mlir")
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
