"""``ShapeDialect::verifyOperationAttribute`` (Shape.cpp): ``shape.lib`` on a
symbol table names its shape function libraries (one symbol or an array),
each a ``shape.function_library``, no op mapped by two of them."""

from __future__ import annotations

from tblgen_py.runtime.ir.attributes import ArrayAttr, DictionaryAttr, SymbolRefAttr
from tblgen_py.runtime.ir.dialect import set_operation_attribute_verifier
from tblgen_py.runtime.ir.operation import Operation, SymbolTableTrait
from tblgen_py.runtime.ir.symbol_table import SymbolTable
from tblgen_py.runtime.ir.verifier import PlainVerifyError

LIB = "shape.lib"


def _lookup_in(op: Operation, ref: SymbolRefAttr) -> Operation | None:
    """``SymbolTable::lookupSymbolIn``: ``@root::@nested...`` inside ``op``."""
    found: Operation | None = op
    for name in (ref.root, *ref.nested):
        if found is None or SymbolTableTrait not in type(found).traits:
            return None
        found = SymbolTable(found).lookup(name)
    return found


def verify_shape_attribute(op: Operation, name: str, value: object) -> None:
    """``ShapeDialect::verifyOperationAttribute``."""
    if name != LIB:
        return
    if SymbolTableTrait not in type(op).traits:
        raise PlainVerifyError(
            "shape.lib attribute may only be on op implementing SymbolTable"
        )
    if isinstance(value, SymbolRefAttr):
        symbol = _lookup_in(op, value)
        if symbol is None:
            raise PlainVerifyError(f"shape function library {value} not found")
        if symbol.name != "shape.function_library":
            raise PlainVerifyError(f"{value} required to be shape function library")
        return
    if isinstance(value, ArrayAttr):
        seen: set[str] = set()
        for element in value.elements:
            if not isinstance(element, SymbolRefAttr):
                raise PlainVerifyError(
                    "only SymbolRefAttr allowed in shape.lib attribute array"
                )
            library = _lookup_in(op, element)
            if library is None or library.name != "shape.function_library":
                raise PlainVerifyError(f"{element} does not refer to FunctionLibraryOp")
            mapping = library.get_attr("mapping")
            keys = mapping.names() if isinstance(mapping, DictionaryAttr) else ()
            for key in keys:
                if key in seen:
                    raise PlainVerifyError(
                        "only one op to shape mapping allowed, found multiple for "
                        f'`"{key}"`'
                    )
                seen.add(key)
        return
    raise PlainVerifyError(
        "only SymbolRefAttr or array of SymbolRefAttrs allowed as shape.lib attribute"
    )


set_operation_attribute_verifier("shape", verify_shape_attribute)
