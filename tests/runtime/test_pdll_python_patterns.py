"""The ``-x=python`` patterns of ``td/examples/PdllBasics.pdll`` (``generated/
pdllbasics_patterns.py``) applied by the greedy driver, and the same PDLL run by
the PDL interpreter: both rewrite as the patterns say."""

from __future__ import annotations

from pathlib import Path

import pytest

from tblgen_py.runtime.ir.attributes import StringAttr
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.pdl import NativeRegistry, compile_pdl_module
from tblgen_py.runtime.rewrite import RewritePatternSet, apply_patterns_greedily
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import print_module
from tblgen_py.tools.module_loader import load_module
from tblgen_py.tools.pdl_loading import (
    PDLLoadError,
    parse_pdl,
    pdl_to_python,
    pdll_to_pdl_text,
    pdll_to_python,
)

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "td/examples/PdllBasics.pdll"

INPUT = """\
"func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32), sym_name = "f"}> ({
^bb0(%a: i32, %b: i32):
  %zero = "arith.constant"() <{value = 0 : i32}> : () -> i32
  %two = "arith.constant"() <{value = 2 : i32}> : () -> i32
  %add = "arith.addi"(%a, %zero) : (i32, i32) -> i32
  %mul = "arith.muli"(%b, %two) : (i32, i32) -> i32
  %sub = "arith.subi"(%a, %a) : (i32, i32) -> i32
  %sub2 = "arith.subi"(%a, %b) : (i32, i32) -> i32
  %unused = "test.pure_constant"() : () -> i32
  "test.untagged"() : () -> ()
  %twin = "test.neg_twin"(%b) : (i32) -> i32
  %neg = "test.neg"(%b) : (i32) -> i32
  "func.return"(%add, %mul, %sub, %neg) : (i32, i32, i32, i32) -> ()
}) : () -> ()
"""

EXPECTED = [
    '%0 = "arith.constant"() <{value = 0 : i32}> : () -> i32',
    '%1 = "arith.constant"() <{value = 2 : i32}> : () -> i32',
    '%2 = "arith.addi"(%arg1, %arg1) : (i32, i32) -> i32',
    '%3 = "test.zero"() {value = 0 : i64} : () -> i32',
    '%4 = "arith.subi"(%arg0, %arg1) : (i32, i32) -> i32',
    '"test.tagged"() {name = "test.untagged"} : () -> ()',
    '%5 = "test.neg2"(%arg1) : (i32) -> i32',
    '"func.return"(%arg0, %2, %3, %5) : (i32, i32, i32, i32) -> ()',
]
"""The rewritten body: addi(a, 0) -> a; muli(b, 2) -> addi(b, b); subi(a, a) ->
test.zero; the unused constant erased; test.untagged tagged; the neg pair fused
(the constants stay: nothing removes dead ops here but the pattern)."""


def _interpreter_natives() -> NativeRegistry:
    """The Python bodies of the example, for the interpreter (which runs PDL)."""
    registry = NativeRegistry()
    registry.register_constraint(
        "HasNoUses", lambda rewriter, op: all(not r.uses for r in op.results)
    )
    registry.register_rewrite("MakeName", lambda rewriter, op: StringAttr.get(op.name))
    return registry


def _rewrite(route: str, tmp_path: Path) -> list[str]:
    context = Context(allow_unregistered_dialects=True)
    module = parse_source(INPUT, context, "input.mlir")
    patterns = RewritePatternSet(context)
    if route == "python":
        load_module(str(ROOT / "generated/pdllbasics_patterns.py")).populate(patterns)
    elif route == "pdl-python":
        target = tmp_path / "from_pdl.py"
        target.write_text(pdl_to_python("basics.mlir", pdll_to_pdl_text(str(EXAMPLE))))
        load_module(str(target)).populate(patterns, _interpreter_natives())
    else:
        text = pdll_to_pdl_text(str(EXAMPLE))
        pdl = parse_pdl(text, str(EXAMPLE), Context(True))
        patterns.add(*compile_pdl_module(pdl, _interpreter_natives(), context))
    apply_patterns_greedily(module, patterns)
    lines = print_module(module).splitlines()
    return [line.strip() for line in lines[3:-2]]


@pytest.mark.parametrize("route", ["python", "interpreter", "pdl-python"])
def test_example_patterns_rewrite(route: str, tmp_path: Path) -> None:
    """``pdl-python``: the example's PDL text compiled to the pattern model
    (as PDL written by others is) and run as ``-x=python``."""
    assert _rewrite(route, tmp_path) == EXPECTED


def test_registered_native_overrides_the_python_body() -> None:
    """A native registered by name wins over the body written in the file."""
    context = Context(allow_unregistered_dialects=True)
    module = parse_source(INPUT, context, "input.mlir")
    natives = NativeRegistry()
    natives.register_rewrite("MakeName", lambda rewriter, op: StringAttr.get("mine"))
    patterns = RewritePatternSet(context)
    load_module(str(ROOT / "generated/pdllbasics_patterns.py")).populate(
        patterns, natives
    )
    apply_patterns_greedily(module, patterns)
    assert '"test.tagged"() {name = "mine"} : () -> ()' in print_module(module)


CPP_NATIVES = """\
Constraint NoResult(op: Op) [{ return success(op->getNumResults() == 0); }];
Constraint IsIntAttr(attr: Attr) [{
  return ::mlir::success(::llvm::isa<::mlir::IntegerAttr>(attr));
}];
Constraint NotTwoResults(op: Op) [{
  if (op->getNumResults() == 2)
    return failure();
  return success();
}];
Rewrite MakeStr(op: Op) -> Attr [{ return rewriter.getStringAttr("made"); }];
Pattern {
  let root = op<test.a> {v = a: Attr};
  NoResult(root); IsIntAttr(a); NotTwoResults(root);
  rewrite root with {
    let n = op<test.b> {s = MakeStr(root)} -> ();
    replace root with n;
  };
}
"""


def test_cpp_bodies_are_translated(tmp_path: Path) -> None:
    """C++ constraint and rewrite bodies run as their DRR-style translation."""
    source = tmp_path / "cpp.pdll"
    source.write_text(CPP_NATIVES)
    target = tmp_path / "cpp_patterns.py"
    target.write_text(pdll_to_python(str(source)))
    context = Context(allow_unregistered_dialects=True)
    module = parse_source(
        '"test.a"() {v = 1 : i32} : () -> ()\n'
        '%0 = "test.a"() {v = 1 : i32} : () -> i32\n'
        '%1 = "test.a"() {v = "s"} : () -> i32\n',
        context,
        "input.mlir",
    )
    patterns = RewritePatternSet(context)
    load_module(str(target)).populate(patterns)
    apply_patterns_greedily(module, patterns)
    lines = [line.strip() for line in print_module(module).splitlines()[1:-1]]
    assert lines == [
        '"test.b"() {s = "made"} : () -> ()',
        '%0 = "test.a"() {v = 1 : i32} : () -> i32',
        '%1 = "test.a"() {v = "s"} : () -> i32',
    ]
    assert "def _native_NoResult(rewriter: Any, op: Any) -> Any:" in target.read_text()


def test_pdl_outside_the_model_is_a_load_error(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A PDL op the pattern model does not hold: the pdl dialect's verifier
    rejects it (as MLIR's PDL.cpp), a clear error, no module."""
    text = (
        '"pdl.pattern"() <{benefit = 1 : i16}> ({\n'
        '  %0 = "pdl.operation"() <{attributeValueNames = [], '
        "operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n"
        '  "pdl.unknown_thing"(%0) : (!pdl.operation) -> ()\n'
        '  "pdl.rewrite"(%0) <{operandSegmentSizes = array<i32: 1, 0>}> ({\n'
        '    "pdl.erase"(%0) : (!pdl.operation) -> ()\n'
        "  }) : (!pdl.operation) -> ()\n"
        "}) : () -> ()\n"
    )
    with pytest.raises(PDLLoadError) as info:
        pdl_to_python("odd.mlir", text)
    assert str(info.value) == "invalid PDL file 'odd.mlir'"
    err = capsys.readouterr().err
    assert err.startswith(
        "odd.mlir:1:1: error: 'pdl.pattern' op expected only `pdl` operations "
        "within the pattern body\n"
    )
    assert "odd.mlir:3:3: note: see non-`pdl` operation defined here" in err


TOY_INPUT = """\
"func.func"() <{function_type = (tensor<2xf64>) -> (tensor<2xf64>, tensor<2xf64>), sym_name = "f"}> ({
^bb0(%x: tensor<2xf64>):
  %t = "toy.transpose"(%x) : (tensor<2xf64>) -> tensor<2xf64>
  %tt = "toy.transpose"(%t) : (tensor<2xf64>) -> tensor<2xf64>
  %m = "toy.mul"(%x, %x) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
  "func.return"(%tt, %m) : (tensor<2xf64>, tensor<2xf64>) -> ()
}) : () -> ()
"""


def test_ods_example_patterns_rewrite_toy_ops() -> None:
    """``PdllToy.pdll`` (ops from ``Toy.td``) on the registered toy dialect."""
    context = Context(allow_unregistered_dialects=True)
    load_module(str(ROOT / "generated/toy_ops.py")).register(context)
    module = parse_source(TOY_INPUT, context, "input.mlir")
    patterns = RewritePatternSet(context)
    load_module(str(ROOT / "generated/pdlltoy_patterns.py")).populate(patterns)
    apply_patterns_greedily(module, patterns)
    lines = [line.strip() for line in print_module(module).splitlines()[3:-2]]
    # transpose(transpose(x)) -> x (both transposes, pure and dead, are erased)
    assert lines == [
        '%0 = "toy.add"(%arg0, %arg0) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>',
        '"func.return"(%arg0, %0) : (tensor<2xf64>, tensor<2xf64>) -> ()',
    ]
