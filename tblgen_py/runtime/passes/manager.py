"""``OpPassManager`` and ``PassManager``: passes nested on op names, run in order.

An ``OpPassManager`` is anchored on an op name (``builtin.module``,
``func.func``, or ``any``) and holds passes and nested managers in order.  A
nested manager runs on each op directly inside the anchor op's regions whose
name it is anchored on (consecutive nested managers share one walk over those
ops, as MLIR's op-to-op adaptor).  ``PassManager`` is the top-level one: it
initializes the passes, runs them and verifies the IR after each pass unless
``verify_each`` is off::

    pm = PassManager(context)
    pm.nest("func.func").add_pass(registry.create("canonicalize"))
    pm.run(module)
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.verifier import VerificationError, verify
from tblgen_py.runtime.passes.errors import PassFailure, PassPipelineError
from tblgen_py.runtime.passes.pass_base import Pass

if TYPE_CHECKING:
    from tblgen_py.runtime.ir.context import Context
    from tblgen_py.runtime.ir.operation import Operation

__all__ = ["ANY_OP", "Nesting", "OpPassManager", "PassManager"]

ANY_OP = "any"
"""The anchor of a manager that runs on any op."""


class Nesting(Enum):
    """Whether ``add_pass`` nests an op-specific pass on its own (``IMPLICIT``)."""

    IMPLICIT = "implicit"
    EXPLICIT = "explicit"


class OpPassManager:
    """Passes and nested managers anchored on one op name."""

    def __init__(self, op_name: str = ANY_OP, nesting: Nesting = Nesting.IMPLICIT):
        self.op_name = op_name
        self.nesting = nesting
        self.elements: list[Pass | OpPassManager] = []

    def add_pass(self, pass_: Pass) -> None:
        """Append ``pass_``; an op-specific pass on another anchor nests (implicitly).

        Raises PassPipelineError when nesting is explicit and the anchors differ.
        """
        target = pass_.op_name
        if target is None or target == self.op_name or self.op_name == ANY_OP:
            self.elements.append(pass_)
            return
        if self.nesting is Nesting.EXPLICIT:
            raise PassPipelineError(
                f"Can't add pass '{pass_.name}' restricted to '{target}' on a "
                f"PassManager intended to run on '{self.op_name}', did you intend "
                "to nest?"
            )
        self.nest(target).add_pass(pass_)

    def nest(self, op_name: str) -> OpPassManager:
        """A new manager for ops named ``op_name`` inside this one's anchor."""
        nested = OpPassManager(op_name, self.nesting)
        self.elements.append(nested)
        return nested

    @property
    def passes(self) -> list[Pass]:
        """Every pass, nested ones included, in pipeline order."""
        found: list[Pass] = []
        for element in self.elements:
            if isinstance(element, Pass):
                found.append(element)
            else:
                found.extend(element.passes)
        return found

    def size(self) -> int:
        """The number of top-level elements (as ``Pass Manager with N passes``)."""
        return len(self.elements)

    def matches(self, op: Operation) -> bool:
        """Whether this manager may run on ``op``."""
        return self.op_name in (ANY_OP, op.name)

    def textual(self, pretty: bool = False, indent: int = 0) -> str:
        """The pipeline in MLIR's textual syntax (``--dump-pass-pipeline``: pretty)."""
        if not pretty:
            inner = ",".join(
                e.textual() if isinstance(e, Pass) else e.textual()
                for e in self.elements
            )
            return f"{self.op_name}({inner})"
        pad = "  " * (indent + 1)
        lines = []
        for element in self.elements:
            if isinstance(element, Pass):
                lines.append(pad + element.textual())
            else:
                lines.append(pad + element.textual(True, indent + 1).lstrip())
        body = ",\n".join(lines)
        close = "  " * indent + ")"
        return f"{self.op_name}(\n{body}\n{close}" if lines else f"{self.op_name}()"


class PassManager(OpPassManager):
    """The top-level manager: runs its pipeline on one op, verifying after each pass."""

    def __init__(
        self,
        context: Context,
        op_name: str = "builtin.module",
        nesting: Nesting = Nesting.IMPLICIT,
        verify_each: bool = True,
    ) -> None:
        super().__init__(op_name, nesting)
        self.context = context
        self.verify_each = verify_each

    @classmethod
    def adopt(
        cls, context: Context, pipeline: OpPassManager, verify_each: bool = True
    ) -> PassManager:
        """A PassManager running ``pipeline`` (e.g. one parsed from text)."""
        manager = cls(context, pipeline.op_name, pipeline.nesting, verify_each)
        manager.elements = pipeline.elements
        return manager

    def run(self, op: Operation) -> None:
        """Run the pipeline on ``op``.

        Raises VerificationError (a pass's located error, a verifier failure, or
        a manager that cannot run on ``op``) or PassFailure.
        """
        if not self.matches(op):
            raise VerificationError(
                f"can't run '{self.op_name}' pass manager on '{op.name}' op",
                op.location,
            )
        for pass_ in self.passes:
            pass_.initialize(self.context)
        _Runner(self.context, self.verify_each).run_manager(self, op)


class _Runner:
    """Runs a manager's elements on an op, nested managers on its children."""

    def __init__(self, context: Context, verify_each: bool) -> None:
        self.context = context
        self.verify_each = verify_each

    def run_manager(self, manager: OpPassManager, op: Operation) -> None:
        elements = manager.elements
        index = 0
        while index < len(elements):
            element = elements[index]
            if isinstance(element, Pass):
                self.run_pass(element, op)
                index += 1
                continue
            group: list[OpPassManager] = []
            while index < len(elements) and isinstance(elements[index], OpPassManager):
                group.append(elements[index])  # type: ignore[arg-type]
                index += 1
            self.run_nested(group, op)

    def run_pass(self, pass_: Pass, op: Operation) -> None:
        if not pass_.can_schedule_on(op):
            return
        pass_.failed = False
        pass_.run_on_operation(op)
        if pass_.failed:
            raise PassFailure(pass_.name)
        if self.verify_each:
            verify(op, allow_unregistered=self.context.allow_unregistered_dialects)

    def run_nested(self, group: list[OpPassManager], op: Operation) -> None:
        """Each manager of ``group`` on the ops directly inside ``op``'s regions."""
        children = [
            child
            for region in op.regions
            for block in region.blocks
            for child in block.ops
        ]
        for child in children:
            for manager in group:
                if manager.matches(child):
                    self.run_manager(manager, child)
