"""Shared helpers of the dialect-hook tests: find an op in text, call its hook."""

from __future__ import annotations

import textwrap

from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ods.hooks import lookup_op
from tblgen_py.runtime.text.parser import parse_source


def op_named(text: str, name: str) -> Operation:
    """The first op called ``name`` in generic-form ``text``."""
    module = parse_source(
        textwrap.dedent(text), Context(allow_unregistered_dialects=True)
    )
    return next(op for op in module.walk_ops() if op.name == name)


def run_hook(op: Operation, hook: str, *args: object) -> object:
    """Call the hook attached to ``op``'s name."""
    fn = lookup_op(op.name, hook)
    assert fn is not None, f"no {hook} for {op.name}"
    return fn(op, *args)
