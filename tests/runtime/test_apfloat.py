"""APFloat arithmetic: properties against the host's IEEE arithmetic (``struct``
for f16/f32/f64) and LLVM APFloat's documented behaviour for the other formats."""

from __future__ import annotations

import math
import struct
from collections.abc import Callable
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from tblgen_py.runtime.ir import apfloat_arith as arith
from tblgen_py.runtime.ir.apfloat import APFloat, CmpResult, OpStatus, RoundingMode
from tblgen_py.runtime.ir.apfloat_convert import convert, to_integer
from tblgen_py.runtime.ir.float_format import SEMANTICS

_CODES = {"f16": ("<e", "<H"), "f32": ("<f", "<I"), "f64": ("<d", "<Q")}
_WIDTH = {"f16": 16, "f32": 32, "f64": 64}


def _host(name: str, bits: int) -> float:
    fmt, raw = _CODES[name]
    return float(struct.unpack(fmt, struct.pack(raw, bits))[0])


def _host_bits(name: str, value: float) -> int | None:
    """The host's round-to-nearest-even of a double into ``name`` (None if it
    overflows the packer)."""
    fmt, raw = _CODES[name]
    try:
        return int(struct.unpack(raw, struct.pack(fmt, value))[0])
    except OverflowError:
        return None


def _ap(name: str, bits: int) -> APFloat:
    return APFloat.from_bits(SEMANTICS[name], bits)


_OPS: dict[
    str, tuple[Callable[..., tuple[APFloat, OpStatus]], Callable[..., float]]
] = {
    "add": (arith.add, lambda a, b: a + b),
    "sub": (arith.subtract, lambda a, b: a - b),
    "mul": (arith.multiply, lambda a, b: a * b),
}


@settings(max_examples=300, deadline=None)
@given(
    st.sampled_from(sorted(_CODES)),
    st.sampled_from(sorted(_OPS)),
    st.integers(0, 2**64 - 1),
    st.integers(0, 2**64 - 1),
)
def test_arithmetic_matches_host(name: str, op: str, a: int, b: int) -> None:
    """add/sub/mul of non-NaN patterns equal the host's double result rounded
    once more (exact for these formats: the double result is within half an
    ulp of the narrower format's result)."""
    mask = (1 << _WIDTH[name]) - 1
    a, b = a & mask, b & mask
    x, y = _host(name, a), _host(name, b)
    if math.isnan(x) or math.isnan(y):
        return
    ours, _ = _OPS[op][0](_ap(name, a), _ap(name, b))
    expected = _OPS[op][1](x, y)
    if math.isnan(expected):
        assert ours.is_nan and not ours.negative
        return
    want = _host_bits(name, expected)
    if want is not None:
        assert ours.bits == want


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(sorted(_CODES)), st.integers(0, 2**64 - 1), st.integers())
def test_divide_and_fmod_match_host(name: str, a: int, b: int) -> None:
    """divide and mod (fmod) against the host."""
    mask = (1 << _WIDTH[name]) - 1
    a, b = a & mask, b & mask
    x, y = _host(name, a), _host(name, b)
    if math.isnan(x) or math.isnan(y) or y == 0 or math.isinf(x):
        return
    quotient, _ = arith.divide(_ap(name, a), _ap(name, b))
    want = _host_bits(name, x / y)
    if want is not None:
        assert quotient.bits == want
    rest, status = arith.mod(_ap(name, a), _ap(name, b))
    assert rest.bits == _host_bits(name, math.fmod(x, y))
    assert status is OpStatus.OK


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**64 - 1), st.sampled_from(["f16", "f32"]))
def test_truncation_matches_host(bits: int, target: str) -> None:
    """f64 -> f16/f32 rounding, and its losesInfo, against struct."""
    value = _host("f64", bits)
    if math.isnan(value):
        return
    ours, status, lost = convert(_ap("f64", bits), SEMANTICS[target])
    want = _host_bits(target, value)
    if want is None:
        return
    assert ours.bits == want
    assert lost == (_host(target, want) != value)
    assert lost == (status is not OpStatus.OK)


def test_nan_propagation_keeps_first_payload_and_sign() -> None:
    """The first NaN operand, quieted, with its sign and payload."""
    snan = _ap("f32", 0xFF800001)  # -sNaN, payload 1
    qnan = _ap("f32", 0x7FC00002)
    one = _ap("f32", 0x3F800000)
    result, status = arith.add(one, snan)
    assert result.bits == 0xFFC00001 and status is OpStatus.INVALID_OP
    result, status = arith.multiply(qnan, snan)
    assert result.bits == 0x7FC00002 and status is OpStatus.INVALID_OP
    result, status = arith.subtract(one, qnan)
    assert result.bits == 0x7FC00002 and status is OpStatus.OK
    result, status = arith.multiply(_ap("f32", 0), _ap("f32", 0x7F800000))
    assert result.bits == 0x7FC00000 and status is OpStatus.INVALID_OP


def test_rounding_modes() -> None:
    """1 + 2**-11 in f16 is a tie: each mode picks its side."""
    one = _ap("f16", 0x3C00)
    tiny = _ap("f16", 0x1000)  # 2**-11
    expected = {
        RoundingMode.NEAREST_TIES_TO_EVEN: 0x3C00,
        RoundingMode.NEAREST_TIES_TO_AWAY: 0x3C01,
        RoundingMode.TOWARD_POSITIVE: 0x3C01,
        RoundingMode.TOWARD_NEGATIVE: 0x3C00,
        RoundingMode.TOWARD_ZERO: 0x3C00,
    }
    for mode, bits in expected.items():
        assert arith.add(one, tiny, mode)[0].bits == bits
    neg_one = one.neg()
    assert (
        arith.add(neg_one, tiny.neg(), RoundingMode.TOWARD_NEGATIVE)[0].bits == 0xBC01
    )
    assert arith.subtract(one, one, RoundingMode.TOWARD_NEGATIVE)[0].bits == 0x8000


def test_overflow_by_mode_and_format() -> None:
    """Overflow gives inf, NaN (no inf) or the largest value by mode and format."""
    big = _ap("f16", 0x7BFF)
    assert arith.add(big, big)[0].bits == 0x7C00
    assert arith.add(big, big, RoundingMode.TOWARD_ZERO)[0].bits == 0x7BFF
    e4m3fn = SEMANTICS["f8E4M3FN"]
    top = APFloat.from_bits(e4m3fn, 0x7E)  # 448, the largest
    result, status = arith.add(top, top)
    assert result.bits == 0x7F and status == OpStatus.OVERFLOW | OpStatus.INEXACT
    assert arith.add(top, top, RoundingMode.TOWARD_ZERO)[0].bits == 0x7E
    e2m1 = SEMANTICS["f4E2M1FN"]
    six = APFloat.from_bits(e2m1, 0x7)  # 6.0, the largest; no inf, no NaN
    assert arith.add(six, six)[0].bits == 0x7
    fnuz = SEMANTICS["f8E5M2FNUZ"]
    zero = APFloat.from_bits(fnuz, 0)
    assert arith.multiply(zero, APFloat.from_bits(fnuz, 0xBC))[0].bits == 0


def test_subnormals_and_underflow() -> None:
    """Results below the normal range round to subnormals with UNDERFLOW."""
    f16 = SEMANTICS["f16"]
    smallest = APFloat.from_bits(f16, 0x0001)
    half, _ = APFloat.from_fraction(f16, Fraction(1, 2))
    result, status = arith.multiply(smallest, half)
    assert result.bits == 0 and status == OpStatus.UNDERFLOW | OpStatus.INEXACT
    three_halves, _ = APFloat.from_fraction(f16, Fraction(3, 2))
    result, status = arith.multiply(smallest, three_halves)
    assert result.bits == 0x0002 and OpStatus.UNDERFLOW in status


def test_conversions_between_formats() -> None:
    """extf/truncf: exact widening, bf16 rounding, NaN payloads and x87."""
    f32, bf16 = SEMANTICS["f32"], SEMANTICS["bf16"]
    value = APFloat.from_bits(f32, 0x3F808000)  # 1 + 2**-8: a tie in bf16
    result, status, lost = convert(value, bf16)
    assert result.bits == 0x3F80 and lost and status is OpStatus.INEXACT
    result, status, lost = convert(APFloat.from_bits(f32, 0x7FC00001), bf16)
    assert result.bits == 0x7FC0 and lost  # payload bit dropped
    snan = APFloat.from_bits(f32, 0x7F810000)
    result, status, lost = convert(snan, bf16)
    assert result.bits == 0x7FC1 and status is OpStatus.INVALID_OP
    f80, f128 = SEMANTICS["f80"], SEMANTICS["f128"]
    third, _ = APFloat.from_fraction(f80, Fraction(1, 3))
    wide, status, lost = convert(third, f128)
    assert not lost and wide.value() == third.value()
    f80_nan = convert(APFloat.from_bits(SEMANTICS["f64"], 0x7FF8000000000000), f80)
    assert f80_nan[0].bits == 0x7FFF_C000_0000_0000_0000
    e4m3fn = SEMANTICS["f8E4M3FN"]
    result, status, lost = convert(APFloat.inf(f32), e4m3fn)
    assert result.bits == 0x7F and lost
    fnuz = SEMANTICS["f8E4M3FNUZ"]
    result, status, lost = convert(APFloat.zero(f32, True), fnuz)
    assert result.bits == 0 and lost


def test_integer_conversions() -> None:
    """convertFromAPInt rounds; convertToInteger truncates and checks range."""
    f16 = SEMANTICS["f16"]
    assert APFloat.from_int(f16, 2049)[0].bits == 0x6800  # 2048 (tie to even)
    assert APFloat.from_int(f16, 2051)[0].bits == 0x6802  # 2052
    assert APFloat.from_int(f16, 70000)[0].is_inf
    value, _ = APFloat.from_fraction(SEMANTICS["f32"], Fraction(-7, 2))
    assert to_integer(value, 8, True) == (-3, OpStatus.INEXACT, False)
    assert to_integer(value, 8, False)[1] is OpStatus.INVALID_OP
    big, _ = APFloat.from_fraction(SEMANTICS["f32"], Fraction(128))
    assert to_integer(big, 8, True) == (127, OpStatus.INVALID_OP, False)
    assert to_integer(big, 8, False) == (128, OpStatus.OK, True)
    nearest = to_integer(value, 8, True, RoundingMode.NEAREST_TIES_TO_EVEN)
    assert nearest[0] == -4


def test_min_max_family() -> None:
    """maxnum/minnum skip quiet NaNs; maximum/minimum propagate; -0 < +0."""
    f32 = SEMANTICS["f32"]
    pos0, neg0 = APFloat.zero(f32), APFloat.zero(f32, True)
    qnan, snan = APFloat.from_bits(f32, 0x7FC00003), APFloat.from_bits(f32, 0x7F800003)
    one = APFloat.from_bits(f32, 0x3F800000)
    assert arith.maximum(neg0, pos0) is pos0 and arith.minimum(pos0, neg0) is neg0
    assert arith.maxnum(qnan, one) is one and arith.minnum(one, qnan) is one
    assert arith.maxnum(one, snan).bits == 0x7FC00003
    assert arith.maximum(one, qnan).bits == 0x7FC00003
    assert arith.minimumnum(qnan, one) is one
    assert one.compare(qnan) is CmpResult.UNORDERED
    assert neg0.compare(pos0) is CmpResult.EQUAL
    assert APFloat.inf(f32, True).compare(one) is CmpResult.LESS_THAN


def test_remainder_is_ieee() -> None:
    """remainder rounds the quotient to even; mod truncates."""
    f64 = SEMANTICS["f64"]
    five, _ = APFloat.from_fraction(f64, Fraction(5))
    two, _ = APFloat.from_fraction(f64, Fraction(2))
    assert arith.remainder(five, two)[0].value() == 1
    seven, _ = APFloat.from_fraction(f64, Fraction(7))
    assert arith.remainder(seven, two)[0].value() == -1
    assert arith.mod(seven, two)[0].value() == 1
    assert arith.mod(seven.neg(), two)[0].value() == -1
    zero_rest = arith.mod(two.neg(), two)[0]
    assert zero_rest.is_zero and zero_rest.negative


def test_every_format_round_trips_its_bit_patterns() -> None:
    """from_bits then bits is the identity on every 8-bit-or-smaller pattern."""
    for name, sem in SEMANTICS.items():
        if sem.bits > 8:
            continue
        for bits in range(1 << sem.bits):
            assert APFloat.from_bits(sem, bits).bits == bits, (name, bits)
