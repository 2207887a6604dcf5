"""Print builtin types, attributes and locations exactly as mlir-opt does.

``AttrTypePrinter(debuginfo=False, local_scope=False)`` has ``print_type``,
``print_attribute`` and ``print_location`` (the ``loc(...)`` form).  Aliases:
call ``collect_aliases(items)`` once with everything the module will print, in
MLIR's visiting order (for each op: its location when debug info is printed,
then nested regions, operand types, result types, attribute values).  Items
are types, attributes, or ``(location, True)`` pairs for op/block-argument
locations, whose aliases are *deferred* (printed after the module).  Then
``print_alias_definitions()`` gives the ``#map = ...`` lines for the top of the
file and ``print_alias_definitions(deferred=True)`` the trailing ``#loc`` lines.
``local_scope=True`` disables aliases.  Module-level helpers ``print_type`` and
``print_attribute`` use a shared alias-free printer.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from tblgen_py.runtime.ir.attributes import Attribute
from tblgen_py.runtime.ir.types import Type
from tblgen_py.runtime.text import print_rules as rules
from tblgen_py.runtime.text.alias_state import AliasState, Item


class AttrTypePrinter:
    """Prints types/attributes/locations with an optional alias table."""

    __slots__ = (
        "debuginfo",
        "local_scope",
        "elide_elements_if_larger",
        "hex_if_larger",
        "aliases",
        "_cache",
        "distinct_ids",
        "resource_uses",
    )

    def __init__(
        self,
        debuginfo: bool = False,
        local_scope: bool = False,
        elide_elements_if_larger: int | None = None,
        hex_if_larger: int = 100,
    ) -> None:
        self.debuginfo = debuginfo
        self.local_scope = local_scope
        self.elide_elements_if_larger = elide_elements_if_larger
        """--mlir-elide-elementsattrs-if-larger: non-splat dense/sparse elements
        with more elements print as ``dense_resource<__elided__>``."""
        self.hex_if_larger = hex_if_larger
        """--mlir-print-elementsattrs-with-hex-if-larger (-1 disables the hex form)."""
        self.aliases = AliasState()
        self._cache: dict[object, str] = {}
        self.distinct_ids: dict[Attribute, int] = {}
        self.resource_uses: dict[str, None] = {}
        """``dense_resource`` handles in order of first print (for ``{-# ... #-}``)."""

    def cache_mark(self) -> int:
        """How many printed texts are cached (see ``drop_cache_since``)."""
        return len(self._cache)

    def drop_cache_since(self, mark: int) -> None:
        """Forget the texts cached after ``mark``: text that depended on where
        it was printed (a recursive type's short form inside its definition)."""
        for key in list(self._cache)[mark:]:
            del self._cache[key]

    # -- aliases -------------------------------------------------------------

    def collect_aliases(self, items: Iterable[Item]) -> None:
        """Visit ``items`` in print order and assign alias names."""
        if self.local_scope:
            return
        for item in items:
            if isinstance(item, tuple):
                self.aliases.visit(item[0], item[1])
            else:
                self.aliases.visit(item, False)
        self.aliases.finalize()
        self._cache.clear()

    def print_alias_definitions(self, deferred: bool = False) -> str:
        """``#map = affine_map<...>`` lines (with newlines), types first."""
        out = []
        for obj, name in self.aliases.definitions(deferred):
            body = self._print_body(obj)
            out.append(f"{name} = {body}\n")
        return "".join(out)

    def alias_of(self, obj: object) -> str | None:
        """The alias name printed for ``obj``, if any."""
        return self.aliases.names.get(obj)

    # -- printing ------------------------------------------------------------

    def print_type(self, t: Type) -> str:
        """The text of type ``t`` (its alias when it has one)."""
        text = self._cache.get(t)
        if text is None:
            text = self.aliases.names.get(t) or rules.print_type_body(self, t)
            self._cache[t] = text
        return text

    def print_attribute(self, a: Attribute, elide_type: bool = False) -> str:
        """The text of attribute ``a``; ``elide_type`` drops ``: i64``/``: f64``."""
        if elide_type:
            return self.aliases.names.get(a) or rules.print_attr_body(self, a, True)
        text = self._cache.get(a)
        if text is None:
            text = self.aliases.names.get(a) or rules.print_attr_body(self, a, False)
            self._cache[a] = text
        return text

    def print_location(self, loc: Attribute) -> str:
        """``loc(...)``, or ``loc(#alias)`` when the location has an alias."""
        alias = self.aliases.names.get(loc)
        if alias is not None:
            return f"loc({alias})"
        return f"loc({rules.print_loc_internal(self, loc, True)})"

    def print_location_body(self, loc: Attribute, top_level: bool = False) -> str:
        """A location without the ``loc(...)`` wrapper (aliases for nested ones)."""
        return rules.print_loc_internal(self, loc, top_level)

    def distinct_id(self, a: Attribute) -> int:
        """The number printed in ``distinct[N]``: order of first print."""
        ident = self.distinct_ids.get(a)
        if ident is None:
            ident = self.distinct_ids[a] = len(self.distinct_ids)
        return ident

    def _print_body(self, obj: object) -> str:
        if isinstance(obj, Type):
            return rules.print_type_body(self, obj)
        assert isinstance(obj, Attribute)
        return rules.print_attr_body(self, obj, False)


_DEFAULT = AttrTypePrinter(local_scope=True)


def print_type(t: Type) -> str:
    """Print ``t`` without aliases."""
    return _DEFAULT.print_type(t)


def print_attribute(a: Attribute) -> str:
    """Print ``a`` without aliases."""
    return _DEFAULT.print_attribute(a)


PrintFn = Callable[[AttrTypePrinter, object], str]
