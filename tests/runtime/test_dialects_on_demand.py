"""MLIR's dialects on demand: ``import tblgen_py.dialects.<name>`` and
``mlir-opt-py`` with no dialect flags.

The generated modules come from the MLIR 22 headers of this machine (``make
install`` installs them); each dialect is generated once into the cache.  The
cache tests use a copy of the headers and a cache of their own.
"""

from __future__ import annotations

import importlib
import shutil
import sys
from pathlib import Path

import pytest

from tblgen_py.ondemand import build, loader
from tblgen_py.runtime.ir.context import Context
from tblgen_py.tools import dialect_loading, mlir_opt

GENERIC_INPUT = """\
%0 = "arith.constant"() <{value = 7 : i32}> : () -> i32
%1 = "arith.muli"(%0, %0) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
%2 = "math.absi"(%1) : (i32) -> i32
%3 = "index.constant"() <{value = 2 : index}> : () -> index
"test.keep"(%2, %3) {fm = #arith.fastmath<nnan,ninf>} : (i32, index) -> ()
"""
# mlir-opt-22 --mlir-print-op-generic --allow-unregistered-dialect on GENERIC_INPUT
GENERIC_OUTPUT = """\
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 7 : i32}> : () -> i32
  %1 = "arith.muli"(%0, %0) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  %2 = "math.absi"(%1) : (i32) -> i32
  %3 = "index.constant"() <{value = 2 : index}> : () -> index
  "test.keep"(%2, %3) {fm = #arith.fastmath<nnan,ninf>} : (i32, index) -> ()
}) : () -> ()

"""


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = mlir_opt.main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_a_ported_dialect_package_gives_the_generated_names() -> None:
    import tblgen_py.dialects.arith as arith

    assert arith.AddIOp.OPERATION_NAME == "arith.addi"
    assert arith.CmpIPredicate.slt.value == 2
    assert arith.IntegerOverflowFlagsAttr.MNEMONIC == "overflow"
    context = Context()
    arith.register(context)
    assert context.lookup_op_class("arith.addi") is arith.AddIOp
    assert context.dialects["arith"].attribute_parser("fastmath") is not None


@pytest.mark.parametrize(
    ("module", "op_class", "op_name"),
    [
        ("llvm", "AddOp", "llvm.add"),
        ("linalg", "GenericOp", "linalg.generic"),
        ("affine", "AffineForOp", "affine.for"),
        ("async_", "ExecuteOp", "async.execute"),
    ],
)
def test_every_mlir_dialect_imports(module: str, op_class: str, op_name: str) -> None:
    imported = importlib.import_module(f"tblgen_py.dialects.{module}")
    assert getattr(imported, op_class).OPERATION_NAME == op_name
    context = Context()
    imported.register(context)
    assert context.lookup_op_class(op_name) is getattr(imported, op_class)


def test_a_dialect_loads_its_dependent_dialects() -> None:
    """As MLIR's ``dependentDialects``: memref brings arith and ub."""
    import tblgen_py.dialects.memref as memref

    context = Context()
    memref.register(context)
    assert {"memref", "arith", "ub"} <= set(context.dialects)
    assert context.lookup_op_class("ub.poison") is not None


def test_a_name_mlir_does_not_define_is_no_module() -> None:
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("tblgen_py.dialects.no_such_dialect")
    with pytest.raises(AttributeError, match="generates no 'NoSuchOp'"):
        importlib.import_module("tblgen_py.dialects.arith").NoSuchOp


@pytest.fixture
def own_headers(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of MLIR's headers and an empty cache, for this test only."""
    include = Path(loader.headers().include_dir)
    copy = tmp_path / "include"
    shutil.copytree(include / "mlir", copy / "mlir")
    config = include / "llvm" / "Config" / "llvm-config.h"
    (copy / "llvm" / "Config").mkdir(parents=True)
    shutil.copy(config, copy / "llvm" / "Config")
    monkeypatch.setenv("MLIR_TBLGEN_PY_CACHE_DIR", str(tmp_path / "cache"))
    loader.forget_loaded()
    loader.use_mlir_include(str(copy))
    yield copy
    loader.use_mlir_include(None)
    loader.forget_loaded()
    for name in [m for m in sys.modules if m.startswith("tblgen_py.dialects.ub.")]:
        del sys.modules[name]


def test_the_cache_is_reused_until_a_header_changes(
    own_headers: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    builds: list[str] = []
    real = build.build_dialect

    def counting(dialect: str, *args: str) -> build.BuiltDialect:
        builds.append(dialect)
        return real(dialect, *args)

    monkeypatch.setattr(build, "build_dialect", counting)
    first = loader.generated_modules("ub")
    assert builds == ["ub"] and [m.__name__.rsplit(".", 1)[1] for m in first] == [
        "_0_ubops_ubops_enums",
        "_0_ubops_ubops_ops",
        "_0_ubops_ubops_attrs",
    ]
    assert all(str(tmp_path / "cache") in str(m.__file__) for m in first)
    loader.forget_loaded()
    assert loader.generated_modules("ub")[1].PoisonOp.OPERATION_NAME == "ub.poison"
    assert builds == ["ub"]
    ops = own_headers / "mlir" / "Dialect" / "UB" / "IR" / "UBOps.td"
    ops.write_text(ops.read_text() + "\n// edited\n")
    loader.forget_loaded()
    loader.generated_modules("ub")
    assert builds == ["ub", "ub"]


def test_mlir_opt_py_loads_dialects_the_input_names(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "input.mlir"
    path.write_text(GENERIC_INPUT)
    status, out, err = run(
        capsys, str(path), "--mlir-print-op-generic", "--allow-unregistered-dialect"
    )
    assert (status, out, err) == (0, GENERIC_OUTPUT, "")


def test_generated_modules_check_the_enums_their_ops_use(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """memref.atomic_rmw's ``kind`` (arith's enum) is checked by the memref
    module itself, with nothing else loaded."""
    path = tmp_path / "input.mlir"
    path.write_text(
        '%m = "test.val"() : () -> memref<4xf32>\n'
        '%v = "test.val"() : () -> f32\n'
        '%i = "test.val"() : () -> index\n'
        '%0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 0 : i64}>'
        " : (f32, memref<4xf32>, index) -> f32\n"
    )
    status, out, err = run(capsys, str(path), "--allow-unregistered-dialect")
    assert (status, err) == (0, "")
    assert "memref.atomic_rmw" in out


def test_unknown_dialects_keep_mlir_opts_errors(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "input.mlir"
    path.write_text('"nosuch.op"() : () -> ()\n')
    status, _, err = run(capsys, str(path))
    assert status == 1
    assert err.startswith(
        f"{path}:1:12: error: operation being parsed with an unregistered dialect."
    )
    path.write_text("nosuch.op\n")
    status, _, err = run(capsys, str(path))
    assert err.startswith(
        f"{path}:1:1: error: Dialect `nosuch' not found for custom op 'nosuch.op' "
    )
    for module in ("constant_fold", "_support", "__init__", "hooks"):
        path.write_text(f'"{module}.op"() : () -> ()\n')  # modules, not dialects
        status, _, err = run(capsys, str(path))
        assert status == 1 and "Traceback" not in err and "cannot load" not in err
        assert "error: operation being parsed with an unregistered dialect" in err


def test_missing_headers_are_reported_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(dialect_loading, "_reported", set())
    monkeypatch.setenv("MLIR_TBLGEN_PY_CACHE_DIR", str(tmp_path / "cache"))
    loader.forget_loaded()
    path = tmp_path / "input.mlir"
    path.write_text('"math.absi"() : () -> ()\n"index.add"() : () -> ()\n')
    try:
        status, _, err = run(capsys, str(path), "--mlir-include", str(tmp_path))
    finally:
        loader.use_mlir_include(None)
        loader.forget_loaded()
    assert status == 1
    assert err.count("MLIR 22's dialect headers (.td files) were not found.") == 1
    assert "apt-get install libmlir-22-dev" in err
    assert "error: operation being parsed with an unregistered dialect" in err


def test_loading_memref_first_leaves_tensor_to_load_on_first_use(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # memref's dim folder once made a `tensor` dialect entry with no ops, which
    # then stood for tensor as loaded: its ops were "unknown".
    source = tmp_path / "views.mlir"
    source.write_text(
        "func.func @f(%m: memref<4xf32>, %t: tensor<4xf32>) {\n"
        "  %0 = memref.subview %m[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>\n"
        "  %1 = tensor.extract_slice %t[0] [2] [1] : tensor<4xf32> to tensor<2xf32>\n"
        "  return\n"
        "}\n"
    )
    status, out, err = run(capsys, str(source))
    assert (status, err) == (0, "")
    assert (
        "tensor.extract_slice %arg1[0] [2] [1] : tensor<4xf32> to tensor<2xf32>" in out
    )


def test_an_optional_string_attribute_starts_only_at_a_string(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # `($sym_visibility^)?` of a StringAttr: `@z` is the symbol name, not a
    # visibility (MLIR's parseOptionalAttribute(StringAttr &) wants a string).
    source = tmp_path / "globals.mlir"
    source.write_text(
        "memref.global @z : memref<4xi32> = uninitialized\n"
        'memref.global "private" constant @c : memref<2xi32> = dense<[1, 2]>\n'
    )
    status, out, err = run(capsys, str(source))
    assert (status, err) == (0, "")
    assert out == (  # mlir-opt-22's output
        "module {\n"
        "  memref.global @z : memref<4xi32> = uninitialized\n"
        '  memref.global "private" constant @c : memref<2xi32> = dense<[1, 2]>\n'
        "}\n\n"
    )


def test_ub_poison_reads_and_prints_its_custom_form(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The default of `value` is what the interface's constBuilderCall builds
    # (#ub.poison), whatever the default's text (`{}`); the format then elides it.
    source = tmp_path / "poison.mlir"
    source.write_text('%0 = ub.poison : f32\n%1 = "ub.poison"() : () -> i8\n')
    status, out, err = run(capsys, str(source))
    assert (status, err) == (0, "")
    assert out == (  # mlir-opt-22's output
        "module {\n  %0 = ub.poison : f32\n  %1 = ub.poison : i8\n}\n\n"
    )
    status, out, err = run(capsys, "--mlir-print-op-generic", str(source))
    assert '"ub.poison"() <{value = #ub.poison}> : () -> i8' in out


def test_a_dialect_enum_attribute_check_knows_its_class(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The op module registers the dialect classes its checks name
    # (gpu::DimensionAttr); it once did so before translating the checks.
    source = tmp_path / "dims.mlir"
    source.write_text(
        '%0 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index\n'
    )
    status, out, err = run(capsys, str(source))
    assert (status, err) == (0, "")
    assert "gpu.thread_id  y" in out  # mlir-opt-22's spacing
