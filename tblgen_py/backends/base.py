"""The backend protocol and the options the CLI passes to backends."""

from __future__ import annotations

from typing import Protocol

from tblgen_py.support.diagnostics import BackendError
from tblgen_py.ods.named_tuple import NamedTuple
from tblgen_py.records.keeper import RecordKeeper


class BackendOptions(NamedTuple):
    """Options of the backends (``-dialect``, op include/exclude regexes, the
    enums module)."""

    input_path: str = "-"
    dialect: str = ""
    op_include_regex: str = ""
    op_exclude_regex: str = ""
    enums_module: str = ""
    """The ``--gen-enum-defs`` module that op and attribute/type modules
    import (``-enums-module``; default ``<input stem>_enums``)."""
    strip_prefix: str = "::mlir::"
    """Doc pages: removed from the front of op class names (``-strip-prefix``)."""
    hugo_features: bool = False
    """Doc pages: Hugo markup in attribute tables (``-allow-hugo-specific-features``)."""

    def cache_key(self) -> list[str]:
        """The option values that change a backend's output."""
        return [
            self.dialect,
            self.op_include_regex,
            self.op_exclude_regex,
            self.enums_module,
            self.strip_prefix,
            str(self.hugo_features),
        ]


class Backend(Protocol):
    """A ``-gen-...`` action: renders records to text."""

    name: str
    description: str

    def emit(self, records: RecordKeeper, options: BackendOptions) -> str:
        """Render ``records``; raise BackendError on bad input."""
        ...


__all__ = ["Backend", "BackendError", "BackendOptions"]
