"""DRR-generated patterns (``generated/drrbasics_rewriters.py``) as conversion patterns."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from textwrap import dedent
from types import ModuleType

import pytest

from tblgen_py.runtime.conversion import (
    ConversionFailure,
    ConversionTarget,
    apply_partial_conversion,
)
from tblgen_py.runtime.ir import Context
from tblgen_py.runtime.rewrite import RewritePatternSet
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import PrintOptions, print_module
from tblgen_py.tools.module_loader import load_module

GENERATED = Path(__file__).resolve().parents[3] / "generated"
INPUT = """\
"func.func"() <{function_type = (f32, i32) -> (f32, f32), sym_name = "f"}> ({
^bb0(%x: f32, %y: i32):
  %0 = "drrb.a_op"(%x) <{a_attr = "s"}> : (f32) -> f32
  %1 = "drrb.a_op"(%x) <{a_attr = 2.0 : f32}> : (f32) -> f32
  "func.return"(%0, %1) : (f32, f32) -> ()
}) : () -> ()
"""


@cache
def generated(stem: str) -> ModuleType:
    """A module of ``generated/``, loaded once."""
    return load_module(str(GENERATED / f"{stem}.py"))


def convert(text: str, enabled: set[str]) -> tuple[str, str, str]:
    """Before, after (or the error) and the final IR of a partial conversion."""
    context = Context(allow_unregistered_dialects=True)
    generated("drrbasics_ops").register(context)
    module = parse_source(dedent(text), context)
    before = print_module(module, PrintOptions(generic=True), context)
    patterns = RewritePatternSet(context)
    generated("drrbasics_rewriters").populate_with_generated(patterns)
    chosen = [p for p in patterns if p.debug_name in enabled]
    target = ConversionTarget()
    target.add_illegal_op("drrb.a_op", "drrb.identity")
    target.add_legal_op("drrb.c_op")
    try:
        apply_partial_conversion(module, target, chosen, context=context)
    except ConversionFailure as failure:
        outcome = f"error: {failure}"
    else:
        outcome = print_module(module, PrintOptions(generic=True), context)
    return before, outcome, print_module(module, PrintOptions(generic=True), context)


def test_drr_patterns_chain_to_legal_ops() -> None:
    """a_op -> identity -> dropped, and a_op -> c_op, as one legalization."""
    _, after, _ = convert(INPUT, {"BindAndLimit", "ConstraintOnly", "DropIdentity"})
    lines = [line.strip() for line in after.splitlines()]
    assert (
        '%0 = "drrb.c_op"(%arg0) <{c_attr = 2.000000e+00 : f32}> : (f32) -> f32'
        in lines
    )
    assert '"func.return"(%arg0, %0) : (f32, f32) -> ()' in lines
    assert "drrb.a_op" not in after and "drrb.identity" not in after


def test_missing_drr_pattern_fails_and_rolls_back() -> None:
    """Without DropIdentity, identity stays illegal: the conversion fails unchanged."""
    before, after, final = convert(INPUT, {"BindAndLimit", "ConstraintOnly"})
    assert after == (
        "error: failed to legalize operation 'drrb.a_op' that was explicitly marked illegal"
    )
    assert final == before


@pytest.mark.parametrize("name", ["BindAndLimit", "ConstraintOnly", "DropIdentity"])
def test_generated_patterns_declare_their_roots(name: str) -> None:
    """The cost model needs each DRR pattern's root and generated ops."""
    context = Context(allow_unregistered_dialects=True)
    patterns = RewritePatternSet(context)
    generated("drrbasics_rewriters").populate_with_generated(patterns)
    (pattern,) = [p for p in patterns if p.debug_name == name]
    assert pattern.root_name is not None and pattern.root_name.startswith("drrb.")
