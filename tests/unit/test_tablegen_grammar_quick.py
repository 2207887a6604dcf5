"""A quick grammar-based differential run (40 programs against llvm-tblgen) for `make test`."""

from __future__ import annotations

from pathlib import Path

from tests.support.tablegen_grammar import make_case
from tests.support.tablegen_grammar_diff import describe, run_cases
from tests.support.tablegen_ref import require_llvm

CAMPAIGN = "tablegen-grammar-quick"


def test_generated_programs_match_llvm_tblgen(tmp_path: Path) -> None:
    """Equal exit status, stderr and output; no traceback, no hang."""
    require_llvm()
    problems, tally = run_cases(CAMPAIGN, range(40), tmp_path)
    assert not problems, describe(CAMPAIGN, problems)
    assert tally["accepted"] and tally["rejected"]  # both verdicts were compared


def test_programs_are_deterministic_and_use_the_grammar() -> None:
    """The same index gives the same program; programs cover the main statements."""
    assert make_case(CAMPAIGN, 7) == make_case(CAMPAIGN, 7)
    text = "".join(make_case(CAMPAIGN, i).source for i in range(60))
    for keyword in (
        "class ",
        "def ",
        "multiclass ",
        "defm ",
        "foreach ",
        "let ",
        "!cond(",
        "include ",
    ):
        assert keyword in text, keyword
