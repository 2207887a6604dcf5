"""Smoke test of bench/verify.py: both sides run at tiny sizes (no timing checked)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench" / "verify.py"
LLVM_INCLUDE = Path("/usr/lib/llvm-22/include/mlir/Dialect/Func/IR/FuncOps.td")


@pytest.mark.skipif(not LLVM_INCLUDE.exists(), reason="needs MLIR 22's .td files")
def test_verify_bench_smoke() -> None:
    out = subprocess.run(
        [sys.executable, str(BENCH), "--smoke"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0].startswith("before: ")
    assert any(line.startswith("20-op module: 1 module(s)") for line in lines)
    assert any(line.startswith("verifier corpus: ") for line in lines)
    replays = [line for line in lines if "constraint checks" in line]
    assert len(replays) == 2 and all("before" in r and "after" in r for r in replays)
