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
from pdll_compare import MLIR_PDLL, renumber

from tblgen_py.tools.mlir_pdll import main as pdll_main

HERE = Path(__file__).parent
CORPUS = HERE / "pdll_corpus"
KNOWN = HERE / "known_mismatches" / "pdll_ast.txt"
ROOT = HERE.parent.parent

pytestmark = pytest.mark.conformance


def _cases() -> list[str]:
    return sorted(
        str(path.relative_to(CORPUS))
        for kind in ("valid", "errors")
        for path in (CORPUS / kind).glob("*.pdll")
    )


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
    flags = ["-x=ast", "-I", str((CORPUS / "inc").relative_to(ROOT))]
    flags += ["-I", "/usr/lib/llvm-22/include", "-I", "td/examples"]
    if Path(rel).name.startswith("split_"):
        flags.append("--split-input-file")
    return [*flags, path]


def test_corpus_size() -> None:
    """The corpus holds at least 100 valid and 60 error cases."""
    cases = _cases()
    assert sum(rel.startswith("valid/") for rel in cases) >= 100
    assert sum(rel.startswith("errors/") for rel in cases) >= 60


@pytest.mark.parametrize("rel", _params())
def test_ast_matches_mlir_pdll(rel: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Same status, diagnostics and renumbered AST as mlir-pdll 22."""
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
    assert (status, err.getvalue()) == (ref.returncode, ref.stderr)
    assert renumber(out.getvalue()) == renumber(ref.stdout)
