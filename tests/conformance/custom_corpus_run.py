"""Run one ``custom_corpus/`` file through mlir-opt-py and mlir-opt-22.

The op modules of MLIR's dialects are generated from the installed ``.td``
files (``--gen-op-defs``) into a directory once, then loaded with the dialects'
Python ports (``--load-dialect``), as a user without auto-loading would.
``check(path, directory)`` returns the differences for one file: custom and
generic output (``--split-input-file``), the first error of a failing input,
and whether mlir-opt-22's generic output is accepted when read back.

Run as a script to print the differences for the files given (development).
"""

from __future__ import annotations

import contextlib
import io
import subprocess
import sys
import tempfile
from pathlib import Path

from dialect_modules import LLVM_BIN, generate

from tblgen_py.tools import mlir_opt

HERE = Path(__file__).parent
CORPUS = HERE / "custom_corpus"
DIALECTS = (
    ("Func/IR/FuncOps.td", "func"),
    ("Arith/IR/ArithOps.td", "arith"),
    ("SCF/IR/SCFOps.td", "scf"),
    ("ControlFlow/IR/ControlFlowOps.td", "cf"),
    ("MemRef/IR/MemRefOps.td", "memref"),
    ("Tensor/IR/TensorOps.td", "tensor"),
    ("Vector/IR/VectorOps.td", "vector"),
    ("Index/IR/IndexOps.td", "index"),
    ("UB/IR/UBOps.td", "ub"),
    ("Math/IR/MathOps.td", "math"),
    ("LLVMIR/LLVMOps.td", "llvm"),
)
PORTS = ("arith", "cf", "func", "llvm", "memref", "scf", "tensor", "vector")
MODES = {
    "custom": [],
    "generic": ["--mlir-print-op-generic"],
    "custom-debuginfo": ["--mlir-print-debuginfo"],
}


def generate_all(directory: Path) -> list[str]:
    """Generate the dialect modules into ``directory``; their ``.py`` paths."""
    paths = []
    for rel, dialect in DIALECTS:
        path = directory / f"{dialect}_cc.py"
        if not path.exists():
            generate(rel, dialect, directory, "cc")
        paths.append(str(path))
    return paths


def load_flags(directory: Path) -> list[str]:
    """``--load-dialect`` flags for the generated modules and the ports."""
    flags = []
    for path in generate_all(directory):
        flags += ["--load-dialect", path]
    for name in PORTS:
        flags += ["--load-dialect", f"tblgen_py.dialects.{name}"]
    return flags


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


def check_mode(path: Path, directory: Path, mode: str) -> list[str]:
    """The differences between mlir-opt-py and mlir-opt-22 on ``path`` in one
    of ``CHECKS``."""
    flags = load_flags(directory)
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


def check(path: Path, directory: Path) -> list[str]:
    """The differences between mlir-opt-py and mlir-opt-22 on ``path``."""
    return [p for mode in CHECKS for p in check_mode(path, directory, mode)]


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
    directory = Path(tempfile.gettempdir()) / "custom_corpus_modules"
    directory.mkdir(exist_ok=True)
    bad = 0
    for name in argv:
        problems = check(Path(name), directory)
        print(f"{'FAIL' if problems else 'ok  '} {name}")
        for problem in problems:
            print(problem)
        bad += bool(problems)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
