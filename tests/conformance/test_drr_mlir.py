"""Every DRR pattern of MLIR 19's own .td files goes through ``--gen-rewriters``.

The 150 patterns live in the dialect canonicalization files and conversion
patterns under ``mlir/lib`` (77) and in ``mlir/test/lib/Dialect/Test/TestOps.td``
(73).  They come from the LLVM 19 source package, not installed headers::

    # with deb-src enabled in the apt sources
    apt-get source --download-only llvm-toolchain-19
    tar -xJf llvm-toolchain-19_*.orig.tar.xz --wildcards '*/mlir/*.td'

and ``MLIR19_SRC`` names the extracted ``mlir`` directory.  Each file must
generate without error against its own MLIR 19 headers, give a black-clean
module that imports, and need user-supplied Python (native code, C++ constants)
for exactly the patterns listed in ``NEEDS_PYTHON``.
"""

from __future__ import annotations

import importlib.util
import os
import re
from pathlib import Path

import pytest

from tblgen_py.backends.rewrites import generate
from tblgen_py.frontend.session import parse_records

pytestmark = pytest.mark.conformance

_CANDIDATES = (
    os.environ.get("MLIR19_SRC", ""),
    "/work/llvm19/llvm-toolchain-19_19.1.7/mlir",
    str(Path.home() / ".cache/mlir-tblgen-py/llvm-toolchain-19_19.1.7/mlir"),
)

# file -> (patterns, patterns that need user-supplied Python)
FILES: dict[str, tuple[int, int]] = {
    "lib/Dialect/Arith/IR/ArithCanonicalization.td": (43, 23),
    "lib/Dialect/SPIRV/IR/SPIRVCanonicalization.td": (16, 0),
    "lib/Dialect/Shape/IR/ShapeCanonicalization.td": (7, 0),
    "lib/Dialect/Polynomial/IR/PolynomialCanonicalization.td": (7, 1),
    "lib/Conversion/GPUToNVVM/GPUToNVVM.td": (1, 0),
    "lib/Conversion/GPUToROCDL/GPUToROCDL.td": (1, 0),
    "lib/Conversion/ShapeToStandard/ShapeToStandard.td": (2, 0),
    "test/lib/Dialect/Test/TestOps.td": (73, 9),
}


def mlir19_root() -> Path:
    """The extracted MLIR 19 source directory (fail, never skip, when missing)."""
    for candidate in _CANDIDATES:
        if candidate and (Path(candidate) / "include/mlir/IR/PatternBase.td").is_file():
            return Path(candidate)
    pytest.fail(
        "MLIR 19 sources not found: set MLIR19_SRC (see this module's docstring)"
    )


def _needs_python(text: str) -> int:
    """Pattern classes that call user-supplied native code or constants."""
    classes = re.split(r"\nclass ", text)[1:]
    markers = ("self._native.lookup(", "_drr.constant(")
    return sum(1 for body in classes if any(m in body for m in markers))


def test_all_150_patterns_are_covered() -> None:
    assert sum(count for count, _ in FILES.values()) == 150


@pytest.mark.parametrize("rel", sorted(FILES))
def test_generates_black_clean_importable_module(rel: str, tmp_path: Path) -> None:
    import black

    root = mlir19_root()
    path = root / rel
    parsed = parse_records(
        str(path), include_dirs=[str(root / "include"), str(path.parent)]
    )
    assert parsed.ok, "".join(d.render() for d in parsed.diagnostics)
    assert len(parsed.keeper.derived_definitions_if_defined("Pattern")) == FILES[rel][0]
    result = generate(parsed.keeper, rel)
    assert result.text.count("\nclass ") == FILES[rel][0]
    assert _needs_python(result.text) == FILES[rel][1]
    assert black.format_str(result.text, mode=black.Mode()) == result.text
    module_path = tmp_path / "patterns.py"
    module_path.write_text(result.text)
    spec = importlib.util.spec_from_file_location("drr_mlir19_patterns", module_path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    from tblgen_py.runtime.rewrite import RewritePatternSet

    patterns = RewritePatternSet()
    module.populate_with_generated(patterns)
    assert len(patterns) == FILES[rel][0]


@pytest.mark.parametrize("rel", sorted(FILES))
def test_every_pattern_has_a_pattern_model(rel: str) -> None:
    from tblgen_py.patterns.from_drr import patterns_from_drr
    from tblgen_py.patterns.model import NodeKind

    root = mlir19_root()
    path = root / rel
    parsed = parse_records(
        str(path), include_dirs=[str(root / "include"), str(path.parent)]
    )
    assert parsed.ok
    models = patterns_from_drr(parsed.keeper)
    assert len(models) == FILES[rel][0]
    for model in models:
        assert model.rewrite[-1].kind in (NodeKind.REPLACE, NodeKind.ERASE)
        assert all(n.span.file is model.span.file for n in model.match)


SHAPE_INPUT = """\
func.func @f(%arg0: index, %arg1: !shape.witness, %arg2: tensor<?xindex>)
    -> (index, !shape.witness, !shape.witness, index) {
  %0 = shape.index_to_size %arg0
  %1 = shape.size_to_index %0 : !shape.size
  %w = shape.assuming_all %arg1
  %c = shape.cstr_broadcastable %arg2, %arg2 : tensor<?xindex>, tensor<?xindex>
  %k = arith.constant 0 : index
  %t = shape.shape_of %arg2 : tensor<?xindex> -> tensor<1xindex>
  %e = tensor.extract %t[%k] : tensor<1xindex>
  return %1, %w, %c, %e : index, !shape.witness, !shape.witness, index
}
"""
PURE_OPS = (
    "shape.index_to_size",
    "shape.size_to_index",
    "shape.shape_of",
    "shape.const_witness",
    "tensor.extract",
    "tensor.dim",
)


SPIRV_INPUT = """\
func.func @f(%a: i32, %b: i32, %p: i1, %q: i1) -> (i1, i1, i1, i1) {
  %0 = spirv.IEqual %a, %b : i32
  %1 = spirv.LogicalNot %0 : i1
  %2 = spirv.INotEqual %a, %b : i32
  %3 = spirv.LogicalNot %2 : i1
  %4 = spirv.LogicalEqual %p, %q : i1
  %5 = spirv.LogicalNot %4 : i1
  %6 = spirv.LogicalNotEqual %p, %q : i1
  %7 = spirv.LogicalNot %6 : i1
  return %1, %3, %5, %7 : i1, i1, i1, i1
}
"""
SPIRV_PURE_OPS = (
    "spirv.IEqual",
    "spirv.INotEqual",
    "spirv.LogicalNot",
    "spirv.LogicalEqual",
    "spirv.LogicalNotEqual",
)


CLAMP_INPUT = """\
func.func @f(%x: f32, %lo: f32, %hi: f32, %i: i32, %a: i32, %b: i32) -> (f32, i32) {
  %c0 = spirv.FOrdLessThan %lo, %x : f32
  %m = spirv.Select %c0, %x, %lo : i1, f32
  %c1 = spirv.FOrdLessThan %m, %hi : f32
  %r = spirv.Select %c1, %m, %hi : i1, f32
  %d0 = spirv.SLessThan %b, %i : i32
  %n = spirv.Select %d0, %b, %i : i1, i32
  %d1 = spirv.SLessThan %i, %a : i32
  %s = spirv.Select %d1, %a, %n : i1, i32
  return %r, %s : f32, i32
}
"""
ARITH_INPUT = """\
func.func @f(%a: i8, %b: i8, %x: f32, %y: f32, %c: i1, %p: i32, %q: i32)
    -> (i32, i32, i32, f32, f32, i32, i32) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.extsi %b : i8 to i32
  %2 = arith.andi %0, %1 : i32
  %3 = arith.extui %a : i8 to i16
  %4 = arith.extsi %3 : i16 to i32
  %5 = arith.extui %a : i8 to i32
  %6 = arith.extui %b : i8 to i32
  %7 = arith.ori %5, %6 : i32
  %8 = arith.negf %x : f32
  %9 = arith.negf %y : f32
  %10 = arith.mulf %8, %9 : f32
  %11 = arith.divf %8, %9 : f32
  %12 = arith.select %c, %p, %q : i32
  %13 = arith.select %c, %12, %q : i32
  %14 = arith.select %c, %p, %q : i32
  %15 = arith.select %c, %p, %14 : i32
  return %2, %4, %7, %10, %11, %13, %15 : i32, i32, i32, f32, f32, i32, i32
}
"""
ARITH_PURE_OPS = tuple(
    f"arith.{n}"
    for n in ("extsi", "extui", "andi", "ori", "negf", "mulf", "divf", "select")
)
CLAMP_PURE_OPS = ("spirv.FOrdLessThan", "spirv.SLessThan", "spirv.Select")
SPIRV = "lib/Dialect/SPIRV/IR/SPIRVCanonicalization.td"
LOGICAL_NOT = ("IEqual", "INotEqual", "LogicalEqual", "LogicalNotEqual")


@pytest.mark.parametrize(
    ("rel", "text", "pure_ops", "mlir_pass", "enable"),
    [
        (
            "lib/Dialect/Shape/IR/ShapeCanonicalization.td",
            SHAPE_INPUT,
            PURE_OPS,
            "--canonicalize",
            (),
        ),
        (
            "lib/Dialect/Arith/IR/ArithCanonicalization.td",
            ARITH_INPUT,
            ARITH_PURE_OPS,
            "--canonicalize",
            (),
        ),
        (
            SPIRV,
            SPIRV_INPUT,
            SPIRV_PURE_OPS,
            "--canonicalize",
            tuple(f"ConvertLogicalNotOf{n}" for n in LOGICAL_NOT),
        ),
        (
            SPIRV,
            CLAMP_INPUT,
            CLAMP_PURE_OPS,
            "--spirv-canonicalize-gl",
            tuple(
                f"ConvertComparisonIntoClamp{k}_SPIRV_{op}"
                for k in (1, 2)
                for op in ("FOrdLessThanOp", "SLessThanOp")
            ),
        ),
    ],
    ids=["shape", "arith", "spirv-logical-not", "spirv-gl-clamp"],
)
def test_canonicalization_matches_mlir_opt(
    tmp_path: Path,
    rel: str,
    text: str,
    pure_ops: tuple[str, ...],
    mlir_pass: str,
    enable: tuple[str, ...],
) -> None:
    """Our MLIR 19 patterns rewrite the input as the mlir-opt pass using them does.

    The ops involved are registered as Pure (and arith.constant as ConstantLike)
    so the greedy driver erases dead ops, as MLIR's does for these ops.  The
    SPIR-V clamp patterns are populated by ``--spirv-canonicalize-gl`` and the
    LogicalNot ones by ``--canonicalize``; ``enable`` selects the same subset.
    """
    import subprocess

    from tests.support.tablegen_ref import require_llvm

    require_llvm()
    source = tmp_path / "in.mlir"
    source.write_text(text)
    run = ["/usr/lib/llvm-22/bin/mlir-opt", "--mlir-print-op-generic", str(source)]
    generic = subprocess.run(run, capture_output=True, text=True, check=True).stdout
    run.insert(1, mlir_pass)
    expected = subprocess.run(run, capture_output=True, text=True, check=True).stdout
    assert expected != generic  # the reference rewrote something
    ours = _rewrite_with(tmp_path, rel, generic, pure_ops, enable)
    assert ours.rstrip() == expected.rstrip()


def _rewrite_with(
    tmp_path: Path,
    rel: str,
    generic: str,
    pure_ops: tuple[str, ...],
    enable: tuple[str, ...],
) -> str:
    """Generate ``rel``'s patterns, run them greedily on ``generic``, print."""
    from tblgen_py.runtime.ir import Context, Dialect, Operation
    from tblgen_py.runtime.rewrite import (
        ConstantLike,
        FrozenRewritePatternSet,
        Pure,
        RewritePatternSet,
        apply_patterns_greedily,
    )
    from tblgen_py.runtime.text.parser import parse_source
    from tblgen_py.runtime.text.printer import PrintOptions, print_module

    root = mlir19_root()
    path = root / rel
    parsed = parse_records(
        str(path), include_dirs=[str(root / "include"), str(path.parent)]
    )
    module_path = tmp_path / "patterns.py"
    module_path.write_text(generate(parsed.keeper, rel).text)
    spec = importlib.util.spec_from_file_location("drr_canon_patterns", module_path)
    assert spec is not None and spec.loader is not None
    patterns_module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(patterns_module)

    def op_class(name: str, *traits: type) -> type[Operation]:
        body = {"__slots__": (), "OPERATION_NAME": name, "registered": True}
        body["traits"] = frozenset({Pure, *traits})
        return type(name.replace(".", "_"), (Operation,), body)

    context = Context(allow_unregistered_dialects=True)
    classes = [op_class(n) for n in pure_ops] + [
        op_class("arith.constant", ConstantLike)
    ]
    for dialect in sorted({c.OPERATION_NAME.split(".")[0] for c in classes}):
        ops = [c for c in classes if c.OPERATION_NAME.startswith(dialect + ".")]
        context.load_dialect(Dialect(dialect, ops))
    module = parse_source(generic, context)
    patterns = RewritePatternSet(context)
    patterns_module.populate_with_generated(patterns)
    apply_patterns_greedily(module, FrozenRewritePatternSet(patterns, (), enable))
    return print_module(module, PrintOptions(generic=True), context)
