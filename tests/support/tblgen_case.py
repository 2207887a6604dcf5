"""Harness of the TableGen front-end tests: run ``main`` in-process, compare with llvm-tblgen.

Every expected text was produced by ``/usr/lib/llvm-22/bin/llvm-tblgen`` (invoked as
``llvm-tblgen``) on the same input, saved as ``input.td`` in an empty directory and run
from there, so file names in diagnostics are ``input.td``. The only rewrite: our
program-name prefix ``mlir-tblgen-py:`` reads as ``llvm-tblgen:`` before comparing.

``python -m tests.support.tblgen_case`` reruns llvm-tblgen on every case of the
``test_tblgen_*.py`` tables and lists those whose stored text differs from it.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from pathlib import Path

import pytest

from tblgen_py.tools.mlir_tblgen import main

LLVM_BIN = Path("/usr/lib/llvm-22/bin")

UNIT_ROOT = Path(__file__).resolve().parents[1] / "unit"
GOLDEN_ROOT = Path(__file__).resolve().parents[1] / "golden" / "tablegen"
INPUT = "input.td"
OUR_PREFIX = "mlir-tblgen-py: "
REF_PREFIX = "llvm-tblgen: "
ACTION_FILES = {"--dump-json": "dump-json.json", "": "print-records.txt"}


@dataclass(frozen=True)
class Case:
    """One input and what llvm-tblgen printed for it."""

    name: str
    source: str
    stdout: str = ""
    stderr: str = ""
    status: int = 0
    args: tuple[str, ...] = ()
    files: tuple[tuple[str, str], ...] = ()

    def param(self) -> object:
        """This case as a pytest parameter named after it."""
        return pytest.param(self, id=self.name)


def golden_case(name: str, args: tuple[str, ...] = ()) -> Case:
    """A case whose input and expected output live in ``tests/golden/tablegen/<name>/``."""
    root = GOLDEN_ROOT / name
    source = (root / INPUT).read_text(encoding="utf-8")
    errors = root / "stderr.txt"
    if errors.exists():
        stderr = errors.read_text(encoding="utf-8")
        return Case(name, source, stderr=stderr, status=1, args=args)
    action = "--dump-json" if "--dump-json" in args else ""
    stdout = (root / ACTION_FILES[action]).read_text(encoding="utf-8")
    return Case(name, source, stdout=stdout, args=args)


def _diff(label: str, expected: str, actual: str) -> str:
    """A unified diff of two texts, or '' when they are equal."""
    if expected == actual:
        return ""
    lines = difflib.unified_diff(
        expected.splitlines(keepends=True),
        actual.splitlines(keepends=True),
        f"llvm-tblgen {label}",
        f"ours {label}",
    )
    return "".join(lines) + "\n"


def _normalize_prefix(stderr: str) -> str:
    """Our program name, spelled as the reference run spells its own."""
    lines = stderr.splitlines(keepends=True)
    return "".join(
        REF_PREFIX + line[len(OUR_PREFIX) :] if line.startswith(OUR_PREFIX) else line
        for line in lines
    )


def run_main(
    case: Case,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> tuple[int, str, str]:
    """Write the case's files into ``tmp_path`` and run ``main`` from there."""
    (tmp_path / INPUT).write_text(case.source, encoding="utf-8")
    for rel, text in case.files:
        target = tmp_path / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    capsys.readouterr()
    status = main([*case.args, INPUT])
    out, err = capsys.readouterr()
    return status, out, _normalize_prefix(err)


def check_case(
    case: Case,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Assert our status, stdout and stderr equal llvm-tblgen's, with a diff if not."""
    status, out, err = run_main(case, tmp_path, monkeypatch, capsys)
    report = _diff("stdout", case.stdout, out) + _diff("stderr", case.stderr, err)
    if status != case.status:
        report = f"exit status {status}, llvm-tblgen {case.status}\n" + report
    assert not report, f"{case.name}:\n{report}"


def reference_run(case: Case, workdir: Path) -> tuple[int, str, str]:
    """Status, stdout and stderr of llvm-tblgen on the case, run from ``workdir``."""
    import os
    import subprocess

    (workdir / INPUT).write_text(case.source, encoding="utf-8")
    for rel, text in case.files:
        target = workdir / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    env = dict(os.environ, PATH=f"{LLVM_BIN}{os.pathsep}{os.environ.get('PATH', '')}")
    run = subprocess.run(
        ["llvm-tblgen", *case.args, INPUT],
        cwd=workdir,
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    return run.returncode, run.stdout, run.stderr


def stale_cases() -> list[str]:
    """Names of the cases whose stored expectation is not llvm-tblgen's output."""
    import importlib.util
    import tempfile

    stale: list[str] = []
    for module_path in sorted(UNIT_ROOT.glob("test_tblgen_*.py")):
        spec = importlib.util.spec_from_file_location(module_path.stem, module_path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        cases = [c for c in getattr(module, "CASES", []) if hasattr(c, "source")]
        for case in cases:
            with tempfile.TemporaryDirectory() as tmp:
                got = reference_run(case, Path(tmp))
            if got != (case.status, case.stdout, case.stderr):
                stale.append(f"{module_path.stem}::{case.name}")
    return stale


if __name__ == "__main__":
    problems = stale_cases()
    print("\n".join(problems) or "every case matches llvm-tblgen")
    raise SystemExit(1 if problems else 0)
