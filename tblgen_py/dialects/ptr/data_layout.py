"""The ``ptr`` dialect's data layout: ``#ptr.spec``'s verifier (PtrAttrs.cpp)
and ``!ptr.ptr``'s ``DataLayoutTypeInterface::verifyEntries`` (PtrTypes.cpp):
a pointer type is laid out by a ``#ptr.spec`` whose sizes and alignments are
multiples of 8, its preferred alignment at least its ABI alignment."""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects.dlti.attrs import entry_key, entry_value
from tblgen_py.dialects.dlti.layout import register_type_entries
from tblgen_py.runtime.ods.attrdef import register_verifier

__all__ = ["verify_pointer_entries", "verify_spec"]


def verify_spec(size: int, abi: int, preferred: int, index: int | None) -> str | None:
    """``SpecAttr::verify``."""
    for name, value in (("size", size), ("abi", abi), ("preferred", preferred)):
        if value % 8:
            return f"{name} entry must be divisible by 8"
    if index is not None and index % 8:
        return "index entry must be divisible by 8"
    if abi > preferred:
        return (
            "preferred alignment is expected to be at least as large as ABI alignment"
        )
    return None


def verify_pointer_entries(entries: Sequence[object]) -> str | None:
    """``PtrType::verifyEntries``: each value a ``#ptr.spec``."""
    for entry in entries:
        value = entry_value(entry)
        if getattr(value, "DIALECT_MNEMONIC", None) != ("ptr", "spec"):
            return (
                f"expected layout attribute for '{entry_key(entry)}' to be a "
                "#ptr.spec attribute"
            )
    return None


register_verifier("ptr.SpecAttr", verify_spec)
register_type_entries("ptr", "ptr", verify_pointer_entries)
