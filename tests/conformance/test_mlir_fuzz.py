"""Parser fuzzing: >= 10,000 mutated corpus inputs give diagnostics only; mutated
generic texts that mlir-opt-22 accepts must round-trip exactly as it prints them;
6,500 grammar-generated inputs (tests/runtime/mlir_grammar.py) give the same
verdicts, outputs and diagnostics as mlir-opt-22 (generic form, and with debug
info)."""

from __future__ import annotations

import difflib
import random
import subprocess
from pathlib import Path

import pytest

from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import PrintOptions, print_module
from tests.runtime.mlir_fuzz import corpus_texts, mutate, run_fuzz
from tests.support.mlir_fuzz_diff import run_batch

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


# -- grammar-based differential fuzzing ------------------------------------------
GRAMMAR_BATCH = 500
GRAMMAR_RUNS = {"generic": 10, "debuginfo": 3}  # batches: 5,000 + 1,500 inputs
GRAMMAR_KNOWN = Path(__file__).parent / "known_mismatches" / "mlir_fuzz.txt"


def _grammar_known() -> set[tuple[str, int]]:
    """``mode seed`` lines of inputs known to differ (strict: they must differ)."""
    known = set()
    for line in GRAMMAR_KNOWN.read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            mode, seed = line.split()
            known.add((mode, int(seed)))
    return known


@pytest.mark.parametrize(
    ("mode", "batch"),
    [(mode, batch) for mode, count in GRAMMAR_RUNS.items() for batch in range(count)],
)
def test_grammar_fuzz_against_mlir_opt(mode: str, batch: int) -> None:
    """Generated inputs (a quarter damaged): verdicts, printed output and
    diagnostics equal mlir-opt-22's, chunk by chunk; no traceback, no hang.

    The known-mismatch list is strict: a listed input that now agrees fails too.
    """
    seeds = range(batch * GRAMMAR_BATCH, (batch + 1) * GRAMMAR_BATCH)
    mismatches = run_batch(seeds, mode)
    known = {seed for m, seed in _grammar_known() if m == mode and seed in seeds}
    unexpected = sorted(set(mismatches) - known)
    fixed = sorted(known - set(mismatches))
    report = "\n".join(mismatches[seed] for seed in unexpected[:3])
    assert not unexpected, f"new mismatches {unexpected}:\n{report}"
    assert not fixed, f"known mismatches now pass (remove them from the list): {fixed}"
