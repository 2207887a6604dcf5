"""The ``mlir-pdll-py -x=python`` modules of the PDL execution corpus are
black-clean as emitted and ``mypy --strict`` clean (all at once: one mypy run)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import black
import pytest

from tblgen_py.tools.pdl_loading import pdll_to_python

CORPUS = Path(__file__).parent / "pdl_exec_corpus"

pytestmark = pytest.mark.conformance


def test_corpus_modules_are_black_and_mypy_strict_clean(tmp_path: Path) -> None:
    cases = sorted(CORPUS.glob("*.pdll"))
    assert len(cases) >= 80
    for case in cases:
        text = pdll_to_python(str(case), [], case.name)
        assert black.format_str(text, mode=black.Mode()) == text, case.name
        (tmp_path / f"m_{case.stem}.py").write_text(text)
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental"]
        + ["--follow-imports=silent", str(tmp_path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
