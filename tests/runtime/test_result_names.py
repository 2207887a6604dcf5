"""Result names in custom printing (MLIR's ``getAsmResultNames``).

Expected names are mlir-opt-22's output for the same programs (the
conformance corpus ``op_format_corpus/result_name_scopes.mlir`` compares the
same rules with mlir-opt on registered ops).
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Iterator

import pytest

from tblgen_py.dialects.arith.hooks import constant_result_name
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import _HOOKS, implement_op
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import PrintOptions, print_module
from tblgen_py.runtime.text.result_names import sanitize

SetName = Callable[[Value, str], None]


@pytest.fixture
def named_ops() -> Iterator[None]:
    """``test.named`` names its result ``x``; ``test.pair`` names result 1 ``b``."""

    @implement_op("test.named", "getAsmResultNames")
    def _named(op: object, set_name: SetName) -> None:
        set_name(op.results[0], "x")  # type: ignore[attr-defined]

    @implement_op("test.pair", "getAsmResultNames")
    def _pair(op: object, set_name: SetName) -> None:
        set_name(op.results[1], "b")  # type: ignore[attr-defined]

    yield
    for name in ("test.named", "test.pair"):
        _HOOKS.pop((name, "getAsmResultNames"), None)


def _custom(text: str) -> str:
    return print_module(
        parse_source(textwrap.dedent(text)), PrintOptions(generic=False)
    )


def test_names_are_unique_per_region_scope(named_ops: None) -> None:
    """A conflict takes the next suffix of one counter; sibling regions reuse
    names, and a region starts from its parent's counters (as mlir-opt)."""
    out = _custom("""
        %a = "test.named"() : () -> i32
        %b = "test.named"() : () -> i32
        "test.region"() ({
          %c = "test.named"() : () -> i32
          "test.sink"(%a, %c) : (i32, i32) -> ()
        }, {
          %d = "test.named"() : () -> i32
          "test.sink"(%d) : (i32) -> ()
        }) : () -> ()
        %e = "test.named"() : () -> i32
        "test.sink"(%a, %b, %e) : (i32, i32, i32) -> ()
        """)
    names = [line.split(" = ")[0].strip() for line in out.splitlines() if " = " in line]
    assert names == ["%x", "%x_0", "%x_2", "%x_2", "%x_1"]
    assert '"test.sink"(%x, %x_0, %x_1)' in out


def test_generic_printing_ignores_names(named_ops: None) -> None:
    module = parse_source('%a = "test.named"() : () -> i32\n')
    assert "%0 = " in print_module(module, PrintOptions(generic=True))


def test_a_named_later_result_starts_a_group(named_ops: None) -> None:
    out = _custom("""
        %p:3 = "test.pair"() : () -> (i32, i32, i32)
        "test.sink"(%p#0, %p#1, %p#2) : (i32, i32, i32) -> ()
        """)
    assert '%0, %b:2 = "test.pair"()' in out
    assert '"test.sink"(%0, %b#0, %b#1)' in out


@pytest.mark.parametrize(
    ("name", "printed"),
    [
        ("c-1_i8", "c-1_i8"),
        ("1st", "_1st"),
        ("a b", "a_b"),
        ("a/b", "a2Fb"),
        ("$x.y", "$x.y"),
    ],
)
def test_sanitize(name: str, printed: str) -> None:
    assert sanitize(name) == printed


@pytest.mark.parametrize(
    ("attr", "result"),
    [
        ("0 : i32", "c0_i32"),
        ("-7 : i64", "c-7_i64"),
        ("255 : i8", "c-1_i8"),
        ("3 : index", "c3"),
        ("true", "true"),
        ("false", "false"),
        ("2.5 : f32", "cst"),
        ("dense<1> : vector<2xi32>", "cst"),
    ],
)
def test_arith_constant_names(attr: str, result: str) -> None:
    """arith.constant's names, as mlir-opt-22 prints them for these values."""
    value_type = attr.rsplit(" : ", 1)[1] if " : " in attr else "i1"
    module = parse_source(
        f'%0 = "arith.constant"() <{{value = {attr}}}> : () -> {value_type}\n'
    )
    op = module.regions[0].blocks[0].first_op
    assert op is not None
    seen: list[str] = []
    constant_result_name(op, lambda value, name: seen.append(name))
    assert seen == [result]


def test_a_one_result_namer_keeps_the_first_name_it_gives() -> None:
    """A one-result op's namer: the first name it gives its result is kept
    (an empty one takes the next number then); names of values that are no
    result of the op are ignored."""

    @implement_op("test.twice", "getAsmResultNames")
    def _twice(op: object, set_name: SetName) -> None:
        operands = op.operands  # type: ignore[attr-defined]
        if operands:
            set_name(operands[0], "other")
        set_name(op.results[0], "first")  # type: ignore[attr-defined]
        set_name(op.results[0], "second")  # type: ignore[attr-defined]

    @implement_op("test.empty", "getAsmResultNames")
    def _empty(op: object, set_name: SetName) -> None:
        set_name(op.results[0], "")  # type: ignore[attr-defined]
        set_name(op.results[0], "late")  # type: ignore[attr-defined]

    try:
        out = _custom("""
            %a = "test.empty"() : () -> i32
            %b = "test.twice"(%a) : (i32) -> i32
            %c = "test.plain"() : () -> i32
            %d = "test.twice"(%c) : (i32) -> i32
            "test.sink"(%a, %b, %c, %d) : (i32, i32, i32, i32) -> ()
            """)
    finally:
        for name in ("test.twice", "test.empty"):
            _HOOKS.pop((name, "getAsmResultNames"), None)
    assert '"test.sink"(%0, %first, %1, %first_0)' in out
