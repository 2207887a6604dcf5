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

An op whose declarative format the runtime cannot run (its class defines no
``parse``) may get a hand-written port the same way.
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


def _missing_parse(name: str, what: str) -> ParseHook:
    """A parse function reporting that ``name`` has no ported parser."""

    def missing(parser: Parser, state: OperationState) -> NoReturn:
        parser.error(
            f"custom op '{name}' has no Python parser: its {what}; write it in "
            "the generic form"
        )

    return missing


class HookedParse:
    """``cls.parse``: the attached ``parse`` hook of the op class
    (``declared``: ODS declares ``hasCustomAssemblyFormat``)."""

    __slots__ = ("declared",)

    def __init__(self, declared: bool) -> None:
        self.declared = declared

    def __get__(self, obj: object, owner: type) -> ParseHook | None:
        fn = hooks.lookup(owner, "parse")
        if fn is not None:
            return fn  # type: ignore[return-value]
        if not self.declared:
            return None
        name = getattr(owner, "OPERATION_NAME", owner.__name__)
        return _missing_parse(
            name, "C++ 'parse' (hasCustomAssemblyFormat) is not ported"
        )


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
    """Give ``cls`` the hook descriptors where it defines no syntax itself."""
    if _inherited(cls, "parse") is None:
        type.__setattr__(cls, "parse", HookedParse("parse" in declared))
    if _inherited(cls, "print") is None:
        type.__setattr__(cls, "print", HookedPrint())
    if "default_dialect" not in cls.__dict__:
        type.__setattr__(cls, "default_dialect", DefaultDialect())


def _inherited(cls: type, name: str) -> object:
    """The nearest definition of ``name`` in ``cls``'s MRO other than these
    descriptors (None if there is none)."""
    for klass in cls.__mro__:
        found = klass.__dict__.get(name)
        if found is not None:
            return None if isinstance(found, (HookedParse, HookedPrint)) else found
    return None
