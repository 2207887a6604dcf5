"""The arith canonicalization patterns through the ``canonicalize`` pass.

Minimal op classes stand in for MLIR's generated ones (the differential corpus
in ``tests/conformance/canonicalize_corpus`` runs the real ones against
mlir-opt-22): the pass must find the patterns ``tblgen_py.dialects.arith``
attaches by op name, run the DRR ones generated from our own .td, and honour
``disable-patterns`` by MLIR's pattern names.
"""

from __future__ import annotations

import tblgen_py.dialects.arith  # noqa: F401 - attaches the patterns
from tblgen_py.dialects.arith.canonicalize import PATTERNS
from tblgen_py.dialects.arith.cmpf_int_const import round_to_format
from tblgen_py.runtime.ir import Context, Dialect, Operation
from tblgen_py.runtime.passes import PassManager, parse_pass_pipeline
from tblgen_py.runtime.rewrite import ConstantLike, Pure
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import PrintOptions, print_module


def _op(name: str, *traits: type) -> type[Operation]:
    def get_canonicalization_patterns(cls: type, patterns: object, ctx: object) -> None:
        """As generated for ``hasCanonicalizer``."""

    body: dict[str, object] = {
        "__slots__": (),
        "OPERATION_NAME": name,
        "registered": True,
        "traits": frozenset({Pure, *traits}),
    }
    if name in PATTERNS:
        body["get_canonicalization_patterns"] = classmethod(
            get_canonicalization_patterns
        )
    return type(name.replace(".", "_"), (Operation,), body)


def canonicalize(text: str, options: str = "") -> str:
    context = Context(allow_unregistered_dialects=True)
    ops = [_op("arith.constant", ConstantLike)]
    ops += [_op(name) for name in ("arith.addi", "arith.subi", "arith.select")]
    context.load_dialect(Dialect("arith", ops))
    module = parse_source(text, context)
    pipeline = parse_pass_pipeline(f"builtin.module(canonicalize{{{options}}})")
    PassManager.adopt(context, pipeline).run(module)
    return print_module(module, PrintOptions(generic=True), context)


CHAIN = """
"test.func"() ({
^bb0(%x: i32):
  %c5 = "arith.constant"() <{value = 5 : i32}> : () -> i32
  %c7 = "arith.constant"() <{value = 7 : i32}> : () -> i32
  %0 = "arith.addi"(%x, %c5) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  %1 = "arith.addi"(%0, %c7) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
  "test.return"(%1) : (i32) -> ()
}) : () -> ()
"""


def test_reassociates_constants_and_merges_flags() -> None:
    """addi(addi(x, 5), 7) -> addi(x, 12), keeping the flags both allowed."""
    out = canonicalize(CHAIN)
    assert '"arith.constant"() <{value = 12 : i32}>' in out
    assert "<{overflowFlags = #arith.overflow<nsw>}>" in out
    assert out.count('"arith.addi"') == 1


def test_disable_patterns_by_mlir_name() -> None:
    """``disable-patterns=AddIAddConstant`` leaves the chain alone."""
    out = canonicalize(CHAIN, "disable-patterns=AddIAddConstant")
    assert out.count('"arith.addi"') == 2


def test_round_to_format() -> None:
    """Integers round to nearest-even in a binary format; too large is inf."""
    assert round_to_format(2**31 - 1, 24, 127) == 2.0**31
    assert round_to_format(2**24 + 1, 24, 127) == 2.0**24
    assert round_to_format(2**24 + 3, 24, 127) == 2.0**24 + 4
    assert round_to_format(-(2**63), 53, 1023) == -(2.0**63)
    assert round_to_format(70000, 11, 15) == float("inf")
