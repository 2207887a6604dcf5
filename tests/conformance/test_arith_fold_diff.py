"""arith folders in our greedy driver against ``mlir-opt --canonicalize``.

MLIR 22's ``func`` and ``arith`` op classes are generated with
``--gen-op-defs`` from the installed ``.td`` files and get their folders and
constant materializers from ``tblgen_py.dialects``.  mlir-opt runs
``--canonicalize="enable-patterns=none"``: every canonicalization pattern is
filtered out, so only folding, constant uniquing, dead-op erasure and region
simplification remain; our driver runs with no pattern.  The generic outputs of
each case (``arith_fold_cases.py``) must be identical.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from arith_fold_cases import CASES
from dialect_modules import generate, mlir_opt
from tests.support.tablegen_ref import require_llvm

import tblgen_py.dialects.arith.hooks as arith_hooks
import tblgen_py.dialects.func.hooks as func_hooks
from tblgen_py.runtime.ir import Context
from tblgen_py.runtime.rewrite import GreedyRewriteConfig, apply_patterns_greedily
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import PrintOptions, print_module

pytestmark = pytest.mark.conformance

DIALECTS = (("Func/IR/FuncOps.td", "func"), ("Arith/IR/ArithOps.td", "arith"))


@pytest.fixture(scope="module")
def op_modules(tmp_path_factory: pytest.TempPathFactory) -> Iterator[list[ModuleType]]:
    """The generated ``func`` and ``arith`` op modules."""
    require_llvm()
    directory = tmp_path_factory.mktemp("arith_fold")
    yield [generate(rel, dialect, directory, "fold_ops") for rel, dialect in DIALECTS]


def run_folding(modules: list[ModuleType], generic: str) -> str:
    """Our driver (no pattern, folding on) on ``generic``, printed generically."""
    context = Context(allow_unregistered_dialects=True)
    for module in modules:
        module.register(context)
    arith_hooks.register(context)
    func_hooks.register(context)
    parsed = parse_source(generic, context)
    config = GreedyRewriteConfig(use_top_down_traversal=True, context=context)
    assert apply_patterns_greedily(parsed, [], config)
    return print_module(parsed, PrintOptions(generic=True), context)


@pytest.mark.parametrize("case", sorted(CASES))
def test_matches_canonicalize(
    tmp_path: Path, op_modules: list[ModuleType], case: str
) -> None:
    """Same generic output as ``--canonicalize="enable-patterns=none"``."""
    source = tmp_path / "in.mlir"
    source.write_text(CASES[case])
    generic = mlir_opt(source)
    assert generic.returncode == 0, generic.stderr
    expected = mlir_opt(source, "--canonicalize=enable-patterns=none")
    assert expected.returncode == 0, expected.stderr
    ours = run_folding(op_modules, generic.stdout)
    assert ours.rstrip() == expected.stdout.rstrip()


def test_enough_cases() -> None:
    """At least 25 comparisons."""
    assert len(CASES) >= 25
