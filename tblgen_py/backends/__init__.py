"""The backend registry the CLI reads (``-gen-<name>`` flags)."""

from __future__ import annotations

from tblgen_py.backends.base import Backend, BackendOptions


def registry() -> dict[str, Backend]:
    """Every backend by flag name (imported lazily to keep startup fast)."""
    from tblgen_py.backends.ops import OpDefsBackend

    backends: list[Backend] = [OpDefsBackend()]
    try:
        from tblgen_py.backends.enums import EnumDefsBackend

        backends.append(EnumDefsBackend())
    except ImportError:
        pass
    from tblgen_py.backends.rewrites import RewritersBackend  # DRR (gen-rewriters)

    backends.append(RewritersBackend())
    return {b.name: b for b in backends}


BACKEND_NAMES = ("gen-op-defs", "gen-enum-defs", "gen-rewriters")

__all__ = ["BACKEND_NAMES", "Backend", "BackendOptions", "registry"]
