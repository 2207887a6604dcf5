"""Differential fuzz of ``mlir-pdll-py`` against ``mlir-pdll`` 22: seeded random
PDLL programs (``pdll_fuzz_gen``), each run with ``-x=ast`` and ``-x=mlir`` by
both tools. Status and diagnostics must be identical, the AST too (addresses
renumbered), and the PDL modules once ``mlir-opt`` 22 prints both generically."""

from __future__ import annotations

import contextlib
import io
import subprocess
from pathlib import Path

import pytest

from pdll_compare import MLIR_PDLL, generic, renumber
from pdll_fuzz_gen import program
from tblgen_py.tools.mlir_pdll import main as pdll_main

HERE = Path(__file__).parent
ROOT = HERE.parent.parent
SEEDS = range(120)
INCLUDES = ["-I", str((HERE / "pdll_corpus" / "inc").relative_to(ROOT))]
INCLUDES += ["-I", "/usr/lib/llvm-22/include"]

pytestmark = pytest.mark.conformance


@pytest.mark.parametrize("kind", ["ast", "mlir"])
@pytest.mark.parametrize("seed", SEEDS)
def test_random_program(
    seed: int, kind: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Both tools agree on one random program."""
    if not Path(MLIR_PDLL).exists():
        pytest.skip("mlir-pdll 22 is not installed")
    source = tmp_path / f"fuzz{seed}.pdll"
    source.write_text(program(seed))
    argv = [f"-x={kind}", *INCLUDES, str(source)]
    ref = subprocess.run(
        [MLIR_PDLL, *argv], capture_output=True, text=True, cwd=ROOT, check=False
    )
    if ref.returncode < 0:
        pytest.skip("mlir-pdll crashed on this program")
    monkeypatch.chdir(ROOT)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = pdll_main(argv)
    assert (status, err.getvalue()) == (ref.returncode, ref.stderr)
    if kind == "ast":
        assert renumber(out.getvalue()) == renumber(ref.stdout)
    elif status == 0:
        assert generic(out.getvalue()) == generic(ref.stdout)
