"""What the PDLL differential suites share: the reference tools and how outputs
are normalised before they are compared."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

MLIR_PDLL = "/usr/lib/llvm-22/bin/mlir-pdll"
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
MARKER = "// -----\n"
HERE = Path(__file__).parent
CORPUS = HERE / "pdll_corpus"
ROOT = HERE.parent.parent


def corpus_params(cases: list[str], known_list: str) -> list[object]:
    """``cases`` as parameters, those listed in ``known_mismatches/<known_list>``
    as strict expected failures."""
    path = HERE / "known_mismatches" / known_list
    lines = path.read_text().splitlines() if path.exists() else []
    known = {
        line.strip() for line in lines if line.strip() and not line.startswith("#")
    }
    strict = pytest.mark.xfail(strict=True, reason="known mismatch")
    return [pytest.param(rel, marks=[strict] if rel in known else []) for rel in cases]


def pdll_argv(rel: str, mode: str) -> list[str]:
    """The flags both tools get for the corpus file ``rel`` (``mode``: ``-x=...``)."""
    path = str((CORPUS / rel).relative_to(ROOT))
    flags = [mode, "-I", str((CORPUS / "inc").relative_to(ROOT))]
    flags += ["-I", "/usr/lib/llvm-22/include", "-I", "td/examples"]
    if Path(rel).name.startswith("split_"):
        flags.append("--split-input-file")
    return [*flags, path]


def renumber(text: str) -> str:
    """Node addresses replaced by their order of first appearance."""
    seen: dict[str, str] = {}
    return re.sub(
        r"0x[0-9a-f]+", lambda m: seen.setdefault(m.group(), f"@{len(seen)}"), text
    )


def generic(text: str) -> str:
    """Each chunk of ``text`` as mlir-opt 22 prints it generically, with locations."""
    printed = []
    for chunk in text.split(MARKER):
        result = subprocess.run(
            [MLIR_OPT, "--mlir-print-op-generic", "--mlir-print-debuginfo"],
            input=chunk,
            capture_output=True,
            text=True,
            check=False,
        )
        printed.append(result.stdout + result.stderr)
    return MARKER.join(printed)
