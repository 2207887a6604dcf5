"""``--gen-op-defs`` on every ops file of MLIR 22 against ``--gen-python-op-bindings``.

For each file (and the dialect its ops belong to) the generated module must be
black-clean as emitted, compile and import; and for every op the builder's
parameters, the accessor names and the value-builder function must agree with
``mlir-tblgen-22 --gen-python-op-bindings -bind-dialect=<dialect>`` (compared
programmatically, see ``ods_bindings.py``).  The files are a cover of all 2,631
distinct ops of ``mlir/Dialect``; each is parsed with ``-I <include root>`` and
``-I <its own directory>``.  Ops that disagree are listed in
``known_mismatches/ods_bindings.txt`` and run as strict expected failures.
"""

from __future__ import annotations

import functools
import subprocess
import types
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import black
import pytest
from ods_bindings import differences, signatures
from tests.support.tablegen_ref import LLVM_BIN, LLVM_INCLUDE, require_llvm

from tblgen_py.backends.base import BackendOptions
from tblgen_py.frontend.session import parse_records
from tblgen_py.tools.output_set import import_module_set, op_module_set

pytestmark = pytest.mark.conformance

KNOWN_PATH = Path(__file__).parent / "known_mismatches" / "ods_bindings.txt"

MLIR_OPS_FILES = (
    ("LLVMIR/ROCDLOps.td", "rocdl"),
    ("SPIRV/IR/SPIRVOps.td", "spirv"),
    ("LLVMIR/LLVMIntrinsicOps.td", "llvm"),
    ("LLVMIR/NVVMOps.td", "nvvm"),
    ("Linalg/IR/LinalgDoc.td", "linalg"),
    ("Tosa/IR/TosaOps.td", "tosa"),
    ("LLVMIR/LLVMOps.td", "llvm"),
    ("WasmSSA/IR/WasmSSAOps.td", "wasmssa"),
    ("GPU/IR/GPUOps.td", "gpu"),
    ("Linalg/TransformOps/LinalgTransformOps.td", "transform"),
    ("SMT/IR/SMT.td", "smt"),
    ("OpenACC/OpenACCOps.td", "acc"),
    ("OpenMP/OpenMPOps.td", "omp"),
    ("Arith/IR/ArithOps.td", "arith"),
    ("EmitC/IR/EmitC.td", "emitc"),
    ("Math/IR/MathOps.td", "math"),
    ("ArmSME/IR/ArmSMEIntrinsicOps.td", "arm_sme"),
    ("ArmSVE/IR/ArmSVE.td", "arm_sve"),
    ("Shape/IR/ShapeOps.td", "shape"),
    ("PDLInterp/IR/PDLInterpOps.td", "pdl_interp"),
    ("Vector/IR/VectorOps.td", "vector"),
    ("SparseTensor/IR/SparseTensorOps.td", "sparse_tensor"),
    ("Transform/IR/TransformOps.td", "transform"),
    ("AMDGPU/IR/AMDGPU.td", "amdgpu"),
    ("MemRef/IR/MemRefOps.td", "memref"),
    ("Vector/TransformOps/VectorTransformOps.td", "transform"),
    ("Async/IR/AsyncOps.td", "async"),
    ("Complex/IR/ComplexOps.td", "complex"),
    ("Index/IR/IndexOps.td", "index"),
    ("ArmSME/IR/ArmSMEOps.td", "arm_sme"),
    ("NVGPU/IR/NVGPUOps.td", "nvgpu"),
    ("LLVMIR/XeVMOps.td", "xevm"),
    ("Shard/IR/ShardOps.td", "shard"),
    ("XeGPU/IR/XeGPU.td", "xegpu"),
    ("Tensor/IR/TensorOps.td", "tensor"),
    ("IRDL/IR/IRDLOps.td", "irdl"),
    ("SCF/TransformOps/SCFTransformOps.td", "transform"),
    ("MPI/IR/MPIOps.td", "mpi"),
    ("PDL/IR/PDLOps.td", "pdl"),
    ("Affine/IR/AffineOps.td", "affine"),
    ("Linalg/TransformOps/LinalgMatchOps.td", "transform"),
    ("Ptr/IR/PtrOps.td", "ptr"),
    ("SCF/IR/SCFOps.td", "scf"),
    ("X86Vector/X86Vector.td", "x86vector"),
    ("MLProgram/IR/MLProgramOps.td", "ml_program"),
    ("MemRef/TransformOps/MemRefTransformOps.td", "transform"),
    ("Tensor/TransformOps/TensorTransformOps.td", "transform"),
    ("GPU/TransformOps/GPUTransformOps.td", "transform"),
    ("Bufferization/IR/BufferizationOps.td", "bufferization"),
    ("ArmNeon/ArmNeon.td", "arm_neon"),
    ("XeGPU/TransformOps/XeGPUTransformOps.td", "transform"),
    ("AMX/AMX.td", "amx"),
    ("Func/IR/FuncOps.td", "func"),
    ("NVGPU/TransformOps/NVGPUTransformOps.td", "transform"),
    ("ControlFlow/IR/ControlFlowOps.td", "cf"),
    ("Func/TransformOps/FuncTransformOps.td", "transform"),
    ("Bufferization/TransformOps/BufferizationTransformOps.td", "transform"),
    ("X86Vector/TransformOps/X86VectorTransformOps.td", "transform"),
    ("Quant/IR/QuantOps.td", "quant"),
    ("Transform/DebugExtension/DebugExtensionOps.td", "transform"),
    ("Transform/TuneExtension/TuneExtensionOps.td", "transform"),
    ("Transform/PDLExtension/PDLExtensionOps.td", "transform"),
    ("ArmSVE/TransformOps/ArmSVEVectorTransformOps.td", "transform"),
    ("Affine/TransformOps/AffineTransformOps.td", "transform"),
    ("UB/IR/UBOps.td", "ub"),
    ("ArmNeon/TransformOps/ArmNeonVectorTransformOps.td", "transform"),
    ("LLVMIR/VCIXOps.td", "vcix"),
    ("Transform/IRDLExtension/IRDLExtensionOps.td", "transform"),
    ("Transform/SMTExtension/SMTExtensionOps.td", "transform"),
    ("Transform/LoopExtension/LoopExtensionOps.td", "transform"),
    ("SparseTensor/TransformOps/SparseTensorTransformOps.td", "transform"),
    ("DLTI/TransformOps/DLTITransformOps.td", "transform"),
)


def _known() -> set[str]:
    """Op names whose signature is known to differ from the reference."""
    if not KNOWN_PATH.exists():
        return set()
    lines = KNOWN_PATH.read_text(encoding="utf-8").splitlines()
    return {line.strip() for line in lines if line.strip() and not line.startswith("#")}


KNOWN = _known()


def _generate(rel: str, dialect: str) -> tuple[str, bool, dict[str, str]]:
    """Our module for ``mlir/Dialect/<rel>``, whether black leaves it unchanged,
    and the enums module it imports."""
    path = LLVM_INCLUDE / "mlir" / "Dialect" / rel
    parsed = parse_records(
        str(path), include_dirs=[str(LLVM_INCLUDE), str(path.parent)]
    )
    if not parsed.ok:
        return "", False, {}
    options = BackendOptions(f"mlir/Dialect/{rel}", dialect)
    text, siblings = op_module_set(parsed.keeper, options)
    return text, black.format_str(text, mode=black.Mode()) == text, siblings


@functools.lru_cache(maxsize=1)
def _all_generated() -> dict[tuple[str, str], tuple[str, bool, dict[str, str]]]:
    """Every module, generated and black-checked on two worker processes."""
    with ProcessPoolExecutor(max_workers=2) as pool:
        futures = {key: pool.submit(_generate, *key) for key in MLIR_OPS_FILES}
        return {key: future.result() for key, future in futures.items()}


def generated(rel: str, dialect: str) -> str:
    """Our ``--gen-op-defs -dialect <dialect>`` module for ``mlir/Dialect/<rel>``."""
    text = _all_generated()[(rel, dialect)][0]
    assert text, f"{rel} does not parse"
    return text


@functools.lru_cache(maxsize=None)
def reference(rel: str, dialect: str) -> str:
    """``mlir-tblgen-22 --gen-python-op-bindings`` for the same file and dialect."""
    path = LLVM_INCLUDE / "mlir" / "Dialect" / rel
    proc = subprocess.run(
        [
            str(LLVM_BIN / "mlir-tblgen"),
            "--gen-python-op-bindings",
            f"-bind-dialect={dialect}",
            "-I",
            str(LLVM_INCLUDE),
            "-I",
            str(path.parent),
            str(path),
        ],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def _ids() -> list[str]:
    """Test ids: the file path."""
    return [rel for rel, _ in MLIR_OPS_FILES]


BLACK_KNOWN_PATH = Path(__file__).parent / "known_mismatches" / "ods_black.txt"


def _black_params() -> list[object]:
    """One param per file; strict xfail for the files listed in ods_black.txt
    (a format table's TypesMatchWith lambda longer than a line)."""
    lines = BLACK_KNOWN_PATH.read_text(encoding="utf-8").splitlines()
    known = {line.strip() for line in lines if line.strip() and line[0] != "#"}
    strict = pytest.mark.xfail(raises=AssertionError, strict=True)
    return [
        pytest.param(rel, dialect, id=rel, marks=[strict] if rel in known else [])
        for rel, dialect in MLIR_OPS_FILES
    ]


@pytest.mark.parametrize(("rel", "dialect"), _black_params())
def test_module_is_black_clean_and_imports(rel: str, dialect: str) -> None:
    """The module is black-clean as emitted, compiles and imports."""
    text = generated(rel, dialect)
    _, black_clean, siblings = _all_generated()[(rel, dialect)]
    assert black_clean, f"{rel}: not black-clean"
    module = import_module_set(f"generated_{dialect}", text, siblings, f"<{rel}>")
    names = {op.OPERATION_NAME for op in module.OPS}
    assert names == set(signatures(reference(rel, dialect)))


class SignatureMismatch(AssertionError):
    """Ops whose builder, accessors or value builder differ from the reference."""


def _params() -> list[object]:
    """One param per file; strict xfail when a known mismatch is in it."""
    params = []
    for rel, dialect in MLIR_OPS_FILES:
        marks = []
        if any(name.split(".", 1)[0] == dialect for name in KNOWN):
            marks.append(pytest.mark.xfail(raises=SignatureMismatch, strict=True))
        params.append(pytest.param(rel, dialect, id=rel, marks=marks))
    return params


@pytest.mark.parametrize(("rel", "dialect"), _params())
def test_signatures_agree_with_python_bindings(rel: str, dialect: str) -> None:
    """Every op's builder parameters and accessor names agree with mlir-tblgen."""
    require_llvm()
    ref = signatures(reference(rel, dialect))
    ours = signatures(generated(rel, dialect))
    problems = {}
    for name, expected in ref.items():
        found = ours.get(name)
        if found is None:
            problems[name] = ["op missing"]
            continue
        diff = differences(expected, found)
        if diff:
            problems[name] = diff
    unexpected = {n: d for n, d in problems.items() if n not in KNOWN}
    assert not unexpected, f"new mismatches: {unexpected}"
    if problems:
        raise SignatureMismatch(f"known mismatches remain: {sorted(problems)}")


def test_cover_has_every_mlir_op() -> None:
    """The file cover reaches all 2,631 distinct ops of the MLIR 22 dialects."""
    require_llvm()
    names: set[str] = set()
    for rel, dialect in MLIR_OPS_FILES:
        names |= set(signatures(reference(rel, dialect)))
    assert len(names) >= 2631


def test_generated_examples_pass_mypy_strict() -> None:
    """The committed op and enum modules of td/examples type-check strictly."""
    from mypy import api

    root = Path(__file__).resolve().parents[2]
    files = sorted(
        str(p)
        for p in (root / "generated").glob("*.py")
        if p.name.endswith(("_ops.py", "_enums.py", "_attrs.py", "_types.py"))
    )
    out, err, status = api.run(["--strict", "--no-incremental", *files])
    generated = (root / "generated").resolve()
    problems = [
        line
        for line in out.splitlines()
        if ": error:" in line
        and Path(line.split(":", 1)[0]).resolve().parent == generated
    ]
    assert status == 0 or not problems, out + err
