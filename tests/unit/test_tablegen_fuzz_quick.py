"""A quick TableGen fuzz run (300 mutated inputs) for `make test`."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "conformance"))

from tablegen_fuzz import handwritten_seeds, report, run_campaign  # noqa: E402
from tablegen_ours import load_main  # noqa: E402

CAMPAIGN = "tablegen-fuzz-quick"


def test_mutated_inputs_end_in_dump_or_diagnostic(tmp_path: Path) -> None:
    """No traceback, hang or odd exit status for 300 mutated handwritten inputs."""
    main, reason = load_main()
    if main is None:
        pytest.fail(f"the TableGen front end is not available yet ({reason})")
    failures = run_campaign(handwritten_seeds(), CAMPAIGN, range(300), tmp_path)
    assert not failures, report(CAMPAIGN, failures)
