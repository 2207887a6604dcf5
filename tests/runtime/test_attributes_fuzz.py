"""Mutation fuzzing of the attribute/type/location parser: diagnostics only."""

from __future__ import annotations

import random

import pytest

from tblgen_py.runtime.text.attr_parser import AttrTypeParser, MLIRParseError
from tblgen_py.runtime.text.attr_printer import AttrTypePrinter

SEEDS = [
    '{a = 1 : i32, b = 2.5 : f32, c = "s\\n", d = [1, unit], e = {x}, f = @a::@b}',
    "{t = tensor<4x?xf32>, m = memref<*xf32, 1>, v = vector<[4]x2xi1>, f = (i32) -> (i1, f64)}",
    "{d = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, s = dense<1.0> : tensor<4xbf16>}",
    '{c = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>, x = dense<"0x01000000"> : tensor<1xi32>}',
    "{m = affine_map<(d0, d1)[s0] -> (d0 * 2 + s0 floordiv 4, d1 mod 3)>}",
    "{s = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 4)>, st = strided<[?, 1], offset: 2>}",
    '{l = loc(fused<"m">["a":1:2 to 3:4, callsite("f" at "g":1:1), "n"(unknown)])}',
    '{o = #foo.bar<[1, (2)], "x">, t = !foo<"raw">, r = array<i64: 1, -2>, u = distinct[0]<>}',
]
PIECES = [
    "<",
    ">",
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    ",",
    ":",
    "::",
    "->",
    "x",
    "?",
    "-",
    "0x",
    "1",
    "1.5",
    '"',
    "#",
    "!",
    "@",
    "loc(",
    "dense<",
    "tensor<",
    "f32",
    "\\",
]


def mutate(rng: random.Random, text: str) -> str:
    """Insert, delete or duplicate a few random pieces."""
    for _ in range(rng.randint(1, 3)):
        pos = rng.randrange(len(text) + 1)
        roll = rng.random()
        if roll < 0.4:
            text = text[:pos] + rng.choice(PIECES) + text[pos:]
        elif roll < 0.8:
            text = text[:pos] + text[pos + rng.randint(1, 6) :]
        else:
            other = rng.randrange(len(text) + 1)
            text = text[:pos] + text[other : other + 8] + text[pos:]
    return text


def test_mutations_give_diagnostics_only() -> None:
    """No mutated input escapes with anything but an MLIRParseError."""
    rng = random.Random(1234)
    failures = 0
    for _ in range(1500):
        source = mutate(rng, rng.choice(SEEDS))
        try:
            attr = AttrTypeParser(source, "fz.mlir").parse_attribute_dict()
            AttrTypePrinter(local_scope=True).print_attribute(attr)
        except MLIRParseError as err:
            assert err.render().startswith("fz.mlir:")
            failures += 1
    assert failures > 500


@pytest.mark.parametrize(
    "text,message",
    [
        ("[" * 2000 + "]" * 2000, "attribute nesting is too deep"),
        ("tuple<" * 900 + "i1" + ">" * 900, "type nesting is too deep"),
        (
            "dense<" + "[" * 900 + "1" + "]" * 900 + "> : tensor<1xi32>",
            "tensor literal nesting is too deep",
        ),
        (
            "affine_map<(d0) -> (" + "(" * 2000 + "d0" + ")" * 2000 + ")>",
            "affine expression nesting is too deep",
        ),
    ],
)
def test_deep_nesting_is_a_diagnostic(text: str, message: str) -> None:
    """Pathological nesting gives an MLIRParseError, not a RecursionError."""
    with pytest.raises(MLIRParseError) as info:
        AttrTypeParser(text, "deep.mlir").parse_attribute()
    assert message in info.value.render()
