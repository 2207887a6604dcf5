"""Run one ``custom_corpus/`` file through mlir-opt-py and mlir-opt-22.

mlir-opt-py runs with no dialect flags, as a user runs it: MLIR's dialects
load on first use (generated from the installed headers, with their Python
ports).  ``check(path)`` returns the differences for one file: custom, generic
and debug-info output (``--split-input-file``), the first error of a failing
input, and whether mlir-opt-22's generic output is accepted when read back.

Run as a script to print the differences for the files given (development).
"""

from __future__ import annotations

import contextlib
import io
import subprocess
import sys
from pathlib import Path

from dialect_modules import LLVM_BIN

from tblgen_py.tools import mlir_opt

HERE = Path(__file__).parent
CORPUS = HERE / "custom_corpus"
MODES = {
    "custom": [],
    "generic": ["--mlir-print-op-generic"],
    "custom-debuginfo": ["--mlir-print-debuginfo"],
}


def ours(
    flags: list[str], args: list[str], stdin: str | None = None
) -> tuple[int, str, str]:
    """mlir-opt-py in process: exit status, stdout, stderr."""
    out, err = io.StringIO(), io.StringIO()
    old_stdin = sys.stdin
    if stdin is not None:
        sys.stdin = io.StringIO(stdin)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = mlir_opt.main([*flags, *args])
    finally:
        sys.stdin = old_stdin
    return status, out.getvalue(), err.getvalue()


def theirs(args: list[str], stdin: str | None = None) -> tuple[int, str, str]:
    """mlir-opt-22: exit status, stdout, stderr."""
    run = subprocess.run(
        [str(LLVM_BIN / "mlir-opt"), *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
    )
    return run.returncode, run.stdout, run.stderr


def first_error(stderr: str) -> str:
    """The first ``error:`` diagnostic with its source line and caret."""
    lines = stderr.splitlines()
    for index, line in enumerate(lines):
        if ": error: " in line:
            return "\n".join(lines[index : index + 3])
    return ""


CHECKS = (*MODES, "reread")
"""What ``check_mode`` compares: the output of each mode, and mlir-opt-22's
generic output read back by us."""


def check_mode(path: Path, mode: str) -> list[str]:
    """The differences between mlir-opt-py and mlir-opt-22 on ``path`` in one
    of ``CHECKS``."""
    flags: list[str] = []
    if mode == "reread":
        return _reread(path, flags)
    args = ["--split-input-file", *MODES[mode], str(path)]
    ref = theirs(args)
    got = ours(flags, args)
    if ref[0] != got[0]:
        return [f"{mode}: exit {got[0]} != {ref[0]}\n{got[2]}{ref[2]}"]
    if ref[0] == 0 and ref[1] != got[1]:
        return [f"{mode}: output differs\n--- ours\n{got[1]}--- mlir-opt\n{ref[1]}"]
    if ref[0] != 0 and first_error(ref[2]) != first_error(got[2]):
        return [
            f"{mode}: first error differs\n--- ours\n{first_error(got[2])}\n"
            f"--- mlir-opt\n{first_error(ref[2])}"
        ]
    return []


def check(path: Path) -> list[str]:
    """The differences between mlir-opt-py and mlir-opt-22 on ``path``."""
    return [p for mode in CHECKS for p in check_mode(path, mode)]


def _reread(path: Path, flags: list[str]) -> list[str]:
    """mlir-opt-22's generic output of each chunk it accepts, read back by us."""
    _, text, _ = theirs(["--split-input-file", "--mlir-print-op-generic", str(path)])
    chunks = text.split("// -----\n")
    problems = []
    for index, chunk in enumerate(chunks):
        if not chunk.strip():
            continue  # a chunk mlir-opt rejected
        got = ours(flags, ["-"], stdin=chunk)
        if got[0] != 0:
            problems.append(f"generic re-read of chunk {index} rejected\n{got[2]}")
    return problems


def main(argv: list[str]) -> int:
    """Print the differences for each file named in ``argv``."""
    bad = 0
    for name in argv:
        problems = check(Path(name))
        print(f"{'FAIL' if problems else 'ok  '} {name}")
        for problem in problems:
            print(problem)
        bad += bool(problems)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
