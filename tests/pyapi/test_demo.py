"""``make demo``: generate, import, build, verify, rewrite, print, read back.

It runs in a process of its own, as ``make demo`` runs it (the command lines it
calls set process-wide state such as the recursion limit).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path


def test_the_demo_runs_end_to_end(tmp_path: Path) -> None:
    run = subprocess.run(
        [sys.executable, "-m", "tblgen_py.tools.demo", "--keep", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr
    built, rewritten = run.stdout.split("// after the Toy.td DRR pattern, verified:\n")
    assert built.count("toy.transpose") == 2
    assert "toy.transpose" not in rewritten
    assert "  toy.print %0 : tensor<2x3xf64>\n" in rewritten
    assert run.stdout.endswith("// mlir-opt-py read it back and printed it unchanged\n")
    assert (tmp_path / "toy_ops.py").is_file()
    assert (tmp_path / "toy_rewriters.py").is_file()
