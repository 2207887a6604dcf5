"""Parser fuzzing: >= 10,000 mutated corpus inputs give diagnostics only; mutated
generic texts that mlir-opt-22 accepts must round-trip exactly as it prints them."""

from __future__ import annotations

import difflib
import random
import subprocess

import pytest

from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import PrintOptions, print_module
from tests.runtime.mlir_fuzz import corpus_texts, mutate, run_fuzz

pytestmark = pytest.mark.conformance

MLIR_OPT = [
    "/usr/lib/llvm-22/bin/mlir-opt",
    "--allow-unregistered-dialect",
    "--mlir-print-op-generic",
]


@pytest.mark.parametrize("seed", range(4))
def test_parser_fuzz(seed: int) -> None:
    """4 x 3,000 mutated inputs: no traceback, no hang, stable re-printing."""
    outcomes = run_fuzz(3000, seed=seed)
    assert sum(outcomes.values()) == 3000
    assert outcomes.get("ok", 0) > 0 and outcomes.get("parse-error", 0) > 0


def _reference(text: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*MLIR_OPT, "-"], input=text, capture_output=True, text=True, check=False
    )


def test_differential_fuzz() -> None:
    """Mutants of mlir-opt's own output that it accepts, we print identically."""
    bases = []
    for text in corpus_texts():
        ref = _reference(text)
        if ref.returncode == 0:
            bases.append(ref.stdout)
    rng = random.Random(2026)
    accepted = 0
    for _ in range(250):
        text = mutate(rng.choice(bases), rng)
        ref = _reference(text)
        if ref.returncode != 0:
            continue
        accepted += 1
        context = Context(allow_unregistered_dialects=True)
        module = parse_source(text, context, path="<stdin>")
        got = print_module(module, PrintOptions(), context) + "\n"
        if got != ref.stdout:
            diff = "".join(
                difflib.unified_diff(ref.stdout.splitlines(True), got.splitlines(True))
            )
            pytest.fail(f"mismatch on mutated input:\n{text}\n--- diff ---\n{diff}")
    assert accepted > 0
