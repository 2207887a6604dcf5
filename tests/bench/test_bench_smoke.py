"""Every script in bench/ runs its ``--smoke`` configuration to completion.

``make bench`` runs the full benchmarks; here each runs on a tiny input, once,
so that an import or API change that breaks a benchmark fails ``make test``.
A smoke run still checks what the benchmark checks besides its timing targets
(outputs identical to the reference tool's, text round trips).  No timing is
asserted.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"
SCRIPTS = sorted(BENCH.glob("*.py"))


def test_bench_has_scripts() -> None:
    """The glob below finds the benchmarks (an empty parametrization would pass)."""
    assert len(SCRIPTS) >= 5


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda path: path.stem)
def test_smoke_run_succeeds(script: Path, tmp_path: Path) -> None:
    """The script exits 0 with ``--smoke`` and prints its comparison with an LLVM
    tool (``verify.py``: with the constraint checks of an earlier build)."""
    env = {**os.environ, "MLIR_TBLGEN_PY_CACHE_DIR": str(tmp_path / "cache")}
    run = subprocess.run(
        [sys.executable, str(script), "--smoke"],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=120,
        check=False,
    )
    assert "Traceback" not in run.stderr, run.stderr
    assert run.returncode == 0, run.stdout + run.stderr
    baseline = "before" if script.stem == "verify" else "mlir-"
    assert baseline in run.stdout, run.stdout
