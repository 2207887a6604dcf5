"""Writes the generated part of ``op_format_corpus/`` (files named ``g_*.mlir``).

Run ``python tests/conformance/op_format_corpus_gen.py`` after editing the
tables; the files are committed (the test reads them, never this script).
Each file exercises one op (or one family) in custom syntax: plain, with
non-default flags (``fastmath``, ``overflow``), with a discardable attribute,
on scalars, vectors and tensors.  Hand-written files have other names.
"""

from __future__ import annotations

from pathlib import Path

CORPUS = Path(__file__).parent / "op_format_corpus"

FLOAT_UNARY = (
    "absf acos acosh asin asinh atan atanh cbrt ceil cos cosh erf erfc exp exp2 "
    "expm1 floor log log10 log1p log2 round roundeven rsqrt sin sinh sqrt tan "
    "tanh trunc"
).split()
FLOAT_BINARY = ("atan2", "copysign", "powf")
INT_UNARY = ("absi", "ctlz", "cttz", "ctpop")
FLOAT_PREDICATES = ("isnan", "isinf", "isfinite", "isnormal")
COMPLEX_UNARY = (
    "conj cos exp expm1 log log1p neg rsqrt sign sin sqrt tan tanh"
).split()
COMPLEX_BINARY = ("add", "atan2", "div", "mul", "pow", "sub")
COMPLEX_REAL = ("abs", "angle", "im", "re")
ARITH_INT_FLAGS = ("addi", "subi", "muli", "shli")
ARITH_INT = "divsi divui shrsi shrui".split()
ARITH_FLOAT = "addf subf mulf divf remf maximumf minimumf maxnumf minnumf".split()
CMPI = "eq ne slt sle sgt sge ult ule ugt uge".split()
CMPF = ("false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno true").split()


def _src(types: list[str]) -> str:
    names = ", ".join(f"%a{i}" for i in range(len(types)))
    return f'{names} = "test.src"() : () -> ({", ".join(types)})'


def _sink(values: list[str], types: list[str]) -> str:
    return f'"test.sink"({", ".join(values)}) : ({", ".join(types)}) -> ()'


def _file(lines: list[str]) -> str:
    return "\n".join(lines) + "\n"


def math_files() -> dict[str, str]:
    """math: unary, binary, integer, predicates, fma, fpowi, ipowi, clampf."""
    files = {}
    for op in FLOAT_UNARY:
        files[f"g_math_{op}.mlir"] = _file(
            [
                _src(["f32", "vector<4xf16>", "tensor<2xf64>"]),
                f"%0 = math.{op} %a0 : f32",
                f"%1 = math.{op} %a1 fastmath<fast> : vector<4xf16>",
                f"%2 = math.{op} %a2 fastmath<nnan,ninf> {{tag = 1 : i32}} : "
                "tensor<2xf64>",
                _sink(["%0", "%1", "%2"], ["f32", "vector<4xf16>", "tensor<2xf64>"]),
            ]
        )
    for op in FLOAT_BINARY:
        files[f"g_math_{op}.mlir"] = _file(
            [
                _src(["f32", "vector<2xf64>"]),
                f"%0 = math.{op} %a0, %a0 : f32",
                f"%1 = math.{op} %a1, %a1 fastmath<contract> : vector<2xf64>",
                _sink(["%0", "%1"], ["f32", "vector<2xf64>"]),
            ]
        )
    for op in INT_UNARY:
        files[f"g_math_{op}.mlir"] = _file(
            [
                _src(["i32", "vector<4xi8>"]),
                f"%0 = math.{op} %a0 : i32",
                f"%1 = math.{op} %a1 {{tag}} : vector<4xi8>",
                _sink(["%0", "%1"], ["i32", "vector<4xi8>"]),
            ]
        )
    for op in FLOAT_PREDICATES:
        files[f"g_math_{op}.mlir"] = _file(
            [
                _src(["f32", "vector<4xf16>"]),
                f"%0 = math.{op} %a0 : f32",
                f"%1 = math.{op} %a1 {{fastmath = #arith.fastmath<afn>}} : vector<4xf16>",
                _sink(["%0", "%1"], ["i1", "vector<4xi1>"]),
            ]
        )
    files["g_math_fma.mlir"] = _file(
        [
            _src(["f32", "vector<4xf16>"]),
            "%0 = math.fma %a0, %a0, %a0 : f32",
            "%1 = math.fma %a1, %a1, %a1 fastmath<reassoc> : vector<4xf16>",
            _sink(["%0", "%1"], ["f32", "vector<4xf16>"]),
        ]
    )
    files["g_math_powi.mlir"] = _file(
        [
            _src(["f32", "i32", "vector<2xf64>", "vector<2xi64>"]),
            "%0 = math.fpowi %a0, %a1 : f32, i32",
            "%1 = math.fpowi %a2, %a3 fastmath<fast> : vector<2xf64>, vector<2xi64>",
            "%2 = math.ipowi %a1, %a1 : i32",
            "%3 = math.ipowi %a3, %a3 : vector<2xi64>",
            _sink(
                ["%0", "%1", "%2", "%3"],
                ["f32", "vector<2xf64>", "i32", "vector<2xi64>"],
            ),
        ]
    )
    files["g_math_clampf.mlir"] = _file(
        [
            _src(["f32", "vector<4xf16>"]),
            "%0 = math.clampf %a0 to [%a0, %a0] : f32",
            "%1 = math.clampf %a1 to [%a1, %a1] fastmath<nnan> : vector<4xf16>",
            _sink(["%0", "%1"], ["f32", "vector<4xf16>"]),
        ]
    )
    files["g_math_sincos.mlir"] = _file(
        [
            _src(["f32", "vector<4xf16>"]),
            "%0, %1 = math.sincos %a0 : f32",
            "%2, %3 = math.sincos %a1 fastmath<fast> : vector<4xf16>",
            _sink(
                ["%0", "%1", "%2", "%3"],
                ["f32", "f32", "vector<4xf16>", "vector<4xf16>"],
            ),
        ]
    )
    return files


def complex_files() -> dict[str, str]:
    """complex: unary, binary, to-real, create, powi, bitcast, comparisons."""
    files = {}
    for op in COMPLEX_UNARY:
        files[f"g_complex_{op}.mlir"] = _file(
            [
                _src(["complex<f32>", "complex<f64>"]),
                f"%0 = complex.{op} %a0 : complex<f32>",
                f"%1 = complex.{op} %a1 fastmath<nnan,ninf> : complex<f64>",
                _sink(["%0", "%1"], ["complex<f32>", "complex<f64>"]),
            ]
        )
    for op in COMPLEX_BINARY:
        files[f"g_complex_{op}.mlir"] = _file(
            [
                _src(["complex<f32>", "complex<f64>"]),
                f"%0 = complex.{op} %a0, %a0 : complex<f32>",
                f"%1 = complex.{op} %a1, %a1 fastmath<fast> : complex<f64>",
                _sink(["%0", "%1"], ["complex<f32>", "complex<f64>"]),
            ]
        )
    for op in COMPLEX_REAL:
        files[f"g_complex_{op}.mlir"] = _file(
            [
                _src(["complex<f32>", "complex<f64>"]),
                f"%0 = complex.{op} %a0 : complex<f32>",
                f"%1 = complex.{op} %a1 fastmath<afn> : complex<f64>",
                _sink(["%0", "%1"], ["f32", "f64"]),
            ]
        )
    files["g_complex_create.mlir"] = _file(
        [
            _src(["f32", "f64"]),
            "%0 = complex.create %a0, %a0 : complex<f32>",
            "%1 = complex.create %a1, %a1 {tag} : complex<f64>",
            _sink(["%0", "%1"], ["complex<f32>", "complex<f64>"]),
        ]
    )
    files["g_complex_compare.mlir"] = _file(
        [
            _src(["complex<f32>"]),
            "%0 = complex.eq %a0, %a0 : complex<f32>",
            "%1 = complex.neq %a0, %a0 : complex<f32>",
            _sink(["%0", "%1"], ["i1", "i1"]),
        ]
    )
    files["g_complex_powi.mlir"] = _file(
        [
            _src(["complex<f32>", "i32"]),
            "%0 = complex.powi %a0, %a1 : complex<f32>, i32",
            "%1 = complex.powi %a0, %a1 fastmath<fast> : complex<f32>, i32",
            _sink(["%0", "%1"], ["complex<f32>", "complex<f32>"]),
        ]
    )
    files["g_complex_bitcast.mlir"] = _file(
        [
            _src(["complex<f32>", "i64"]),
            "%0 = complex.bitcast %a0 : complex<f32> to i64",
            "%1 = complex.bitcast %a1 : i64 to complex<f32>",
            _sink(["%0", "%1"], ["i64", "complex<f32>"]),
        ]
    )
    return files


def arith_files() -> dict[str, str]:
    """arith: flags of integer and float ops, every compare predicate."""
    files = {}
    for op in ARITH_INT_FLAGS:
        files[f"g_arith_{op}.mlir"] = _file(
            [
                _src(["i32", "vector<4xi8>"]),
                f"%0 = arith.{op} %a0, %a0 : i32",
                f"%1 = arith.{op} %a0, %a0 overflow<nsw> : i32",
                f"%2 = arith.{op} %a1, %a1 overflow<nsw, nuw> : vector<4xi8>",
                f"%3 = arith.{op} %a0, %a0 overflow<nuw> {{tag = 2 : i8}} : i32",
                _sink(["%0", "%1", "%2", "%3"], ["i32", "i32", "vector<4xi8>", "i32"]),
            ]
        )
    for op in ARITH_INT:
        files[f"g_arith_{op}.mlir"] = _file(
            [
                _src(["i32", "tensor<2xi64>"]),
                f"%0 = arith.{op} %a0, %a0 : i32",
                f"%1 = arith.{op} %a1, %a1 : tensor<2xi64>",
                _sink(["%0", "%1"], ["i32", "tensor<2xi64>"]),
            ]
        )
    for op in ARITH_FLOAT:
        files[f"g_arith_{op}.mlir"] = _file(
            [
                _src(["f32", "vector<4xf16>"]),
                f"%0 = arith.{op} %a0, %a0 : f32",
                f"%1 = arith.{op} %a1, %a1 fastmath<fast> : vector<4xf16>",
                f"%2 = arith.{op} %a0, %a0 fastmath<none> : f32",
                _sink(["%0", "%1", "%2"], ["f32", "vector<4xf16>", "f32"]),
            ]
        )
    files["g_arith_negf.mlir"] = _file(
        [
            _src(["f32", "vector<4xbf16>"]),
            "%0 = arith.negf %a0 : f32",
            "%1 = arith.negf %a1 fastmath<nsz> : vector<4xbf16>",
            _sink(["%0", "%1"], ["f32", "vector<4xbf16>"]),
        ]
    )
    lines = [_src(["i32", "vector<2xindex>"])]
    for index, predicate in enumerate(CMPI):
        lines.append(f"%{index} = arith.cmpi {predicate}, %a0, %a0 : i32")
    lines.append('%c = arith.cmpi "ult", %a1, %a1 : vector<2xindex>')
    values = [f"%{i}" for i in range(len(CMPI))] + ["%c"]
    lines.append(_sink(values, ["i1"] * len(CMPI) + ["vector<2xi1>"]))
    files["g_arith_cmpi.mlir"] = _file(lines)
    lines = [_src(["f32", "vector<2xf64>"])]
    for index, predicate in enumerate(CMPF):
        lines.append(f"%{index} = arith.cmpf {predicate}, %a0, %a0 : f32")
    lines.append("%c = arith.cmpf olt, %a1, %a1 fastmath<nnan> : vector<2xf64>")
    values = [f"%{i}" for i in range(len(CMPF))] + ["%c"]
    lines.append(_sink(values, ["i1"] * len(CMPF) + ["vector<2xi1>"]))
    files["g_arith_cmpf.mlir"] = _file(lines)
    files["g_arith_constant.mlir"] = _simple(
        "%0 = arith.constant 0 : i32",
        "%1 = arith.constant 1.5 : f32",
        "%2 = arith.constant true",
        "%3 = arith.constant dense<[1, 2]> : vector<2xi32>",
        "%4 = arith.constant 7 : index",
        "%5 = arith.constant {tag} -3 : i8",
        "%6 = arith.constant dense<0.0> : tensor<2x2xf16>",
        _sink(
            ["%0", "%1", "%2", "%3", "%4", "%5", "%6"],
            ["i32", "f32", "i1", "vector<2xi32>", "index", "i8", "tensor<2x2xf16>"],
        ),
    )
    files["g_arith_truncf.mlir"] = _file(
        [
            _src(["f32", "vector<2xf64>"]),
            "%0 = arith.truncf %a0 : f32 to f16",
            "%1 = arith.truncf %a1 to_nearest_even fastmath<fast> : "
            "vector<2xf64> to vector<2xf32>",
            "%2 = arith.extf %a0 fastmath<nnan> : f32 to f64",
            _sink(["%0", "%1", "%2"], ["f16", "vector<2xf32>", "f64"]),
        ]
    )
    files["g_arith_extended.mlir"] = _file(
        [
            _src(["i32", "vector<2xi8>"]),
            "%sum, %overflow = arith.addui_extended %a0, %a0 : i32, i1",
            "%low, %high = arith.mulsi_extended %a1, %a1 : vector<2xi8>",
            "%l, %h = arith.mului_extended %a0, %a0 : i32",
            _sink(
                ["%sum", "%overflow", "%low", "%high", "%l", "%h"],
                ["i32", "i1", "vector<2xi8>", "vector<2xi8>", "i32", "i32"],
            ),
        ]
    )
    return files


def _simple(*lines: str) -> str:
    """A file of the given lines."""
    return _file(list(lines))


GPU_DIMS = (
    "thread_id block_id block_dim grid_dim cluster_id cluster_dim "
    "cluster_block_id cluster_dim_blocks global_id"
).split()
GPU_SCALARS = ("subgroup_id", "subgroup_size", "num_subgroups")


def gpu_files() -> dict[str, str]:
    """gpu: dimension queries (enum keyword and upper bounds), shuffles,
    subgroup values, printf, barrier."""
    files = {}
    for op in GPU_DIMS:
        files[f"g_gpu_{op}.mlir"] = _simple(
            f"%0 = gpu.{op} x",
            f"%1 = gpu.{op} y upper_bound 64",
            f"%2 = gpu.{op} z {{tag}}",
            _sink(["%0", "%1", "%2"], ["index"] * 3),
        )
    for op in GPU_SCALARS:
        files[f"g_gpu_{op}.mlir"] = _simple(
            f"%0 = gpu.{op} : index",
            f"%1 = gpu.{op} upper_bound 32 : index",
            _sink(["%0", "%1"], ["index", "index"]),
        )
    files["g_gpu_lane_id.mlir"] = _simple(
        "%0 = gpu.lane_id",
        "%1 = gpu.lane_id upper_bound 32",
        _sink(["%0", "%1"], ["index", "index"]),
    )
    files["g_gpu_shuffle.mlir"] = _simple(
        _src(["f32", "i32"]),
        "%0, %1 = gpu.shuffle xor %a0, %a1, %a1 : f32",
        "%2, %3 = gpu.shuffle down %a1, %a1, %a1 : i32",
        "%4, %5 = gpu.shuffle idx %a0, %a1, %a1 : f32",
        "%6, %7 = gpu.shuffle up %a0, %a1, %a1 : f32",
        _sink(
            ["%0", "%1", "%2", "%3", "%4", "%5", "%6", "%7"],
            ["f32", "i1", "i32", "i1", "f32", "i1", "f32", "i1"],
        ),
    )
    files["g_gpu_rotate.mlir"] = _simple(
        _src(["f32"]),
        "%0, %1 = gpu.rotate %a0, 1, 16 : f32",
        _sink(["%0", "%1"], ["f32", "i1"]),
    )
    files["g_gpu_misc.mlir"] = _simple(
        _src(["f32", "memref<*xf32>"]),
        'gpu.printf "value %f\\n", %a0 : f32',
        'gpu.printf "hello"',
        "gpu.barrier",
        "gpu.host_register %a1 : memref<*xf32>",
        "gpu.host_unregister %a1 : memref<*xf32>",
        "%0 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>",
        _sink(["%0"], ["memref<?xi8, #gpu.address_space<workgroup>>"]),
    )
    return files


def index_files() -> dict[str, str]:
    """index: constants and every compare predicate."""
    lines = ['%a, %b = "test.src"() : () -> (index, index)']
    predicates = "eq ne slt sle sgt sge ult ule ugt uge".split()
    for n, predicate in enumerate(predicates):
        lines.append(f"%{n} = index.cmp {predicate}(%a, %b)")
    lines.append(_sink([f"%{n}" for n in range(len(predicates))], ["i1"] * 10))
    return {
        "g_index_cmp.mlir": _file(lines),
        "g_index_constant.mlir": _simple(
            "%0 = index.constant 42",
            "%1 = index.constant -7",
            "%2 = index.bool.constant true",
            "%3 = index.bool.constant false",
            _sink(["%0", "%1", "%2", "%3"], ["index", "index", "i1", "i1"]),
        ),
    }


def vector_files() -> dict[str, str]:
    """vector: reductions and scans (combining-kind keyword), loads/stores,
    bitcast, extract/insert strided, from_elements, type_cast, scalable."""
    kinds = "add mul minui minsi maxui maxsi and or xor".split()
    lines = [_src(["vector<4xi32>", "i32"])]
    for n, kind in enumerate(kinds):
        lines.append(f"%{n} = vector.reduction <{kind}>, %a0 : vector<4xi32> into i32")
    lines.append("%acc = vector.reduction <add>, %a0, %a1 : vector<4xi32> into i32")
    lines.append(_sink([f"%{n}" for n in range(len(kinds))] + ["%acc"], ["i32"] * 10))
    files = {"g_vector_reduction_int.mlir": _file(lines)}
    fkinds = "add mul minnumf maxnumf minimumf maximumf".split()
    lines = [_src(["vector<8xf32>", "f32"])]
    for n, kind in enumerate(fkinds):
        lines.append(
            f"%{n} = vector.reduction <{kind}>, %a0 fastmath<fast> : "
            "vector<8xf32> into f32"
        )
    lines.append(_sink([f"%{n}" for n in range(len(fkinds))], ["f32"] * 6))
    files["g_vector_reduction_float.mlir"] = _file(lines)
    files["g_vector_multi_reduction.mlir"] = _simple(
        _src(["vector<4x8xf32>", "vector<4xf32>"]),
        "%0 = vector.multi_reduction <add>, %a0, %a1 [1] : vector<4x8xf32> to vector<4xf32>",
        _sink(["%0"], ["vector<4xf32>"]),
    )
    files["g_vector_scan.mlir"] = _simple(
        _src(["vector<4x8xi32>", "vector<4xi32>"]),
        "%0:2 = vector.scan <add>, %a0, %a1 {inclusive = true, reduction_dim = 1 : i64}"
        " : vector<4x8xi32>, vector<4xi32>",
        _sink(["%0#0", "%0#1"], ["vector<4x8xi32>", "vector<4xi32>"]),
    )
    files["g_vector_memory.mlir"] = _simple(
        _src(["memref<8x8xf32>", "index", "vector<4xf32>", "vector<4xi1>"]),
        "%0 = vector.load %a0[%a1, %a1] : memref<8x8xf32>, vector<4xf32>",
        "vector.store %a2, %a0[%a1, %a1] : memref<8x8xf32>, vector<4xf32>",
        "vector.maskedstore %a0[%a1, %a1], %a3, %a2 : memref<8x8xf32>, vector<4xi1>, "
        "vector<4xf32>",
        "%1 = vector.expandload %a0[%a1, %a1], %a3, %a2 : memref<8x8xf32>, "
        "vector<4xi1>, vector<4xf32> into vector<4xf32>",
        "vector.compressstore %a0[%a1, %a1], %a3, %a2 : memref<8x8xf32>, "
        "vector<4xi1>, vector<4xf32>",
        _sink(["%0", "%1"], ["vector<4xf32>", "vector<4xf32>"]),
    )
    files["g_vector_bitcast.mlir"] = _simple(
        _src(["vector<4xf32>", "vector<2x4xi8>"]),
        "%0 = vector.bitcast %a0 : vector<4xf32> to vector<8xf16>",
        "%1 = vector.bitcast %a1 : vector<2x4xi8> to vector<2x1xi32>",
        _sink(["%0", "%1"], ["vector<8xf16>", "vector<2x1xi32>"]),
    )
    files["g_vector_from_elements.mlir"] = _simple(
        _src(["f32", "i8"]),
        "%0 = vector.from_elements %a0, %a0, %a0 : vector<3xf32>",
        "%1 = vector.from_elements %a1, %a1, %a1, %a1 : vector<2x2xi8>",
        _sink(["%0", "%1"], ["vector<3xf32>", "vector<2x2xi8>"]),
    )
    files["g_vector_type_cast.mlir"] = _simple(
        _src(["memref<8x8xf32>"]),
        "%0 = vector.type_cast %a0 : memref<8x8xf32> to memref<vector<8x8xf32>>",
        _sink(["%0"], ["memref<vector<8x8xf32>>"]),
    )
    files["g_vector_scalable.mlir"] = _simple(
        _src(["vector<[4]xf32>", "vector<8xf32>"]),
        "%0 = vector.scalable.extract %a0[0] : vector<4xf32> from vector<[4]xf32>",
        "%1 = vector.scalable.insert %a1, %a0[0] : vector<8xf32> into vector<[4]xf32>",
        "%2 = vector.vscale",
        _sink(["%0", "%1", "%2"], ["vector<4xf32>", "vector<[4]xf32>", "index"]),
    )
    return files


def memref_files() -> dict[str, str]:
    """memref: load/store (nontemporal), atomic_rmw kinds, strided metadata."""
    kinds = "addf maximumf minimumf mulf assign".split()
    lines = [_src(["memref<8xf32>", "index", "f32"])]
    for n, kind in enumerate(kinds):
        lines.append(
            f"%{n} = memref.atomic_rmw {kind} %a2, %a0[%a1] : (f32, memref<8xf32>) -> f32"
        )
    lines.append(_sink([f"%{n}" for n in range(len(kinds))], ["f32"] * len(kinds)))
    return {
        "g_memref_atomic_rmw.mlir": _file(lines),
        "g_memref_load_store.mlir": _simple(
            _src(["memref<4x?xf32>", "index", "f32"]),
            "%0 = memref.load %a0[%a1, %a1] : memref<4x?xf32>",
            "%1 = memref.load %a0[%a1, %a1] {nontemporal = true} : memref<4x?xf32>",
            "memref.store %a2, %a0[%a1, %a1] : memref<4x?xf32>",
            _sink(["%0", "%1"], ["f32", "f32"]),
        ),
        "g_memref_strided_metadata.mlir": _simple(
            _src(["memref<4x8xf32>"]),
            "%base, %offset, %sizes:2, %strides:2 = "
            "memref.extract_strided_metadata %a0 : memref<4x8xf32> -> "
            "memref<f32>, index, index, index, index, index",
            _sink(["%base", "%offset"], ["memref<f32>", "index"]),
        ),
    }


def control_files() -> dict[str, str]:
    """cf ops with declarative formats (branches inside a region)."""
    return {
        "g_cf_assert.mlir": _simple(
            _src(["i1"]),
            'cf.assert %a0, "must hold"',
            'cf.assert %a0, "with \\"quotes\\"" {tag}',
        ),
        "g_cf_cond_br.mlir": _simple(
            '"test.region"() ({',
            "^bb0(%c: i1, %x: i32):",
            "  cf.cond_br %c, ^bb1(%x : i32), ^bb2",
            "^bb1(%y: i32):",
            "  cf.br ^bb2",
            "^bb2:",
            "  cf.cond_br %c weights([3, 7]), ^bb1(%x : i32), ^bb3",
            "^bb3:",
            '  "test.done"() : () -> ()',
            "}) : () -> ()",
        ),
    }


LLVM_INT_BINARY = ("and", "xor", "srem", "urem")
LLVM_EXACT = ("sdiv", "udiv", "ashr", "lshr")
LLVM_FLOAT_BINARY = ("fadd", "fsub", "fmul", "fdiv", "frem")
LLVM_CASTS = (
    ("sext", "i8", "i32"),
    ("fpext", "f16", "f32"),
    ("fptrunc", "f64", "f32"),
    ("sitofp", "i32", "f32"),
    ("fptosi", "f32", "i32"),
    ("fptoui", "f32", "i64"),
    ("bitcast", "i32", "f32"),
    ("ptrtoint", "!llvm.ptr", "i64"),
    ("addrspacecast", "!llvm.ptr", "!llvm.ptr<1>"),
)


def llvm_files() -> dict[str, str]:
    """llvm: integer and float arithmetic (flags, fastmath), casts, memory,
    vectors, constants, atomics."""
    files = {}
    for op in LLVM_INT_BINARY:
        files[f"g_llvm_{op}.mlir"] = _simple(
            _src(["i32", "vector<4xi64>"]),
            f"%0 = llvm.{op} %a0, %a0 : i32",
            f"%1 = llvm.{op} %a1, %a1 : vector<4xi64>",
            _sink(["%0", "%1"], ["i32", "vector<4xi64>"]),
        )
    for op in LLVM_EXACT:
        files[f"g_llvm_{op}.mlir"] = _simple(
            _src(["i32"]),
            f"%0 = llvm.{op} %a0, %a0 : i32",
            f"%1 = llvm.{op} exact %a0, %a0 : i32",
            _sink(["%0", "%1"], ["i32", "i32"]),
        )
    for op in LLVM_FLOAT_BINARY:
        files[f"g_llvm_{op}.mlir"] = _simple(
            _src(["f32", "vector<2xf64>"]),
            f"%0 = llvm.{op} %a0, %a0 : f32",
            f"%1 = llvm.{op} %a1, %a1 {{fastmathFlags = #llvm.fastmath<fast>}} : "
            "vector<2xf64>",
            f"%2 = llvm.{op} %a0, %a0 {{fastmathFlags = #llvm.fastmath<none>}} : f32",
            _sink(["%0", "%1", "%2"], ["f32", "vector<2xf64>", "f32"]),
        )
    lines = []
    values, types = [], []
    for n, (op, src, dst) in enumerate(c for c in LLVM_CASTS if c[1]):
        lines.append(f'%s{n} = "test.src{n}"() : () -> {src}')
        lines.append(f"%{n} = llvm.{op} %s{n} : {src} to {dst}")
        values.append(f"%{n}")
        types.append(dst)
    lines.append(_sink(values, types))
    files["g_llvm_casts.mlir"] = _file(lines)
    files["g_llvm_flags.mlir"] = _simple(
        _src(["i32", "i8"]),
        "%0 = llvm.or disjoint %a0, %a0 : i32",
        "%1 = llvm.or %a0, %a0 : i32",
        "%2 = llvm.zext nneg %a1 : i8 to i32",
        "%3 = llvm.zext %a1 : i8 to i32",
        "%4 = llvm.uitofp nneg %a0 : i32 to f32",
        "%5 = llvm.fneg %4 {fastmathFlags = #llvm.fastmath<nnan>} : f32",
        "%6 = llvm.freeze %a0 : i32",
        _sink(
            ["%0", "%1", "%2", "%3", "%4", "%5", "%6"],
            ["i32", "i32", "i32", "i32", "f32", "f32", "i32"],
        ),
    )
    files["g_llvm_memory.mlir"] = _simple(
        _src(["!llvm.ptr", "f32", "i32"]),
        "%0 = llvm.load %a0 : !llvm.ptr -> f32",
        "%1 = llvm.load volatile %a0 {alignment = 4 : i64} : !llvm.ptr -> i32",
        "%2 = llvm.load %a0 atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32",
        "llvm.store %a1, %a0 : f32, !llvm.ptr",
        "llvm.store volatile %a2, %a0 atomic release {alignment = 4 : i64} : i32, "
        "!llvm.ptr",
        "%3 = llvm.atomicrmw add %a0, %a2 acq_rel : !llvm.ptr, i32",
        "%4 = llvm.atomicrmw volatile xchg %a0, %a2 seq_cst : !llvm.ptr, i32",
        'llvm.fence syncscope("agent") acquire',
        "llvm.fence seq_cst",
        _sink(["%0", "%1", "%2", "%3", "%4"], ["f32", "i32", "i32", "i32", "i32"]),
    )
    files["g_llvm_vector.mlir"] = _simple(
        _src(["vector<4xf32>", "i32", "f32", "i1"]),
        "%0 = llvm.extractelement %a0[%a1 : i32] : vector<4xf32>",
        "%1 = llvm.insertelement %a2, %a0[%a1 : i32] : vector<4xf32>",
        "%2 = llvm.select %a3, %a2, %a2 : i1, f32",
        _sink(["%0", "%1", "%2"], ["f32", "vector<4xf32>", "f32"]),
    )
    files["g_llvm_constants.mlir"] = _simple(
        "%0 = llvm.mlir.constant(42 : i32) : i32",
        "%1 = llvm.mlir.constant(1.5 : f32) : f32",
        "%2 = llvm.mlir.poison : i64",
        "%3 = llvm.mlir.undef : !llvm.struct<(i32, f32)>",
        "%4 = llvm.mlir.zero : !llvm.ptr",
        "%5 = llvm.mlir.constant(dense<1> : vector<2xi32>) : vector<2xi32>",
        _sink(
            ["%0", "%1", "%2", "%3", "%4", "%5"],
            [
                "i32",
                "f32",
                "i64",
                "!llvm.struct<(i32, f32)>",
                "!llvm.ptr",
                "vector<2xi32>",
            ],
        ),
    )
    return files


def main() -> None:
    """(Re)write every generated file, removing stale ones."""
    files = {**math_files(), **complex_files(), **arith_files(), **gpu_files()}
    files.update({**index_files(), **vector_files(), **memref_files()})
    files.update({**control_files(), **llvm_files()})
    for stale in CORPUS.glob("g_*.mlir"):
        if stale.name not in files:
            stale.unlink()
    for name, text in sorted(files.items()):
        (CORPUS / name).write_text(text)
    print(f"{len(files)} files")


if __name__ == "__main__":
    main()
