"""The raw little-endian buffer of dense elements (the ``"0x..."`` hex form).

Each element takes its width rounded up to whole bytes (complex: two of them,
index: 8 bytes), except ``i1`` which is bit-packed, least significant bit first.
"""

from __future__ import annotations

from tblgen_py.runtime.ir.types import (
    ComplexType,
    FloatType,
    IndexType,
    IntegerType,
    Type,
)


def storage_bits(t: Type) -> int:
    """Bits one element of type ``t`` occupies in the raw buffer."""
    if isinstance(t, IntegerType):
        return 1 if t.width == 1 else (t.width + 7) // 8 * 8
    if isinstance(t, IndexType):
        return 64
    if isinstance(t, FloatType):
        return (t.width + 7) // 8 * 8
    if isinstance(t, ComplexType):
        return 2 * storage_bits(t.element_type)
    raise ValueError(f"type {t} has no dense storage")


def _scalar_bits(t: Type, v: int) -> int:
    width = t.width if isinstance(t, (IntegerType, FloatType)) else 64
    return v & ((1 << width) - 1)


def raw_hex(attr: object) -> str:
    """Upper-case hex of the raw buffer of a DenseElementsAttr."""
    elt: Type = attr.type.element_type  # type: ignore[attr-defined]
    values = attr.values  # type: ignore[attr-defined]
    return encode_raw(elt, list(values)).hex().upper()


def encode_raw(elt: Type, values: list[object]) -> bytes:
    """Pack element values into the raw buffer."""
    if isinstance(elt, IntegerType) and elt.width == 1:
        if len(values) == 1:
            return b"\xff" if values[0] else b"\x00"
        acc = 0
        for i, v in enumerate(values):
            if v:
                acc |= 1 << i
        return acc.to_bytes((len(values) + 7) // 8, "little")
    out = bytearray()
    if isinstance(elt, ComplexType):
        inner = elt.element_type
        nbytes = storage_bits(inner) // 8
        for re_im in values:
            for part in re_im:  # type: ignore[attr-defined]
                out += _scalar_bits(inner, part).to_bytes(nbytes, "little")
        return bytes(out)
    nbytes = storage_bits(elt) // 8
    for v in values:
        out += _scalar_bits(elt, v).to_bytes(nbytes, "little")  # type: ignore[arg-type]
    return bytes(out)


def decode_raw(elt: Type, data: bytes, count: int) -> list[object] | None:
    """Unpack a raw buffer into ``count`` values (or 1 for a splat); None if invalid."""
    bits = storage_bits(elt)
    if bits == 1:
        if len(data) == 1 and data[0] in (0, 0xFF) and count != 1:
            return [1 if data[0] else 0]
        if len(data) != (count + 7) // 8:
            return None
        acc = int.from_bytes(data, "little")
        return [(acc >> i) & 1 for i in range(count)]
    nbytes = bits // 8
    if len(data) == nbytes:
        count = 1
    elif len(data) != nbytes * count:
        return None
    raw = [
        int.from_bytes(data[i * nbytes : (i + 1) * nbytes], "little")
        for i in range(count)
    ]
    if isinstance(elt, ComplexType):
        half = bits // 2
        mask = (1 << half) - 1
        return [(r & mask, r >> half) for r in raw]
    return list(raw)
