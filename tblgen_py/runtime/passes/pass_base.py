"""``Pass``: a transformation run on one op (and what it nests) by a pass manager.

A pass is a subclass naming its ``argument`` (the ``mlir-opt`` flag and
pipeline name, ``canonicalize``), a one-line ``description``, the ``op_name``
it is restricted to (None: any op) and its ``options``::

    class StripFoo(Pass):
        argument = "strip-foo"
        description = "Remove foo attributes"
        options = (PassOption("keep", "bool", False, "keep the last one"),)

        def run_on_operation(self, op: Operation) -> None:
            if self.option("keep"): ...

A pass reports a located error by raising ``VerificationError`` (rendered as
``file:line:col: error: ...``) and a silent failure with
``signal_pass_failure()``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar

from tblgen_py.runtime.passes.options import (
    OptionValue,
    PassOption,
    parse_options,
    print_options,
)

if TYPE_CHECKING:
    from tblgen_py.runtime.ir.context import Context
    from tblgen_py.runtime.ir.operation import Operation

__all__ = ["Pass"]


class Pass:
    """Base class of passes: options, initialization, and ``run_on_operation``."""

    argument: ClassVar[str] = ""
    """The registered name: ``--<argument>`` and ``<argument>{...}`` in pipelines."""
    description: ClassVar[str] = ""
    """One line of help."""
    op_name: ClassVar[str | None] = None
    """The op this pass runs on (``func.func``), None for any op."""
    options: ClassVar[tuple[PassOption, ...]] = ()
    """The options, by name; their values are read with ``option(name)``."""
    dependent_dialects: ClassVar[tuple[str, ...]] = ()
    """The dialects whose ops the pass may create (MLIR's
    ``getDependentDialects``): loaded into the context before the pass runs."""

    def __init__(self, **values: OptionValue) -> None:
        self.values: dict[str, OptionValue] = {
            opt.name: (
                list(opt.default) if isinstance(opt.default, list) else opt.default
            )
            for opt in self.options
        }
        for name, value in values.items():
            self.values[name.replace("_", "-")] = value
        self.failed = False
        self.context: Context | None = None

    @property
    def name(self) -> str:
        """The pass's name in messages (its argument)."""
        return self.argument or type(self).__name__

    def option(self, name: str) -> OptionValue:
        """The value of option ``name`` (``max-iterations``)."""
        return self.values[name]

    def initialize_options(self, text: str) -> None:
        """Set options from ``name=value`` text; raises PassOptionError."""
        self.values.update(parse_options(self.options, text))

    def set_options(self, values: Mapping[str, OptionValue]) -> None:
        """Set option values directly (Python callers)."""
        self.values.update(values)

    def initialize(self, context: Context) -> None:
        """Called once before the pipeline runs (e.g. to collect patterns);
        loads the ``dependent_dialects`` the context's loader knows."""
        self.context = context
        for name in self.dependent_dialects:
            context.get_or_load_dialect(name)

    def can_schedule_on(self, op: Operation) -> bool:
        """Whether this pass may run on ``op`` (its ``op_name`` if it has one)."""
        return self.op_name is None or op.name == self.op_name

    def run_on_operation(self, op: Operation) -> None:
        """Transform ``op`` (overridden by every pass)."""
        raise NotImplementedError(f"pass '{self.name}' has no run_on_operation")

    def signal_pass_failure(self) -> None:
        """Mark this run as failed: the pipeline stops, the tool exits 1."""
        self.failed = True

    def textual(self) -> str:
        """``argument{options}`` as MLIR prints a pipeline."""
        return self.argument + print_options(self.options, self.values)
