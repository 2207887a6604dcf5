"""``import tblgen_py.dialects.<name>`` for a dialect with no package on disk.

The finder sits last on ``sys.meta_path``: a dialect with Python ports has its
package in ``tblgen_py/dialects/`` and is found first; any other name that
MLIR's headers define as a dialect (``affine``, ``async_`` for ``async``)
becomes a module holding only the generated side (``package``).
"""

from __future__ import annotations

import importlib.machinery
import sys
from collections.abc import Sequence
from types import ModuleType

from tblgen_py.ondemand.catalog import dialect_of_module, module_name
from tblgen_py.ondemand.package import DialectPackage

PREFIX = "tblgen_py.dialects."


def is_dialect(dialect: str) -> bool:
    """Whether MLIR's headers define ``dialect`` (they must be found)."""
    from tblgen_py.ondemand.catalog_cache import catalog
    from tblgen_py.ondemand.loader import headers

    return dialect in catalog(headers().include_dir)


class DialectLoader:
    """Makes the module of a dialect without a package of ports."""

    def __init__(self, dialect: str) -> None:
        self.dialect = dialect

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> None:
        return None

    def exec_module(self, module: ModuleType) -> None:
        package = DialectPackage(self.dialect)
        module.__doc__ = f"MLIR's '{self.dialect}' dialect, generated from its headers."
        vars(module).update(register=package.register, __getattr__=package.getattr)


class DialectFinder:
    """Finds ``tblgen_py.dialects.<name>`` for the dialects of MLIR's headers."""

    def find_spec(
        self,
        fullname: str,
        path: Sequence[str] | None,
        target: ModuleType | None = None,
    ) -> importlib.machinery.ModuleSpec | None:
        name = fullname[len(PREFIX) :]
        if not fullname.startswith(PREFIX) or "." in name or name.startswith("_"):
            return None
        dialect = dialect_of_module(name)
        if module_name(dialect) != name or not is_dialect(dialect):
            return None
        return importlib.machinery.ModuleSpec(fullname, DialectLoader(dialect))  # type: ignore[arg-type]


def install() -> None:
    """Put the finder on ``sys.meta_path`` (once)."""
    if not any(isinstance(f, DialectFinder) for f in sys.meta_path):
        sys.meta_path.append(DialectFinder())
