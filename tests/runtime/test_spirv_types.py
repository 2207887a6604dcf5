"""SPIR-V's identified structs: uniqued by name in their own context (one
``--split-input-file`` chunk each), their body set once, a recursive member
printed as the name alone; and the types' Python accessors."""

from __future__ import annotations

from pathlib import Path

import pytest

from tblgen_py.dialects.spirv.struct_type import StructNamespace, StructType
from tblgen_py.dialects.spirv.type_classes import ArrayType, MatrixType
from tblgen_py.runtime.ir.types import FloatType, VectorType
from tblgen_py.tools.mlir_opt import main


def _run(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str
) -> tuple[int, str, str]:
    path = tmp_path / "in.mlir"
    path.write_text(text)
    code = main([str(path), "--split-input-file"])
    out, err = capsys.readouterr()
    return code, out, err


def test_identified_structs_are_per_chunk(capsys, tmp_path) -> None:  # type: ignore[no-untyped-def]
    text = (
        "func.func private @f(!spirv.struct<S, (f32)>)\n// -----\n"
        "func.func private @g(!spirv.struct<S, (i8, !spirv.ptr<!spirv.struct<S>, Generic>)>)\n"
    )
    code, out, err = _run(capsys, tmp_path, text)
    assert code == 0, err
    assert "!spirv.struct<S, (f32)>" in out
    assert "!spirv.struct<S, (i8, !spirv.ptr<!spirv.struct<S>, Generic>)>" in out


def test_identified_struct_body_set_once(capsys, tmp_path) -> None:  # type: ignore[no-untyped-def]
    text = "func.func private @f(!spirv.struct<S, (f32)>, !spirv.struct<S, (i32)>)\n"
    code, _, err = _run(capsys, tmp_path, text)
    assert code == 1
    assert "identified struct 'S' was already given a different body" in err


def test_try_set_body_accepts_the_same_body_only() -> None:
    namespace = StructNamespace()
    struct = StructType.get_identified(namespace, "T")
    assert StructType.get_identified(namespace, "T") is struct
    assert StructType.get_identified(StructNamespace(), "T") is not struct
    f32 = FloatType.get("f32")
    assert struct.try_set_body([f32], [0])
    assert struct.try_set_body([f32], [0])
    assert not struct.try_set_body([f32], [4])
    assert struct.element_types == (f32,) and struct.get_member_offset(0) == 0


def test_matrix_and_array_accessors() -> None:
    column = VectorType.get((3,), FloatType.get("f16"))
    matrix = MatrixType.get(column, 2)
    assert (matrix.num_rows, matrix.num_columns, matrix.num_elements) == (3, 2, 6)
    assert matrix.element_type == FloatType.get("f16")
    array = ArrayType.get(matrix, 4, 16)
    assert ArrayType.get(matrix, 4, 16) is array
    assert str(array) == "!spirv.array<4 x !spirv.matrix<2 x vector<3xf16>>, stride=16>"
