"""Tests of locations and of the printer's alias table."""

from __future__ import annotations

import pytest

from tblgen_py.runtime.ir.affine import AffineMap, AffineMapAttr
from tblgen_py.runtime.ir.attributes import StringAttr
from tblgen_py.runtime.ir.location import (
    CallSiteLoc,
    FileLineColLoc,
    FileLineColRange,
    FusedLoc,
    LocationAttr,
    NameLoc,
    UnknownLoc,
)
from tblgen_py.runtime.ir.types import TupleType, i
from tblgen_py.runtime.text.attr_parser import (
    AttrTypeParser,
    DeferredLoc,
    MLIRParseError,
)
from tblgen_py.runtime.text.attr_printer import AttrTypePrinter


def parse_loc(text: str) -> LocationAttr:
    """Parse one `loc(...)`."""
    parser = AttrTypeParser(text, "t.mlir")
    loc = parser.parse_location()
    assert parser.at_eof()
    return loc


@pytest.mark.parametrize(
    "text,printed",
    [
        ("loc(unknown)", "loc(unknown)"),
        ('loc("f.mlir":3:4)', 'loc("f.mlir":3:4)'),
        ('loc("f":3)', 'loc("f":3:0)'),
        ('loc("f":1:2 to 3:4)', 'loc("f":1:2 to 3:4)'),
        ('loc("f":1:2 to :7)', 'loc("f":1:2 to :7)'),
        ('loc("f":1:2 to 1:2)', 'loc("f":1:2)'),
        ('loc("name")', 'loc("name")'),
        ('loc("name"("f":1:1))', 'loc("name"("f":1:1))'),
        ('loc("name"(unknown))', 'loc("name")'),
        ('loc(callsite("a" at "b":1:1))', 'loc(callsite("a" at "b":1:1))'),
        ('loc(fused["a":1:1, "b":2:2])', 'loc(fused["a":1:1, "b":2:2])'),
        ('loc(fused<"m">["a":1:1])', 'loc(fused<"m">["a":1:1])'),
        ('loc(fused["a":1:1])', 'loc("a":1:1)'),
        ("loc(fused[unknown])", "loc(unknown)"),
        (
            'loc(fused["a":1:1, fused["b":2:2, "a":1:1]])',
            'loc(fused["a":1:1, "b":2:2])',
        ),
        ('loc("q\\"uote":1:1)', 'loc("q\\22uote":1:1)'),
    ],
)
def test_parse_and_print(text: str, printed: str) -> None:
    """Locations print as mlir-opt prints them (local scope)."""
    printer = AttrTypePrinter(local_scope=True)
    assert printer.print_location(parse_loc(text)) == printed


def test_api_construction() -> None:
    """Locations are interned attributes."""
    assert FileLineColLoc.get("f", 1, 2) is FileLineColRange.get("f", 1, 2, 1, 2)
    assert NameLoc.get("n").child is UnknownLoc.get()
    site = CallSiteLoc.get(NameLoc.get("a"), FileLineColLoc.get("b", 1, 1))
    assert str(site) == 'loc(callsite("a" at "b":1:1))'
    assert FusedLoc.get([]) is UnknownLoc.get()
    meta = StringAttr.get("m")
    fused = FusedLoc.get([UnknownLoc.get()], meta)
    assert isinstance(fused, FusedLoc) and fused.locations == (UnknownLoc.get(),)


def test_forward_location_alias() -> None:
    """Op locations may name an alias defined later in the file."""
    parser = AttrTypeParser('loc(#later)\n#later = loc("x":1:1)', "t.mlir")
    loc = parser.parse_location(allow_forward_alias=True)
    assert isinstance(loc, DeferredLoc)
    assert parser.parse_top_level_definition()
    assert parser.resolve_location(loc) is FileLineColLoc.get("x", 1, 1)


def test_undefined_forward_alias() -> None:
    """An alias never defined is reported where it was used."""
    parser = AttrTypeParser("loc(#never)", "t.mlir")
    loc = parser.parse_location(allow_forward_alias=True)
    with pytest.raises(MLIRParseError) as info:
        parser.resolve_location(loc)
    assert info.value.render().startswith(
        "t.mlir:1:5: error: operation location alias was never defined"
    )


def test_alias_table_order_and_deferral() -> None:
    """Types first, then by depth and name; op locations are deferred."""
    m0 = AffineMapAttr.get(AffineMap.identity(2))
    m1 = AffineMapAttr.get(AffineMap.identity(1))
    big = TupleType.get([i(1)] * 17)
    loc_a = FileLineColLoc.get("a", 1, 1)
    loc_b = FileLineColLoc.get("b", 2, 2)
    fused = FusedLoc.get([loc_a, loc_b])
    printer = AttrTypePrinter(debuginfo=True)
    printer.collect_aliases([(fused, True), m0, big, m1, loc_b, m0])
    top = printer.print_alias_definitions()
    assert top.splitlines() == [
        "!tuple = tuple<" + ", ".join(["i1"] * 17) + ">",
        '#loc1 = loc("b":2:2)',
        "#map = affine_map<(d0, d1) -> (d0, d1)>",
        "#map1 = affine_map<(d0) -> (d0)>",
    ]
    assert printer.print_alias_definitions(deferred=True).splitlines() == [
        '#loc = loc("a":1:1)',
        "#loc2 = loc(fused[#loc, #loc1])",
    ]
    assert printer.print_location(fused) == "loc(#loc2)"
    assert printer.print_attribute(m1) == "#map1"
    assert printer.print_type(big) == "!tuple"


def test_local_scope_disables_aliases() -> None:
    """With local scope nothing is aliased."""
    m0 = AffineMapAttr.get(AffineMap.identity(1))
    printer = AttrTypePrinter(local_scope=True)
    printer.collect_aliases([m0])
    assert printer.print_alias_definitions() == ""
    assert printer.print_attribute(m0) == "affine_map<(d0) -> (d0)>"


def test_elements_printing_options() -> None:
    """--mlir-elide-elementsattrs-if-larger and --mlir-print-elementsattrs-with-hex-if-larger."""
    text = "{a = dense<[1, 2, 3]> : tensor<3xi32>, b = dense<1> : tensor<8xi32>}"
    attr = AttrTypeParser(text, "t.mlir").parse_attribute_dict()
    elided = AttrTypePrinter(local_scope=True, elide_elements_if_larger=2)
    assert elided.print_attribute(attr) == (
        "{a = dense_resource<__elided__> : tensor<3xi32>, b = dense<1> : tensor<8xi32>}"
    )
    hexed = AttrTypePrinter(local_scope=True, hex_if_larger=2)
    assert hexed.print_attribute(attr).startswith(
        '{a = dense<"0x010000000200000003000000">'
    )
