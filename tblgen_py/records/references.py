"""References to records and variables: DefInit, VarInit, FieldInit, VarDefInit."""

from __future__ import annotations

from collections.abc import Sequence

TYPE_CHECKING = False  # typing is not imported at run time (start-up cost)

from tblgen_py.records import active
from tblgen_py.records.resolve import TrackUnresolvedResolver
from tblgen_py.records.scalars import ArgumentInit, Init, StringInit, TypedInit
from tblgen_py.records.types import RecordRecTy, RecTy, record_type

if TYPE_CHECKING:
    from tblgen_py.support.diagnostics import Span
    from tblgen_py.records.record import Record
    from tblgen_py.records.resolve import Resolver


class DefInit(TypedInit):
    """A reference to a concrete record."""

    __slots__ = ("record",)
    has_refs = False

    def __init__(self, record: Record) -> None:
        self.type = record.get_type()  # TypedInit.__init__, inlined (hot)
        self.record = record

    def is_concrete(self) -> bool:
        return True

    def convert_to(self, ty: RecTy) -> Init | None:
        if type(ty) is RecordRecTy and self.type.is_convertible_to(ty):
            return self
        return None

    def get_field_type(self, name: StringInit) -> RecTy | None:
        field = self.record.get_value(name)
        return None if field is None else field.type

    def __str__(self) -> str:
        return self.record.name_string


class VarInit(TypedInit):
    """A reference to a field, template argument or loop variable."""

    __slots__ = ("name",)
    _pool: dict[tuple[object, ...], VarInit] = {}

    def __init__(self, name: Init, ty: RecTy) -> None:
        self.type = ty  # TypedInit.__init__, inlined (hot)
        self.name = name

    @classmethod
    def get(cls, name: Init | str, ty: RecTy) -> VarInit:
        """Return the interned variable reference."""
        if isinstance(name, str):
            name = StringInit.get(name)
        key = (ty, name)
        inst = _VAR_POOL.get(key)
        if inst is None:
            inst = _VAR_POOL[key] = cls(name, ty)
        return inst

    @property
    def name_str(self) -> str:
        """The variable name as text."""
        return self.name.as_unquoted()

    def resolve(self, r: Resolver) -> Init:
        value = r.resolve(self.name)
        return self if value is None else value

    def __str__(self) -> str:
        return self.name.as_unquoted()


_VAR_POOL = VarInit._pool  # a global load is cheaper than a class attribute


class FieldInit(TypedInit):
    """``rec.field`` where ``rec`` is not yet a concrete record."""

    __slots__ = ("rec", "field_name")
    _pool: dict[tuple[object, object], FieldInit] = {}

    def __init__(self, rec: Init, field_name: StringInit) -> None:
        ty = rec.get_field_type(field_name)
        assert ty is not None
        self.type = ty  # TypedInit.__init__, inlined (hot)
        self.rec = rec
        self.field_name = field_name

    @classmethod
    def get(cls, rec: Init, field_name: StringInit) -> FieldInit:
        """Return the interned field access."""
        key = (rec, field_name)
        inst = cls._pool.get(key)
        if inst is None:
            inst = cls._pool[key] = cls(rec, field_name)
        return inst

    def fold(self, cur_rec: Record | None) -> Init:
        """Read the field once the record is concrete."""
        rec = self.rec
        if type(rec) is DefInit:
            record = rec.record
            if record is cur_rec:
                active.fatal(
                    f"Attempting to access field '{self.field_name.value}' of "
                    f"'{rec}' is a forbidden self-reference",
                    cur_rec.locs,
                )
            field = record.get_value(self.field_name)
            assert field is not None
            if field.value.is_concrete():
                return field.value
        return self

    def is_concrete(self) -> bool:
        rec = self.rec
        if type(rec) is DefInit:
            field = rec.record.get_value(self.field_name)
            return field is not None and field.value.is_concrete()
        return False

    def resolve(self, r: Resolver) -> Init:
        new = self.rec.resolve(r)
        if new is not self.rec:
            return FieldInit.get(new, self.field_name).fold(r.cur_rec)
        return self

    def __str__(self) -> str:
        return f"{self.rec}.{self.field_name.value}"


class VarDefInit(TypedInit):
    """``Class<args>`` not yet instantiated (its arguments are unresolved)."""

    __slots__ = ("cls", "args", "loc", "_def")
    _pool: dict[tuple[object, ...], VarDefInit] = {}

    def __init__(
        self, loc: Span | None, cls: Record, args: tuple[ArgumentInit, ...]
    ) -> None:
        self.type = record_type([cls])  # TypedInit.__init__, inlined (hot)
        self.cls = cls
        self.args = args
        self.loc = loc
        self._def: DefInit | None = None

    @classmethod
    def get(
        cls, loc: Span | None, klass: Record, args: Sequence[ArgumentInit]
    ) -> VarDefInit:
        """Return the interned instantiation."""
        a = tuple(args)
        key = (klass, a)
        inst = cls._pool.get(key)
        if inst is None:
            inst = cls._pool[key] = cls(loc, klass, a)
        return inst

    def instantiate(self) -> DefInit:
        """Create the anonymous record (once) and return a reference to it."""
        if self._def is None:
            self._def = active.current().instantiate_class(self)
        return self._def

    def fold(self) -> Init:
        """Instantiate when every argument is resolved."""
        if self._def is not None:
            return self._def
        if not any(arg.has_refs for arg in self.args):
            return self.instantiate()
        tracker = TrackUnresolvedResolver(None)
        for arg in self.args:
            arg.resolve(tracker)
        if not tracker.found_unresolved:
            return self.instantiate()
        return self

    def resolve(self, r: Resolver) -> Init:
        tracker = TrackUnresolvedResolver(r)
        changed = False
        new_args: list[ArgumentInit] = []
        for arg in self.args:
            new = arg.resolve(tracker)
            assert isinstance(new, ArgumentInit)
            changed |= new is not arg
            new_args.append(new)
        if not changed:
            return self
        new_init = VarDefInit.get(self.loc, self.cls, new_args)
        if not tracker.found_unresolved:
            return new_init.instantiate()
        return new_init

    def __str__(self) -> str:
        return f"{self.cls.name_string}<" + ", ".join(str(a) for a in self.args) + ">"
