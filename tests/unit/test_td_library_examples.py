"""Fast checks on td/: the examples are documented and the library is ours."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

TD = Path(__file__).resolve().parents[2] / "td"
EXAMPLES = sorted((TD / "examples").rglob("*.td"))
LIBRARY = sorted((TD / "mlir").rglob("*.td"))
README = (TD / "examples" / "README.md").read_text()


@pytest.mark.parametrize("td", EXAMPLES, ids=lambda p: p.name)
def test_example_has_header_and_readme_entry(td: Path) -> None:
    """Each example opens with a comment block and is listed in the README."""
    text = td.read_text()
    assert text.startswith(f"//===-- {td.name} - ")
    assert "Demonstrates" in text or "reference for" in text
    assert f"`{td.relative_to(TD / 'examples').as_posix()}`" in README


@pytest.mark.parametrize("td", EXAMPLES, ids=lambda p: p.name)
def test_example_includes_only_library_headers(td: Path) -> None:
    """Examples build with `-I td` alone: every include names a td/mlir header."""
    for name in re.findall(r'^include "(.+)"', td.read_text(), re.M):
        assert (TD / name).is_file(), name


@pytest.mark.parametrize("td", LIBRARY, ids=lambda p: p.name)
def test_library_header_is_guarded_and_self_contained(td: Path) -> None:
    """Headers use our own include guards and include only each other."""
    text = td.read_text()
    guard = re.search(r"^#ifndef (TBLGEN_PY_\w+)\n#define \1$", text, re.M)
    assert guard, "missing TBLGEN_PY_ include guard"
    assert text.rstrip().endswith(f"#endif // {guard.group(1)}")
    for name in re.findall(r'^include "(.+)"', text, re.M):
        assert (TD / name).is_file(), name


def test_readme_lists_only_existing_examples() -> None:
    """No README row points at a missing file."""
    listed = re.findall(r"^\| `([^`]+\.td)`", README, re.M)
    assert listed
    for name in listed:
        assert (TD / "examples" / name).is_file(), name
