"""What the ``spirv`` ports read of SPIR-V types, which the runtime keeps as
opaque dialect types (``!spirv.ptr<f32, Function>``): their parameters split
at top-level commas, compared as text without white space."""

from __future__ import annotations

from tblgen_py.runtime.ir.types import OpaqueType


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
