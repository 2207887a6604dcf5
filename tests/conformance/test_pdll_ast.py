"""``mlir-pdll-py -x=ast`` against ``mlir-pdll`` 22 over our PDLL corpus.

Each ``.pdll`` file of ``pdll_corpus/valid`` and ``pdll_corpus/errors`` runs
through both tools with the same flags (``-I`` the corpus's ``inc`` directory
and LLVM's headers; ``--split-input-file`` for ``split_*`` files): the exit
status, stderr and stdout must be identical once node addresses are renumbered
in order of appearance in each output. Known mismatches are strict xfails.
"""

from __future__ import annotations

import contextlib
import io
import subprocess
from pathlib import Path

import pytest
from pdll_compare import CORPUS, MLIR_PDLL, ROOT, corpus_params, pdll_argv, renumber

from tblgen_py.tools.mlir_pdll import main as pdll_main

pytestmark = pytest.mark.conformance


def _cases() -> list[str]:
    return sorted(
        str(path.relative_to(CORPUS))
        for kind in ("valid", "errors")
        for path in (CORPUS / kind).glob("*.pdll")
    )


def test_corpus_size() -> None:
    """The corpus holds at least 100 valid and 60 error cases."""
    cases = _cases()
    assert sum(rel.startswith("valid/") for rel in cases) >= 100
    assert sum(rel.startswith("errors/") for rel in cases) >= 60


@pytest.mark.parametrize("rel", corpus_params(_cases(), "pdll_ast.txt"))
def test_ast_matches_mlir_pdll(rel: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Same status, diagnostics and renumbered AST as mlir-pdll 22."""
    if not Path(MLIR_PDLL).exists():
        pytest.skip("mlir-pdll 22 is not installed")
    argv = pdll_argv(rel, "-x=ast")
    ref = subprocess.run(
        [MLIR_PDLL, *argv], capture_output=True, text=True, cwd=ROOT, check=False
    )
    monkeypatch.chdir(ROOT)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = pdll_main(argv)
    assert (status, err.getvalue()) == (ref.returncode, ref.stderr)
    assert renumber(out.getvalue()) == renumber(ref.stdout)
