"""The package installs as a user installs it: a built wheel in a fresh venv.

``pip wheel`` builds ``mlir-tblgen-py`` from the checkout; a new virtual
environment installs it (and its dependencies, nothing editable); then, from a
directory outside the checkout, the demo flow runs (generate, import, build IR,
verify, rewrite, print) and both command lines work on the ``td/`` and
templates shipped inside the package.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.conformance


def _run(argv: list[str], cwd: Path) -> str:
    run = subprocess.run(argv, capture_output=True, text=True, cwd=cwd, timeout=900)
    assert run.returncode == 0, f"{argv}\n{run.stdout}\n{run.stderr}"
    return run.stdout


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The ``bin`` directory of a fresh venv with the wheel installed."""
    base = tmp_path_factory.mktemp("wheel")
    wheels = base / "dist"
    _run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "-q",
            "--no-deps",
            "-w",
            str(wheels),
            str(ROOT),
        ],
        base,
    )
    (wheel,) = wheels.glob("mlir_tblgen_py-*.whl")
    _run([sys.executable, "-m", "venv", str(base / "venv")], base)
    bin_dir = base / "venv" / "bin"
    _run([str(bin_dir / "python"), "-m", "pip", "install", "-q", str(wheel)], base)
    return bin_dir


def test_the_package_comes_from_the_venv(installed: Path, tmp_path: Path) -> None:
    code = "import tblgen_py, pathlib; print(pathlib.Path(tblgen_py.__file__).parent)"
    where = Path(_run([str(installed / "python"), "-c", code], tmp_path).strip())
    assert installed.parent in where.parents
    assert (where / "templates").is_dir() and (where / "td" / "mlir" / "IR").is_dir()


def test_the_demo_runs_from_the_wheel(installed: Path, tmp_path: Path) -> None:
    out = _run([str(installed / "python"), "-m", "tblgen_py.tools.demo"], tmp_path)
    assert "// mlir-opt-py read it back and printed it unchanged" in out
    assert "toy.transpose" not in out.split("after the Toy.td DRR pattern")[1]


def test_both_command_lines_run_from_the_wheel(installed: Path, tmp_path: Path) -> None:
    code = "from tblgen_py.support.shipped import shipped_dir; print(shipped_dir('td'))"
    td = _run([str(installed / "python"), "-c", code], tmp_path).strip()
    toy = f"{td}/examples/Toy.td"
    records = _run([str(installed / "mlir-tblgen-py"), "-I", td, toy], tmp_path)
    assert "def Toy_AddOp {" in records
    ops = tmp_path / "toy_ops.py"
    _run(
        [
            str(installed / "mlir-tblgen-py"),
            "-I",
            td,
            "--gen-op-defs",
            toy,
            "-o",
            str(ops),
        ],
        tmp_path,
    )
    source = tmp_path / "in.mlir"
    source.write_text(
        "%0 = toy.constant dense<1.0> : tensor<2xf64> : tensor<2xf64>\n"
        "toy.print %0 : tensor<2xf64>\n"
    )
    printed = _run(
        [
            str(installed / "mlir-opt-py"),
            "--load-dialect",
            str(ops),
            str(source),
            "--no-verify",
        ],
        tmp_path,
    )
    assert "toy.print %0 : tensor<2xf64>" in printed
