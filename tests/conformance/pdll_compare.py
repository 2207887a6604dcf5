"""What the PDLL differential suites share: the reference tools and how outputs
are normalised before they are compared."""

from __future__ import annotations

import re
import subprocess

MLIR_PDLL = "/usr/lib/llvm-22/bin/mlir-pdll"
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
MARKER = "// -----\n"


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
