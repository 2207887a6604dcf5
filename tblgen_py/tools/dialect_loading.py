"""Load generated dialect modules into a Context (``mlir-opt-py --load-dialect``).

A module made by ``mlir-tblgen-py --gen-op-defs`` exposes ``register(context)``,
which registers every op class it defines.  A module without one is still
accepted when it defines op classes: ``register_module`` finds them by their
``OPERATION_NAME`` and registers each under its dialect prefix.

``--load-dialect MODULE`` (repeatable; ``--load-ops`` is the same option) takes
a dotted module name or the path of a ``.py`` file, imported by the one loader
of ``module_loader`` (each file once, whichever option names it).

Every other dialect mlir-opt-22 registers is loaded the first time the input names it (an op
``d.x``, ``#d.x``, ``!d.x``): the Context asks ``auto_load``, which imports
``tblgen_py.dialects.<d>`` (generated on first use from MLIR's headers, found
as ``--mlir-include DIR`` says or searched).  A name that is no dialect of
MLIR's keeps mlir-opt's errors; missing headers are reported once.
"""

from __future__ import annotations

import argparse
import sys
from types import ModuleType

from tblgen_py import dialects
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.dialect import Dialect
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.text.resources import MLIR_OPT_DIALECTS
from tblgen_py.tools.module_loader import ModuleLoadError, load_module

REGISTER_FUNCTION = "register"
"""The entry point a generated op module defines: ``register(context)``."""


class DialectLoadError(ModuleLoadError):
    """A ``--load-dialect`` module that registers nothing."""


def op_classes(module: ModuleType) -> list[type[Operation]]:
    """The op classes a module defines (classes with a dotted OPERATION_NAME)."""
    found: list[type[Operation]] = []
    for value in vars(module).values():
        if not isinstance(value, type) or not issubclass(value, Operation):
            continue
        name = getattr(value, "OPERATION_NAME", None)
        if (
            isinstance(name, str)
            and "." in name
            and value.__module__ == module.__name__
        ):
            found.append(value)
    return found


def register_module(context: Context, module: ModuleType) -> list[str]:
    """Register ``module``'s ops in ``context``; return the dialect names loaded.

    Calls the module's ``register(context)`` when it has one, otherwise
    registers the classes ``op_classes`` finds.
    """
    before = set(context.dialects)
    register = getattr(module, REGISTER_FUNCTION, None)
    if callable(register):
        register(context)
        return sorted(set(context.dialects) - before) or _namespaces(module)
    classes = op_classes(module)
    if not classes:
        raise DialectLoadError(
            f"module '{module.__name__}' has no register(context) and defines no "
            "op classes"
        )
    by_dialect: dict[str, list[type[Operation]]] = {}
    for cls in classes:
        by_dialect.setdefault(cls.OPERATION_NAME.split(".", 1)[0], []).append(cls)
    for name, ops in by_dialect.items():
        context.load_dialect(Dialect(name, ops))
    return sorted(by_dialect)


def _namespaces(module: ModuleType) -> list[str]:
    """The dialect names a generated module declares."""
    names = getattr(module, "DIALECT_NAMESPACES", ())
    return [name for name in names if isinstance(name, str)]


def load_dialects(context: Context, specs: list[str]) -> None:
    """Import and register every module named in ``specs``, in order."""
    for spec in specs:
        register_module(context, load_module(spec))


_reported: set[str] = set()
"""Messages ``auto_load`` printed already (each once per process)."""


def _report_once(message: str) -> None:
    if message not in _reported:
        _reported.add(message)
        sys.stderr.write(f"mlir-opt-py: error: {message}\n")


def auto_load(context: Context, name: str) -> bool:
    """Load MLIR's dialect ``name`` into ``context`` if MLIR has one that
    mlir-opt-22 registers (``vcix``, defined by the headers but not registered
    by mlir-opt, stays unregistered: ``--load-dialect`` loads it)."""
    if name not in MLIR_OPT_DIALECTS:
        return False
    try:
        return dialects.load_dialect(context, name)
    except dialects.MissingHeadersError as exc:
        _report_once(str(exc))
    except Exception as exc:  # noqa: BLE001 - a bug of ours: say so, no traceback
        _report_once(f"cannot load MLIR's dialect '{name}': {exc}")
    return False


def add_options(parser: argparse.ArgumentParser) -> None:
    """Add ``--load-dialect MODULE`` (repeatable, alias ``--load-ops``) and
    ``--mlir-include DIR``."""
    parser.add_argument(
        "--mlir-include",
        "-mlir-include",
        dest="mlir_include",
        metavar="DIR",
        help="take MLIR's dialect headers (.td files) from DIR "
        "(default: $MLIR_TBLGEN_PY_MLIR_INCLUDE, llvm-config, /usr/lib/llvm-22, "
        "the xtc-mlir-dev package)",
    )
    parser.add_argument(
        "--load-dialect",
        "-load-dialect",
        "--load-ops",
        dest="load_dialects",
        action="append",
        default=[],
        metavar="MODULE",
        help="register a generated dialect module (dotted name or .py path)",
    )


def configure_context(args: argparse.Namespace, context: Context) -> None:
    """Register the ``--load-dialect`` modules in a fresh Context and let it
    load MLIR's other dialects on first use."""
    dialects.use_mlir_include(getattr(args, "mlir_include", None))
    context.dialect_loader = auto_load
    specs = getattr(args, "load_dialects", [])
    try:
        load_dialects(context, specs)
    except ModuleLoadError as exc:
        if getattr(args, "debug", False):
            raise
        sys.stderr.write(f"mlir-opt-py: error: {exc}\n")
        raise SystemExit(1) from None
