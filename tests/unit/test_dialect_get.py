"""C++ ``get`` calls of dialect classes translated to Python (``dialect_get``)."""

from __future__ import annotations

import textwrap
from pathlib import Path

from tblgen_py.backends.cpp_classes import attr_def_of_class, enumerant_value
from tblgen_py.backends.dialect_get import attr_get_source, type_get_source
from tblgen_py.frontend.session import parse_records

ROOT = Path(__file__).resolve().parents[2]
TD = """
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
def G_Dialect : Dialect { let name = "g"; let cppNamespace = "::g::ns"; }
def G_Kind : I32EnumAttr<"Kind", "", [
    I32EnumAttrCase<"None", 0, "none">, I32EnumAttrCase<"Tail", 3, "tail">]> {
  let cppNamespace = "::g::kinds";
  let genSpecializedAttr = 0;
}
def G_KindAttr : AttrDef<G_Dialect, "Kind"> {
  let mnemonic = "kind";
  let parameters = (ins "Kind":$kind);
  let assemblyFormat = "`<` $kind `>`";
}
"""


def _activate() -> None:
    """Parse ``TD``: its records become the run in progress."""
    text = textwrap.dedent(TD)
    result = parse_records("g.td", include_dirs=[str(ROOT / "td")], text=text)
    assert result.ok, [d.render() for d in result.diagnostics]


def test_enumerants_resolve_by_value() -> None:
    _activate()
    assert enumerant_value("Kind::Tail") == 3
    assert enumerant_value("::g::kinds::Kind::None") == 0
    assert enumerant_value("other::Kind::Tail") is None
    assert enumerant_value("Kind::Missing") is None


def test_attr_def_of_a_cpp_class() -> None:
    _activate()
    found = attr_def_of_class("::g::ns::KindAttr")
    assert found is not None and found.name_string == "G_KindAttr"
    assert attr_def_of_class("::other::KindAttr") is None


def test_const_builder_calls() -> None:
    _activate()
    call = "::g::ns::KindAttr::get($_builder.getContext(), $0)"
    assert attr_get_source(call, "Kind::Tail") == (
        '_ods_convert.dialect_attribute("g::ns::KindAttr", 3)'
    )
    assert attr_get_source(call, "{}") == (
        '_ods_convert.dialect_attribute("g::ns::KindAttr", ())'
    )
    assert attr_get_source(call, "Kind::Tail | Kind::None") == (
        '_ods_convert.dialect_attribute("g::ns::KindAttr", 3)'
    )
    assert attr_get_source(call, "makeKind()") is None
    assert attr_get_source("::g::ns::KindAttr::get(ctx, $0)", "1") is None


def test_type_builder_calls() -> None:
    _activate()
    assert type_get_source("$_builder.getType<::g::ns::PtrType>(0)") == (
        '_ods_convert.dialect_type("g::ns::PtrType", 0)'
    )
    assert type_get_source("::g::ns::TokType::get($_builder.getContext())") == (
        '_ods_convert.dialect_type("g::ns::TokType")'
    )
    assert type_get_source("$_builder.getI32Type()") is None
