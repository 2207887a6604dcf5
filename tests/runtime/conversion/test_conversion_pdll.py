"""PDLL patterns as conversion patterns: the ``-x=python`` module of
``td/examples/PdllBasics.pdll`` (``generated/pdllbasics_patterns.py``) and the
same PDLL run by the PDL interpreter, under a partial conversion."""

from __future__ import annotations

from pathlib import Path
from textwrap import dedent

import pytest

from tblgen_py.runtime.conversion import (
    ConversionFailure,
    ConversionTarget,
    apply_partial_conversion,
)
from tblgen_py.runtime.ir import Context
from tblgen_py.runtime.pdl import NativeRegistry, compile_pdl_module
from tblgen_py.runtime.rewrite import RewritePatternSet
from tblgen_py.runtime.rewrite.pattern import Pattern
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import PrintOptions, print_module
from tblgen_py.tools.module_loader import load_module
from tblgen_py.tools.pdl_loading import parse_pdl, pdll_to_pdl_text

ROOT = Path(__file__).resolve().parents[3]
EXAMPLE = ROOT / "td/examples/PdllBasics.pdll"


def _input(factor: int) -> str:
    return f"""\
"func.func"() <{{function_type = (i32) -> i32, sym_name = "f"}}> ({{
^bb0(%b: i32):
  %c = "arith.constant"() <{{value = {factor} : i32}}> : () -> i32
  %m = "arith.muli"(%b, %c) : (i32, i32) -> i32
  "func.return"(%m) : (i32) -> ()
}}) : () -> ()
"""


def _patterns(route: str, context: Context) -> list[Pattern]:
    if route == "python":
        patterns = RewritePatternSet(context)
        load_module(str(ROOT / "generated/pdllbasics_patterns.py")).populate(patterns)
        return list(patterns)
    pdl = parse_pdl(pdll_to_pdl_text(str(EXAMPLE)), str(EXAMPLE), Context(True))
    return list(compile_pdl_module(pdl, NativeRegistry(), context))


def convert(text: str, route: str, names: set[str]) -> tuple[str, str, str]:
    """The IR before, the outcome (IR or error) of muli -> addi legalization and
    the IR after."""
    context = Context(allow_unregistered_dialects=True)
    module = parse_source(dedent(text), context)
    before = print_module(module, PrintOptions(generic=True), context)
    chosen = [p for p in _patterns(route, context) if p.debug_name in names]
    target = ConversionTarget()
    target.add_illegal_op("arith.muli")
    target.add_legal_op("arith.addi", "arith.constant")
    try:
        apply_partial_conversion(module, target, chosen, context=context)
    except ConversionFailure as failure:
        outcome = f"error: {failure}"
    else:
        outcome = print_module(module, PrintOptions(generic=True), context)
    return before, outcome, print_module(module, PrintOptions(generic=True), context)


@pytest.mark.parametrize("route", ["python", "interpreter"])
def test_pdll_pattern_legalizes(route: str) -> None:
    _, after, _ = convert(_input(2), route, {"MulTwoToAdd"})
    lines = [line.strip() for line in after.splitlines()]
    assert '%1 = "arith.addi"(%arg0, %arg0) : (i32, i32) -> i32' in lines
    assert '"func.return"(%1) : (i32) -> ()' in lines
    assert "arith.muli" not in after


@pytest.mark.parametrize("route", ["python", "interpreter"])
def test_unmatched_pdll_pattern_fails_and_rolls_back(route: str) -> None:
    """muli by 3 matches no pattern: the conversion fails, the IR unchanged."""
    before, after, final = convert(_input(3), route, {"MulTwoToAdd"})
    assert after == (
        "error: failed to legalize operation 'arith.muli' that was explicitly "
        "marked illegal"
    )
    assert final == before and '"arith.muli"' in final


def test_generated_pattern_declares_root_and_generated_ops() -> None:
    """The conversion cost model reads the root and the ops a pattern creates."""
    (pattern,) = [
        p for p in _patterns("python", Context(True)) if p.debug_name == "MulTwoToAdd"
    ]
    assert pattern.root_name == "arith.muli"
    assert pattern.generated_ops == ("arith.addi",)
    assert pattern.benefit == 2
