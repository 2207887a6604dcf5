"""``llvm`` dialect: the aggregate types (structs, arrays) as their text gives
them, and the verifiers of ``extractvalue``, ``insertvalue`` and
``getelementptr``."""

from __future__ import annotations

import re

from tblgen_py.dialects.llvm.hooks import _llvm_type_text
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import VectorType
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op

__all__ = ["aggregate_members", "split_top_level"]

_OPEN, _CLOSE = "<([{", ">)]}"
_ARRAY = re.compile(r"^!llvm\.array<\s*(\d+)\s*x\s*(.*)>$", re.DOTALL)
_STRUCT = re.compile(r"^!llvm\.struct<(.*)>$", re.DOTALL)
_VECTOR = re.compile(r"^vector<(?:\[?\d+\]?x)+(.*)>$")
_DYNAMIC_INDEX = -(2**31)


def split_top_level(text: str) -> list[str]:
    """Comma-separated items of ``text``, ignoring commas nested in brackets
    or quoted strings."""
    items: list[str] = []
    depth, start, quoted = 0, 0, False
    for index, char in enumerate(text):
        if char == '"' and text[index - 1 : index] != "\\":
            quoted = not quoted
        elif quoted:
            continue
        elif char in _OPEN:
            depth += 1
        elif char in _CLOSE and text[index - 1 : index] != "-":
            depth -= 1
        elif char == "," and depth == 0:
            items.append(text[start:index].strip())
            start = index + 1
    tail = text[start:].strip()
    return items + [tail] if tail else items


def _struct_body(text: str) -> list[str] | None:
    """The member types of a struct's ``<...>`` text (None: opaque or named
    without a body)."""
    body = text.strip()
    if body.startswith('"'):
        parts = split_top_level(body)
        if len(parts) < 2:
            return None
        body = parts[1] if len(parts) == 2 else ", ".join(parts[1:])
    body = body.removeprefix("packed").strip()
    if not (body.startswith("(") and body.endswith(")")):
        return None
    return [_llvm_type_text(item) for item in split_top_level(body[1:-1])]


def aggregate_members(ty: object) -> tuple[str, list[str], int] | None:
    """``("array"|"struct"|"vector", member type texts, count)``; None for
    other types.  Arrays and vectors list their one element type."""
    if isinstance(ty, VectorType):
        count = 1
        for size in ty.shape:
            count *= size
        return "vector", [str(ty.element_type)], count
    text = str(ty)
    match = _ARRAY.match(text)
    if match is not None:
        return "array", [_llvm_type_text(match.group(2).strip())], int(match.group(1))
    match = _STRUCT.match(text)
    if match is not None:
        members = _struct_body(match.group(1))
        if members is not None:
            return "struct", members, len(members)
    match = _VECTOR.match(text)
    if match is not None:
        return "vector", [_llvm_type_text(match.group(1))], 0
    return None


def _quoted(text: object) -> str:
    """A type text as diagnostics print it."""
    return f"'{text}'"


def _element_at(container: object, position: list[int]) -> str:
    """``getInsertExtractValueElementType``: walk arrays and structs."""
    current: object = container
    for index in position:
        found = aggregate_members(current)
        if found is None or found[0] == "vector":
            raise VerifyError(
                f"expected LLVM IR structure/array type, got: {_quoted(current)}"
            )
        kind, members, count = found
        if index < 0 or index >= count:
            raise VerifyError(f"position out of bounds: {index}")
        current = members[0] if kind == "array" else members[index]
    return str(current)


def _position(op: Operation) -> list[int]:
    """The ``position`` dense array."""
    return [int(v) for v in getattr(op.get_attr("position"), "values", ())]


@implement_op("llvm.extractvalue", "verify")
def verify_extractvalue(op: Operation) -> None:
    """The position exists and holds the result type."""
    container = op.operand_uses[0].value.type
    element = _element_at(container, _position(op))
    result = op.results[0].type
    if str(result) != element:
        raise VerifyError(
            f"Type mismatch: extracting from {_quoted(container)} should produce "
            f"{_quoted(element)} but this op returns {_quoted(result)}"
        )


@implement_op("llvm.insertvalue", "verify")
def verify_insertvalue(op: Operation) -> None:
    """The position exists and holds the inserted value's type."""
    container = op.operand_uses[0].value.type
    element = _element_at(container, _position(op))
    value = op.operand_uses[1].value.type
    if str(value) != element:
        raise VerifyError(
            f"Type mismatch: cannot insert {_quoted(value)} into {_quoted(container)}"
        )


@implement_op("llvm.getelementptr", "verify")
def verify_gep(op: Operation) -> None:
    """As many dynamic indices as ``kDynamicIndex`` entries; constant,
    in-bounds struct indices; only aggregates are indexed."""
    raw = [int(v) for v in getattr(op.get_attr("rawConstantIndices"), "values", ())]
    dynamic = len(op.operand_uses) - 1
    if sum(1 for v in raw if v == _DYNAMIC_INDEX) != dynamic:
        raise VerifyError(
            "expected as many dynamic indices as specified in 'rawConstantIndices'"
        )
    current: object = getattr(op.get_attr("elem_type"), "type", None)
    for position in range(1, len(raw)):
        found = aggregate_members(current)
        if found is None:
            raise VerifyError(
                f"type {_quoted(current)} cannot be indexed (index #{position})"
            )
        kind, members, count = found
        if kind != "struct":
            current = members[0]
            continue
        index = raw[position]
        if index == _DYNAMIC_INDEX:
            raise VerifyError(
                f"expected index {position} indexing a struct to be constant"
            )
        if index < 0 or index >= count:
            raise VerifyError(f"index {position} indexing a struct is out of bounds")
        current = members[index]
