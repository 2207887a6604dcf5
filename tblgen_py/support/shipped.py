"""Where the files the tools read at run time are: ``templates/`` and ``td/``.

A wheel ships them inside the package (``tblgen_py/templates``,
``tblgen_py/td``); a source checkout keeps them beside it.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1]


def shipped_dir(name: str) -> Path:
    """The directory ``name`` (``"td"``, ``"templates"``) inside the package or
    beside it; FileNotFoundError when neither exists."""
    for root in (PACKAGE, PACKAGE.parent):
        candidate = root / name
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"mlir-tblgen-py: the '{name}' directory is not installed")
