"""LLVM ``APFloat::toString`` digit generation and MLIR's float printing rule."""

from __future__ import annotations

from fractions import Fraction

from tblgen_py.runtime.ir.float_format import (
    Category,
    FloatSemantics,
    decode,
    encode_fraction,
)


def _adjust_int(sig: int, exp: int, precision: int) -> tuple[int, int]:
    """Drop (truncating) decimal digits the requested precision cannot show."""
    bits = sig.bit_length()
    bits_required = (precision * 196 + 58) // 59
    if bits <= bits_required:
        return sig, exp
    tens = (bits - bits_required) * 59 // 196
    if not tens:
        return sig, exp
    return sig // (10**tens), exp + tens


def _adjust_digits(digits: str, exp: int, precision: int) -> tuple[str, int]:
    """Round a most-significant-first digit string to ``precision`` digits."""
    n = len(digits)
    if n <= precision:
        return digits, exp
    keep = digits[:precision]
    if digits[precision] < "5":
        stripped = keep.rstrip("0")
        return stripped, exp + n - len(stripped)
    stripped = keep.rstrip("9")
    if not stripped:
        return "1", exp + n
    bumped = stripped[:-1] + chr(ord(stripped[-1]) + 1)
    return bumped, exp + n - len(bumped)


def apfloat_to_string(
    sem: FloatSemantics,
    bits: int,
    precision: int = 0,
    max_padding: int = 3,
    truncate_zero: bool = True,
) -> str:
    """Format a float exactly as ``APFloat::toString`` does."""
    d = decode(sem, bits)
    sign = "-" if d.negative else ""
    if d.category is Category.INF:
        return sign + "Inf"
    if d.category is Category.NAN:
        return "NaN"
    if d.category is Category.ZERO:
        if max_padding:
            return sign + "0"
        if truncate_zero:
            return sign + "0.0E+0"
        return sign + "0.0" + "0" * max(precision - 1, 0) + "e+00"
    return sign + _format_normal(
        sem, d.sig, d.exp, precision, max_padding, truncate_zero
    )


def _format_normal(
    sem: FloatSemantics,
    sig: int,
    exp2: int,
    precision: int,
    max_padding: int,
    truncate_zero: bool,
) -> str:
    """toStringImpl for a finite non-zero value ``sig * 2**exp``."""
    exp = exp2 - (sem.precision - 1)
    if not precision:
        precision = 2 + sem.precision * 59 // 196
    trailing = (sig & -sig).bit_length() - 1
    exp += trailing
    sig >>= trailing
    if exp > 0:
        sig <<= exp
        exp = 0
    elif exp < 0:
        sig *= 5**-exp
    sig, exp = _adjust_int(sig, exp, precision)
    text = str(sig)
    stripped = text.rstrip("0")
    exp += len(text) - len(stripped)
    digits, exp = _adjust_digits(stripped, exp, precision)
    return _layout(digits, exp, precision, max_padding, truncate_zero)


def _layout(
    digits: str, exp: int, precision: int, max_padding: int, truncate_zero: bool
) -> str:
    """Place the decimal point (or an exponent) around ``digits * 10**exp``."""
    n = len(digits)
    if not max_padding:
        scientific = True
    elif exp >= 0:
        scientific = exp > max_padding or n + exp > precision
    else:
        msd = exp + n - 1
        scientific = msd < 0 and -msd > max_padding
    if scientific:
        exp += n - 1
        frac = digits[1:]
        if n == 1 and truncate_zero:
            frac = "0"
        if not truncate_zero and precision > n - 1:
            frac += "0" * (precision - n + 1)
        exp_text = str(abs(exp))
        if not truncate_zero and len(exp_text) < 2:
            exp_text = "0" + exp_text
        mark = "E" if truncate_zero else "e"
        return f"{digits[0]}.{frac}{mark}{'+' if exp >= 0 else '-'}{exp_text}"
    if exp >= 0:
        return digits + "0" * exp
    whole = exp + n
    if whole > 0:
        return digits[:whole] + "." + digits[whole:]
    return "0." + "0" * -whole + digits


def parse_decimal(sem: FloatSemantics, text: str) -> int:
    """Round a decimal literal to ``sem`` as ``APFloat(sem, text)`` does."""
    negative = text.startswith("-")
    return encode_fraction(sem, Fraction(text), negative)


def print_float(sem: FloatSemantics, bits: int) -> tuple[str, bool]:
    """MLIR's float printing: returns the text and whether it is hex."""
    category = decode(sem, bits).category
    if category is not Category.INF and category is not Category.NAN:
        text = apfloat_to_string(sem, bits, 6, 0, False)
        if parse_decimal(sem, text) == bits:
            return text, False
        text = apfloat_to_string(sem, bits)
        if "." in text:
            return text, False
    bits &= (1 << sem.bits) - 1
    if category is Category.NAN and sem.explicit_int_bit:
        bits |= ((1 << sem.exponent_bits) - 1) << sem.mantissa_bits
    return f"0x{bits:X}", True
