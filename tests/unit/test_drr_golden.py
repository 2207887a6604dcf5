"""``--gen-rewriters`` goldens: tests/golden/drr/*/ and the DRR examples' generated/ files.

Each case runs the CLI in-process and compares the module exactly (a unified
diff on mismatch); ``pytest --update-goldens`` rewrites the expected files.
Every expected module is black-clean and compiles.
"""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

from tblgen_py.tools.mlir_tblgen import main

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ("DrrBasics", "DrrNative", "DrrMultiResult", "DrrMatchers")
CASES = [
    (
        f"tests/golden/drr/{d.name}/input.td",
        f"tests/golden/drr/{d.name}/gen-rewriters.py",
    )
    for d in sorted((ROOT / "tests/golden/drr").iterdir())
    if (d / "input.td").is_file()
] + [(f"td/examples/{s}.td", f"generated/{s.lower()}_rewriters.py") for s in EXAMPLES]


@pytest.mark.parametrize(("source", "expected"), CASES)
def test_golden(
    source: str,
    expected: str,
    request: pytest.FixtureRequest,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(ROOT)
    status = main(["--gen-rewriters", "--no-cache", "-I", "td", source])
    out = capsys.readouterr().out
    assert status == 0
    path = ROOT / expected
    if request.config.getoption("--update-goldens", default=False):
        path.write_text(out)
    want = path.read_text()
    diff = "".join(
        difflib.unified_diff(
            want.splitlines(True), out.splitlines(True), expected, "actual"
        )
    )
    assert out == want, diff


@pytest.mark.parametrize("expected", [c[1] for c in CASES])
def test_golden_is_black_clean_and_compiles(expected: str) -> None:
    import black

    text = (ROOT / expected).read_text()
    assert black.format_str(text, mode=black.Mode()) == text
    compile(text, expected, "exec")
