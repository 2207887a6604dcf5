"""``mlir-pdll-py``: output file, exit status, depfile and split input."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

from tblgen_py.tools.mlir_pdll import main


def run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(argv)
    return status, out.getvalue(), err.getvalue()


def test_writes_ast_to_output_and_depfile(tmp_path: Path) -> None:
    (tmp_path / "inc.pdll").write_text("Constraint C(v: Value);\n")
    source = tmp_path / "main.pdll"
    source.write_text('#include "inc.pdll"\nPattern => erase op<a.b>(x: C);\n')
    output, depfile = tmp_path / "out.txt", tmp_path / "out.d"
    argv = ["-x=ast", "-I", str(tmp_path), str(source), "-o", str(output)]
    status, stdout, stderr = run([*argv, "-d", str(depfile)])
    assert (status, stdout, stderr) == (0, "", "")
    assert output.read_text().startswith("-Module 0x")
    assert depfile.read_text() == f"{output}: {tmp_path / 'inc.pdll'}\n"


def test_error_exits_1_and_writes_nothing(tmp_path: Path) -> None:
    source = tmp_path / "bad.pdll"
    source.write_text("Pattern {\n  erase x;\n}\n")
    output = tmp_path / "out.txt"
    status, stdout, stderr = run([str(source), "-o", str(output)])
    assert status == 1 and stdout == ""
    assert stderr == (
        f"{source}:2:9: error: undefined reference to `x`\n  erase x;\n        ^\n"
    )
    assert not output.exists()


def test_split_input_joins_outputs(tmp_path: Path) -> None:
    source = tmp_path / "s.pdll"
    source.write_text(
        "Pattern => erase op<a.b>;\n// -----\nPattern => erase op<a.c>;\n"
    )
    status, stdout, _ = run(["--split-input-file", "-x=mlir", str(source)])
    assert status == 0
    first, second = stdout.split("// -----\n")
    assert '"a.b"' in first and '"a.c"' in second
    assert f'loc("within split at {source}:2 offset ":2:12)' in second


def test_depfile_needs_output(tmp_path: Path) -> None:
    source = tmp_path / "a.pdll"
    source.write_text("Pattern => erase op<a.b>;\n")
    status, _, stderr = run([str(source), "-d", str(tmp_path / "d")])
    assert status == 1
    assert stderr == "error: the option -d must be used together with -o\n"
