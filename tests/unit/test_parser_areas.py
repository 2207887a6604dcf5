"""Both parsers are assembled from grammar-area mixins; every declared entry
point is implemented by some area, whatever order the bases are listed in."""

from __future__ import annotations

import inspect

import pytest

from tblgen_py.frontend.parse_base import ParserBase
from tblgen_py.frontend.parser import Parser
from tblgen_py.runtime.text.attr_parser import AttrTypeParser
from tblgen_py.runtime.text.op_asm_parser import OpAsmParserMixin
from tblgen_py.runtime.text.parse_types import TypeParserMixin
from tblgen_py.runtime.text.parser import Parser as MLIRParser


def _stubs(cls: type) -> list[str]:
    """Methods ``cls`` declares only to raise NotImplementedError."""
    return [
        name
        for name, fn in vars(cls).items()
        if inspect.isfunction(fn)
        and "raise NotImplementedError" in inspect.getsource(fn)
    ]


@pytest.mark.parametrize(
    ("parser", "declaring"),
    [
        (Parser, ParserBase),
        (AttrTypeParser, TypeParserMixin),
        (MLIRParser, OpAsmParserMixin),
    ],
    ids=["tablegen", "mlir-attr-type", "mlir-ops"],
)
def test_every_entry_point_is_implemented(parser: type, declaring: type) -> None:
    """The parser's method for each declared entry point is not the stub."""
    stubs = _stubs(declaring)
    assert stubs, f"{declaring.__name__} declares no entry points"
    for name in stubs:
        assert getattr(parser, name) is not getattr(declaring, name), name


def test_tablegen_parser_areas_share_one_base() -> None:
    """Each grammar area derives from ParserBase, which comes last but for state."""
    mro = Parser.__mro__
    areas = mro[: mro.index(ParserBase)]
    assert len(areas) >= 8
    assert all(issubclass(area, ParserBase) for area in areas)
