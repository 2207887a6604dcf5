"""Where the tools keep their caches (the rebuild cache, compiled templates).

Imports nothing but ``os``: the warm start-up path of ``mlir-tblgen-py`` reads it.
"""

from __future__ import annotations

import os

CACHE_ENV = "MLIR_TBLGEN_PY_CACHE_DIR"


def default_cache_dir() -> str:
    """``$MLIR_TBLGEN_PY_CACHE_DIR``, else ``$XDG_CACHE_HOME/mlir-tblgen-py``."""
    explicit = os.environ.get(CACHE_ENV)
    if explicit:
        return explicit
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(
        os.path.expanduser("~"), ".cache"
    )
    return os.path.join(base, "mlir-tblgen-py")
