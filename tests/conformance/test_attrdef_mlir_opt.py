"""MLIR's own dialect attributes and types, parsed and printed by generated classes.

The ``--gen-attrdef-defs`` / ``--gen-typedef-defs`` modules of arith, gpu, llvm
and vector (MLIR 22's .td files) are loaded into a Context; each case (one
attribute, or one type, written by us) is read and printed in the generic form
by us and by ``mlir-opt-22``, and the outputs must be byte-identical.  Cases
marked ``True`` must also be parsed into a generated class (not kept opaque);
the others use formats whose ``custom<...>`` hooks or parameter parsers are
C++ in MLIR (LLVM types) or are C++ classes, not TypeDefs, so
they stay opaque and must still print identically (dialect aliases included:
``#tbaa_root = ...``), and values nesting an aliased attribute
(``#llvm.tbaa_type_desc<... #llvm.tbaa_root<...>>``) print the inner alias.
"""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

import pytest
from attrdef_corpus import LLVM_INCLUDE, generate_file
from tests.support.tablegen_ref import LLVM_BIN, require_llvm

import tblgen_py.dialects.llvm.asm  # noqa: F401 - the llvm alias interface
from tblgen_py.dialects.llvm import dwarf
from tblgen_py.runtime.ir.attributes import OpaqueAttr
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.dialect import Dialect
from tblgen_py.runtime.ir.types import OpaqueType
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import print_module

pytestmark = pytest.mark.conformance

SOURCES = (
    "Dialect/Arith/IR/ArithOps.td",
    "Dialect/GPU/IR/GPUOps.td",
    "Dialect/GPU/IR/ParallelLoopMapperAttr.td",
    "Dialect/LLVMIR/LLVMTypes.td",
    "Dialect/LLVMIR/LLVMOps.td",
    "Dialect/Vector/IR/VectorOps.td",
)
"""The files whose modules are loaded, in order (a later module's classes
replace an earlier one's: LLVMOps.td sees the enums LLVMTypes.td does not)."""
CASES = [
    ("#arith.fastmath<fast>", True),
    ("#arith.fastmath<nnan,ninf>", True),
    ("#arith.fastmath<ninf,nnan>", True),
    ("#arith.fastmath<none>", True),
    ("#arith.fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn>", True),
    ("#arith.overflow<nsw, nuw>", True),
    ("#arith.overflow<nuw>", True),
    ("#arith.overflow<none>", True),
    ("#gpu.address_space<workgroup>", True),
    ("#gpu.address_space<private>", True),
    ("#gpu<dim x>", True),
    ("#gpu<dim z>", True),
    ("#gpu<shuffle_mode xor>", True),
    ("#gpu<all_reduce_op add>", True),
    (
        "#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>",
        True,
    ),
    ("#llvm.linkage<internal>", True),
    ("#llvm.linkage<linkonce_odr>", True),
    ("#llvm.fastmath<fast>", True),
    ("#llvm.fastmath<none>", True),
    ("#llvm.cconv<fastcc>", True),
    ("#llvm.tailcallkind<musttail>", True),
    ("#llvm.framePointerKind<all>", True),
    ('#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>', True),
    ('#llvm.di_file<"foo.mlir" in "/tmp">', True),
    ('#llvm.tbaa_root<id = "root">', True),
    ("#llvm.loop_vectorize<disable = true>", True),
    (
        '#llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", '
        "sizeInBits = 32, encoding = DW_ATE_signed>",
        True,
    ),
    ("#llvm.di_subroutine_type<callingConvention = DW_CC_normal>", True),
    ("#llvm.loop_unroll<disable = false, count = 4 : i32>", True),
    ("#llvm.loop_annotation<disableNonforced = true>", True),
    (
        '#llvm.tbaa_type_desc<id = "char", members = {<#llvm.tbaa_root<id = "r">, 0>}>',
        True,
    ),
    ("#llvm.access_group<id = distinct[0]<>>", True),
    ("#llvm.linkage<external>", True),
    ('#llvm.mlir.module_flag<max, "PIC Level", 2 : i32>', True),
    ('#llvm.target_features<["+sse", "+avx"]>', True),
    ("#llvm.vscale_range<minRange = 1 : i32, maxRange = 16 : i32>", True),
    (
        "#llvm.memory_effects<other = readwrite, argMem = read, inaccessibleMem = "
        "none, errnoMem = none, targetMem0 = none, targetMem1 = none>",
        True,
    ),
    ("#llvm.dereferenceable<bytes = 8>", True),
    ("#arith.fastmath<contract>", True),
    ("#gpu.address_space<global>", True),
    ("#gpu.select_object<0>", True),
    ("#vector.kind<mul>", True),
    ("#vector.kind<add>", True),
    ("#vector.kind<maxnumf>", True),
    ("#vector.punctuation<comma>", True),
    ("!llvm.ptr", True),
    ("!llvm.ptr<1>", True),
    ("!llvm.ptr<0>", True),
    ("!llvm.void", False),
    ("!llvm.token", False),
    ("!llvm.x86_amx", True),
    ("!llvm.array<4 x i32>", False),
    ("!llvm.func<void (i32)>", False),
    ('!llvm.target<"spirv.Image", !llvm.void, 0>', False),
]


@pytest.fixture(scope="module")
def context() -> Context:
    """A Context with the generated attribute/type classes of the four dialects."""
    require_llvm()
    # the DWARF keyword hooks are global: attach them here, so that the verdict
    # does not depend on whether an earlier test loaded the llvm dialect
    dwarf.register_hooks(LLVM_INCLUDE)
    ctx = Context(allow_unregistered_dialects=True)
    for rel in SOURCES:
        directory = Path(tempfile.mkdtemp(prefix="attrdef_"))
        generate_file(LLVM_INCLUDE / "mlir" / rel, directory, ctx)
    return ctx


def _module(text: str) -> str:
    if text.startswith("!"):
        return f'"test.op"() : () -> {text}\n'
    return f'"test.op"() {{a = {text}}} : () -> ()\n'


def _mlir_opt(text: str) -> str:
    run = [str(LLVM_BIN / "mlir-opt"), "--allow-unregistered-dialect"]
    done = subprocess.run(
        [*run, "--mlir-print-op-generic", "-"],
        input=text,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.parametrize(("text", "parsed"), CASES, ids=[c[0] for c in CASES])
def test_matches_mlir_opt(text: str, parsed: bool, context: Context) -> None:
    """Our generic output equals mlir-opt-22's; ``parsed`` cases use the classes."""
    source = _module(text)
    module = parse_source(source, context)
    assert print_module(module) + "\n" == _mlir_opt(source)  # as mlir-opt-py writes it
    op = next(iter(module.body))
    value = op.result_types[0] if text.startswith("!") else op.attributes["a"]
    opaque = isinstance(value, (OpaqueAttr, OpaqueType))
    assert opaque != parsed, type(value)


def test_dialects_are_loaded(context: Context) -> None:
    """The generated classes are registered under their dialects."""
    for name in ("arith", "gpu", "llvm", "vector"):
        dialect = context.dialects[name]
        assert isinstance(dialect, Dialect) and (dialect.attributes or dialect.types)
