"""Fuzz the TableGen front end with 10,000 mutated real inputs (deterministic seeds)."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.support.tablegen_fuzz import (
    handwritten_seeds,
    make_case,
    report,
    run_campaign,
    tree_seeds,
    verdict,
)
from tests.support.tablegen_ours import load_main
from tests.support.tablegen_ref import (
    KINDS,
    LLVM_BIN,
    require_llvm,
    run_tool,
    tblgen_args,
)

pytestmark = pytest.mark.conformance

CAMPAIGN = "tablegen-fuzz"
CHUNKS = 20
PER_CHUNK = 500  # 10,000 inputs in all


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_mutated_inputs_end_in_dump_or_diagnostic(chunk: int, tmp_path: Path) -> None:
    """No traceback, hang or odd exit status for 500 mutated inputs."""
    main, reason = load_main()
    if main is None:
        pytest.fail(f"the TableGen front end is not available yet ({reason})")
    require_llvm()
    seeds = handwritten_seeds() + tree_seeds()
    indices = range(chunk * PER_CHUNK, (chunk + 1) * PER_CHUNK)
    failures = run_campaign(seeds, CAMPAIGN, indices, tmp_path)
    assert not failures, report(CAMPAIGN, failures)


def test_verdict_accepts_the_reference_tools(tmp_path: Path) -> None:
    """The oracle is not stricter than LLVM: its answers pass (bar its own crashes)."""
    require_llvm()
    seeds = handwritten_seeds() + tree_seeds()
    path = tmp_path / "input.td"
    rejected = []
    for index in range(300):
        case = make_case(seeds, CAMPAIGN, index)
        path.write_bytes(case.data)
        run = run_tool(LLVM_BIN / KINDS[case.action][0], tblgen_args(case.action, path))
        problem = verdict(case.action, run)
        if problem and run.status >= 0:  # a negative status: LLVM itself crashed
            rejected.append((case, problem))
    assert not rejected, report("reference-" + CAMPAIGN, rejected)
