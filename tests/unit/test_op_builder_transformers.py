"""Result types inferred through ``TypesMatchWith`` transformers in generated builders."""

from __future__ import annotations

from pathlib import Path

import pytest

from tblgen_py.tools.mlir_tblgen import main

ROOT = Path(__file__).resolve().parents[2]

SOURCE = """
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
def D : Dialect { let name = "d"; }
def O : Op<D, "o", [TypesMatchWith<"r from x", "x", "r", TRANSFORM>]> {
  let arguments = (ins AnyType:$x);
  let results = (outs AnyType:$r);
  let assemblyFormat = "$x attr-dict `:` type($x)";
}
"""


def _builders(
    tmp_path: Path, transform: str, capsys: pytest.CaptureFixture[str]
) -> str:
    (tmp_path / "in.td").write_text(SOURCE.replace("TRANSFORM", transform))
    status = main(
        ["--gen-op-defs", "--no-cache", "-I", str(ROOT / "td"), str(tmp_path / "in.td")]
    )
    out, err = capsys.readouterr()
    assert status == 0, err
    compile(out, "in_ops.py", "exec")
    return out


def test_translated_transformer_infers_the_type(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = _builders(
        tmp_path, '"::llvm::cast<VectorType>($_self).getElementType()"', capsys
    )
    assert "untranslated_type" not in out


def test_transformer_outside_the_cpp_grammar_raises_when_built(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """C++ the translator cannot even parse (a commented argument, as
    ArmSME's) generates; only building without a result type fails."""
    transform = (
        '"VectorType::get(::llvm::cast<VectorType>($_self).getShape(), '
        '::llvm::cast<VectorType>($_self).getElementType(), /*scalable=*/{true})"'
    )
    out = _builders(tmp_path, transform, capsys)
    assert "_ods_convert.untranslated_type(" in out
