"""Records (classes, defs, multiclass prototypes) and their fields."""

from __future__ import annotations

import itertools
from enum import Enum
from collections.abc import Iterator

TYPE_CHECKING = False  # typing is not imported at run time (start-up cost)

from tblgen_py.records import active
from tblgen_py.records.ops import cast_to
from tblgen_py.records.resolve import RecordResolver
from tblgen_py.records.types import BitsRecTy, RecordRecTy, RecTy, STRING, record_type
from tblgen_py.records.values import (
    UNSET,
    BitsInit,
    DefInit,
    Init,
    StringInit,
    TypedInit,
)

if TYPE_CHECKING:
    from tblgen_py.support.diagnostics import Span
    from tblgen_py.records.resolve import Resolver


class FieldKind(Enum):
    """How a field was declared."""

    NORMAL = 0
    NONCONCRETE_OK = 1  # declared with ``field``
    TEMPLATE_ARG = 2


class RecordVal:
    """One field or template argument of a record."""

    __slots__ = ("name", "type", "kind", "value", "loc", "used")

    def __init__(
        self, name: StringInit, ty: RecTy, kind: FieldKind, loc: Span | None = None
    ) -> None:
        self.name = name
        self.type = ty
        self.kind = kind
        self.loc = loc
        self.used = False
        self.value: Init = UNSET
        self.set_value(UNSET)

    def copy(self) -> RecordVal:
        """A copy with the same value (records copy their fields)."""
        new: RecordVal = _FieldCopy()
        new.name, new.type, new.kind = self.name, self.type, self.kind
        new.loc, new.used, new.value = self.loc, self.used, self.value
        return new

    @property
    def name_string(self) -> str:
        """The field name as text."""
        return self.name.value

    @property
    def is_template_arg(self) -> bool:
        """Whether this is a template argument."""
        return self.kind is TEMPLATE_ARG

    @property
    def is_nonconcrete_ok(self) -> bool:
        """Whether the field was declared with ``field``."""
        return self.kind is FieldKind.NONCONCRETE_OK

    def set_value(self, value: Init) -> bool:
        """Cast and store ``value``; return True if it does not fit the type."""
        ty = self.type
        if getattr(value, "type", None) is not ty:  # else cast_to returns value
            cast = cast_to(value, ty)
            if cast is None:
                return True
            value = cast
        if type(ty) is BitsRecTy and type(value) is not BitsInit:
            value = BitsInit.get([value.get_bit(i) for i in range(ty.size)])
        self.value = value
        return False

    def print_type(self) -> str:
        """The type as printed: ``code`` for a string field holding code."""
        if self.type is STRING:
            value = self.value
            if type(value) is StringInit and value.is_code:
                return "code"
            return "string"
        return str(self.type)

    def format(self) -> str:
        """``[field ]type name[ = value]`` as a record dump prints it."""
        prefix = "field " if self.kind is FieldKind.NONCONCRETE_OK else ""
        return f"{prefix}{self.print_type()} {self.name.value} = {self.value}"


class _FieldCopy(RecordVal):
    """A field made without arguments, its slots copied from another: no ``__init__``."""

    __slots__ = ()
    __init__ = object.__init__


TEMPLATE_ARG = FieldKind.TEMPLATE_ARG
_ids = itertools.count()


def _key(name: Init) -> str:
    """Fields are indexed by name text, so records outlive a reset of interning."""
    return name.value if type(name) is StringInit else name.as_unquoted()


class Record:
    """A class, def or multiclass prototype: named fields plus superclasses."""

    __slots__ = (
        "name",
        "locs",
        "template_args",
        "values",
        "_index",
        "direct_scs",
        "assertions",
        "dumps",
        "is_class",
        "is_anonymous",
        "id",
        "_def_init",
        "_all_scs",
        "forward_locs",
        "_inheritable",
    )

    def __init__(
        self,
        name: Init,
        locs: list[Span],
        *,
        is_class: bool = False,
        is_anonymous: bool = False,
    ) -> None:
        self.name = name
        self.locs = locs
        self.template_args: list[StringInit] = []
        self.values: list[RecordVal] = []
        self._index: dict[str, RecordVal] = {}
        self.direct_scs: list[tuple[Record, Span | None]] = []
        self.assertions: list[tuple[Span | None, Init, Init]] = []
        self.dumps: list[tuple[Span | None, Init]] = []
        self.is_class = is_class
        self.is_anonymous = is_anonymous
        self.id = next(_ids)
        self._def_init: DefInit | None = None
        self._all_scs: list[Record] | None = None
        self.forward_locs: list[Span] = []
        # (key, field) of the fields a subclass inherits; None when out of date.
        self._inheritable: list[tuple[str, RecordVal]] | None = None

    def copy(self) -> Record:
        """A deep-enough copy for instantiating a multiclass prototype."""
        new = Record(
            self.name,
            list(self.locs),
            is_class=self.is_class,
            is_anonymous=self.is_anonymous,
        )
        new.template_args = list(self.template_args)
        for val in self.values:
            copied = val.copy()
            new.values.append(copied)
            new._index[_key(copied.name)] = copied
        new.direct_scs = list(self.direct_scs)
        new.assertions = list(self.assertions)
        # LLVM's Record copy constructor leaves the dumps behind: a `dump` in
        # the body of a def inside a foreach or multiclass is never printed.
        return new

    @property
    def loc(self) -> Span | None:
        """The primary location."""
        return self.locs[0] if self.locs else None

    @property
    def name_string(self) -> str:
        """LLVM's getNameInitAsString."""
        return self.name.as_unquoted()

    # -- fields

    def get_value(self, name: Init | str) -> RecordVal | None:
        """The field named ``name``, or None."""
        kind = type(name)
        if kind is StringInit:
            return self._index.get(name.value)  # type: ignore[union-attr]
        if kind is str:
            return self._index.get(name)  # type: ignore[arg-type]
        return self._index.get(name.as_unquoted())  # type: ignore[union-attr]

    def add_value(self, val: RecordVal) -> None:
        """Append a field."""
        self._inheritable = None
        self.values.append(val)
        name = val.name
        self._index[name.value if type(name) is StringInit else _key(name)] = val

    def inherit_values(self, fields: list[RecordVal]) -> list[RecordVal]:
        """Append copies of the fields (template arguments skipped) not yet here.

        Returns the fields whose names exist already, for the caller to merge.
        """
        self._inheritable = None
        index, values, new_val = self._index, self.values, _FieldCopy
        clashes: list[RecordVal] = []
        for val in fields:
            if val.kind is TEMPLATE_ARG:
                continue
            name = val.name
            key = name.value if type(name) is StringInit else _key(name)
            if key in index:
                clashes.append(val)
                continue
            new = new_val()
            new.name, new.type, new.kind = name, val.type, val.kind
            new.loc, new.used, new.value = val.loc, val.used, val.value
            values.append(new)
            index[key] = new
        return clashes

    def inherit_from(self, cls: Record) -> list[RecordVal]:
        """``inherit_values(cls.values)``, walking a list the class keeps for this."""
        fields = cls._inheritable
        if fields is None:
            fields = cls._inheritable = [
                (_key(val.name), val)
                for val in cls.values
                if val.kind is not TEMPLATE_ARG
            ]
        self._inheritable = None
        index, values, new_val = self._index, self.values, _FieldCopy
        clashes: list[RecordVal] = []
        for key, val in fields:
            if key in index:
                clashes.append(val)
                continue
            new = new_val()
            new.name, new.type, new.kind = val.name, val.type, val.kind
            new.loc, new.used, new.value = val.loc, val.used, val.value
            values.append(new)
            index[key] = new
        return clashes

    def remove_value(self, name: Init) -> None:
        """Remove a field."""
        self._inheritable = None
        val = self._index.pop(_key(name))
        self.values.remove(val)

    def is_template_arg(self, name: Init) -> bool:
        """Whether ``name`` is one of this record's template arguments."""
        val = self._index.get(_key(name))
        return val is not None and val.kind is TEMPLATE_ARG

    def add_template_arg(self, name: StringInit) -> None:
        """Register a template argument (its field was added already)."""
        self.template_args.append(name)

    # -- superclasses

    def add_direct_superclass(self, cls: Record, loc: Span | None) -> None:
        """Derive from ``cls``."""
        self.direct_scs.append((cls, loc))
        self._all_scs = None
        self._def_init = None

    def superclasses(self) -> list[Record]:
        """All superclasses in LLVM's post-order (duplicates kept)."""
        cached = self._all_scs
        if cached is None:
            cached = []
            for cls, _ in self.direct_scs:
                cached.extend(cls.superclasses())
                cached.append(cls)
            self._all_scs = cached
        return cached

    def direct_superclasses(self) -> Iterator[Record]:
        """The direct superclasses."""
        return (cls for cls, _ in self.direct_scs)

    def is_subclass_of(self, cls: Record) -> bool:
        """Whether ``cls`` is a (transitive) superclass."""
        return cls in self.superclasses()

    def get_type(self) -> RecordRecTy:
        """The record type made of the direct superclasses."""
        return record_type([cls for cls, _ in self.direct_scs])

    def def_init(self) -> DefInit:
        """The (cached) reference to this record."""
        if self._def_init is None:
            self._def_init = DefInit(self)
        return self._def_init

    # -- resolution

    def set_name(self, name: Init) -> None:
        """Rename; the name must be string-typed."""
        if not (isinstance(name, TypedInit) and name.type is STRING):
            active.fatal(f"Record name '{name}' is not a string!", self.locs)
        self.name = name

    def resolve_with(self, r: Resolver, skip: RecordVal | None = None) -> None:
        """Resolve the name, every field, assertion and dump through ``r``."""
        new_name = self.name.resolve(r)
        if new_name is not self.name:
            self.set_name(new_name)
        values = self.values
        if skip is not None:
            values = [val for val in values if val is not skip]
        for val in values:
            value = val.value
            if not value.has_refs:
                continue
            resolved = value.resolve(r)
            if resolved is value:
                continue  # stored values are cast already
            if val.set_value(resolved):
                type_note = (
                    f"of type '{resolved.type}' "
                    if isinstance(resolved, TypedInit)
                    else ""
                )
                active.fatal(
                    f"Invalid value {type_note}found when setting field "
                    f"'{val.name.value}' of type '{val.type}' after resolving "
                    f"references: {resolved.as_unquoted()}\n",
                    self.locs,
                )
        if self.assertions:
            self.assertions = [
                (loc, c.resolve(r), m.resolve(r)) for loc, c, m in self.assertions
            ]
        if self.dumps:
            self.dumps = [(loc, m.resolve(r)) for loc, m in self.dumps]

    def resolve_final(self, new_name: Init | None = None) -> None:
        """Resolve references between this record's own fields (final pass)."""
        resolver = RecordResolver(self)
        resolver.name = new_name
        resolver.is_final = True
        self.resolve_with(resolver)

    def __repr__(self) -> str:
        return f"Record({self.name_string})"
