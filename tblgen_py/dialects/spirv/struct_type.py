"""``!spirv.struct`` (MLIR's ``spirv::StructType``): literal structs, uniqued by
their members, offsets and decorations, and identified ones, uniqued by name
in their context, whose body is set once after creation (so a struct can
point to itself: ``!spirv.struct<A, (!spirv.ptr<!spirv.struct<A>, Generic>)>``).

A member decoration is ``(member index, Decoration, value or None)``, a struct
decoration ``(Decoration, value or None)``; both are kept sorted as MLIR sorts
them (by index, then the decoration's value; stable)."""

from __future__ import annotations

from typing import ClassVar

from tblgen_py.dialects.spirv.type_classes import SPIRVType
from tblgen_py.runtime.ir.types import Type, intern

MemberDecoration = tuple[int, object, object]
StructDecoration = tuple[object, object]


class StructNamespace:
    """The identified structs of one context (by name)."""

    __slots__ = ("parsing", "__weakref__")

    def __init__(self) -> None:
        self.parsing: list[StructType] = []
        """The identified structs whose bodies are being parsed (outermost first)."""


def struct_namespace(context: object) -> StructNamespace:
    """The namespace of ``context``'s identified structs (made on first use)."""
    data: dict[str, object] = getattr(context, "dialect_data")
    found = data.get("spirv.structs")
    if not isinstance(found, StructNamespace):
        found = data["spirv.structs"] = StructNamespace()
    return found


class StructType(SPIRVType):
    """``!spirv.struct<(f32 [0], i32 [4])>`` or ``!spirv.struct<Name, (...)>``."""

    __slots__ = (
        "identifier",
        "namespace",
        "element_types",
        "offsets",
        "member_decorations",
        "struct_decorations",
        "body_set",
    )
    identifier: str
    namespace: StructNamespace | None
    element_types: tuple[Type, ...]
    offsets: tuple[int, ...]
    member_decorations: tuple[MemberDecoration, ...]
    struct_decorations: tuple[StructDecoration, ...]
    body_set: bool
    MNEMONIC: ClassVar[str | None] = "struct"
    DEF_NAME: ClassVar[str] = "StructType"
    CPP_CLASS: ClassVar[str] = "StructType"
    CPP_NAME: ClassVar[str] = "mlir::spirv::StructType"

    @classmethod
    def get(
        cls,
        members: tuple[Type, ...] | list[Type],
        offsets: tuple[int, ...] | list[int] = (),
        member_decorations: tuple[MemberDecoration, ...] | list[MemberDecoration] = (),
        struct_decorations: tuple[StructDecoration, ...] | list[StructDecoration] = (),
    ) -> StructType:
        """``StructType::get``: the literal struct of these members."""
        body = _body(members, offsets, member_decorations, struct_decorations)
        return intern(cls, "", None, *body, **_fields("", None, body, True))

    @classmethod
    def get_identified(cls, namespace: StructNamespace, identifier: str) -> StructType:
        """``StructType::getIdentified``: the struct named ``identifier`` in
        ``namespace`` (its body not set yet when new)."""
        body = _body((), (), (), ())
        fields = _fields(identifier, namespace, body, False)
        return intern(cls, identifier, namespace, **fields)

    def try_set_body(
        self,
        members: tuple[Type, ...] | list[Type],
        offsets: tuple[int, ...] | list[int] = (),
        member_decorations: tuple[MemberDecoration, ...] | list[MemberDecoration] = (),
        struct_decorations: tuple[StructDecoration, ...] | list[StructDecoration] = (),
    ) -> bool:
        """``trySetBody``: set an identified struct's body once; setting the
        same body again succeeds, a different one fails."""
        body = _body(members, offsets, member_decorations, struct_decorations)
        if self.body_set:
            return body == self._body()
        for name, value in _fields(self.identifier, self.namespace, body, True).items():
            object.__setattr__(self, name, value)
        return True

    def _body(self) -> tuple[object, ...]:
        return (
            self.element_types,
            self.offsets,
            self.member_decorations,
            self.struct_decorations,
        )

    # -- C++ accessors ------------------------------------------------------------
    def is_identified(self) -> bool:
        """``isIdentified``."""
        return bool(self.identifier)

    @property
    def num_elements(self) -> int:
        """``getNumElements``."""
        return len(self.element_types)

    def get_element_type(self, index: int) -> Type:
        """``getElementType(i)``."""
        return self.element_types[index]

    def has_offset(self) -> bool:
        """``hasOffset``: every member has an offset."""
        return bool(self.offsets)

    def get_member_offset(self, index: int) -> int:
        """``getMemberOffset(i)``."""
        return self.offsets[index]

    def has_decoration(self, decoration: object) -> bool:
        """``hasDecoration``: a struct decoration of that kind."""
        return any(found == decoration for found, _ in self.struct_decorations)

    def decorations_of(self, index: int) -> list[MemberDecoration]:
        """``getMemberDecorations(i, ...)``: member ``index``'s decorations."""
        return [d for d in self.member_decorations if d[0] == index]

    def sub_elements(self) -> list[object]:
        """Member types and decoration values (alias collection)."""
        values: list[object] = list(self.element_types)
        values += [d[2] for d in self.member_decorations if d[2] is not None]
        values += [d[1] for d in self.struct_decorations if d[1] is not None]
        return values

    def parameters(self) -> tuple[object, ...]:
        """The identifier and the body."""
        return (self.identifier, *self._body())


def _body(
    members: tuple[Type, ...] | list[Type],
    offsets: tuple[int, ...] | list[int],
    member_decorations: tuple[MemberDecoration, ...] | list[MemberDecoration],
    struct_decorations: tuple[StructDecoration, ...] | list[StructDecoration],
) -> tuple[tuple[object, ...], ...]:
    """The stored body: tuples, decorations sorted as MLIR sorts them."""
    members_sorted = sorted(member_decorations, key=lambda d: (d[0], int(d[1])))
    struct_sorted = sorted(struct_decorations, key=lambda d: int(d[0]))
    return (tuple(members), tuple(offsets), tuple(members_sorted), tuple(struct_sorted))


def _fields(
    identifier: str,
    namespace: StructNamespace | None,
    body: tuple[tuple[object, ...], ...],
    body_set: bool,
) -> dict[str, object]:
    members, offsets, member_decorations, struct_decorations = body
    return {
        "identifier": identifier,
        "namespace": namespace,
        "element_types": members,
        "offsets": offsets,
        "member_decorations": member_decorations,
        "struct_decorations": struct_decorations,
        "body_set": body_set,
    }
