"""Argument and result attributes of a function lowered to ``llvm.func``.

Follows ``convertFuncOpToLLVMFuncOp``: the result attributes stay when the
function has one result (several results are packed into a struct and lose
theirs); an argument's attributes stay on its converted argument when it
converts to one type (the types of ``llvm.byval``/``llvm.byref``/
``llvm.sret``/``llvm.inalloca`` converted too), and an argument expanded into
several (a memref descriptor's fields) gets an empty dictionary on each.  A
``llvm.byval``/``llvm.byref`` argument that does not convert to a pointer
becomes one (``by_pointer_arguments``); the function loads its value.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.conversions.llvm_type_converter import LLVMTypeConverter
from tblgen_py.conversions.llvm_types import is_llvm_type, ptr_type
from tblgen_py.runtime.ir.attributes import (
    ArrayAttr,
    Attribute,
    DictionaryAttr,
    TypeAttr,
)

BY_POINTER_ATTRS = ("llvm.byval", "llvm.byref")
"""Argument attributes of values passed through a pointer."""
TYPED_ATTRS = frozenset({*BY_POINTER_ATTRS, "llvm.sret", "llvm.inalloca"})
"""Argument attributes whose type is converted with the argument's."""


def by_pointer_arguments(
    props: dict[str, object], inputs: list[list[object]]
) -> list[tuple[int, object]]:
    """``filterByValRefArgAttrs``: each argument with ``llvm.byval`` or
    ``llvm.byref`` (its first) converted to one non-pointer type becomes an
    ``!llvm.ptr`` in ``inputs``; the arguments whose value the function
    loads, with their attributes' types: those, and (as MLIR keeps them) the
    ones converted to several types."""
    arg_attrs = props.get("arg_attrs")
    if not isinstance(arg_attrs, ArrayAttr):
        return []
    found: list[tuple[int, object]] = []
    for index, (attrs, types) in enumerate(zip(arg_attrs, inputs)):
        if not isinstance(attrs, DictionaryAttr):
            continue
        attr = next(
            (value for name, value in attrs.items if name in BY_POINTER_ATTRS), None
        )
        if attr is None or len(types) == 1 and is_llvm_type(types[0], "ptr"):
            continue
        if len(types) == 1:
            inputs[index] = [ptr_type()]
        found.append((index, getattr(attr, "type", None)))
    return found


def lowered_attrs(
    props: dict[str, object],
    inputs: Sequence[Sequence[object]],
    num_results: int,
    converter: LLVMTypeConverter,
) -> dict[str, object]:
    """The ``arg_attrs``/``res_attrs`` properties of the ``llvm.func``."""
    lowered: dict[str, object] = {}
    res_attrs = props.get("res_attrs")
    if isinstance(res_attrs, ArrayAttr) and num_results == 1:
        lowered["res_attrs"] = res_attrs
    arg_attrs = props.get("arg_attrs")
    if isinstance(arg_attrs, ArrayAttr):
        new: list[Attribute] = []
        for attrs, types in zip(arg_attrs, inputs):
            if len(types) == 1 and isinstance(attrs, DictionaryAttr):
                new.append(_convert_types(attrs, converter))
            else:
                new += [DictionaryAttr.get()] * len(types)
        if new:
            lowered["arg_attrs"] = ArrayAttr.get(new)
    return lowered


def _convert_types(
    attrs: DictionaryAttr, converter: LLVMTypeConverter
) -> DictionaryAttr:
    """``attrs`` with the types of the typed attributes converted."""
    items: list[tuple[str, Attribute]] = []
    for name, value in attrs.items:
        if name in TYPED_ATTRS and isinstance(value, TypeAttr):
            converted = converter.convert_type(value.type)
            if converted is not None:
                value = TypeAttr.get(converted)  # type: ignore[arg-type]
        items.append((name, value))
    return DictionaryAttr.get(items)
