"""IEEE arithmetic for every float format the runtime knows, as LLVM's APFloat.

An ``APFloat`` is a value of one ``FloatSemantics``: a category, a sign and,
for finite numbers, the exact magnitude as a ``Fraction`` (for NaNs, the
significand bits APFloat keeps as payload).  Every operation computes the
exact rational result and rounds it once (``round_to_semantics``) with one of
LLVM's rounding modes, so the same code serves ``f16`` and ``f128``, the f8/f6/f4
formats without infinities or NaNs, and x87's ``f80``.  Operations return the
result with APFloat's ``OpStatus`` flags; conversions also say whether they
lost information (``losesInfo``).  NaN operands propagate as APFloat does: the
first NaN, made quiet, keeps its sign and payload; invalid operations give the
default quiet NaN.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum, IntEnum, IntFlag
from fractions import Fraction

from tblgen_py.runtime.ir.float_format import (
    Category,
    FloatSemantics,
    NonFinite,
    decode,
    inf_bits,
    largest_bits,
    nan_bits,
    zero_bits,
)


class RoundingMode(IntEnum):
    """``llvm::RoundingMode`` (its numbering)."""

    TOWARD_ZERO = 0
    NEAREST_TIES_TO_EVEN = 1
    TOWARD_POSITIVE = 2
    TOWARD_NEGATIVE = 3
    NEAREST_TIES_TO_AWAY = 4


NTE = RoundingMode.NEAREST_TIES_TO_EVEN


class OpStatus(IntFlag):
    """``APFloat::opStatus``: the IEEE exceptions an operation raised."""

    OK = 0
    INVALID_OP = 1
    DIV_BY_ZERO = 2
    OVERFLOW = 4
    UNDERFLOW = 8
    INEXACT = 16


class CmpResult(Enum):
    """``APFloat::cmpResult``."""

    LESS_THAN = 0
    EQUAL = 1
    GREATER_THAN = 2
    UNORDERED = 3


_ZERO = Fraction(0)


def _nan_only(sem: FloatSemantics) -> bool:
    """APFloat's ``NanOnly`` non-finite behaviour (no infinity)."""
    return sem.non_finite in (
        NonFinite.NAN_ONLY_ALL_ONES,
        NonFinite.NAN_ONLY_NEG_ZERO,
        NonFinite.E8M0,
    )


def has_zero(sem: FloatSemantics) -> bool:
    """Whether ``sem`` encodes zero (E8M0 does not)."""
    return sem.non_finite is not NonFinite.E8M0


def has_inf(sem: FloatSemantics) -> bool:
    """Whether ``sem`` encodes infinities."""
    return sem.non_finite is NonFinite.IEEE


def has_nan(sem: FloatSemantics) -> bool:
    """Whether ``sem`` encodes NaNs."""
    return sem.non_finite is not NonFinite.FINITE_ONLY


def _quiet_bit(sem: FloatSemantics) -> int:
    return 1 << (sem.precision - 2)


@dataclass(frozen=True, slots=True)
class APFloat:
    """One value of ``semantics`` (immutable: operations return new values)."""

    semantics: FloatSemantics
    category: Category
    negative: bool = False
    magnitude: Fraction = _ZERO  # exact absolute value of a NORMAL number
    payload: int = 0  # a NaN's significand bits

    # -- construction --------------------------------------------------------

    @classmethod
    def from_bits(cls, sem: FloatSemantics, bits: int) -> APFloat:
        """The value of the bit pattern ``bits`` (``APFloat(sem, APInt)``)."""
        d = decode(sem, bits)
        if d.category is Category.NAN:
            payload = bits & ((1 << sem.mantissa_bits) - 1)
            return cls(sem, Category.NAN, d.negative, _ZERO, payload)
        if d.category is Category.NORMAL:
            magnitude = dyadic(d.sig, d.exp - sem.precision + 1)
            return cls(sem, Category.NORMAL, d.negative, magnitude)
        return cls(sem, d.category, d.negative)

    @classmethod
    def zero(cls, sem: FloatSemantics, negative: bool = False) -> APFloat:
        """``getZero`` (the smallest normal in formats without zero)."""
        if not has_zero(sem):
            return cls(sem, Category.NORMAL, False, Fraction(2) ** sem.emin)
        if sem.non_finite is NonFinite.NAN_ONLY_NEG_ZERO:
            negative = False
        return cls(sem, Category.ZERO, negative)

    @classmethod
    def inf(cls, sem: FloatSemantics, negative: bool = False) -> APFloat:
        """``getInf``: infinity (NaN where there is none)."""
        if not has_inf(sem):
            return cls.nan(sem, negative)
        return cls(sem, Category.INF, negative)

    @classmethod
    def nan(cls, sem: FloatSemantics, negative: bool = False) -> APFloat:
        """``makeNaN()``: the default quiet NaN."""
        if _nan_only(sem):
            return cls.from_bits(sem, nan_bits(sem, negative))
        payload = _quiet_bit(sem)
        if sem.explicit_int_bit:
            payload |= 1 << (sem.precision - 1)
        return cls(sem, Category.NAN, negative, _ZERO, payload)

    @classmethod
    def largest(cls, sem: FloatSemantics, negative: bool = False) -> APFloat:
        """``getLargest``: the largest finite magnitude."""
        return cls.from_bits(sem, largest_bits(sem, negative))

    @classmethod
    def from_fraction(
        cls, sem: FloatSemantics, value: Fraction, rm: RoundingMode = NTE
    ) -> tuple[APFloat, OpStatus]:
        """``value`` rounded to ``sem`` (an exact zero is +0)."""
        if value == 0:
            return cls.zero(sem), OpStatus.OK
        return round_to_semantics(sem, value < 0, abs(value), rm)

    @classmethod
    def from_int(
        cls, sem: FloatSemantics, value: int, rm: RoundingMode = NTE
    ) -> tuple[APFloat, OpStatus]:
        """``convertFromAPInt`` of the (already signed or unsigned) ``value``."""
        return cls.from_fraction(sem, Fraction(value), rm)

    # -- queries -------------------------------------------------------------

    @property
    def bits(self) -> int:
        """The bit pattern (``bitcastToAPInt``; E8M0 keeps the runtime's bit 8)."""
        sem = self.semantics
        if self.category is Category.ZERO:
            return zero_bits(sem, self.negative)
        if self.category is Category.INF:
            return inf_bits(sem, self.negative)
        if self.category is Category.NAN:
            if _nan_only(sem) or not has_nan(sem):
                return nan_bits(sem, self.negative)
            sign = (1 << (sem.bits - 1)) if self.negative else 0
            exponent = ((1 << sem.exponent_bits) - 1) << sem.mantissa_bits
            return sign | exponent | (self.payload & ((1 << sem.mantissa_bits) - 1))
        return _pack_finite(sem, self.negative, self.magnitude)

    @property
    def is_nan(self) -> bool:
        """Whether the value is a NaN."""
        return self.category is Category.NAN

    @property
    def is_inf(self) -> bool:
        """Whether the value is an infinity."""
        return self.category is Category.INF

    @property
    def is_zero(self) -> bool:
        """Whether the value is a zero of either sign."""
        return self.category is Category.ZERO

    @property
    def is_finite_nonzero(self) -> bool:
        """Whether the value is a finite number other than zero."""
        return self.category is Category.NORMAL

    @property
    def is_representable(self) -> bool:
        """False for an infinity or NaN of a format that has neither."""
        finite = self.category in (Category.ZERO, Category.NORMAL)
        return finite or has_nan(self.semantics)

    @property
    def is_signaling(self) -> bool:
        """A signaling NaN (formats without infinity have only quiet ones)."""
        if not self.is_nan or self.semantics.non_finite is not NonFinite.IEEE:
            return False
        return not self.payload & _quiet_bit(self.semantics)

    @property
    def is_denormal(self) -> bool:
        """A nonzero number below the smallest normal magnitude."""
        return self.is_finite_nonzero and self.magnitude < Fraction(2) ** (
            self.semantics.emin
        )

    def value(self) -> Fraction | None:
        """The exact value of a finite number (None for infinities and NaNs)."""
        if self.category is Category.ZERO:
            return _ZERO
        if self.category is Category.NORMAL:
            return -self.magnitude if self.negative else self.magnitude
        return None

    def is_exactly(self, value: Fraction | int, negative: bool | None = None) -> bool:
        """A finite number equal to ``value`` (and of the given sign if set)."""
        mine = self.value()
        if mine is None or mine != value:
            return False
        return negative is None or self.negative == negative

    # -- sign and NaN helpers ------------------------------------------------

    def make_quiet(self) -> APFloat:
        """``makeQuiet``: a signaling NaN's quiet twin."""
        if not self.is_signaling:
            return self
        return replace(self, payload=self.payload | _quiet_bit(self.semantics))

    def neg(self) -> APFloat:
        """``changeSign`` (formats whose -0 is NaN keep zeros and NaNs)."""
        if self.semantics.non_finite is NonFinite.NAN_ONLY_NEG_ZERO and (
            self.is_zero or self.is_nan
        ):
            return self
        return replace(self, negative=not self.negative)

    def with_sign(self, negative: bool) -> APFloat:
        """The same value with the given sign (normalized for FNUZ zeros)."""
        if self.is_zero and self.semantics.non_finite is NonFinite.NAN_ONLY_NEG_ZERO:
            negative = False
        return replace(self, negative=negative)

    def compare(self, rhs: APFloat) -> CmpResult:
        """``compare``: IEEE ordering; any NaN is unordered, -0 equals +0."""
        if self.is_nan or rhs.is_nan:
            return CmpResult.UNORDERED
        a, b = _order_key(self), _order_key(rhs)
        if a < b:
            return CmpResult.LESS_THAN
        return CmpResult.GREATER_THAN if a > b else CmpResult.EQUAL


def _order_key(x: APFloat) -> tuple[int, Fraction]:
    """A key ordering non-NaN values: infinities first by sign, then values."""
    if x.is_inf:
        return (-1 if x.negative else 1), _ZERO
    value = x.value()
    assert value is not None
    return 0, value


def less_than(a: APFloat, b: APFloat) -> bool:
    """``a < b`` (false when either is a NaN)."""
    return a.compare(b) is CmpResult.LESS_THAN


# -- rounding -----------------------------------------------------------------


class _Lost(IntEnum):
    """``lostFraction``: what rounding dropped, relative to half an ulp."""

    EXACTLY_ZERO = 0
    LESS_THAN_HALF = 1
    EXACTLY_HALF = 2
    MORE_THAN_HALF = 3


def _lost(remainder: int, divisor: int) -> _Lost:
    if remainder == 0:
        return _Lost.EXACTLY_ZERO
    twice = 2 * remainder
    if twice < divisor:
        return _Lost.LESS_THAN_HALF
    return _Lost.EXACTLY_HALF if twice == divisor else _Lost.MORE_THAN_HALF


def _round_away(rm: RoundingMode, lost: _Lost, negative: bool, odd: bool) -> bool:
    """``roundAwayFromZero`` for a nonzero lost fraction."""
    if rm is RoundingMode.NEAREST_TIES_TO_AWAY:
        return lost >= _Lost.EXACTLY_HALF
    if rm is RoundingMode.NEAREST_TIES_TO_EVEN:
        return lost is _Lost.MORE_THAN_HALF or (lost is _Lost.EXACTLY_HALF and odd)
    if rm is RoundingMode.TOWARD_POSITIVE:
        return not negative
    if rm is RoundingMode.TOWARD_NEGATIVE:
        return negative
    return False


def _handle_overflow(
    sem: FloatSemantics, negative: bool, rm: RoundingMode
) -> tuple[APFloat, OpStatus]:
    """``handleOverflow``: infinity (or NaN) or the largest finite number."""
    to_infinity = (
        rm in (RoundingMode.NEAREST_TIES_TO_EVEN, RoundingMode.NEAREST_TIES_TO_AWAY)
        or (rm is RoundingMode.TOWARD_POSITIVE and not negative)
        or (rm is RoundingMode.TOWARD_NEGATIVE and negative)
    )
    if has_nan(sem) and to_infinity:
        return APFloat.inf(sem, negative), OpStatus.OVERFLOW | OpStatus.INEXACT
    return APFloat.largest(sem, negative), OpStatus.INEXACT


def _floor_log2(num: int, den: int) -> int:
    """The ``e`` with ``2**e <= num/den < 2**(e + 1)``."""
    e = num.bit_length() - den.bit_length()
    if (num << max(0, -e)) < (den << max(0, e)):
        e -= 1
    return e


def round_to_semantics(
    sem: FloatSemantics, negative: bool, magnitude: Fraction, rm: RoundingMode
) -> tuple[APFloat, OpStatus]:
    """``normalize``: the positive ``magnitude`` with a sign, rounded to ``sem``."""
    num, den = magnitude.numerator, magnitude.denominator
    e = _floor_log2(num, den)
    if e > sem.emax:
        return _handle_overflow(sem, negative, rm)
    e = max(e, sem.emin)
    shift = sem.precision - 1 - e
    if shift >= 0:
        q, r = divmod(num << shift, den)
        lost = _lost(r, den)
    else:
        q, r = divmod(num, den << -shift)
        lost = _lost(r, den << -shift)
    all_ones = (1 << sem.precision) - 1
    fn_limit = sem.non_finite is NonFinite.NAN_ONLY_ALL_ONES and sem.precision > 1
    if fn_limit and e == sem.emax and q == all_ones:
        return _handle_overflow(sem, negative, rm)
    if lost is _Lost.EXACTLY_ZERO:
        return _finite(sem, negative, q, e), OpStatus.OK
    if _round_away(rm, lost, negative, bool(q & 1)):
        q += 1
        if q >> sem.precision:
            q >>= 1
            e += 1
            if e > sem.emax:
                away = (
                    RoundingMode.TOWARD_NEGATIVE
                    if negative
                    else RoundingMode.TOWARD_POSITIVE
                )
                return _handle_overflow(sem, negative, away)
        if fn_limit and e == sem.emax and q == all_ones:
            return _handle_overflow(sem, negative, rm)
    status = OpStatus.INEXACT
    if q < 1 << (sem.precision - 1):
        status |= OpStatus.UNDERFLOW
    return _finite(sem, negative, q, e), status


def _finite(sem: FloatSemantics, negative: bool, q: int, e: int) -> APFloat:
    """The number ``q * 2**(e - precision + 1)`` (zero if ``q`` is 0)."""
    if q == 0:
        return APFloat.zero(sem, negative)
    return APFloat(sem, Category.NORMAL, negative, dyadic(q, e - sem.precision + 1))


def dyadic(sig: int, exp: int) -> Fraction:
    """The exact value ``sig * 2**exp``."""
    return Fraction(sig << exp) if exp >= 0 else Fraction(sig, 1 << -exp)


def _pack_finite(sem: FloatSemantics, negative: bool, magnitude: Fraction) -> int:
    """The bits of an exactly representable nonzero ``magnitude``."""
    num, den = magnitude.numerator, magnitude.denominator
    scale = den.bit_length() - 1  # a representable value's denominator is 2**scale
    e = max(num.bit_length() - 1 - scale, sem.emin)
    shift = sem.precision - 1 - e - scale
    q = num << shift if shift >= 0 else num >> -shift
    if sem.non_finite is NonFinite.E8M0:
        return e - sem.emin + (256 if negative else 0)
    sign = (1 << (sem.bits - 1)) if negative else 0
    top = 1 << (sem.precision - 1)
    if q < top:
        return sign | q
    mant = q if sem.explicit_int_bit else q - top
    return sign | ((e + sem.bias) << sem.mantissa_bits) | mant
