"""Hand-written syntax of ops (``hasCustomAssemblyFormat``) through hooks.

MLIR parses and prints such ops with C++ (``FooOp::parse``/``FooOp::print``);
their Python ports are attached by op name as the ``parse``/``print`` hooks
(``hooks.implement_op("func.func", "parse")``).  ``OpView`` installs the
descriptors below on every class that declares those hooks, so the text parser
and printer find them as ``cls.parse``/``op.print``:

- ``parse(parser, state)`` reads the custom form after the op name into the
  ``OperationState``; without a port it reports a located error naming the op
  and the hook.
- ``print(op, printer)`` writes the custom form after the op name; without a
  port the op prints in generic form.

``OpAsmOpInterface::getDefaultDialect`` is the hook ``getDefaultDialect`` (a
function of no arguments returning the dialect name).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, NoReturn

from tblgen_py.runtime.ods import hooks

if TYPE_CHECKING:
    from tblgen_py.runtime.text.op_state import OperationState
    from tblgen_py.runtime.text.parser import Parser

ParseHook = Callable[["Parser", "OperationState"], None]


def _missing_parse(name: str) -> ParseHook:
    """A parse function reporting that ``name`` has no ported parser."""

    def missing(parser: Parser, state: OperationState) -> NoReturn:
        parser.error(
            f"custom op '{name}' has no Python parser: its C++ 'parse' "
            f"(hasCustomAssemblyFormat) is not ported; write it in the generic form"
        )

    return missing


class HookedParse:
    """``cls.parse``: the attached ``parse`` hook of the op class."""

    __slots__ = ()

    def __get__(self, obj: object, owner: type) -> ParseHook:
        fn = hooks.lookup(owner, "parse")
        if fn is None:
            return _missing_parse(getattr(owner, "OPERATION_NAME", owner.__name__))
        return fn  # type: ignore[return-value]


class HookedPrint:
    """``op.print``: the attached ``print`` hook bound to the op, or None (the
    printer then uses the generic form)."""

    __slots__ = ()

    def __get__(self, obj: object, owner: type) -> Callable[..., None] | None:
        fn = hooks.lookup(owner, "print")
        if fn is None or obj is None:
            return None
        return functools.partial(fn, obj)  # type: ignore[return-value]


class DefaultDialect:
    """``cls.default_dialect``: the ``getDefaultDialect`` hook's answer, or ""."""

    __slots__ = ()

    def __get__(self, obj: object, owner: type) -> str:
        fn = hooks.lookup(owner, "getDefaultDialect")
        return str(fn()) if fn is not None else ""


def install(cls: type, declared: set[str]) -> None:
    """Give ``cls`` the hook descriptors for the custom-syntax hooks it declares."""
    if "parse" in declared and "parse" not in cls.__dict__:
        type.__setattr__(cls, "parse", HookedParse())
    if "print" in declared and "print" not in cls.__dict__:
        type.__setattr__(cls, "print", HookedPrint())
    if "default_dialect" not in cls.__dict__:
        type.__setattr__(cls, "default_dialect", DefaultDialect())
