"""Shared fixtures and hooks of the differential suites against the LLVM 22 tools."""

from __future__ import annotations

from typing import cast

import pytest
from tests.support.tablegen_known import (
    KNOWN_PATH,
    RESULT_PROPERTY,
    plan_update,
    read_known,
    write_known,
)
from tests.support.tablegen_ref import KINDS, ReferenceCache, require_llvm, td_files

_results: dict[tuple[str, str], bool] = {}
_messages: list[str] = []  # printed in the terminal summary


@pytest.fixture(scope="session")
def reference() -> ReferenceCache:
    """The reference-output cache, after checking that the tools are installed."""
    require_llvm()
    return ReferenceCache()


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """Collect each file's match/mismatch outcome (also from xdist workers)."""
    for name, value in report.user_properties:
        if name == RESULT_PROPERTY and report.when == "call":
            kind, rel, matched = cast("tuple[str, str, bool]", value)
            _results[(kind, rel)] = matched


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Print the one-line conformance count when the suite ran."""
    for message in _messages:
        terminalreporter.write_line(message)
    if not _results:
        return
    total = len(td_files())
    counts = {
        kind: sum(v for (k, _), v in _results.items() if k == kind) for kind in KINDS
    }
    partial = (
        "" if len(_results) == total * len(KINDS) else f" ({len(_results)} cases ran)"
    )
    terminalreporter.write_line(
        f"tablegen conformance: {counts['records']}/{total} print-records, "
        f"{counts['json']}/{total} json{partial}"
    )


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """With --update-known-mismatches, shrink the list to the current failures."""
    config = session.config
    if hasattr(config, "workerinput") or not config.getoption(
        "update_known_mismatches", default=False
    ):
        return  # xdist workers only see their share; the controller decides
    expected = {(kind, rel) for kind in KINDS for rel in td_files()}
    missing = expected - _results.keys()
    if missing:
        message = f"not updating {KNOWN_PATH.name}: {len(missing)} cases did not run"
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
    else:
        failing = {key for key, matched in _results.items() if not matched}
        old = set(read_known())
        new, message = plan_update(old, failing, config.getoption("allow_growth"))
        if new == old and failing - old:
            session.exitstatus = pytest.ExitCode.TESTS_FAILED
        elif new != old:
            write_known(new)
    _messages.append(message)
