"""The backend protocol and the options the CLI passes to backends."""

from __future__ import annotations

from typing import Protocol

from tblgen_py.support.diagnostics import BackendError
from tblgen_py.ods.named_tuple import NamedTuple
from tblgen_py.records.keeper import RecordKeeper


class BackendOptions(NamedTuple):
    """Options of the op/enum backends (``-dialect``, op include/exclude regexes)."""

    input_path: str = "-"
    dialect: str = ""
    op_include_regex: str = ""
    op_exclude_regex: str = ""

    def cache_key(self) -> list[str]:
        """The option values that change a backend's output."""
        return [self.dialect, self.op_include_regex, self.op_exclude_regex]


class Backend(Protocol):
    """A ``-gen-...`` action: renders records to text."""

    name: str
    description: str

    def emit(self, records: RecordKeeper, options: BackendOptions) -> str:
        """Render ``records``; raise BackendError on bad input."""
        ...


__all__ = ["Backend", "BackendError", "BackendOptions"]
