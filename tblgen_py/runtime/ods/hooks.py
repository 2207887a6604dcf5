"""Python implementations of what ODS leaves to C++ (verifiers, folders, ...).

Generated op classes never contain these bodies.  Attach one without editing
generated code::

    from tblgen_py.runtime.ods.hooks import implement

    @implement(TransposeOp, "verify")
    def _verify(op: TransposeOp) -> None: ...

Hook names: ``verify`` (hasVerifier), ``verify_regions`` (hasRegionVerifier),
``fold`` (hasFolder), ``canonicalize`` (hasCanonicalizeMethod),
``canonicalization_patterns`` (hasCanonicalizer), ``parse``/``print``
(hasCustomAssemblyFormat), ``infer_return_types`` (InferTypeOpInterface),
``build`` (custom builders with C++ bodies) and any interface method name.
A declared hook that is used without an implementation raises
``MissingHookError`` naming the op and the hook.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from tblgen_py.runtime.ir.verifier import VerifyError

F = TypeVar("F", bound=Callable[..., object])

_HOOKS: dict[tuple[str, str], Callable[..., object]] = {}
_ON_CHANGE: list[Callable[[], None]] = []


def on_change(callback: Callable[[], None]) -> None:
    """Call ``callback`` whenever an implementation is attached or detached
    (caches of looked-up hooks drop their entries)."""
    _ON_CHANGE.append(callback)


def _changed() -> None:
    for callback in _ON_CHANGE:
        callback()


class MissingHookError(VerifyError, NotImplementedError):
    """An ODS feature whose Python implementation was never attached."""


def implement(op_class: type, hook: str) -> Callable[[F], F]:
    """Decorator: use the function as ``hook`` of ``op_class``."""

    def register(fn: F) -> F:
        attach(op_class, hook, fn)
        return fn

    return register


def attach(op_class: type, hook: str, fn: Callable[..., object]) -> None:
    """Use ``fn`` as ``hook`` of ``op_class`` (replacing an earlier one)."""
    _HOOKS[(_op_name(op_class), hook)] = fn
    _changed()


def detach(op_class: type, hook: str) -> None:
    """Forget the implementation of ``hook`` for ``op_class``."""
    _HOOKS.pop((_op_name(op_class), hook), None)
    _changed()


def lookup(op_class: type, hook: str) -> Callable[..., object] | None:
    """The attached implementation, if any."""
    return _HOOKS.get((_op_name(op_class), hook))


def require(op_class: type, hook: str, feature: str) -> Callable[..., object]:
    """The attached implementation, or MissingHookError naming op and hook."""
    fn = lookup(op_class, hook)
    if fn is None:
        name = _op_name(op_class)
        raise MissingHookError(
            f"'{name}' declares {feature} in ODS but no Python implementation "
            f"is attached; use tblgen_py.runtime.ods.hooks.implement("
            f"{op_class.__name__}, '{hook}')"
        )
    return fn


def _op_name(op_class: type) -> str:
    """The op's registered name (``OPERATION_NAME``)."""
    name = getattr(op_class, "OPERATION_NAME", "")
    return name if isinstance(name, str) and name else op_class.__name__


def implement_op(op_name: str, hook: str) -> Callable[[F], F]:
    """Decorator: use the function as ``hook`` of the op named ``op_name``.

    For hook packages that do not import the generated module (hooks are
    keyed by the registered op name).
    """

    def register(fn: F) -> F:
        _HOOKS[(op_name, hook)] = fn
        _changed()
        return fn

    return register


def lookup_op(op_name: str, hook: str) -> Callable[..., object] | None:
    """The implementation attached for the op named ``op_name``, if any."""
    return _HOOKS.get((op_name, hook))


def attached_ops(hook: str) -> dict[str, Callable[..., object]]:
    """Every op name with an implementation of ``hook``, and that implementation."""
    return {name: fn for (name, kind), fn in _HOOKS.items() if kind == hook}
