"""Argument and result attributes of a function lowered to ``llvm.func``.

Follows ``convertFuncOpToLLVMFuncOp``: the result attributes stay when the
function has one result (several results are packed into a struct and lose
theirs); an argument's attributes stay on its converted argument when it
converts to one type (the types of ``llvm.sret``/``llvm.inalloca`` converted
too), and an argument expanded into several (a memref descriptor's fields)
gets an empty dictionary on each.  ``llvm.byval``/``llvm.byref`` arguments,
whose pointee is reloaded in the body, are not ported.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.conversions.llvm_type_converter import LLVMTypeConverter
from tblgen_py.runtime.ir.attributes import (
    ArrayAttr,
    Attribute,
    DictionaryAttr,
    TypeAttr,
)

TYPED_ATTRS = frozenset({"llvm.sret", "llvm.inalloca"})
"""Argument attributes whose type is converted with the argument's."""
UNPORTED_ATTRS = frozenset({"llvm.byval", "llvm.byref"})
"""Argument attributes whose lowering rewrites the function body."""


def has_unported_attrs(props: dict[str, object]) -> bool:
    """Whether an argument carries ``llvm.byval``/``llvm.byref``."""
    arg_attrs = props.get("arg_attrs")
    if not isinstance(arg_attrs, ArrayAttr):
        return False
    return any(
        isinstance(attrs, DictionaryAttr)
        and any(name in UNPORTED_ATTRS for name, _ in attrs.items)
        for attrs in arg_attrs
    )


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
