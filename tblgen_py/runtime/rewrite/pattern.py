"""Rewrite patterns: root, benefit, debug name and labels, match and rewrite."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, ClassVar, Final, Generic, TypeVar

from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.rewrite.roots import (
    TraitRoot,
    check_interface,
    check_trait,
    trait_text,
)

if TYPE_CHECKING:
    from tblgen_py.runtime.ir.context import Context
    from tblgen_py.runtime.rewrite.rewriter import PatternRewriter

OpT = TypeVar("OpT", bound=Operation)
PatternT = TypeVar("PatternT", bound="Pattern")

IMPOSSIBLE_TO_MATCH: Final = -1
"""A benefit (or cost-model result) that removes a pattern from application."""


class MatchAnyOpTypeTag:
    """Marks a pattern whose root may be any operation (MLIR's tag type)."""

    _instance: ClassVar[MatchAnyOpTypeTag | None] = None

    def __new__(cls) -> MatchAnyOpTypeTag:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "ANY_OP"


ANY_OP: Final = MatchAnyOpTypeTag()
"""Pass as ``root`` to match every operation; the intent must be explicit."""


class Pattern:
    """What every pattern declares: root, benefit, debug name/labels, recursion.

    The root is one of: an op name, ``ANY_OP``, an op interface
    (``root_interface="InferTypeOpInterface"``) or a trait (``root_trait="Pure"``
    or an OpTrait class); the last two apply to every op registered in the
    pattern's context that has the interface or trait (see ``roots``).
    Subclasses may declare these at class level (``ROOT``, ``ROOT_INTERFACE``,
    ``ROOT_TRAIT``, ``BENEFIT``, ``GENERATED_OPS``, ``DEBUG_LABELS``,
    ``BOUNDED_RECURSION``), which is how generated patterns do it, or pass them
    to the constructor; ``ROOT_OPERANDS`` is class-level only.
    """

    ROOT: ClassVar[str | MatchAnyOpTypeTag | None] = None
    ROOT_INTERFACE: ClassVar[str | None] = None
    ROOT_TRAIT: ClassVar[TraitRoot | None] = None
    BENEFIT: ClassVar[int] = 1
    GENERATED_OPS: ClassVar[tuple[str, ...]] = ()
    DEBUG_LABELS: ClassVar[tuple[str, ...]] = ()
    BOUNDED_RECURSION: ClassVar[bool] = False
    ROOT_OPERANDS: ClassVar[tuple[str | None, ...] | None] = None
    """A necessary condition of the match: per root operand, the name of the op
    defining it, ``operand_filter.CONSTANT`` (any ConstantLike op) or None
    (anything); the root has exactly that many operands.  None: no condition.
    The greedy driver does not call a pattern whose condition fails."""

    def __init__(
        self,
        root: str | MatchAnyOpTypeTag | None = None,
        benefit: int | None = None,
        *,
        context: Context | None = None,
        generated_ops: Iterable[str] | None = None,
        debug_name: str | None = None,
        debug_labels: Iterable[str] = (),
        root_interface: str | None = None,
        root_trait: TraitRoot | None = None,
    ) -> None:
        self._set_root(root, root_interface, root_trait)
        self.benefit: int = self.BENEFIT if benefit is None else benefit
        """Static benefit; higher is tried first (>= 0, or IMPOSSIBLE_TO_MATCH)."""
        if self.benefit < 0 and self.benefit != IMPOSSIBLE_TO_MATCH:
            raise ValueError(f"pattern benefit must be >= 0, got {self.benefit}")
        self.context = context
        """The context the pattern was built for, if any."""
        ops = self.GENERATED_OPS if generated_ops is None else generated_ops
        self.generated_ops: tuple[str, ...] = tuple(ops)
        """Names of the ops the rewrite may create (shown in debug logs)."""
        self.debug_name: str = debug_name or type(self).__name__
        """A name that identifies this pattern in logs and filters."""
        self.debug_labels: list[str] = [*self.DEBUG_LABELS, *debug_labels]
        """Names of groups the pattern belongs to, usable in filters."""
        self.has_bounded_rewrite_recursion: bool = self.BOUNDED_RECURSION
        """Whether the pattern may safely apply to ops it generated itself."""
        self._initialized = False

    def _set_root(
        self,
        root: str | MatchAnyOpTypeTag | None,
        interface: str | None,
        trait: TraitRoot | None,
    ) -> None:
        """Set ``root_name``, ``root_interface`` and ``root_trait``; exactly one root."""
        given = [r for r in (root, interface, trait) if r is not None]
        if not given:
            root, interface, trait = self.ROOT, self.ROOT_INTERFACE, self.ROOT_TRAIT
            given = [r for r in (root, interface, trait) if r is not None]
        if len(given) != 1:
            what = "only one root" if given else "a root op name or ANY_OP explicitly"
            raise TypeError(
                f"{type(self).__name__}: give {what} (or root_interface/root_trait)"
            )
        self.root_name: str | None = None if root in (None, ANY_OP) else str(root)
        """The root op name, or None for any-op, interface and trait roots."""
        self.root_interface: str | None = (
            None if interface is None else check_interface(interface)
        )
        """The op interface (ODS name) the root must have, if that is the root."""
        self.root_trait: TraitRoot | None = (
            None if trait is None else check_trait(trait)
        )
        """The trait (ODS name or OpTrait class) the root must have, if any."""

    @property
    def matches_any_op(self) -> bool:
        """Whether the pattern is tried on every op (MLIR's ``MatchAnyOpTypeTag``)."""
        return (
            self.root_name is None
            and self.root_interface is None
            and self.root_trait is None
        )

    @property
    def root_text(self) -> str:
        """The root as shown in reprs: a name, ``ANY_OP``, ``interface:X``, ``trait:X``."""
        if self.root_name is not None:
            return self.root_name
        if self.root_interface is not None:
            return f"interface:{self.root_interface}"
        if self.root_trait is not None:
            return f"trait:{trait_text(self.root_trait)}"
        return "ANY_OP"

    @classmethod
    def create(cls: type[PatternT], *args: object, **kwargs: object) -> PatternT:
        """Construct the pattern and run its ``initialize`` hook."""
        pattern = cls(*args, **kwargs)  # type: ignore[arg-type]
        pattern.ensure_initialized()
        return pattern

    def initialize(self) -> None:
        """Hook run once before first use: set names, labels, recursion flag."""

    def ensure_initialized(self) -> None:
        """Run ``initialize`` unless it already ran."""
        if not self._initialized:
            self._initialized = True
            self.initialize()

    def set_debug_name(self, name: str) -> None:
        """Set the debug name."""
        self.debug_name = name

    def add_debug_labels(self, *labels: str) -> None:
        """Add debug labels."""
        self.debug_labels.extend(labels)

    def set_has_bounded_rewrite_recursion(self, bounded: bool = True) -> None:
        """Declare that recursive application on generated ops is safe."""
        self.has_bounded_rewrite_recursion = bounded

    def dispatch(self, op: Operation, rewriter: PatternRewriter) -> bool:
        """Match ``op`` and rewrite it; what applicators call."""
        raise NotImplementedError

    def __repr__(self) -> str:
        root = self.root_text
        return f"<{type(self).__name__} '{self.debug_name}' root={root} benefit={self.benefit}>"


class RewritePattern(Pattern):
    """A pattern over generic operations; override ``match``/``rewrite`` or both at once."""

    def match(self, op: Operation) -> bool:
        """Whether the pattern applies to ``op``; must not mutate the IR."""
        raise NotImplementedError(f"{type(self).__name__} defines no match")

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        """Rewrite a matched ``op``; every mutation goes through ``rewriter``."""
        raise NotImplementedError(f"{type(self).__name__} defines no rewrite")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        """Match then rewrite; no mutation may happen before success is known."""
        if not self.match(op):
            return False
        self.rewrite(op, rewriter)
        return True

    def dispatch(self, op: Operation, rewriter: PatternRewriter) -> bool:
        """Call ``match_and_rewrite``."""
        return self.match_and_rewrite(op, rewriter)


class OpRewritePattern(Pattern, Generic[OpT]):
    """A pattern rooted at one op class; its hooks receive instances of that class.

    Declare the class at class level (``OP_CLASS = AddIOp``) or pass it to the
    constructor; the root name is its ``OPERATION_NAME``.  The driver hands the
    matched op as that class: an op parsed or built in a Context where the class
    is registered already is one; a generic op of the same name is turned into
    one in place (see ``as_op_class``).
    """

    OP_CLASS: ClassVar[type[Operation] | None] = None

    def __init__(
        self,
        op_class: type[OpT] | None = None,
        benefit: int | None = None,
        *,
        context: Context | None = None,
        generated_ops: Iterable[str] | None = None,
        debug_name: str | None = None,
        debug_labels: Iterable[str] = (),
    ) -> None:
        cls = op_class if op_class is not None else self.OP_CLASS
        if cls is None or not cls.OPERATION_NAME:
            raise TypeError(f"{type(self).__name__}: no op class with a name given")
        self.op_class: type[Operation] = cls
        """The op class instances of which ``match_and_rewrite`` receives."""
        super().__init__(
            cls.OPERATION_NAME,
            benefit,
            context=context,
            generated_ops=generated_ops,
            debug_name=debug_name,
            debug_labels=debug_labels,
        )

    def match(self, op: OpT) -> bool:
        """Whether the pattern applies to ``op``; must not mutate the IR."""
        raise NotImplementedError(f"{type(self).__name__} defines no match")

    def rewrite(self, op: OpT, rewriter: PatternRewriter) -> None:
        """Rewrite a matched ``op``; every mutation goes through ``rewriter``."""
        raise NotImplementedError(f"{type(self).__name__} defines no rewrite")

    def match_and_rewrite(self, op: OpT, rewriter: PatternRewriter) -> bool:
        """Match then rewrite; no mutation may happen before success is known."""
        if not self.match(op):
            return False
        self.rewrite(op, rewriter)
        return True

    def dispatch(self, op: Operation, rewriter: PatternRewriter) -> bool:
        """Hand ``op`` to ``match_and_rewrite`` as an instance of the op class."""
        cls = self.op_class
        typed = op if isinstance(op, cls) else as_op_class(op, cls)
        return self.match_and_rewrite(typed, rewriter)  # type: ignore[arg-type]


def as_op_class(op: Operation, cls: type[OpT]) -> OpT:
    """``op`` as an instance of ``cls``: a generic op of that name is re-classed.

    The op keeps its identity (use lists, parent links); only its Python class
    changes, which is what the parser would have built had ``cls`` been
    registered.  ``cls`` must add no instance state (``__slots__ = ()``).
    """
    if isinstance(op, cls):
        return op
    if op.name != cls.OPERATION_NAME or type(op) is not Operation:
        raise TypeError(f"'{op.name}' cannot be viewed as {cls.__name__}")
    try:
        op.__class__ = cls
    except TypeError as err:
        raise TypeError(
            f"{cls.__name__} adds instance state; declare __slots__ = () "
            "or register it in the Context before building ops"
        ) from err
    return op  # type: ignore[return-value]


MatchAndRewriteFn = Callable[[Operation, "PatternRewriter"], bool]


class FunctionPattern(RewritePattern):
    """A pattern made from a plain ``(op, rewriter) -> bool`` function.

    ``root`` may be None when ``root_interface`` or ``root_trait`` is given.
    """

    def __init__(
        self,
        root: str | MatchAnyOpTypeTag | None,
        fn: MatchAndRewriteFn,
        benefit: int = 1,
        *,
        context: Context | None = None,
        generated_ops: Iterable[str] = (),
        debug_name: str | None = None,
        debug_labels: Iterable[str] = (),
        root_interface: str | None = None,
        root_trait: TraitRoot | None = None,
    ) -> None:
        super().__init__(
            root,
            benefit,
            context=context,
            generated_ops=generated_ops,
            debug_name=debug_name or getattr(fn, "__name__", "FunctionPattern"),
            debug_labels=debug_labels,
            root_interface=root_interface,
            root_trait=root_trait,
        )
        self.fn = fn

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        """Call the wrapped function."""
        return self.fn(op, rewriter)
