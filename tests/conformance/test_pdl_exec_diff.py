"""PDLL patterns executed by ``mlir-opt-py --load-pdl`` against MLIR's PDL bytecode.

Each case is ``NAME.pdll`` (patterns) and ``NAME.mlir`` (the IR to rewrite),
written by us. Reference: ``mlir-pdll`` 22 ``-x=mlir`` compiles the patterns, and
``mlir-opt`` 22 ``--test-pdl-bytecode-pass`` applies them greedily to the IR (the
pass wants a module holding ``module @patterns`` and ``module @ir``; it removes
the first). Ours: ``mlir-opt-py --load-pdl NAME.pdll --greedy`` (our PDLL front
end, our PDL interpreter) on ``module { module @ir { IR } }`` with MLIR's default
driver configuration. Both print generically; the outputs must be identical
(a rewrite producing invalid IR fails verification in both: the diagnostics
must match but for their file:line:col, the two inputs being laid out differently).
A second test runs mlir-pdll 22's PDL (printed generically) through our
interpreter, so execution is checked apart from our PDLL front end; a third runs
the Python module ``mlir-pdll-py -x=python`` generates for the case instead of
the interpreter, and a fourth mlir-pdll 22's PDL compiled to Python the same way.
The fifth and sixth do the same with mlir-pdll 22's PDL as it prints it, in
PDL's custom syntax (read through ``tblgen_py.dialects.pdl``).
Native constraints and rewrites the cases call are the ones MLIR's test pass
registers, given in Python by ``pdl_exec_natives.py`` with the same meaning.
"""

from __future__ import annotations

import contextlib
import io
import re
import subprocess
from pathlib import Path

import pytest
from pdll_compare import MLIR_OPT, MLIR_PDLL

from tblgen_py.tools.opt_patterns import main as opt_main

HERE = Path(__file__).parent
CORPUS = HERE / "pdl_exec_corpus"
NATIVES = HERE / "pdl_exec_natives.py"

pytestmark = pytest.mark.conformance


def _cases() -> list[str]:
    return sorted(p.stem for p in CORPUS.glob("*.pdll"))


def _run(cmd: list[str], text: str | None = None) -> str:
    result = subprocess.run(
        cmd, input=text, capture_output=True, text=True, check=False
    )
    return result.stdout + result.stderr


def _ir_module(ir: str) -> str:
    return "module {\nmodule @ir {\n" + ir + "\n}\n}\n"


def reference(name: str) -> str:
    """mlir-opt 22's output for the case."""
    pdl = _run([MLIR_PDLL, "-x=mlir", str(CORPUS / f"{name}.pdll")])
    printed = _run([MLIR_OPT], pdl).strip().splitlines()
    assert printed[0] == "module {" and printed[-1] == "}", printed
    ir = (CORPUS / f"{name}.mlir").read_text()
    combined = (
        "module {\nmodule @patterns {\n"
        + "\n".join(printed[1:-1])
        + "\n}\nmodule @ir {\n"
        + ir
        + "\n}\n}\n"
    )
    return _run(
        [
            MLIR_OPT,
            "-allow-unregistered-dialect",
            "--test-pdl-bytecode-pass",
            "--mlir-print-op-generic",
        ],
        combined,
    )


def reference_pdl(name: str, tmp_path: Path) -> Path:
    """mlir-pdll 22's PDL for the case, printed generically by mlir-opt 22."""
    pdl = _run([MLIR_PDLL, "-x=mlir", str(CORPUS / f"{name}.pdll")])
    path = tmp_path / "reference_pdl.mlir"
    path.write_text(_run([MLIR_OPT, "--mlir-print-op-generic"], pdl))
    return path


def reference_pdl_custom(name: str, tmp_path: Path) -> Path:
    """mlir-pdll 22's PDL for the case as it prints it (custom syntax)."""
    path = tmp_path / "reference_pdl_custom.mlir"
    path.write_text(_run([MLIR_PDLL, "-x=mlir", str(CORPUS / f"{name}.pdll")]))
    return path


def ours(
    name: str, tmp_path: Path, patterns: Path | None = None, python: bool = False
) -> str:
    """mlir-opt-py's output for the case (patterns: the .pdll, or a PDL file;
    ``python``: run the module ``mlir-pdll-py -x=python`` emits)."""
    source = tmp_path / "input.mlir"
    source.write_text(_ir_module((CORPUS / f"{name}.mlir").read_text()))
    out, err = io.StringIO(), io.StringIO()
    argv = [
        "-allow-unregistered-dialect",
        "--load-pdl",
        str(patterns or CORPUS / f"{name}.pdll"),
        "--pdl-native",
        str(NATIVES),
        "--greedy",
        "--region-simplify",
        "normal",
        "--mlir-print-op-generic",
        str(source),
    ] + (["--pdl-python"] if python else [])
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        with contextlib.suppress(SystemExit):
            opt_main(argv)
    return out.getvalue() + err.getvalue()


def _unlocated(text: str) -> str:
    """Diagnostics without their file:line:col (the inputs differ in both)."""
    return re.sub(r"(?m)^\S+:\d+:\d+: (error|note): ", r"\1: ", text)


@pytest.mark.parametrize("name", _cases())
def test_pdl_exec_matches_mlir_opt(name: str, tmp_path: Path) -> None:
    assert _unlocated(ours(name, tmp_path)) == _unlocated(reference(name))


@pytest.mark.parametrize("name", _cases())
def test_reference_pdl_runs_the_same(name: str, tmp_path: Path) -> None:
    """The PDL mlir-pdll 22 emits (PDL written by others), run by our interpreter."""
    pdl = reference_pdl(name, tmp_path)
    assert _unlocated(ours(name, tmp_path, pdl)) == _unlocated(reference(name))


@pytest.mark.parametrize("name", _cases())
def test_python_patterns_match_mlir_opt(name: str, tmp_path: Path) -> None:
    """The patterns compiled to Python (``-x=python``) rewrite as mlir-opt 22."""
    got = ours(name, tmp_path, python=True)
    assert _unlocated(got) == _unlocated(reference(name))


@pytest.mark.parametrize("name", _cases())
def test_reference_pdl_as_python_runs_the_same(name: str, tmp_path: Path) -> None:
    """mlir-pdll 22's PDL compiled to the pattern model and run as ``-x=python``."""
    pdl = reference_pdl(name, tmp_path)
    got = ours(name, tmp_path, pdl, python=True)
    assert _unlocated(got) == _unlocated(reference(name))


@pytest.mark.parametrize("name", _cases())
def test_reference_custom_pdl_runs_the_same(name: str, tmp_path: Path) -> None:
    """mlir-pdll 22's PDL in custom syntax, run by our interpreter."""
    pdl = reference_pdl_custom(name, tmp_path)
    assert '"pdl.pattern"' not in pdl.read_text()  # printed in custom form
    assert _unlocated(ours(name, tmp_path, pdl)) == _unlocated(reference(name))


@pytest.mark.parametrize("name", _cases())
def test_reference_custom_pdl_as_python_runs_the_same(
    name: str, tmp_path: Path
) -> None:
    """mlir-pdll 22's PDL in custom syntax compiled to Python (``-x=python``)."""
    pdl = reference_pdl_custom(name, tmp_path)
    got = ours(name, tmp_path, pdl, python=True)
    assert _unlocated(got) == _unlocated(reference(name))
