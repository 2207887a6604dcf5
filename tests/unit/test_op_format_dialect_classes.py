"""What generated op formats and checks know of the records' dialect classes.

- a ``TypesMatchWith`` transformer or trait predicate calling an accessor of a
  ``TypeDef`` parameter (``cast<FnType>($_self).getResultType()``) is
  translated (``call_method``), not left untranslated;
- an optional ``ArrayAttr`` anchor starts only at ``[`` (``"list"``), as
  ``parseOptionalAttribute(ArrayAttr &)``;
- ``{}``, ``static_cast<uint64_t>(-1)`` and ``UnitAttr`` ``false`` defaults do
  not keep an op from its declarative format;
- ``type($x)`` of a type interface prints in full (``TypeOf``), and the
  interface is registered with the types that implement it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tblgen_py.tools.mlir_tblgen import main

ROOT = Path(__file__).resolve().parents[2]

SOURCE = """
include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
def D : Dialect { let name = "d"; let cppNamespace = "::d"; }
def HandleInterface : TypeInterface<"HandleInterface"> { let cppNamespace = "::d"; }
def FnT : TypeDef<D, "Fn"> {
  let mnemonic = "fn";
  let parameters = (ins "::mlir::Type":$resultType);
  let assemblyFormat = "`<` $resultType `>`";
}
def HandleT : TypeDef<D, "Handle", [HandleInterface]> { let mnemonic = "handle"; }
def Apply : Op<D, "apply", [TypesMatchWith<"r from f", "f", "r",
                                           "::llvm::cast<FnT>($_self).getResultType()">]> {
  let arguments = (ins AnyType:$f);
  let results = (outs AnyType:$r);
  let assemblyFormat = "$f attr-dict `:` type($f)";
}
def Quant : Op<D, "quant"> {
  let arguments = (ins OptionalAttr<StrArrayAttr>:$names,
                       DefaultValuedAttr<I64Attr, "static_cast<uint64_t>(-1)">:$limit,
                       DefaultValuedAttr<DenseI64ArrayAttr, "{}">:$sizes,
                       DefaultValuedAttr<UnitAttr, "false">:$flag);
  let regions = (region AnyRegion:$body);
  let assemblyFormat = "($names^)? attr-dict-with-keyword $body";
}
def Use : Op<D, "use"> {
  let arguments = (ins Type<CPred<"::llvm::isa<::d::HandleInterface>($_self)">,
                            "handle", "::d::HandleInterface">:$h);
  let assemblyFormat = "$h attr-dict `:` type($h)";
}
"""


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> str:
    path = tmp_path_factory.mktemp("td") / "in.td"
    path.write_text(SOURCE)
    out = path.with_suffix(".py")
    status = main(
        [
            "--gen-op-defs",
            "--no-cache",
            "-I",
            str(ROOT / "td"),
            str(path),
            "-o",
            str(out),
        ]
    )
    assert status == 0
    text = out.read_text()
    compile(text, "in_ops.py", "exec")
    return text


def _class(text: str, name: str) -> str:
    start = text.index(f"class {name}(")
    end = text.find("\nclass ", start + 1)
    return text[start : end if end >= 0 else len(text)]


def test_parameter_accessor_of_a_type_is_translated(generated: str) -> None:
    apply = _class(generated, "Apply")
    assert "untranslated" not in apply
    assert 'call_method(_self, "getResultType")' in generated


def test_defaults_keep_the_declarative_format(generated: str) -> None:
    quant = _class(generated, "Quant")
    assert "_ODS_FORMAT" in quant
    assert '"list"' in quant


def test_type_interface_prints_in_full(generated: str) -> None:
    use = _class(generated, "Use")
    assert "TypeOf(" in use and "DialectTypeOf(" not in use


def test_interface_is_registered_with_its_types(generated: str) -> None:
    assert '("d::HandleInterface", "d", "handle")' in generated
