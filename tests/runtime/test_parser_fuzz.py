"""A quick mutation fuzz of the MLIR parser (the long run is in make conformance)."""

from __future__ import annotations

from tests.runtime.mlir_fuzz import run_fuzz


def test_parser_fuzz_quick() -> None:
    """500 mutated corpus files: only diagnostics, no traceback, no hang."""
    outcomes = run_fuzz(500, seed=1234)
    assert sum(outcomes.values()) == 500
    assert outcomes.get("parse-error", 0) > 0
