"""Inputs of ``test_arith_fold_diff.py`` for the ``math`` folders: every folding
op on f64/f32 constants (libm), the exact ones on other float types, domain
edges (negative logarithms, zeros, NaN, infinities), integer ops, splats."""

from __future__ import annotations

_LIBM_UNARY = (
    "acos acosh asin asinh atan atanh cos cosh sin sinh tan tanh erf erfc exp "
    "exp2 expm1 round trunc log log2 log10 log1p sqrt"
).split()
_EXACT_UNARY = ("absf", "ceil", "floor", "roundeven")
_CLASSIFY = ("isnan", "isinf", "isfinite", "isnormal")
_VALUES = ("0.5", "-2.5", "1.0e-3", "3.0", "-0.0", "0.0", "-1.5", "100.0")
_NANS = {
    "f64": "0x7FF8000000000001",
    "f32": "0x7FC00001",
    "f16": "0x7E00",
    "bf16": "0xFFC0",
}
_INFS = {
    "f64": "0xFFF0000000000000",
    "f32": "0x7F800000",
    "f16": "0xFC00",
    "bf16": "0x7F80",
}


def _func(name: str, body: list[str], results: list[tuple[str, str]]) -> str:
    values = ", ".join(v for v, _ in results)
    types = ", ".join(t for _, t in results)
    lines = "\n".join(f"  {line}" for line in body)
    return (
        f"func.func @{name}() -> ({types}) {{\n{lines}\n"
        f"  return {values} : {types}\n}}\n"
    )


def _constants(ty: str) -> tuple[list[str], list[str]]:
    literals = [*_VALUES, _NANS[ty], _INFS[ty]]
    body = [f"%k{i} = arith.constant {lit} : {ty}" for i, lit in enumerate(literals)]
    return body, [f"%k{i}" for i in range(len(literals))]


def _unary_case(ty: str, ops: tuple[str, ...] | list[str]) -> str:
    body, names = _constants(ty)
    results = []
    for op in ops:
        for n, name in enumerate(names):
            body.append(f"%{op}{n} = math.{op} {name} : {ty}")
            results.append((f"%{op}{n}", ty))
    return _func(f"unary_{ty}_{ops[0]}", body, results)


def _binary_case(ty: str) -> str:
    body, names = _constants(ty)
    results = []
    pairs = [(a, b) for a in names for b in names][::3]
    for op in ("powf", "atan2", "copysign"):
        for n, (a, b) in enumerate(pairs):
            body.append(f"%{op}{n} = math.{op} {a}, {b} : {ty}")
            results.append((f"%{op}{n}", ty))
    return _func(f"binary_{ty}", body, results)


def _classify_case(ty: str) -> str:
    body, names = _constants(ty)
    body.append(
        f"%tiny = arith.constant {'1.0e-310' if ty == 'f64' else '1.0e-40'} : {ty}"
    )
    names.append("%tiny")
    results = []
    for op in _CLASSIFY:
        for n, name in enumerate(names):
            body.append(f"%{op}{n} = math.{op} {name} : {ty}")
            results.append((f"%{op}{n}", "i1"))
    return _func(f"classify_{ty}", body, results)


def _int_case() -> str:
    body = []
    results = []
    for n, (value, ty) in enumerate(
        (
            ("0", "i8"),
            ("-128", "i8"),
            ("96", "i8"),
            ("-1", "i32"),
            ("1", "i1"),
            ("12", "i64"),
        )
    ):
        body.append(f"%i{n} = arith.constant {value} : {ty}")
        for op in ("absi", "ctlz", "cttz", "ctpop"):
            body.append(f"%{op}{n} = math.{op} %i{n} : {ty}")
            results.append((f"%{op}{n}", ty))
    for n, (base, power, ty) in enumerate(
        (
            ("3", "5", "i8"),
            ("-1", "-3", "i32"),
            ("-1", "-4", "i32"),
            ("0", "-1", "i32"),
            ("2", "-2", "i32"),
            ("1", "-7", "i16"),
            ("7", "0", "i64"),
            ("1", "1", "i1"),
        )
    ):
        body.append(f"%b{n} = arith.constant {base} : {ty}")
        body.append(f"%p{n} = arith.constant {power} : {ty}")
        body.append(f"%ipowi{n} = math.ipowi %b{n}, %p{n} : {ty}")
        results.append((f"%ipowi{n}", ty))
    return _func("integer_ops", body, results)


def _splats() -> str:
    body = [
        "%a = arith.constant dense<[0.5, 2.0]> : vector<2xf32>",
        "%s = math.sin %a : vector<2xf32>",
        "%b = arith.constant dense<-4.0> : vector<2xf32>",
        "%q = math.sqrt %b : vector<2xf32>",
        "%n = math.isnan %b : vector<2xf32>",
        "%c = arith.constant dense<[-1.5, 2.5]> : vector<2xf16>",
        "%f = math.floor %c : vector<2xf16>",
        "%i = arith.constant dense<[1, 255]> : vector<2xi8>",
        "%z = math.ctlz %i : vector<2xi8>",
    ]
    results = [
        ("%s", "vector<2xf32>"),
        ("%q", "vector<2xf32>"),
        ("%n", "vector<2xi1>"),
        ("%f", "vector<2xf16>"),
        ("%z", "vector<2xi8>"),
    ]
    return _func("math_splats", body, results)


def _all() -> dict[str, str]:
    cases: dict[str, str] = {}
    for ty in ("f64", "f32"):
        half = len(_LIBM_UNARY) // 2
        cases[f"math_libm_{ty}_a"] = _unary_case(ty, _LIBM_UNARY[:half])
        cases[f"math_libm_{ty}_b"] = _unary_case(ty, _LIBM_UNARY[half:])
        cases[f"math_binary_{ty}"] = _binary_case(ty)
        cases[f"math_classify_{ty}"] = _classify_case(ty)
    for ty in ("f64", "f32", "f16", "bf16"):
        cases[f"math_exact_{ty}"] = _unary_case(ty, _EXACT_UNARY)
    cases["math_libm_f16_untouched"] = _unary_case("f16", ["sin", "exp", "log"])
    cases["math_binary_f16"] = _binary_case("f16")
    cases["math_integer_ops"] = _int_case()
    cases["math_splats"] = _splats()
    return cases


MATH_CASES: dict[str, str] = _all()
