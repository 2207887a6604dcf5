"""The ``DataLayoutTypeInterface::verifyEntries`` of LLVM's types
(LLVMTypes.cpp), for a ``dlti.dl_spec`` that lays them out.

``!llvm.ptr`` takes dense i64 elements `[size, abi, preferred(, index)]`
(preferred at least abi), an anonymous ``!llvm.struct<()>`` (literal, empty
body) dense i64 elements `[abi(, preferred)]`; ``!llvm.array`` takes any.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects.dlti.attrs import entry_key, entry_value
from tblgen_py.dialects.dlti.layout import register_type_entries
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr
from tblgen_py.runtime.ir.types import IntegerType, OpaqueType

__all__ = ["verify_pointer_entries", "verify_struct_entries"]


def _elements(value: object) -> list[int] | None:
    """The values of a dense integer elements attribute, else None."""
    if not isinstance(value, DenseElementsAttr):
        return None
    if not isinstance(value.element_type, IntegerType):
        return None
    return [int(v) for v in value.element_values()]  # type: ignore[arg-type]


def _is_i64(value: object) -> bool:
    element = getattr(value, "element_type", None)
    return isinstance(element, IntegerType) and element.width == 64


def _unsigned(value: int) -> int:
    return value & ((1 << 64) - 1)


def verify_pointer_entries(entries: Sequence[object]) -> str | None:
    """``LLVMPointerType::verifyEntries``."""
    for entry in entries:
        key, value = entry_key(entry), entry_value(entry)
        elements = _elements(value)
        if elements is None or len(elements) not in (3, 4):
            return (
                f"expected layout attribute for '{key}' to be a dense integer "
                "elements attribute with 3 or 4 elements"
            )
        if not _is_i64(value):
            return f"expected i64 parameters for '{key}'"
        if _unsigned(elements[1]) > _unsigned(elements[2]):
            return "preferred alignment is expected to be at least as large as ABI alignment"
    return None


def _identified_or_nonempty(key: object) -> bool:
    """An identified struct (``struct<"name", ...>``) or one with members."""
    data = key.data if isinstance(key, OpaqueType) else str(key).partition(".")[2]
    body = data[len("struct<") : -1].strip()
    if body.startswith('"'):
        return True
    if body.startswith("packed"):
        body = body[len("packed") :].strip()
    return body.replace(" ", "") != "()"


def verify_struct_entries(entries: Sequence[object]) -> str | None:
    """``LLVMStructType::verifyEntries``."""
    for entry in entries:
        key, value = entry_key(entry), entry_value(entry)
        elements = _elements(value)
        if elements is None or len(elements) not in (1, 2):
            return (
                f"expected layout attribute for '{key}' to be a dense integer "
                "elements attribute of 1 or 2 elements"
            )
        if not _is_i64(value):
            return f"expected i64 entries for '{key}'"
        if _identified_or_nonempty(key):
            return f"unexpected layout attribute for struct '{key}'"
        if len(elements) == 2 and _unsigned(elements[1]) < _unsigned(elements[0]):
            return "preferred alignment is expected to be at least as large as ABI alignment"
    return None


register_type_entries("llvm", "ptr", verify_pointer_entries)
register_type_entries("llvm", "struct", verify_struct_entries)
register_type_entries("llvm", "array", None)
