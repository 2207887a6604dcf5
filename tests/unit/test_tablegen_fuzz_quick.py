"""A quick TableGen fuzz run (300 mutated inputs) for `make test`."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.support.tablegen_fuzz import handwritten_seeds, report, run_campaign
from tests.support.tablegen_ours import load_main

CAMPAIGN = "tablegen-fuzz-quick"


def test_mutated_inputs_end_in_dump_or_diagnostic(tmp_path: Path) -> None:
    """No traceback, hang or odd exit status for 300 mutated handwritten inputs."""
    main, reason = load_main()
    if main is None:
        pytest.fail(f"the TableGen front end is not available yet ({reason})")
    failures = run_campaign(handwritten_seeds(), CAMPAIGN, range(300), tmp_path)
    assert not failures, report(CAMPAIGN, failures)
