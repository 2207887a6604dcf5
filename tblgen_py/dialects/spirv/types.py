"""What the ``spirv`` ports read of SPIR-V types, which the runtime keeps as
opaque dialect types (``!spirv.ptr<f32, Function>``): their parameters split
at top-level commas, compared as text without white space."""

from __future__ import annotations

from tblgen_py.runtime.ir.scope import current_context
from tblgen_py.runtime.ir.types import OpaqueType, VectorType
from tblgen_py.runtime.text.lexer import MLIRParseError
from tblgen_py.runtime.text.parser import Parser


def _params(ty: object, mnemonic: str) -> list[str] | None:
    """The top-level parameters of ``!spirv.<mnemonic><...>``, else None."""
    if not isinstance(ty, OpaqueType) or ty.dialect != "spirv":
        return None
    data = ty.data.strip()
    if not data.startswith(mnemonic + "<") or not data.endswith(">"):
        return None
    body = data[len(mnemonic) + 1 : -1]
    parts: list[str] = []
    depth = 0
    start = 0
    for index, char in enumerate(body):
        if char in "<([{":
            depth += 1
        elif char in ">)]}":
            depth -= 1
        elif char == "," and depth == 0:
            parts.append(body[start:index].strip())
            start = index + 1
    parts.append(body[start:].strip())
    return parts


def pointer_parts(ty: object) -> tuple[str, str] | None:
    """``spirv::PointerType``'s (pointee type text, storage class), else None."""
    params = _params(ty, "ptr")
    if params is None or len(params) != 2:
        return None
    return params[0], params[1]


def array_element(ty: object) -> str | None:
    """``spirv::ArrayType``'s element type text (``4 x f32`` -> ``f32``)."""
    params = _params(ty, "array")
    if params is None:
        return None
    head = params[0]
    if "x" not in head:
        return None
    return head.split("x", 1)[1].strip()


def pointer_type(pointee: str, storage_class: str) -> OpaqueType:
    """``spirv::PointerType::get``."""
    return OpaqueType.get("spirv", f"ptr<{pointee}, {storage_class}>")


def same_type(text: str, ty: object) -> bool:
    """Whether the type text ``text`` spells ``ty`` (white space ignored)."""
    return "".join(text.split()) == "".join(str(ty).split())


def is_pointer(ty: object) -> bool:
    """``isa<spirv::PointerType>``."""
    return pointer_parts(ty) is not None


def type_from_text(text: str, context: object = None) -> object | None:
    """The type ``text`` spells, parsed in ``context`` or the current one
    (None if it does not parse)."""
    context = context if context is not None else current_context()
    if context is None:
        return None
    try:
        return Parser(text, context).parse_type()  # type: ignore[arg-type]
    except MLIRParseError:
        return None


def _strip_decorations(member: str) -> str:
    """A struct member without its ``[offset]``/decorations suffix."""
    depth = 0
    for index, char in enumerate(member):
        if char in "<(":
            depth += 1
        elif char in ">)":
            depth -= 1
        elif char == "[" and depth == 0:
            return member[:index].strip()
    return member.strip()


def composite_elements(
    ty: object, context: object = None
) -> tuple[list[object | None], bool] | None:
    """``spirv::CompositeType``: the element type of each index (one entry
    repeated for arrays, vectors, matrices) and whether the count is known;
    None for a type that is not composite."""
    if isinstance(ty, VectorType):
        return [ty.element_type] * ty.shape[0], True
    if not isinstance(ty, OpaqueType) or ty.dialect != "spirv":
        return None
    for mnemonic in ("array", "matrix"):
        params = _params(ty, mnemonic)
        if params is not None:
            count, _, element = params[0].partition("x")
            if not count.strip().isdigit():
                return None
            return [type_from_text(element.strip(), context)] * int(count), True
    params = _params(ty, "rtarray")
    if params is not None:
        return [type_from_text(params[0], context)], False
    params = _params(ty, "struct")
    if params is not None:
        body = ", ".join(params)
        if body.startswith("(") and body.endswith(")"):
            inner = OpaqueType.get("spirv", f"s<{body[1:-1]}>")
            members = _params(inner, "s") if body[1:-1].strip() else []
            return [
                type_from_text(_strip_decorations(m), context) for m in members or []
            ], True
    return None
