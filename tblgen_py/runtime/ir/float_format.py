"""Floating-point formats and MLIR's exact float printing.

Values are kept as bit patterns of their format.  ``encode_fraction`` rounds an
exact rational (round-to-nearest-even) into a format, ``decode`` splits a bit
pattern, ``apfloat_to_string`` reproduces LLVM's ``APFloat::toString`` digit
generation and ``print_float`` MLIR's choice between the 6-digit exponent form,
the shortest round-tripping form and the ``0x...`` hex form.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction


class NonFinite(Enum):
    """How a format encodes infinities and NaNs."""

    IEEE = "ieee"  # all-ones exponent: inf (zero mantissa) or NaN
    NAN_ONLY_ALL_ONES = "fn"  # no inf; all-ones exponent and mantissa is NaN
    NAN_ONLY_NEG_ZERO = "fnuz"  # no inf, no -0; the -0 pattern is NaN
    FINITE_ONLY = "finite"  # neither inf nor NaN
    E8M0 = "e8m0"  # unsigned exponent only; 0xFF is NaN


@dataclass(frozen=True, slots=True)
class FloatSemantics:
    """Parameters of one binary floating-point format."""

    name: str
    precision: int  # significand bits including the integer bit
    emax: int
    emin: int
    bits: int
    non_finite: NonFinite = NonFinite.IEEE
    explicit_int_bit: bool = False

    @property
    def mantissa_bits(self) -> int:
        """Bits of the stored significand."""
        return self.precision if self.explicit_int_bit else self.precision - 1

    @property
    def has_sign(self) -> bool:
        """Whether the format has a sign bit."""
        return self.non_finite is not NonFinite.E8M0

    @property
    def exponent_bits(self) -> int:
        """Bits of the stored exponent."""
        return self.bits - self.mantissa_bits - (1 if self.has_sign else 0)

    @property
    def bias(self) -> int:
        """Exponent bias."""
        return -self.emin if self.non_finite is NonFinite.E8M0 else 1 - self.emin


def _sem(
    name: str,
    prec: int,
    emax: int,
    emin: int,
    bits: int,
    nf: NonFinite = NonFinite.IEEE,
) -> FloatSemantics:
    return FloatSemantics(name, prec, emax, emin, bits, nf, name == "f80")


_FN, _FNUZ, _FIN = (
    NonFinite.NAN_ONLY_ALL_ONES,
    NonFinite.NAN_ONLY_NEG_ZERO,
    NonFinite.FINITE_ONLY,
)

SEMANTICS: dict[str, FloatSemantics] = {
    s.name: s
    for s in (
        _sem("f16", 11, 15, -14, 16),
        _sem("bf16", 8, 127, -126, 16),
        _sem("f32", 24, 127, -126, 32),
        _sem("f64", 53, 1023, -1022, 64),
        _sem("f80", 64, 16383, -16382, 80),
        _sem("f128", 113, 16383, -16382, 128),
        _sem("tf32", 11, 127, -126, 19),
        _sem("f8E5M2", 3, 15, -14, 8),
        _sem("f8E4M3", 4, 7, -6, 8),
        _sem("f8E4M3FN", 4, 8, -6, 8, _FN),
        _sem("f8E5M2FNUZ", 3, 15, -15, 8, _FNUZ),
        _sem("f8E4M3FNUZ", 4, 7, -7, 8, _FNUZ),
        _sem("f8E4M3B11FNUZ", 4, 4, -10, 8, _FNUZ),
        _sem("f8E3M4", 5, 3, -2, 8),
        _sem("f8E8M0FNU", 1, 127, -127, 8, NonFinite.E8M0),
        _sem("f6E2M3FN", 4, 2, 0, 6, _FIN),
        _sem("f6E3M2FN", 3, 4, -2, 6, _FIN),
        _sem("f4E2M1FN", 2, 2, 0, 4, _FIN),
    )
}


class Category(Enum):
    """Class of a decoded float."""

    ZERO = 0
    NORMAL = 1
    INF = 2
    NAN = 3


@dataclass(frozen=True, slots=True)
class Decoded:
    """A float split into sign, category and ``sig * 2**(exp - precision + 1)``."""

    negative: bool
    category: Category
    exp: int = 0
    sig: int = 0


def decode(sem: FloatSemantics, bits: int) -> Decoded:
    """Split the bit pattern ``bits`` of format ``sem``."""
    mbits = sem.mantissa_bits
    ebits = sem.exponent_bits
    negative = sem.has_sign and bool((bits >> (sem.bits - 1)) & 1)
    biased = (bits >> mbits) & ((1 << ebits) - 1)
    mant = bits & ((1 << mbits) - 1)
    all_ones = (1 << ebits) - 1
    nf = sem.non_finite
    if nf is NonFinite.IEEE and biased == all_ones:
        int_bit = 1 << (mbits - 1) if sem.explicit_int_bit else 0
        if mant == int_bit:
            return Decoded(negative, Category.INF)
        return Decoded(negative, Category.NAN)
    if (
        nf is NonFinite.NAN_ONLY_ALL_ONES
        and biased == all_ones
        and mant == (1 << mbits) - 1
    ):
        return Decoded(negative, Category.NAN)
    if nf is NonFinite.NAN_ONLY_NEG_ZERO and negative and biased == 0 and mant == 0:
        return Decoded(negative, Category.NAN)
    if nf is NonFinite.E8M0:
        # APFloat keeps a sign that the 8-bit encoding cannot hold; bit 8 carries it.
        negative = bool(bits >> 8)
        if biased == all_ones:
            return Decoded(negative, Category.NAN)
        return Decoded(negative, Category.NORMAL, biased - sem.bias, 1)
    if biased == 0:
        if mant == 0:
            return Decoded(negative, Category.ZERO)
        return Decoded(negative, Category.NORMAL, sem.emin, mant)
    if sem.explicit_int_bit and not mant >> (mbits - 1):
        return Decoded(negative, Category.NAN)  # x87 "unnormal"
    sig = mant if sem.explicit_int_bit else mant | (1 << mbits)
    return Decoded(negative, Category.NORMAL, biased - sem.bias, sig)


def _pack(sem: FloatSemantics, negative: bool, biased: int, mant: int) -> int:
    sign = (1 << (sem.bits - 1)) if negative and sem.has_sign else 0
    return sign | (biased << sem.mantissa_bits) | mant


def nan_bits(sem: FloatSemantics, negative: bool = False) -> int:
    """The default quiet NaN of ``sem``."""
    nf = sem.non_finite
    if nf is NonFinite.NAN_ONLY_NEG_ZERO:
        return 1 << (sem.bits - 1)
    if nf is NonFinite.E8M0:
        return 0xFF
    if nf is NonFinite.NAN_ONLY_ALL_ONES:
        return _pack(
            sem, negative, (1 << sem.exponent_bits) - 1, (1 << sem.mantissa_bits) - 1
        )
    quiet = 1 << (sem.precision - 2)
    if sem.explicit_int_bit:
        quiet |= 1 << (sem.precision - 1)
    return _pack(sem, negative, (1 << sem.exponent_bits) - 1, quiet)


def inf_bits(sem: FloatSemantics, negative: bool = False) -> int:
    """Infinity (or what overflow gives in formats without infinity)."""
    nf = sem.non_finite
    if nf is NonFinite.FINITE_ONLY:
        return largest_bits(sem, negative)
    if nf is not NonFinite.IEEE:
        return nan_bits(sem, negative)
    int_bit = (1 << (sem.precision - 1)) if sem.explicit_int_bit else 0
    return _pack(sem, negative, (1 << sem.exponent_bits) - 1, int_bit)


def largest_bits(sem: FloatSemantics, negative: bool = False) -> int:
    """The largest finite magnitude."""
    mant_all = (1 << sem.mantissa_bits) - 1
    emax_biased = sem.emax + sem.bias
    if sem.non_finite is NonFinite.NAN_ONLY_ALL_ONES:
        mant_all -= 1
    if sem.non_finite is NonFinite.E8M0:
        return emax_biased
    return _pack(sem, negative, emax_biased, mant_all)


def zero_bits(sem: FloatSemantics, negative: bool = False) -> int:
    """Zero with the given sign (formats without -0 give +0)."""
    if sem.non_finite is NonFinite.NAN_ONLY_NEG_ZERO:
        negative = False
    return _pack(sem, negative, 0, 0)


def encode_fraction(
    sem: FloatSemantics, value: Fraction, negative: bool | None = None
) -> int:
    """Round ``value`` to ``sem`` (nearest, ties to even) and return its bits."""
    if negative is None:
        negative = value < 0
    value = abs(value)
    num, den = value.numerator, value.denominator
    if num == 0:
        return zero_bits(sem, negative)
    e = num.bit_length() - den.bit_length()
    if (num << max(0, -e)) < (den << max(0, e)):
        e -= 1
    e = max(e, sem.emin)
    shift = sem.precision - 1 - e
    if shift >= 0:
        q, r = divmod(num << shift, den)
        half_cmp = 2 * r - den
    else:
        q, r = divmod(num, den << -shift)
        half_cmp = 2 * r - (den << -shift)
    if half_cmp > 0 or (half_cmp == 0 and q & 1):
        q += 1
    if q >> sem.precision:
        q >>= 1
        e += 1
    return _finish(sem, negative, e, q)


def _finish(sem: FloatSemantics, negative: bool, e: int, q: int) -> int:
    """Pack a rounded significand ``q`` with exponent ``e``; handle overflow."""
    if q == 0:
        return zero_bits(sem, negative)
    if e > sem.emax:
        return inf_bits(sem, negative)
    if sem.non_finite is NonFinite.E8M0:
        return e + sem.bias + (256 if negative else 0)
    top = 1 << (sem.precision - 1)
    if (
        sem.non_finite is NonFinite.NAN_ONLY_ALL_ONES
        and e == sem.emax
        and q == 2 * top - 1
    ):
        return inf_bits(sem, negative)
    if q < top:
        return _pack(sem, negative, 0, q)
    mant = q if sem.explicit_int_bit else q - top
    return _pack(sem, negative, e + sem.bias, mant)


def encode_float(sem: FloatSemantics, value: float) -> int:
    """Convert a Python float (an IEEE double) to ``sem`` as APFloat does."""
    negative = math.copysign(1.0, value) < 0
    if math.isnan(value):
        return nan_bits(sem, negative)
    if math.isinf(value):
        return inf_bits(sem, negative)
    return encode_fraction(sem, Fraction(value), negative)


def raw_bits(sem: FloatSemantics, bits: int) -> int:
    """The stored bit pattern (``bitcastToAPInt``): E8M0 folds its sign into bit 7."""
    if sem.non_finite is NonFinite.E8M0 and bits >> 8:
        return (bits | 0x80) & 0xFF
    return bits


def to_fraction(sem: FloatSemantics, bits: int) -> Fraction | None:
    """The exact value of a finite bit pattern; None for inf/NaN."""
    d = decode(sem, bits)
    if d.category in (Category.INF, Category.NAN):
        return None
    if d.category is Category.ZERO:
        return Fraction(0)
    value = Fraction(d.sig) * Fraction(2) ** (d.exp - sem.precision + 1)
    return -value if d.negative else value


def to_python_float(sem: FloatSemantics, bits: int) -> float:
    """The value as a Python float (rounded if it does not fit)."""
    d = decode(sem, bits)
    if d.category is Category.NAN:
        return math.nan
    if d.category is Category.INF:
        return -math.inf if d.negative else math.inf
    if d.category is Category.ZERO:
        return -0.0 if d.negative else 0.0
    try:
        value = (
            math.ldexp(float(d.sig), d.exp - sem.precision + 1)
            if d.sig < (1 << 53)
            else float(to_fraction(sem, bits) or 0)
        )
    except OverflowError:
        value = math.inf
    return -value if d.negative else value
