"""TableGen value types (LLVM's RecTy hierarchy), interned so identity is equality."""

from __future__ import annotations

from collections.abc import Sequence

TYPE_CHECKING = False  # typing is not imported at run time (start-up cost)

if TYPE_CHECKING:
    from tblgen_py.records.record import Record


class RecTy:
    """Base of every TableGen type."""

    __slots__ = ("_list_ty",)

    def __init__(self) -> None:
        self._list_ty: ListRecTy | None = None

    def list_ty(self) -> ListRecTy:
        """Return ``list<self>``."""
        ty = self._list_ty
        if ty is None:
            ty = self._list_ty = ListRecTy(self)
        return ty

    def is_convertible_to(self, rhs: RecTy) -> bool:
        """LLVM's typeIsConvertibleTo: same kind by default."""
        return type(self) is type(rhs)

    def type_is_a(self, rhs: RecTy) -> bool:
        """LLVM's typeIsA: identity by default."""
        return self is rhs

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self})"


class BitRecTy(RecTy):
    """The ``bit`` type."""

    __slots__ = ()

    def __str__(self) -> str:
        return "bit"

    def is_convertible_to(self, rhs: RecTy) -> bool:
        kind = type(rhs)
        if kind is BitRecTy or kind is IntRecTy:
            return True
        return kind is BitsRecTy and rhs.size == 1  # type: ignore[attr-defined]


class BitsRecTy(RecTy):
    """The ``bits<n>`` type."""

    __slots__ = ("size",)

    def __init__(self, size: int) -> None:
        super().__init__()
        self.size = size

    def __str__(self) -> str:
        return f"bits<{self.size}>"

    def is_convertible_to(self, rhs: RecTy) -> bool:
        kind = type(rhs)
        if isinstance(rhs, BitsRecTy):
            return rhs.size == self.size
        return (kind is BitRecTy and self.size == 1) or kind is IntRecTy


class IntRecTy(RecTy):
    """The ``int`` type."""

    __slots__ = ()

    def __str__(self) -> str:
        return "int"

    def is_convertible_to(self, rhs: RecTy) -> bool:
        kind = type(rhs)
        return kind is BitRecTy or kind is BitsRecTy or kind is IntRecTy


class StringRecTy(RecTy):
    """The ``string`` type (``code`` is an alias of it)."""

    __slots__ = ()

    def __str__(self) -> str:
        return "string"


class DagRecTy(RecTy):
    """The ``dag`` type."""

    __slots__ = ()

    def __str__(self) -> str:
        return "dag"


class ListRecTy(RecTy):
    """The ``list<T>`` type."""

    __slots__ = ("element_type",)

    def __init__(self, element_type: RecTy) -> None:
        super().__init__()
        self.element_type = element_type

    def __str__(self) -> str:
        return f"list<{self.element_type}>"

    def is_convertible_to(self, rhs: RecTy) -> bool:
        if type(rhs) is ListRecTy:
            return self.element_type.is_convertible_to(rhs.element_type)
        return False

    def type_is_a(self, rhs: RecTy) -> bool:
        if type(rhs) is ListRecTy:
            return self.element_type.type_is_a(rhs.element_type)
        return False


class RecordRecTy(RecTy):
    """A record type: the set of classes a record must derive from."""

    __slots__ = ("classes",)

    def __init__(self, classes: tuple[Record, ...]) -> None:
        super().__init__()
        self.classes = classes

    def __str__(self) -> str:
        if len(self.classes) == 1:
            return self.classes[0].name_string
        return "{" + ", ".join(c.name_string for c in self.classes) + "}"

    def is_subclass_of(self, cls: Record) -> bool:
        """Whether one of the classes is ``cls`` or derives from it."""
        for c in self.classes:  # loops, not any(): this is hot
            if c is cls or cls in c.superclasses():
                return True
        return False

    def is_convertible_to(self, rhs: RecTy) -> bool:
        if self is rhs:
            return True
        if type(rhs) is not RecordRecTy:
            return False
        for c in rhs.classes:
            if not self.is_subclass_of(c):
                return False
        return True

    def type_is_a(self, rhs: RecTy) -> bool:
        return self.is_convertible_to(rhs)


BIT = BitRecTy()
INT = IntRecTy()
STRING = StringRecTy()
DAG = DagRecTy()

_bits_types: dict[int, BitsRecTy] = {}
_record_types: dict[tuple[int, ...], RecordRecTy] = {}
_record_types_as_given: dict[tuple[int, ...], RecordRecTy] = {}
ANY_RECORD = RecordRecTy(())


def bits_type(size: int) -> BitsRecTy:
    """Return the interned ``bits<size>``."""
    ty = _bits_types.get(size)
    if ty is None:
        ty = _bits_types[size] = BitsRecTy(size)
    return ty


def record_type(classes: Sequence[Record]) -> RecordRecTy:
    """Return the interned record type for ``classes`` (sorted by name)."""
    if not classes:
        return ANY_RECORD
    # Fast path: the classes in the order given (the type keeps them alive, so
    # their ids are not reused).
    given = tuple(map(id, classes))
    ty = _record_types_as_given.get(given)
    if ty is not None:
        return ty
    if len(classes) == 1:
        ordered: tuple[Record, ...] = (classes[0],)
    else:
        ordered = tuple(sorted(classes, key=lambda c: c.name_string))
    key = tuple(id(c) for c in ordered)
    ty = _record_types.get(key)
    if ty is None:
        ty = _record_types[key] = RecordRecTy(ordered)
    _record_types_as_given[given] = ty
    return ty


def _resolve_record_types(t1: RecordRecTy, t2: RecordRecTy) -> RecordRecTy:
    common: list[Record] = []
    stack = list(t1.classes)
    while stack:
        rec = stack.pop()
        if t2.is_subclass_of(rec):
            common.append(rec)
        else:
            stack.extend(rec.direct_superclasses())
    return record_type(common)


def resolve_types(t1: RecTy, t2: RecTy) -> RecTy | None:
    """The common type of two types, or None (LLVM's resolveTypes)."""
    if t1 is t2:
        return t1
    if type(t1) is RecordRecTy and type(t2) is RecordRecTy:
        return _resolve_record_types(t1, t2)
    if t1.is_convertible_to(t2):
        return t2
    if t2.is_convertible_to(t1):
        return t1
    if type(t1) is ListRecTy and type(t2) is ListRecTy:
        elt = resolve_types(t1.element_type, t2.element_type)
        if elt is not None:
            return elt.list_ty()
    return None


def reset_types() -> None:
    """Forget interned record types (between independent runs)."""
    _record_types.clear()
    _record_types_as_given.clear()
    for ty in (BIT, INT, STRING, DAG, ANY_RECORD, *_bits_types.values()):
        ty._list_ty = None
