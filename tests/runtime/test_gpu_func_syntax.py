"""``gpu.func``'s hand-written syntax (signature, workgroup/private
attributions with attributes, ``kernel``, ``attributes``), read and printed
as mlir-opt-22 does.  ``gpu.module``'s verifier and custom form are not
ported yet, so the module is generic and the run does not verify."""

from __future__ import annotations

from pathlib import Path

import pytest

from tblgen_py.tools.mlir_opt import main

INPUT = """\
module attributes {gpu.container_module} {
  "gpu.module"() <{sym_name = "kernels"}> ({
    gpu.func @k(%arg0: memref<4xf32> {llvm.noalias}, %n: index) -> (f32 {a.b}) workgroup(%w: memref<32xf32, #gpu.address_space<workgroup>> {x.y = 1 : i32}, %w2: memref<4xf32, #gpu.address_space<workgroup>>) attributes {foo = 1 : i32} {
      %c0 = arith.constant 0.0 : f32
      gpu.return %c0 : f32
    }
    gpu.func @p() private(%p: memref<1xf32, #gpu.address_space<private>> {z.w}) kernel attributes {gpu.known_block_size = array<i32: 32, 1, 1>} {
      gpu.return
    }
  }) : () -> ()
}
"""
# mlir-opt-22 on INPUT
OUTPUT = """\
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%arg0: memref<4xf32> {llvm.noalias}, %arg1: index) -> (f32 {a.b}) workgroup(%arg2 : memref<32xf32, #gpu.address_space<workgroup>> {x.y = 1 : i32}, %arg3 : memref<4xf32, #gpu.address_space<workgroup>>) attributes {foo = 1 : i32} {
      %cst = arith.constant 0.000000e+00 : f32
      gpu.return %cst : f32
    }
    gpu.func @p() private(%arg0 : memref<1xf32, #gpu.address_space<private>> {z.w}) kernel attributes {gpu.known_block_size = array<i32: 32, 1, 1>} {
      gpu.return
    }
  }
}

"""


def test_gpu_func_round_trips(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "in.mlir"
    path.write_text(INPUT)
    status = main(["--no-verify", str(path)])
    out, err = capsys.readouterr()
    assert (status, out, err) == (0, OUTPUT, "")


def test_unnamed_arguments_are_rejected(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "in.mlir"
    path.write_text(
        '"gpu.module"() <{sym_name = "m"}> ({\n  gpu.func @f(f32) {\n    gpu.return\n  }\n}) : () -> ()\n'
    )
    status = main(["--no-verify", str(path)])
    err = capsys.readouterr().err.replace(str(path), "in.mlir")
    assert (status, err.splitlines()[0]) == (
        1,
        "in.mlir:2:14: error: custom op 'gpu.func' gpu.func requires named arguments",
    )
