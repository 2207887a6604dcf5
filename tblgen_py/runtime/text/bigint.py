"""Decimal text <-> int for integers of any size.

CPython refuses ``int(text)`` and ``str(value)`` beyond 4,300 decimal digits
(``sys.get_int_max_str_digits``) and is quadratic below that limit; MLIR accepts
integer types up to 16,777,215 bits.  These helpers split the digits in halves
(divide and conquer), so large literals convert in sub-quadratic time and
without touching the interpreter-wide limit (printing goes through the
``decimal`` module, whose arithmetic is fast on large numbers).
"""

from __future__ import annotations

import decimal
from functools import lru_cache

_CHUNK = 2_000
"""Digits converted directly by ``int``/``str`` (well below CPython's limit)."""


@lru_cache(maxsize=64)
def _power_of_ten(exponent: int) -> int:
    power: int = 10**exponent
    return power


def parse_decimal(digits: str) -> int:
    """The value of a string of decimal digits (no sign), of any length."""
    if len(digits) <= _CHUNK:
        return int(digits)
    low_len = len(digits) // 2
    high = parse_decimal(digits[:-low_len])
    low = parse_decimal(digits[-low_len:])
    return high * _power_of_ten(low_len) + low


def format_decimal(value: int) -> str:
    """The decimal spelling of ``value``, of any size."""
    if value < 0:
        return "-" + format_decimal(-value)
    if value.bit_length() <= _CHUNK * 3:  # < 2,000 * log2(10) bits: safe for str
        return str(value)
    with decimal.localcontext() as ctx:
        ctx.prec = decimal.MAX_PREC
        ctx.Emax = decimal.MAX_EMAX
        ctx.traps[decimal.Inexact] = True
        return str(_to_decimal(value, {}))


def _to_decimal(value: int, powers: dict[int, decimal.Decimal]) -> decimal.Decimal:
    """``value`` as an exact Decimal: halves of its bits joined with libmpdec."""
    if value.bit_length() <= _CHUNK * 3:
        return decimal.Decimal(value)
    shift = value.bit_length() // 2
    high = value >> shift
    low = value - (high << shift)
    power = powers.get(shift)
    if power is None:
        power = powers[shift] = decimal.Decimal(2) ** shift
    return _to_decimal(high, powers) * power + _to_decimal(low, powers)
