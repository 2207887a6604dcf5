"""Resolvers: how variable references are substituted (LLVM's Resolver family)."""

from __future__ import annotations

TYPE_CHECKING = False  # typing is not imported at run time (start-up cost)

from tblgen_py.records.scalars import UNSET, Init

if TYPE_CHECKING:
    from tblgen_py.records.record import Record


class Resolver:
    """Maps variable names to values; ``None`` leaves a reference unresolved."""

    __slots__ = ("cur_rec", "is_final")
    keep_unset_bits = False

    def __init__(self, cur_rec: Record | None) -> None:
        self.cur_rec = cur_rec
        self.is_final = False

    def resolve(self, name: Init) -> Init | None:
        """The value bound to ``name``, or None."""
        raise NotImplementedError


class MapResolver(Resolver):
    """Substitutes an explicit map; mapped values may refer to each other."""

    __slots__ = ("_map",)

    def __init__(self, cur_rec: Record | None = None) -> None:
        self.cur_rec = cur_rec  # Resolver.__init__, inlined (hot)
        self.is_final = False
        self._map: dict[Init, tuple[Init, bool]] = {}

    def set(self, key: Init, value: Init) -> None:
        """Bind ``key`` to ``value``."""
        # A value without references resolves to itself: already done.
        self._map[key] = (value, not value.has_refs)

    def is_complete(self, key: Init) -> bool:
        """Whether the value bound to ``key`` is complete."""
        return self._map[key][0].is_complete()

    def resolve(self, name: Init) -> Init | None:
        entry = self._map.get(name)
        if entry is None:
            return None
        value, done = entry
        if not done and len(self._map) > 1:
            del self._map[name]
            value = value.resolve(self)
            self._map[name] = (value, True)
        return value


class RecordResolver(Resolver):
    """Resolves references to the fields of the current record (final pass)."""

    __slots__ = ("_cache", "_stack", "name")
    keep_unset_bits = True

    def __init__(self, record: Record) -> None:
        self.cur_rec: Record | None = record  # Resolver.__init__, inlined (hot)
        self.is_final = False
        self._cache: dict[Init, Init | None] = {}
        self._stack: list[Init] = []
        self.name: Init | None = None

    def resolve(self, name: Init) -> Init | None:
        cache = self._cache
        if name in cache:
            cached = cache[name]
            if cached is not None:
                return cached
        if name in self._stack:
            return None
        rec = self.cur_rec
        assert rec is not None
        value: Init | None = None
        field = rec.get_value(name)
        if field is not None:
            if field.value is not UNSET:
                self._stack.append(name)
                value = field.value.resolve(self)
                self._stack.pop()
        elif self.name is not None and name is rec.name:
            self._stack.append(name)
            value = self.name.resolve(self)
            self._stack.pop()
        cache[name] = value
        return value


class ShadowResolver(Resolver):
    """Delegates to another resolver but hides some names (loop variables)."""

    __slots__ = ("_inner", "_shadowed")

    def __init__(self, inner: Resolver) -> None:
        super().__init__(inner.cur_rec)
        self.is_final = inner.is_final
        self._inner = inner
        self._shadowed: set[Init] = set()

    @property
    def keep_unset_bits(self) -> bool:  # type: ignore[override]
        return False

    def add_shadow(self, name: Init) -> None:
        """Leave ``name`` unresolved."""
        self._shadowed.add(name)

    def resolve(self, name: Init) -> Init | None:
        if name in self._shadowed:
            return None
        return self._inner.resolve(name)


class TrackUnresolvedResolver(Resolver):
    """Optionally delegates, and records whether anything stayed unresolved."""

    __slots__ = ("_inner", "found_unresolved")

    def __init__(self, inner: Resolver | None) -> None:
        super().__init__(None if inner is None else inner.cur_rec)
        if inner is not None:
            self.is_final = inner.is_final
        self._inner = inner
        self.found_unresolved = False

    def resolve(self, name: Init) -> Init | None:
        value: Init | None = None
        if self._inner is not None:
            value = self._inner.resolve(name)
            if value is not None and not self.found_unresolved and value.has_refs:
                sub = TrackUnresolvedResolver(None)
                value.resolve(sub)
                self.found_unresolved |= sub.found_unresolved
        if value is None:
            self.found_unresolved = True
        return value


class HasReferenceResolver(Resolver):
    """Finds whether a value mentions one variable, resolving nothing."""

    __slots__ = ("_target", "found")

    def __init__(self, target: Init) -> None:
        super().__init__(None)
        self._target = target
        self.found = False

    def resolve(self, name: Init) -> Init | None:
        if name is self._target:
            self.found = True
        return None
