"""The folding protocol: op ``fold`` hooks and constant materialization.

An op class may define ``fold(self, adaptor: FoldAdaptor)`` returning:

- ``None``: the op does not fold;
- its own results (or ``[]``): the op was updated in place;
- one entry per result, each a ``Value`` to use instead or an attribute
  (any other object) to materialize as a constant; a single-result op may
  return the entry itself rather than a one-element list.

Constants are materialized by ``materialize_constant(builder, value, type,
location) -> Operation | None``, looked up first on the folded op's class
(a classmethod), then on its dialect in the Context.  The op built must carry
the ``ConstantLike`` trait.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Protocol, Union

from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.rewrite.trait_folds import trait_fold_hook
from tblgen_py.runtime.rewrite.traits import ConstantLike, has_trait

if TYPE_CHECKING:
    from tblgen_py.runtime.ir.builder import Builder
    from tblgen_py.runtime.ir.context import Context

FoldResult = Union[Value, object]
"""A replacement value or an attribute to materialize."""


class FoldAdaptor:
    """What a ``fold`` hook sees: the op and its operands' constant values."""

    __slots__ = ("op", "operands", "context")

    def __init__(self, op: Operation, context: object = None) -> None:
        self.op = op
        """The op being folded."""
        self.context = context
        """The context the driver runs in (None if unknown): the op classes a
        fold that builds ops (as MLIR's in-place folds may) creates them of."""
        operands: list[object | None] = []
        folds = CONSTANT_FOLDS
        for use in op.operand_uses:
            owner = use.value.defining_op
            if owner is None:
                operands.append(None)
                continue
            fold = folds.get(type(owner), _UNKNOWN)
            if fold is None:
                operands.append(None)  # known not to be a constant
            elif fold is VALUE_ATTRIBUTE:  # constant_attr's value read, inlined
                props = owner.properties
                if isinstance(props, dict) and "value" in props:
                    operands.append(props["value"])
                else:
                    operands.append(owner.attributes.get("value"))
            else:
                operands.append(constant_attr(owner))
        self.operands = operands
        """The constant attribute of each operand, None where not constant."""

    def operand(self, index: int) -> object | None:
        """The constant value of operand ``index``, if known."""
        return self.operands[index]

    def get_attr(self, name: str) -> object | None:
        """An attribute of the op."""
        return self.op.get_attr(name)


class ConstantMaterializer(Protocol):
    """The dialect (or op class) hook that builds a constant op."""

    def materialize_constant(
        self, builder: Builder, value: object, type: object, location: object
    ) -> Operation | None:
        """Build a ConstantLike op of ``type`` holding ``value`` at ``builder``."""


def is_constant_op(op: Operation) -> bool:
    """Whether ``op`` is ConstantLike."""
    return has_trait(type(op), ConstantLike)


_ODS_STUB: dict[type, bool] = {}
"""Per op class: whether its ``fold`` is the generated ODS stub (which only
forwards to the attached hook)."""


def fold_hook(
    cls: type[Operation],
) -> Callable[[Operation, FoldAdaptor], object] | None:
    """The fold hook of op class ``cls``: its ``fold`` method, else an ODS hook.

    Generated classes get theirs from ``tblgen_py.runtime.ods.hooks``
    (``implement(FooOp, "fold")``), called as ``fold(op, adaptor)``; for them
    the attached function is returned directly (None when nothing is attached).
    """
    stub = _ODS_STUB.get(cls)
    if stub is None:
        stub = _ODS_STUB[cls] = _is_ods_stub(cls)
    if stub or not hasattr(cls, "fold"):
        if not hasattr(cls, "ODS_TRAITS"):
            return None
        hook = _hooks().lookup(cls, "fold")
        return trait_fold_hook(cls) if hook is None else hook
    return cls.fold  # type: ignore[no-any-return]


def _hooks() -> ModuleType:
    """``tblgen_py.runtime.ods.hooks`` (imported late: it imports the IR)."""
    global _HOOKS_MODULE
    if _HOOKS_MODULE is None:
        from tblgen_py.runtime.ods import hooks

        _HOOKS_MODULE = hooks
        hooks.on_change(CONSTANT_FOLDS.clear)
    return _HOOKS_MODULE


_HOOKS_MODULE: ModuleType | None = None


def _is_ods_stub(cls: type) -> bool:
    """Whether ``cls.fold`` is defined by a generated class (``ODS_TRAITS``)."""
    for klass in cls.__mro__:
        if "fold" in vars(klass):
            return "ODS_TRAITS" in vars(klass)
    return False


def constant_attr(op: Operation) -> object | None:
    """The value of a ConstantLike op: its fold result or ``value`` attribute."""
    cls = type(op)
    fold = CONSTANT_FOLDS.get(cls, _UNKNOWN)
    if fold is _UNKNOWN:
        fold = CONSTANT_FOLDS[cls] = _constant_fold(cls)
    if fold is None:
        return None
    if fold is not VALUE_ATTRIBUTE:
        folded: object = fold(op, _EmptyAdaptor(op))  # type: ignore[operator]
        if isinstance(folded, (list, tuple)):
            folded = folded[0] if len(folded) == 1 else None
        if folded is not None and not isinstance(folded, Value):
            return folded
    props = op.properties  # Operation.get_attr("value"), inlined
    if isinstance(props, dict) and "value" in props:
        found: object = props["value"]
        return found
    return op.attributes.get("value")


_UNKNOWN = object()
VALUE_ATTRIBUTE = object()
"""``CONSTANT_FOLDS``' entry of a class whose value is its ``value`` attribute."""
CONSTANT_FOLDS: dict[type, object] = {}
"""Per op class: None if not ConstantLike, else its fold hook (``VALUE_ATTRIBUTE``:
none, or one that folds to the ``value`` attribute).  Classes, their traits
and attached hooks do not change once ops of them are folded.  Hot paths read
it inline (``FoldAdaptor``, the greedy driver); a class not in it yet is
looked up by ``constant_attr``, which fills it in."""

_VALUE_FOLDS: set[Callable[..., object]] = set()
"""Fold hooks that return their op's ``value`` attribute (constant ops')."""


def folds_to_value(
    fn: Callable[[Operation, FoldAdaptor], object],
) -> Callable[[Operation, FoldAdaptor], object]:
    """Declare that fold hook ``fn`` returns its op's ``value`` attribute.

    A ConstantLike op whose fold is such a hook has its value read directly
    (``constant_attr``, fold adaptors), without calling the hook: the same
    attribute, one call less on the folding hot path.
    """
    _VALUE_FOLDS.add(fn)
    CONSTANT_FOLDS.clear()
    return fn


def value_is_attribute(cls: type[Operation]) -> bool:
    """Whether ``constant_attr`` of a ConstantLike op of ``cls`` is its
    ``value`` attribute (no fold hook, or one declared ``folds_to_value``)."""
    fold = CONSTANT_FOLDS.get(cls, _UNKNOWN)
    if fold is _UNKNOWN:
        fold = CONSTANT_FOLDS[cls] = _constant_fold(cls)
    return fold is VALUE_ATTRIBUTE


def _constant_fold(cls: type[Operation]) -> object:
    """``CONSTANT_FOLDS``' entry for ``cls``."""
    if not has_trait(cls, ConstantLike):
        return None
    _hooks()  # clears the cache when hooks change
    fold = fold_hook(cls)
    return VALUE_ATTRIBUTE if fold is None or fold in _VALUE_FOLDS else fold


def constant_value(value: Value) -> object | None:
    """The attribute ``value`` is known to hold, if a constant op defines it."""
    op = value.defining_op
    return None if op is None else constant_attr(op)


class _EmptyAdaptor(FoldAdaptor):
    """The adaptor of an op without operands, built without lookups."""

    __slots__ = ()

    def __init__(self, op: Operation) -> None:
        self.op = op
        self.operands = []


def fold_op(
    op: Operation,
    fold: Callable[[Operation, FoldAdaptor], object] | None = None,
    context: object = None,
) -> list[FoldResult] | None:
    """Run ``op``'s fold hook; None if it did not fold, [] if folded in place.

    An op whose ODS ``hasFolder`` has no Python port attached does not fold
    (rather than stopping every rewrite of IR that contains it).  ``fold``:
    the class's hook when the caller already looked it up; ``context``: the
    driver's (``FoldAdaptor.context``).
    """
    if fold is None:
        fold = fold_hook(type(op))
    if fold is None:
        return None
    try:
        result = fold(op, FoldAdaptor(op, context))
    except missing_hook_error():  # evaluated only when something was raised
        return None
    return None if result is None else fold_results(op, result)


def fold_results(op: Operation, result: object) -> list[FoldResult]:
    """A fold hook's non-None ``result`` as one entry per result of ``op``;
    [] when the op was folded in place."""
    if isinstance(result, (list, tuple)):
        if not result:
            return []
        results = list(result)
    else:
        results = [result]
    op_results = op.results
    if len(results) != len(op_results):
        raise ValueError(
            f"fold of '{op.name}' gave {len(results)} results for {len(op_results)}"
        )
    for new, old in zip(results, op_results):
        if new is not old:
            return results
    return []


def missing_hook_error() -> type[Exception]:
    """``MissingHookError`` (imported late: the hooks import the IR)."""
    from tblgen_py.runtime.ods.hooks import MissingHookError

    return MissingHookError


def find_materializer(
    op: Operation, context: Context | None
) -> ConstantMaterializer | None:
    """The constant materializer for ``op``: its class's, else its dialect's."""
    if hasattr(type(op), "materialize_constant"):
        return type(op)  # type: ignore[return-value]
    if context is None:
        return None
    dialect = context.dialects.get(op.name.split(".", 1)[0])
    if dialect is None or not hasattr(dialect, "materialize_constant"):
        return None
    return dialect


def materialize_results(
    op: Operation,
    results: Sequence[FoldResult],
    builder: Builder,
    context: Context | None,
) -> list[Value] | None:
    """Values for ``results``, building constants at ``builder``.

    Returns None if a constant cannot be materialized; the constants already
    built for earlier results are erased again.
    """
    values: list[Value] = []
    made_ops: list[Operation] = []
    for result, old in zip(results, op.results):
        if isinstance(result, Value):
            values.append(result)
            continue
        hook = find_materializer(op, context)
        made = None
        if hook is not None:
            made = hook.materialize_constant(builder, result, old.type, op.location)
        if made is None:
            _erase_unused(made_ops, builder)
            return None
        made_ops.append(made)
        values.append(made.results[0])
    return values


def _erase_unused(ops: list[Operation], builder: Builder) -> None:
    """Erase constants built for a materialization that failed."""
    from tblgen_py.runtime.rewrite.rewriter import PatternRewriter

    for op in reversed(ops):
        if isinstance(builder, PatternRewriter):
            builder.erase_op(op)
        else:
            op.erase()
