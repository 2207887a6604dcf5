"""``irdl`` dialect (IRDL.cpp): the verifiers of the definition ops (valid
names, one name per value, names unique across operands, results and
regions) and of ``base`` and ``region``, and the symbol uses of ``base``
and ``parametric``."""

from __future__ import annotations

import re

from tblgen_py.dialects._support import register
from tblgen_py.runtime.ir.attributes import (
    ArrayAttr,
    IntegerAttr,
    StringAttr,
    SymbolRefAttr,
)
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.symbol_table import SymbolTable, nearest_symbol_table
from tblgen_py.runtime.ir.verifier import PlainVerifyError, VerifyError
from tblgen_py.runtime.ods.hooks import implement_op

__all__ = ["register"]

_NAMESPACE = re.compile(r"[a-zA-Z_][a-zA-Z_0-9$]*\Z")


def _check_name(name: str, label: str) -> None:
    """``isValidName``: lowercase letters, digits and single inner
    underscores (an error on the op, not prefixed with it)."""
    if not name:
        raise PlainVerifyError(f"name of {label} is empty")
    allow_underscore = False
    for char in name:
        if char == "_":
            if not allow_underscore:
                raise PlainVerifyError(
                    f"name of {label} should not contain leading or double "
                    "underscores"
                )
        elif not (char.isascii() and char.isalnum()):
            raise PlainVerifyError(
                f"name of {label} must contain only lowercase letters, digits and "
                "underscores"
            )
        elif char.isupper():
            raise PlainVerifyError(
                f"name of {label} should not contain uppercase letters"
            )
        allow_underscore = char != "_"


def _symbol_name(op: Operation) -> str:
    name = op.get_attr("sym_name")
    return name.value if isinstance(name, StringAttr) else ""


@implement_op("irdl.dialect", "verify")
def verify_dialect(op: Operation) -> None:
    """``DialectOp::verify``: a valid dialect namespace and name."""
    name = _symbol_name(op)
    if name and not _NAMESPACE.match(name):
        raise VerifyError("invalid dialect name")
    _check_name(name, "dialect")


@implement_op("irdl.operation", "verify")
def verify_operation(op: Operation) -> None:
    """``OperationOp::verify``: a valid name."""
    _check_name(_symbol_name(op), "operation")


@implement_op("irdl.type", "verify")
def verify_type(op: Operation) -> None:
    """``TypeOp::verify``: a valid name (after an optional ``!``)."""
    _check_name(_symbol_name(op).removeprefix("!"), "type")


@implement_op("irdl.attribute", "verify")
def verify_attribute(op: Operation) -> None:
    """``AttributeOp::verify``: a valid name (after an optional ``#``)."""
    _check_name(_symbol_name(op).removeprefix("#"), "attribute")


_VALUE_LISTS = {"irdl.operands": "operands", "irdl.results": "results"}


@implement_op("irdl.operation", "verify_regions")
def verify_operation_regions(op: Operation) -> None:
    """``OperationOp::verifyRegions``: no name shared by two of its operands,
    results and regions."""
    found: list[tuple[str, list[str]]] = []
    body = op.regions[0].blocks[0] if op.regions and op.regions[0].blocks else None
    for child in body.operations if body is not None else ():
        kind = _VALUE_LISTS.get(
            child.name, "regions" if child.name == "irdl.regions" else ""
        )
        if kind:
            found.append((kind, _names(child)))
    for index, (kind, names) in enumerate(found):
        for other, other_names in found[index + 1 :]:
            shared = [name for name in names if name in other_names]
            if shared:
                raise VerifyError(
                    f"contains a value named '{shared[0]}' for both its {kind} and "
                    f"{other}"
                )


def _names(op: Operation) -> list[str]:
    names = op.get_attr("names")
    items = list(names) if isinstance(names, ArrayAttr) else []
    return [item.value for item in items if isinstance(item, StringAttr)]


def _verify_names(op: Operation, kind: str) -> None:
    """``verifyNames``: one valid, unique name per operand."""
    names = _names(op)
    count = len(op.operand_uses)
    if count != len(names):
        raise VerifyError(
            f"the number of {kind}s and their names must be the same, but got "
            f"{count} and {len(names)} respectively"
        )
    seen: dict[str, int] = {}
    for index, name in enumerate(names):
        _check_name(name, f"{kind} #{index}")
        if name in seen:
            raise VerifyError(
                f"name of {kind} #{index} is a duplicate of the name of {kind} "
                f"#{seen[name]}"
            )
        seen[name] = index


def _verify_variadic_names(op: Operation, kind: str) -> None:
    """``verifyOperandsResultsCommon``: one variadicity per value, then names."""
    kinds = op.get_attr("variadicity")
    cases = getattr(kinds, "value", kinds)
    number = len(cases) if isinstance(cases, (list, tuple)) else 0
    count = len(op.operand_uses)
    if count != number:
        raise VerifyError(
            f"the number of {kind}s and their variadicities must be the same, but "
            f"got {count} and {number} respectively"
        )
    _verify_names(op, kind)


implement_op("irdl.parameters", "verify")(lambda op: _verify_names(op, "parameter"))
implement_op("irdl.regions", "verify")(lambda op: _verify_names(op, "region"))
implement_op("irdl.operands", "verify")(
    lambda op: _verify_variadic_names(op, "operand")
)
implement_op("irdl.results", "verify")(lambda op: _verify_variadic_names(op, "result"))


@implement_op("irdl.attributes", "verify")
def verify_attributes(op: Operation) -> None:
    """``AttributesOp::verify``: one name per constraint."""
    names = op.get_attr("attributeValueNames")
    number = len(names) if isinstance(names, ArrayAttr) else 0
    count = len(op.operand_uses)
    if number != count:
        raise VerifyError(
            "the number of attribute names and their constraints must be the same "
            f"but got {number} and {count} respectively"
        )


@implement_op("irdl.base", "verify")
def verify_base(op: Operation) -> None:
    """``BaseOp::verify``: a base name (``!``/``#``-prefixed) or reference."""
    name = op.get_attr("base_name")
    ref = op.get_attr("base_ref")
    if (name is None) == (ref is None):
        raise VerifyError(
            "the base type or attribute should be specified by either a name or a "
            "reference"
        )
    text = name.value if isinstance(name, StringAttr) else None
    if text is not None and (not text or text[0] not in "!#"):
        raise VerifyError(
            "the base type or attribute name should start with '!' or '#'"
        )


def _lookup_near_dialect(op: Operation, ref: object) -> Operation | None:
    """``lookupSymbolNearDialect``: ``ref`` resolved from the symbol table
    around the enclosing ``irdl.dialect``."""
    dialect: Operation | None = op
    while dialect is not None and dialect.name != "irdl.dialect":
        dialect = dialect.parent_op
    start = dialect.parent_op if dialect is not None else None
    table = nearest_symbol_table(start) if start is not None else None
    if table is None or not isinstance(ref, SymbolRefAttr):
        return None
    found = SymbolTable(table).lookup(ref.root)
    for name in ref.nested:
        if found is None:
            return None
        found = SymbolTable(found).lookup(name)
    return found


def _check_type_or_attribute(op: Operation, ref: object) -> None:
    """``checkSymbolIsTypeOrAttribute``."""
    if ref is None:
        return
    target = _lookup_near_dialect(op, ref)
    if target is None:
        raise VerifyError(f"symbol '{ref}' not found")
    if target.name not in ("irdl.type", "irdl.attribute"):
        raise VerifyError(
            f"symbol '{ref}' does not refer to a type or attribute definition "
            f"(refers to '{target.name}')"
        )


implement_op("irdl.base", "verifySymbolUses")(
    lambda op: _check_type_or_attribute(op, op.get_attr("base_ref"))
)
implement_op("irdl.parametric", "verifySymbolUses")(
    lambda op: _check_type_or_attribute(op, op.get_attr("base_type"))
)


@implement_op("irdl.region", "verify")
def verify_region(op: Operation) -> None:
    """``RegionOp::verify``: a positive number of blocks, if given."""
    number = op.get_attr("numberOfBlocks")
    if isinstance(number, IntegerAttr) and int(number.value) <= 0:
        raise VerifyError(
            f"the number of blocks is expected to be >= 1 but got {int(number.value)}"
        )
