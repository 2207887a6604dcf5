"""``APIntValue``: an ``llvm::APInt`` parameter keeps its bit width, so two
attributes whose bounds differ only in width are different attributes."""

from __future__ import annotations

from tblgen_py.runtime.ods.attr_params import APINT, APIntValue


def test_width_is_part_of_equality() -> None:
    assert APIntValue(5, 32) == APIntValue(5, 32)
    assert APIntValue(5, 32) != APIntValue(5, 64)
    assert (APIntValue(0, 32), APIntValue(7, 32)) != (
        APIntValue(0, 8),
        APIntValue(7, 8),
    )


def test_it_is_still_an_integer() -> None:
    value = APIntValue(-1, 8)
    assert value == -1 and value + 1 == 0 and hash(value) == hash(-1)
    assert value.width == 8


def test_the_codec_keeps_the_width_and_normalizes_plain_ints() -> None:
    kept = APINT.normalize(APIntValue(3, 16))
    assert isinstance(kept, APIntValue) and kept.width == 16
    plain = APINT.normalize(True)
    assert plain == 1 and type(plain) is int
