"""The command lines raise the recursion limit for deeply nested input and put
it back on return: a process that calls ``main`` keeps its own limit."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tblgen_py.tools import mlir_opt, mlir_pdll


@pytest.mark.parametrize(
    "main,suffix", [(mlir_opt.main, ".mlir"), (mlir_pdll.main, ".pdll")]
)
def test_main_restores_the_recursion_limit(
    main: object, suffix: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / f"empty{suffix}"
    source.write_text("")
    before = sys.getrecursionlimit()
    assert callable(main)
    assert main([str(source)]) == 0
    capsys.readouterr()
    assert sys.getrecursionlimit() == before
