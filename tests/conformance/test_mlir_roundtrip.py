"""Differential round trip: mlir-opt-22 prints each corpus file generically; that
text is parsed and printed by us and by mlir-opt (the oracle on the same input,
which also covers forms mlir-opt normalizes when it re-reads its own output):
byte-identical, with and without debug info.  Also: mlir-opt-py and mlir-opt on
the corpus files (custom module form, invalid inputs, --verify-diagnostics):
same stdout, stderr and exit status."""

from __future__ import annotations

import contextlib
import difflib
import io
import os
import re
import subprocess
from pathlib import Path

import pytest

from tblgen_py.tools.mlir_opt import main as opt_main
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import PrintOptions, print_module

HERE = Path(__file__).parent
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
CORPORA = ("mlir_corpus", "mlir_attr_corpus")
KNOWN = HERE / "known_mismatches" / "mlir_roundtrip.txt"
MODES = {
    "generic": ["--mlir-print-op-generic"],
    "debuginfo": ["--mlir-print-op-generic", "--mlir-print-debuginfo"],
}

pytestmark = pytest.mark.conformance


def _known() -> set[tuple[str, str]]:
    entries = set()
    for line in KNOWN.read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            mode, _, rel = line.partition(" ")
            entries.add((mode, rel.strip()))
    return entries


def _cases() -> list[object]:
    known = _known()
    cases = []
    for corpus in CORPORA:
        for path in sorted((HERE / corpus).glob("*.mlir")):  # not invalid/
            rel = f"{corpus}/{path.name}"
            for mode in MODES:
                marks = []
                if (mode, rel) in known:
                    marks.append(
                        pytest.mark.xfail(strict=True, reason="known mismatch")
                    )
                cases.append(pytest.param(mode, rel, id=f"{mode}:{rel}", marks=marks))
    return cases


def test_corpus_size() -> None:
    """The structural corpus alone holds at least 70 inputs."""
    assert len(list((HERE / "mlir_corpus").glob("*.mlir"))) >= 70


@pytest.mark.parametrize(("mode", "rel"), _cases())
def test_roundtrip(mode: str, rel: str) -> None:
    """mlir-opt's generic print of a corpus file, parsed and printed by us and by
    mlir-opt (the oracle on the very same text), gives byte-identical output."""
    cmd = [MLIR_OPT, "--allow-unregistered-dialect", *MODES[mode]]
    first = subprocess.run([*cmd, rel], cwd=HERE, capture_output=True, text=True)
    assert first.returncode == 0, f"mlir-opt rejected the corpus file:\n{first.stderr}"
    text = first.stdout
    ref = subprocess.run([*cmd, "-"], input=text, capture_output=True, text=True)
    assert ref.returncode == 0, f"mlir-opt rejected its own output:\n{ref.stderr}"
    expected = ref.stdout
    context = Context(allow_unregistered_dialects=True)
    module = parse_source(text, context, path="<stdin>")
    options = PrintOptions(generic=True, debuginfo=mode == "debuginfo")
    got = print_module(module, options, context) + "\n"
    if got != expected:
        diff = "".join(
            difflib.unified_diff(
                expected.splitlines(True), got.splitlines(True), "mlir-opt", "ours"
            )
        )
        pytest.fail(f"round trip differs for {rel} ({mode}):\n{diff}")


# -- mlir-opt-py against mlir-opt on the corpus files themselves ------------------

UPSTREAM_SYNTAX = re.compile(
    r"^\s*(%[^=]*=\s*)?(func|cf|scf|arith|return|call|linalg|affine|memref|tensor|vector)\b",
    re.M,
)
CLI_FLAGS = {
    "custom": [],
    "custom-debuginfo": ["--mlir-print-debuginfo"],
    "custom-local-scope": ["--mlir-print-debuginfo", "--mlir-print-local-scope"],
}


def _cli_cases() -> list[object]:
    """Corpus files whose ops we can all read: unregistered ops and modules."""
    known = _known()
    cases = []
    for path in sorted((HERE / "mlir_corpus").glob("*.mlir")):
        if UPSTREAM_SYNTAX.search(path.read_text()):
            continue
        rel = f"mlir_corpus/{path.name}"
        for mode in CLI_FLAGS:
            marks = []
            if (mode, rel) in known:
                marks.append(pytest.mark.xfail(strict=True, reason="known mismatch"))
            cases.append(pytest.param(mode, rel, id=f"{mode}:{rel}", marks=marks))
    for path in sorted((HERE / "mlir_corpus" / "invalid").glob("*.mlir")):
        rel = f"mlir_corpus/invalid/{path.name}"
        marks = []
        if ("invalid", rel) in known:
            marks.append(pytest.mark.xfail(strict=True, reason="known mismatch"))
        cases.append(pytest.param("invalid", rel, id=f"invalid:{rel}", marks=marks))
    return cases


def _run_ours(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    cwd = os.getcwd()
    os.chdir(HERE)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = opt_main(argv)
    finally:
        os.chdir(cwd)
    return status, out.getvalue(), err.getvalue()


@pytest.mark.parametrize(("mode", "rel"), _cli_cases())
def test_cli_matches_mlir_opt(mode: str, rel: str) -> None:
    """Same stdout, stderr and exit status as mlir-opt for the same command."""
    if mode == "invalid":
        flags = ["--split-input-file"]
        if Path(rel).name.startswith("verify_diagnostics"):
            flags.append("--verify-diagnostics")
    else:
        flags = CLI_FLAGS[mode]
    argv = ["--allow-unregistered-dialect", *flags, rel]
    ref = subprocess.run([MLIR_OPT, *argv], cwd=HERE, capture_output=True, text=True)
    status, out, err = _run_ours(argv)
    assert err == ref.stderr
    assert out == ref.stdout
    assert status == ref.returncode
