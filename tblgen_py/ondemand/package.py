"""What a ``tblgen_py.dialects.<name>`` module offers: generated names, lazily.

Importing the package costs nothing; its first generated name (``AddIOp``, an
enum, an attribute class) or ``register(context)`` loads the generated modules
(``loader``), generating them on first use.  ``register`` loads the generated
dialect unless the context already has one of that name (a module the user
loaded first keeps its ops) with the dialects MLIR loads with it (its
``dependentDialects``: ``memref`` brings ``arith`` and ``ub``), then the
Python ports' own ``register``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from types import ModuleType
from typing import Any

from tblgen_py.ondemand.catalog import module_name
from tblgen_py.ondemand.loader import PACKAGE, generated_modules, headers

HooksRegister = Callable[[object], None]
Extend = Callable[[dict[str, Any]], dict[str, Any]]
"""Replacements of generated names: a dialect's ``py_api.extend`` (the
additions of MLIR's Python bindings, e.g. ``func.FuncOp.from_py_func``)."""
_SKIPPED = frozenset({"register"})


class DialectPackage:
    """The generated side of one dialect's package."""

    def __init__(
        self,
        dialect: str,
        hooks: HooksRegister | None = None,
        extend: Extend | None = None,
    ) -> None:
        self.dialect = dialect
        self.hooks = hooks
        self.extend = extend
        self._exports: dict[str, Any] | None = None
        self._replaced_ops: list[Any] = []

    def modules(self) -> list[ModuleType]:
        """The generated modules (see ``loader.generated_modules``)."""
        return generated_modules(self.dialect)

    def exports(self) -> dict[str, Any]:
        """Every public name the generated modules define, later modules
        first (the ops module's enum over the enums module's copy)."""
        if self._exports is None:
            found: dict[str, Any] = {}
            for module in self.modules():
                for name, value in vars(module).items():
                    if name.startswith("_") or name in _SKIPPED:
                        continue
                    if getattr(value, "__module__", None) == module.__name__:
                        found[name] = value
            if self.extend is not None:
                replaced = self.extend(dict(found))
                found.update(replaced)
                self._replaced_ops = [
                    value
                    for value in replaced.values()
                    if isinstance(getattr(value, "OPERATION_NAME", None), str)
                ]
            self._exports = found
        return self._exports

    def getattr(self, name: str) -> Any:
        """The module-level ``__getattr__``: a generated name."""
        if name.startswith("__"):
            raise AttributeError(name)
        try:
            return self.exports()[name]
        except KeyError:
            raise AttributeError(
                f"MLIR's dialect '{self.dialect}' generates no '{name}'"
            ) from None

    def register(self, context: Any) -> None:
        """Load the dialect into ``context`` (see the module docstring)."""
        if not context.is_registered_dialect(self.dialect):
            for module in self.modules():
                register = getattr(module, "register", None)
                if callable(register):
                    register(context)
            self.exports()
            for op_class in self._replaced_ops:
                context.register_op(op_class)  # parsed ops get the bindings' class
            self._load_dependencies(context)
        if self.hooks is not None:
            self.hooks(context)

    def _load_dependencies(self, context: Any) -> None:
        """Register the dialects MLIR loads with this one (each through its
        own ``tblgen_py.dialects`` module, ports included)."""
        from tblgen_py.ondemand.catalog_cache import dependencies

        for name in dependencies(headers().include_dir).get(self.dialect, ()):
            if not context.is_registered_dialect(name):
                module = importlib.import_module(f"{PACKAGE}.{module_name(name)}")
                module.register(context)


def dialect_package(
    dialect: str, hooks: HooksRegister | None = None, extend: Extend | None = None
) -> tuple[Callable[[Any], None], Callable[[str], Any]]:
    """``register`` and ``__getattr__`` for the package of ``dialect``."""
    package = DialectPackage(dialect, hooks, extend)
    return package.register, package.getattr
