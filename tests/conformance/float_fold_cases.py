"""Float-fold inputs for every float type MLIR knows: arithmetic, min/max,
comparisons and conversions on constants chosen to round, overflow, underflow
and carry NaN payloads.  ``test_arith_fold_diff.py`` compares our folding of
each with ``mlir-opt --canonicalize``.

Each case is one function of one element type; its constants are written as
decimal literals (rounded by the parser) or as ``0x`` bit patterns.
"""

from __future__ import annotations

import random
from dataclasses import dataclass


@dataclass(frozen=True)
class FloatType:
    """An element type and the constants its cases use."""

    name: str
    width: int
    values: tuple[str, ...]  # literals, decimal or 0x bit patterns
    nan: str | None  # a NaN bit pattern, if the type has NaNs


def _hex(bits: int, width: int) -> str:
    return f"0x{bits:0{(width + 3) // 4}X}"


_COMMON = ("1.5", "-2.25", "0.1", "3.0", "-0.0", "0.0")

TYPES = (
    FloatType("f16", 16, _COMMON + ("65504.0", "6.0e-08", "1.0009765625"), "0x7E01"),
    FloatType("bf16", 16, _COMMON + ("3.0e38", "1.0e-40", "1.0078125"), "0xFFC1"),
    FloatType("f32", 32, _COMMON + ("3.4e38", "1.0e-45", "16777217.0"), "0x7FC00123"),
    FloatType(
        "f64", 64, _COMMON + ("1.7e308", "5.0e-324", "0.3"), "0xFFF8000000000042"
    ),
    FloatType(
        "f80", 80, _COMMON + ("1.0e300", "1.0e-310", "0.7"), "0x7FFFC000000000000042"
    ),
    FloatType(
        "f128",
        128,
        _COMMON + ("1.0e300", "1.0e-310", "0.7"),
        "0x7FFF8000000000000000000000000042",
    ),
    FloatType("tf32", 19, _COMMON + ("3.0e38", "1.0e-39", "1.0009765625"), "0x7FE01"),
    FloatType("f8E5M2", 8, _COMMON + ("57344.0", "1.5e-05", "0.75"), "0x7E"),
    FloatType("f8E4M3", 8, _COMMON + ("240.0", "0.002", "0.875"), "0x7C"),
    FloatType(
        "f8E4M3FN", 8, ("1.5", "-2.25", "0.1", "3.0", "448.0", "0.002", "-0.0"), "0x7F"
    ),
    FloatType(
        "f8E5M2FNUZ", 8, ("1.5", "-2.25", "0.1", "3.0", "57344.0", "1.0e-05"), "0x80"
    ),
    FloatType(
        "f8E4M3FNUZ", 8, ("1.5", "-2.25", "0.1", "3.0", "240.0", "0.001"), "0x80"
    ),
    FloatType(
        "f8E4M3B11FNUZ", 8, ("1.5", "-2.25", "0.1", "3.0", "30.0", "0.0001"), "0x80"
    ),
    FloatType("f8E3M4", 8, _COMMON + ("15.5", "0.02", "0.96875"), "0x7C"),
    FloatType("f6E2M3FN", 6, ("1.5", "-2.25", "0.125", "3.0", "7.5", "-0.0"), None),
    FloatType("f6E3M2FN", 6, ("1.5", "-2.5", "0.0625", "3.0", "28.0", "-0.0"), None),
    FloatType("f4E2M1FN", 4, ("1.5", "-2.0", "0.5", "3.0", "6.0", "-0.0"), None),
)

_BINARY = ("addf", "subf", "mulf", "divf", "remf")
_MINMAX = ("maximumf", "minimumf", "maxnumf", "minnumf")
_PREDICATES = ("oeq", "olt", "oge", "une", "uno", "ord")


def _func(name: str, body: list[str], results: list[tuple[str, str]]) -> str:
    values = ", ".join(v for v, _ in results)
    types = ", ".join(t for _, t in results)
    lines = "\n".join(f"  {line}" for line in body)
    return (
        f"func.func @{name}() -> ({types}) {{\n{lines}\n"
        f"  return {values} : {types}\n}}\n"
    )


def _constants(ty: FloatType, with_nan: bool) -> tuple[list[str], list[str]]:
    """Constant ops for the type's values (and its NaN), and their names."""
    literals = list(ty.values) + ([ty.nan] if with_nan and ty.nan else [])
    body = [
        f"%k{i} = arith.constant {lit} : {ty.name}" for i, lit in enumerate(literals)
    ]
    return body, [f"%k{i}" for i in range(len(literals))]


def _binary_case(ty: FloatType, ops: tuple[str, ...]) -> str:
    body, names = _constants(ty, with_nan=True)
    results: list[tuple[str, str]] = []
    pairs = [(a, b) for a in names for b in names]
    for op in ops:
        for n, (a, b) in enumerate(pairs):
            if n % 3 and op not in ("addf", "mulf"):
                continue  # every third pair keeps the case small
            result = f"%{op}{n}"
            body.append(f"{result} = arith.{op} {a}, {b} : {ty.name}")
            results.append((result, ty.name))
    return _func(f"{ops[0]}_{ty.name}", body, results)


def _unary_cmp_case(ty: FloatType) -> str:
    body, names = _constants(ty, with_nan=True)
    results: list[tuple[str, str]] = []
    for n, name in enumerate(names):
        body.append(f"%neg{n} = arith.negf {name} : {ty.name}")
        results.append((f"%neg{n}", ty.name))
    for pred in _PREDICATES:
        for n, (a, b) in enumerate(zip(names, names[1:] + names[:1])):
            result = f"%{pred}{n}"
            body.append(f"{result} = arith.cmpf {pred}, {a}, {b} : {ty.name}")
            results.append((result, "i1"))
    return _func(f"negf_cmpf_{ty.name}", body, results)


def _int_case(ty: FloatType) -> str:
    body, names = _constants(ty, with_nan=True)
    results: list[tuple[str, str]] = []
    for n, name in enumerate(names):
        for op, int_ty in (("fptosi", "i8"), ("fptoui", "i8"), ("fptosi", "i32")):
            result = f"%{op}{int_ty}_{n}"
            body.append(f"{result} = arith.{op} {name} : {ty.name} to {int_ty}")
            results.append((result, int_ty))
    for n, (value, int_ty) in enumerate(
        (
            ("7", "i8"),
            ("-128", "i8"),
            ("2049", "i32"),
            ("-100000", "i32"),
            ("255", "i8"),
        )
    ):
        body.append(f"%i{n} = arith.constant {value} : {int_ty}")
        for op in ("sitofp", "uitofp"):
            body.append(f"%{op}{n} = arith.{op} %i{n} : {int_ty} to {ty.name}")
            results.append((f"%{op}{n}", ty.name))
    if ty.width in (8, 16, 32, 64):
        int_ty = f"i{ty.width}"
        for n, name in enumerate(names):
            body.append(f"%bc{n} = arith.bitcast {name} : {ty.name} to {int_ty}")
            results.append((f"%bc{n}", int_ty))
    return _func(f"int_casts_{ty.name}", body, results)


def _conversion_case(source: FloatType, targets: list[FloatType], op: str) -> str:
    """``op`` of each constant to each target; NaNs only where the target has
    them (see ``nan_to_finite_only``)."""
    body, names = _constants(source, with_nan=True)
    results: list[tuple[str, str]] = []
    for target in targets:
        for n, name in enumerate(names):
            if target.nan is None and n == len(source.values):
                continue
            result = f"%{target.name}_{n}"
            body.append(
                f"{result} = arith.{op} {name} : {source.name} to {target.name}"
            )
            results.append((result, target.name))
    return _func(f"{op}_{source.name}", body, results)


def _conversions() -> dict[str, str]:
    cases: dict[str, str] = {}
    for source in TYPES:
        wider = [t for t in TYPES if t.width > source.width]
        narrower = [t for t in TYPES if t.width < source.width]
        if wider:
            cases[f"extf_{source.name}"] = _conversion_case(source, wider[:6], "extf")
        if narrower:
            cases[f"truncf_{source.name}"] = _conversion_case(
                source, narrower[-8:], "truncf"
            )
    return cases


def _rounding_modes() -> str:
    """truncf with each rounding mode on exact and inexact constants."""
    body = [
        "%a = arith.constant 1.0 : f32",
        "%b = arith.constant 1.00390625 : f32",
        "%c = arith.constant -3.0e38 : f64",
    ]
    results: list[tuple[str, str]] = []
    for n, mode in enumerate(
        ("to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away")
    ):
        for value, src, dst in (
            ("%a", "f32", "bf16"),
            ("%b", "f32", "bf16"),
            ("%c", "f64", "f32"),
        ):
            result = f"%r{n}{value[1:]}"
            body.append(f"{result} = arith.truncf {value} {mode} : {src} to {dst}")
            results.append((result, dst))
    return _func("truncf_rounding_modes", body, results)


def _splats() -> str:
    """Vector splats and dense constants fold elementwise."""
    body = [
        "%a = arith.constant dense<[1.5, -0.1, 3.0e38, 0.0]> : vector<4xbf16>",
        "%b = arith.constant dense<0.3> : vector<4xbf16>",
        "%s = arith.addf %a, %b : vector<4xbf16>",
        "%m = arith.mulf %a, %a : vector<4xbf16>",
        "%e = arith.extf %a : vector<4xbf16> to vector<4xf32>",
        "%h = arith.constant dense<[1.0, 2.5]> : vector<2xf8E4M3FN>",
        "%d = arith.divf %h, %h : vector<2xf8E4M3FN>",
        "%q = arith.constant dense<1.0e-3> : tensor<2xf128>",
        "%r = arith.remf %q, %q : tensor<2xf128>",
    ]
    results = [
        ("%s", "vector<4xbf16>"),
        ("%m", "vector<4xbf16>"),
        ("%e", "vector<4xf32>"),
        ("%d", "vector<2xf8E4M3FN>"),
        ("%r", "tensor<2xf128>"),
    ]
    return _func("float_splats", body, results)


def _identities() -> str:
    """The identity folds must compare values exactly (an f128 one that rounds
    to 1.0 in a double is not one).  The near-one constants are bitcast from
    integers: decimal literals pass through a double when parsed."""
    body = [
        "%x = arith.constant 1.0 : f80",
        f"%i80 = arith.constant {0x3FFF8000000000000001} : i80",
        "%one = arith.bitcast %i80 : i80 to f80",
        "%m = arith.mulf %x, %one : f80",
        f"%i128 = arith.constant {0x3FFF0000000000000000000000000001} : i128",
        "%q = arith.bitcast %i128 : i128 to f128",
        "%y = arith.constant 3.0 : f128",
        "%d = arith.divf %y, %q : f128",
        "%z = arith.constant -0.0 : f8E5M2FNUZ",
        "%w = arith.constant 2.0 : f8E5M2FNUZ",
        "%n = arith.negf %z : f8E5M2FNUZ",
        "%s = arith.subf %w, %z : f8E5M2FNUZ",
    ]
    results = [
        ("%m", "f80"),
        ("%d", "f128"),
        ("%n", "f8E5M2FNUZ"),
        ("%s", "f8E5M2FNUZ"),
    ]
    return _func("exact_identities", body, results)


def _e8m0() -> str:
    """f8E8M0FNU: unsigned powers of two, no zero; its NaN has no payload, so
    widening it gives the target's infinity pattern, as APFloat's convert does."""
    body = [
        "%a = arith.constant 4.0 : f8E8M0FNU",
        "%b = arith.constant 0.125 : f8E8M0FNU",
        "%n = arith.constant 0xFF : f8E8M0FNU",
        "%m = arith.mulf %a, %b : f8E8M0FNU",
        "%d = arith.divf %b, %a : f8E8M0FNU",
        "%x = arith.maximumf %a, %n : f8E8M0FNU",
        "%y = arith.minnumf %a, %b : f8E8M0FNU",
        "%e = arith.extf %b : f8E8M0FNU to f32",
        "%w = arith.constant 1024.0 : f32",
        "%t = arith.truncf %w : f32 to f8E8M0FNU",
        "%v = arith.constant 3.0 : f32",
        "%u = arith.truncf %v : f32 to f8E8M0FNU",
        "%c = arith.cmpf olt, %b, %a : f8E8M0FNU",
        "%s = arith.addf %a, %a : f8E8M0FNU",
        "%h = arith.extf %n : f8E8M0FNU to bf16",
        "%bc = arith.bitcast %a : f8E8M0FNU to i8",
    ]
    e8 = "f8E8M0FNU"
    results = [("%m", e8), ("%d", e8), ("%x", e8), ("%y", e8), ("%e", "f32")]
    results += [("%t", e8), ("%u", e8), ("%c", "i1"), ("%s", e8), ("%h", "bf16")]
    return _func("e8m0", body, results + [("%bc", "i8")])


def _nan_to_finite_only() -> str:
    """A NaN truncated to a format without NaNs: MLIR 22 folds it to a NaN
    that the target cannot encode (it prints ``0x0``); newer MLIR refuses
    (``convertFloatValue`` rejects non-finite values the target lacks), as we
    do.  Listed as a known mismatch."""
    body = [
        "%n = arith.constant 0x7C : f8E4M3",
        "%t = arith.truncf %n : f8E4M3 to f4E2M1FN",
    ]
    return _func("nan_to_finite_only", body, [("%t", "f4E2M1FN")])


def _random_case(ty: FloatType, seed: int) -> str:
    """Random bit patterns (subnormals, NaN payloads and all) through every
    binary op, a comparison and the conversions to its neighbours."""
    rng = random.Random(f"{ty.name}-{seed}")
    patterns = [rng.getrandbits(ty.width) for _ in range(6)]
    if ty.width <= 16:  # small formats: aim at the subnormal and top binades too
        patterns += [rng.choice((1, 3, (1 << (ty.width - 1)) - 2)) for _ in range(2)]
    # Bitcast from integers: the printed decimal of an f80/f128 value does not
    # survive re-parsing (literals go through a double), an integer does.
    body = []
    for i, bits in enumerate(patterns):
        body.append(f"%b{i} = arith.constant {bits} : i{ty.width}")
        body.append(f"%k{i} = arith.bitcast %b{i} : i{ty.width} to {ty.name}")
    results: list[tuple[str, str]] = []
    names = [f"%k{i}" for i in range(len(patterns))]
    for n, (a, b) in enumerate(zip(names, names[1:] + names[:1])):
        for op in _BINARY + _MINMAX:
            body.append(f"%{op}{n} = arith.{op} {a}, {b} : {ty.name}")
            results.append((f"%{op}{n}", ty.name))
        body.append(f"%c{n} = arith.cmpf ult, {a}, {b} : {ty.name}")
        results.append((f"%c{n}", "i1"))
    wider = [t for t in TYPES if t.width > ty.width][:2]
    for target in wider:
        for n, a in enumerate(names):
            result = f"%x{target.name}_{n}"
            body.append(f"{result} = arith.extf {a} : {ty.name} to {target.name}")
            results.append((result, target.name))
    return _func(f"random_{ty.name}_{seed}", body, results)


def _all_cases() -> dict[str, str]:
    cases: dict[str, str] = {}
    for ty in TYPES:
        cases[f"arith_{ty.name}"] = _binary_case(ty, _BINARY)
        cases[f"minmax_{ty.name}"] = _binary_case(ty, _MINMAX)
        cases[f"negf_cmpf_{ty.name}"] = _unary_cmp_case(ty)
        cases[f"int_casts_{ty.name}"] = _int_case(ty)
    cases.update(_conversions())
    cases["truncf_rounding_modes"] = _rounding_modes()
    cases["float_splats"] = _splats()
    cases["exact_identities"] = _identities()
    cases["nan_to_finite_only"] = _nan_to_finite_only()
    cases["e8m0"] = _e8m0()
    for ty in TYPES:
        if ty.nan is not None:  # NaN patterns need a format that has them
            for seed in range(2):
                cases[f"random_{ty.name}_{seed}"] = _random_case(ty, seed)
    return cases


FLOAT_CASES: dict[str, str] = _all_cases()
