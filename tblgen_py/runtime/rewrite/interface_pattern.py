"""Patterns rooted at an op interface or trait whose hooks get the registered op class.

``OpInterfaceRewritePattern`` and ``OpTraitRewritePattern`` are MLIR's
``OpInterfaceRewritePattern<Iface>`` and ``OpTraitRewritePattern<Trait>``:
they apply to every op registered in the context with the interface (or
trait), and their ``match``/``rewrite`` hooks receive the op as an instance of
its registered class (a generic op of that name is re-classed in place, as
``OpRewritePattern`` does).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Generic

from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.rewrite.pattern import OpT, Pattern, as_op_class
from tblgen_py.runtime.rewrite.roots import TraitRoot

if TYPE_CHECKING:
    from tblgen_py.runtime.ir.context import Context
    from tblgen_py.runtime.rewrite.rewriter import PatternRewriter


class _RegisteredRootPattern(Pattern, Generic[OpT]):
    """The typed hooks shared by interface- and trait-rooted patterns."""

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
        """Hand ``op`` to ``match_and_rewrite`` as its registered class."""
        cls = None if self.context is None else self.context.lookup_op_class(op.name)
        typed = op if cls is None else as_op_class(op, cls)
        return self.match_and_rewrite(typed, rewriter)  # type: ignore[arg-type]


class OpInterfaceRewritePattern(_RegisteredRootPattern[OpT]):
    """A pattern rooted at an op interface, named as in ODS.

    Declare it at class level (``ROOT_INTERFACE = "CastOpInterface"``) or pass
    it to the constructor.
    """

    def __init__(
        self,
        interface: str | None = None,
        benefit: int | None = None,
        *,
        context: Context | None = None,
        generated_ops: Iterable[str] | None = None,
        debug_name: str | None = None,
        debug_labels: Iterable[str] = (),
    ) -> None:
        interface = interface if interface is not None else self.ROOT_INTERFACE
        if interface is None:
            raise TypeError(f"{type(self).__name__}: no root interface given")
        super().__init__(
            None,
            benefit,
            context=context,
            generated_ops=generated_ops,
            debug_name=debug_name,
            debug_labels=debug_labels,
            root_interface=interface,
        )


class OpTraitRewritePattern(_RegisteredRootPattern[OpT]):
    """A pattern rooted at an op trait: its ODS name or its OpTrait class.

    Declare it at class level (``ROOT_TRAIT = "Commutative"``) or pass it to
    the constructor.
    """

    def __init__(
        self,
        trait: TraitRoot | None = None,
        benefit: int | None = None,
        *,
        context: Context | None = None,
        generated_ops: Iterable[str] | None = None,
        debug_name: str | None = None,
        debug_labels: Iterable[str] = (),
    ) -> None:
        trait = trait if trait is not None else self.ROOT_TRAIT
        if trait is None:
            raise TypeError(f"{type(self).__name__}: no root trait given")
        super().__init__(
            None,
            benefit,
            context=context,
            generated_ops=generated_ops,
            debug_name=debug_name,
            debug_labels=debug_labels,
            root_trait=trait,
        )
