"""``--split-input-file`` against mlir-opt-22: the same chunks, warnings, locations.

Every input below is run through both tools with each flag set; stdout,
stderr and the exit status must be identical.
"""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
from pathlib import Path

import pytest

from tblgen_py.tools.mlir_opt import main as opt_main

MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
OP = '"t.op"() : () -> ()'
INPUTS = {
    "plain": f"{OP}\n// -----\n{OP}\n",
    "commented_marker": f"{OP}\n// // -----\n{OP}\n",
    "marker_mid_line": f"{OP} // -----\n{OP}\n",
    "text_after_marker": f"{OP}\n// -----  {OP}\n",
    "six_dashes": f"{OP}\n// ------\n{OP}\n",
    "four_dashes": f"{OP}\n// ----\n{OP}\n",
    "dash_zero": f"{OP}\n// -----0\n{OP}\n",
    "no_space": f"{OP}\n//-----\n{OP}\n",
    "leading_marker": f"// -----\n{OP}\n// -----\n{OP}\n",
    "trailing_marker": f"{OP}\n// -----",
    "trailing_marker_newline": f"{OP}\n// -----\n",
    "empty_chunks": f"// -----\n// -----\n\n// -----\n{OP}\n",
    "bad_chunk": f'{OP}\n// -----\n"t.b"() : () -> (\n// -----\n{OP}\n',
    "unicode_before": f'{OP}\n"t.é"() : () -> () // -----  {OP}\n',
    "expected": (
        f"{OP}\n// -----\n// expected-error @below {{{{custom op 'bad' is unknown"
        " (tried 'builtin.bad' as well)}}\nbad\n// // -----\n"
        '// expected-error @+1 {{expected}}\n"t.c"() : () -> (\n'
    ),
}
FLAGS = {
    "default": [],
    "debuginfo": ["--mlir-print-debuginfo"],
    "verify": ["--verify-diagnostics"],
}

pytestmark = pytest.mark.conformance


def ours(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = opt_main(argv)
    return status, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("flags", sorted(FLAGS))
@pytest.mark.parametrize("name", sorted(INPUTS))
def test_split_like_mlir_opt(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, flags: str
) -> None:
    if not os.access(MLIR_OPT, os.X_OK):
        pytest.fail(f"{MLIR_OPT} is not installed (make llvm)")
    monkeypatch.chdir(tmp_path)
    Path("in.mlir").write_text(INPUTS[name])
    argv = ["--allow-unregistered-dialect", "--split-input-file", *FLAGS[flags]]
    argv.append("in.mlir")
    ref = subprocess.run([MLIR_OPT, *argv], capture_output=True, text=True)
    assert ours(argv) == (ref.returncode, ref.stdout, ref.stderr)
