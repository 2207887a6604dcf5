"""Running the compatibility suite's scripts (tests/conformance/bindings_compat)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def run_python(code: str, cwd: Path) -> tuple[int, str, str]:
    """Run ``code`` with this interpreter in ``cwd``: status, stdout, stderr."""
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    run = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=env,
        timeout=300,
    )
    return run.returncode, run.stdout, run.stderr
