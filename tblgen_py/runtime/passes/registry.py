"""The pass registry: passes and pass pipelines under ``mlir-opt``'s names.

Register a pass class (its ``argument`` is the name) with ``register_pass``
(usable as a class decorator); ``mlir-opt-py`` then accepts ``--<argument>``,
``--<argument>=<options>`` and ``<argument>{<options>}`` in
``--pass-pipeline``.  ``register_pass_pipeline`` names a function that adds
passes to a manager (MLIR's ``PassPipelineRegistration``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

from tblgen_py.runtime.passes.errors import PassOptionError, PassPipelineError
from tblgen_py.runtime.passes.pass_base import Pass

if TYPE_CHECKING:
    from tblgen_py.runtime.passes.manager import OpPassManager

__all__ = [
    "PassInfo",
    "create_pass",
    "lookup",
    "register_pass",
    "register_pass_pipeline",
    "registered",
]

P = TypeVar("P", bound=type[Pass])
PipelineBuilder = Callable[["OpPassManager", str], None]
"""Adds a pipeline's passes to a manager, given the options text."""


@dataclass(frozen=True)
class PassInfo:
    """A registry entry: a pass class, or a pipeline builder."""

    argument: str
    description: str
    pass_class: type[Pass] | None = None
    builder: PipelineBuilder | None = None

    def add_to_pipeline(self, manager: OpPassManager, options: str) -> None:
        """Add this pass (with ``options``) or pipeline to ``manager``.

        Raises PassOptionError for bad options, PassPipelineError for a pass
        that cannot be added there.
        """
        if self.builder is not None:
            self.builder(manager, options)
            return
        assert self.pass_class is not None
        pass_ = self.pass_class()
        pass_.initialize_options(options)
        manager.add_pass(pass_)


_PASSES: dict[str, PassInfo] = {}
_PIPELINES: dict[str, PassInfo] = {}


def register_pass(pass_class: P) -> P:
    """Register ``pass_class`` under its ``argument`` (a class decorator)."""
    if not pass_class.argument:
        raise ValueError(f"pass class '{pass_class.__name__}' has no argument")
    _PASSES[pass_class.argument] = PassInfo(
        pass_class.argument, pass_class.description, pass_class=pass_class
    )
    return pass_class


def register_pass_pipeline(
    argument: str, description: str, builder: PipelineBuilder
) -> None:
    """Register a named pipeline: ``builder(manager, options)`` adds its passes."""
    _PIPELINES[argument] = PassInfo(argument, description, builder=builder)


def lookup(argument: str) -> PassInfo | None:
    """The pipeline, else the pass, registered as ``argument``."""
    return _PIPELINES.get(argument) or _PASSES.get(argument)


def registered() -> list[PassInfo]:
    """Every registered pass and pipeline, sorted by argument."""
    entries = {**_PASSES, **_PIPELINES}
    return [entries[name] for name in sorted(entries)]


def create_pass(argument: str, options: str = "") -> Pass:
    """A new instance of the pass registered as ``argument``, with ``options``.

    Raises PassPipelineError for an unknown name, PassOptionError for bad options.
    """
    info = _PASSES.get(argument)
    if info is None or info.pass_class is None:
        raise PassPipelineError(
            f"'{argument}' does not refer to a registered pass or pass pipeline"
        )
    pass_ = info.pass_class()
    pass_.initialize_options(options)
    return pass_


def option_failure(
    error: PassOptionError, name: str, options: str
) -> PassPipelineError:
    """A PassOptionError as mlir-opt reports a pass that cannot be added."""
    cl = (error.message,) if error.cl_message else ()
    inline = "" if error.cl_message else f"{error.message}\n"
    return PassPipelineError(
        f"{inline}\nfailed to add `{name}` with options `{options}`", cl
    )
