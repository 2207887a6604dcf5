"""Every code block of README.md and docs/*.md runs, so the docs cannot drift.

Per page, in order, in one scratch directory (where ``td`` and ``.venv`` link to
the checkout's, so commands run as written from a checkout, and ``.venv/bin`` is
first on PATH, as for a user who installed the package):

- a ``python`` block runs in the page's one namespace;
- a block whose first line is ``// file: NAME`` (``tablegen``, ``mlir``) is written
  to ``NAME``;
- a ``sh`` block runs each ``$ command`` with bash; the lines after it, up to the
  next command, are its expected output (all of it);
- a ``sh`` block without ``$`` lists ``make`` targets; each must be one of the
  Makefile's (``make -n`` reads it without running anything).
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
_FENCE = re.compile(r"^```(\w*)\n(.*?)^```$", re.S | re.M)
_FILE = re.compile(r"^// file: (\S+)\n")


def blocks(text: str) -> list[tuple[str, str]]:
    """The (language, body) of each fenced block, in order."""
    return [(m.group(1), m.group(2)) for m in _FENCE.finditer(text)]


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PATH"] = f"{ROOT / '.venv' / 'bin'}{os.pathsep}{env.get('PATH', '')}"
    env.pop("PYTHONPATH", None)
    return env


def _run_sh(body: str, cwd: Path) -> None:
    lines = body.splitlines()
    if not any(line.startswith("$ ") for line in lines):
        for line in lines:
            target = line.split("#")[0].split()
            assert target[:1] == ["make"], f"not a make command: {line}"
            check = subprocess.run(
                ["make", "-n", "-C", str(ROOT), *target[1:]],
                capture_output=True,
                text=True,
            )
            assert check.returncode == 0, check.stderr
        return
    command: str | None = None
    expected: list[str] = []
    for line in [*lines, "$ "]:
        if not line.startswith("$ "):
            expected.append(line)
            continue
        if command is not None:
            run = subprocess.run(
                ["bash", "-o", "pipefail", "-c", command],
                capture_output=True,
                text=True,
                cwd=cwd,
                env=_env(),
                timeout=300,
            )
            assert run.returncode == 0, f"{command}\n{run.stderr}"
            if expected:
                assert run.stdout.splitlines() == expected, command
        command, expected = line[2:], []


def _run_page(page: Path, workdir: Path) -> None:
    for name in ("td", ".venv"):
        (workdir / name).symlink_to(ROOT / name)
    namespace: dict[str, object] = {"__name__": "__doc__"}
    old = os.getcwd()
    os.chdir(workdir)
    try:
        for lang, body in blocks(page.read_text()):
            named = _FILE.match(body)
            if named:
                (workdir / named.group(1)).write_text(body)
            elif lang == "python":
                with contextlib.redirect_stdout(io.StringIO()):
                    exec(compile(body, str(page), "exec"), namespace)
            elif lang == "sh":
                _run_sh(body, workdir)
            else:
                raise AssertionError(f"{page.name}: a {lang!r} block that does not run")
    finally:
        os.chdir(old)
        sys.path[:] = [p for p in sys.path if p not in (".", str(workdir))]


@pytest.mark.parametrize("page", PAGES, ids=[p.name for p in PAGES])
def test_every_block_runs(page: Path, tmp_path: Path) -> None:
    _run_page(page, tmp_path)


def test_blocks_are_found() -> None:
    found = blocks("x\n```python\nprint(1)\n```\n```sh\n$ true\n```\n")
    assert found == [("python", "print(1)\n"), ("sh", "$ true\n")]
