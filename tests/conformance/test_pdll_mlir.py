"""``mlir-pdll-py -x=mlir`` against ``mlir-pdll -x=mlir`` 22 over the valid PDLL corpus.

The outputs are byte-identical (PDL's custom syntax with location aliases, as
``mlir-pdll`` prints its module), with the same exit status and diagnostics;
and both, each ``--split-input-file`` chunk on its own, printed by ``mlir-opt``
22 with ``--mlir-print-op-generic --mlir-print-debuginfo`` are identical too
(the module, not only its text). Where the PDL verifier rejects the generated
module, the errors are identical. Known mismatches run
as strict xfails; the files ``mlir-pdll`` 22 crashes on are reference defects
(``reference_defects.txt``), checked by ``test_reference_defects.py``.
"""

from __future__ import annotations

import contextlib
import io
import subprocess
from pathlib import Path

import pytest
from pdll_compare import CORPUS, MLIR_PDLL, ROOT, corpus_params, generic, pdll_argv
from reference_defects import cases as defect_cases

from tblgen_py.tools.mlir_pdll import main as pdll_main

pytestmark = pytest.mark.conformance


def _cases() -> list[str]:
    """The valid corpus but the reference defects (mlir-pdll 22 crashes)."""
    found = (str(p.relative_to(CORPUS)) for p in (CORPUS / "valid").glob("*.pdll"))
    return sorted(set(found) - defect_cases("pdll_mlir"))


def test_corpus_size() -> None:
    """At least 100 valid cases are compared."""
    assert len(_cases()) >= 100


@pytest.mark.parametrize("rel", corpus_params(_cases(), "pdll_mlir.txt"))
def test_mlir_matches_mlir_pdll(rel: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Same status, diagnostics and output as mlir-pdll 22, also printed generically."""
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
    assert err.getvalue() == ref.stderr
    if ref.returncode != 0:
        return
    assert out.getvalue() == ref.stdout
    assert generic(out.getvalue()) == generic(ref.stdout)
