"""Command-line options shared by the test suites."""

from __future__ import annotations

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    """Register the golden and known-mismatch list maintenance flags."""
    parser.addoption(
        "--update-goldens",
        action="store_true",
        help="rewrite golden files from the current output (review the diff)",
    )
    group = parser.getgroup("conformance")
    group.addoption(
        "--update-known-mismatches",
        action="store_true",
        help="rewrite tests/conformance/known_mismatches/*.txt to the current failures",
    )
    group.addoption(
        "--allow-growth",
        action="store_true",
        help="with --update-known-mismatches, also add new mismatches",
    )
