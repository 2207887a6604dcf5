"""Which types/attributes/locations get an alias (``#map1``, ``#loc``, ``!tuple``).

Mirrors MLIR's alias initializer: every printed value is visited in print
order; builtin values with an alias name (affine maps, integer sets, locations,
distinct attributes, tuples of more than 16 types) are kept.  Aliases are
ordered by nesting depth, types before attributes, then by name (stable in
visiting order) and numbered per name: ``#map``, ``#map1``...  Aliases only
reached from op/block-argument locations are *deferred* to the end of file.
"""

from __future__ import annotations

from tblgen_py.runtime.ir.affine import AffineMapAttr, IntegerSetAttr
from tblgen_py.runtime.ir.dialect import dialect_alias
from tblgen_py.runtime.ir.attributes import (
    ArrayAttr,
    Attribute,
    DictionaryAttr,
    DistinctAttr,
    FloatAttr,
    IntegerAttr,
    OpaqueAttr,
    StringAttr,
    TypeAttr,
    UnitAttr,
)
from tblgen_py.runtime.ir.attributes_dense import (
    DenseElementsAttr,
    DenseResourceElementsAttr,
    SparseElementsAttr,
)
from tblgen_py.runtime.ir.location import (
    CallSiteLoc,
    FusedLoc,
    LocationAttr,
    NameLoc,
    UnknownLoc,
)
from tblgen_py.runtime.ir.types import (
    ComplexType,
    FunctionType,
    MemRefType,
    NoneType,
    RankedTensorType,
    TupleType,
    Type,
    UnrankedMemRefType,
    UnrankedTensorType,
    VectorType,
)

Item = Type | Attribute | tuple[Attribute, bool]


class _Info:
    """Alias bookkeeping for one visited value."""

    __slots__ = ("name", "depth", "is_type", "deferred", "children", "order")

    def __init__(
        self, name: str | None, is_type: bool, deferred: bool, order: int
    ) -> None:
        self.name = name
        self.depth = 1 if name is not None else 0
        self.is_type = is_type
        self.deferred = deferred
        self.children: list[_Info] = []
        self.order = order


def alias_name(obj: object) -> str | None:
    """The alias name MLIR's builtin dialect (or ``obj``'s dialect) gives ``obj``."""
    if isinstance(obj, AffineMapAttr):
        return "map"
    if isinstance(obj, IntegerSetAttr):
        return "set"
    if isinstance(obj, LocationAttr):
        return "loc"
    if isinstance(obj, DistinctAttr) and not isinstance(obj.referenced, UnitAttr):
        return "distinct"
    if isinstance(obj, TupleType) and len(obj.types) > 16:
        return "tuple"
    if isinstance(obj, OpaqueAttr):  # a value of a loaded dialect kept as text
        return dialect_alias(obj.dialect, obj)
    dialect_hook = getattr(obj, "alias_name", None)
    return None if dialect_hook is None else dialect_hook()


def sub_elements(obj: object) -> list[object]:
    """Nested values in the order MLIR's alias visitor walks them."""
    if isinstance(obj, Type):
        return _type_children(obj)
    if isinstance(
        obj, (AffineMapAttr, IntegerSetAttr, IntegerAttr, FloatAttr, UnitAttr)
    ):
        return []
    if isinstance(obj, ArrayAttr):
        return list(obj.elements)
    if isinstance(obj, DictionaryAttr):
        return [v for _, v in obj.items]
    if isinstance(obj, TypeAttr):
        return [obj.type]
    if isinstance(obj, DistinctAttr):
        return [obj.referenced]
    if isinstance(obj, LocationAttr):
        return _loc_children(obj)
    if isinstance(obj, (StringAttr, OpaqueAttr)):
        return [] if isinstance(obj.type, NoneType) else [obj.type]
    if isinstance(obj, (DenseElementsAttr, DenseResourceElementsAttr)):
        return [obj.type]
    if isinstance(obj, SparseElementsAttr):
        return [obj.type]
    return list(getattr(obj, "sub_elements", lambda: [])())


def _loc_children(loc: LocationAttr) -> list[object]:
    if isinstance(loc, NameLoc):
        return [] if isinstance(loc.child, UnknownLoc) else [loc.child]
    if isinstance(loc, CallSiteLoc):
        return [loc.callee, loc.caller]
    if isinstance(loc, FusedLoc):
        meta: list[object] = [] if loc.metadata is None else [loc.metadata]
        return meta + list(loc.locations)
    return []


def _type_children(t: Type) -> list[object]:
    if isinstance(t, MemRefType):
        out: list[object] = [t.element_type]
        layout = t.layout
        if layout is not None and not (
            isinstance(layout, AffineMapAttr) and layout.value.is_identity()
        ):
            out.append(layout)
        if t.memory_space is not None:
            out.append(t.memory_space)
        return out
    if isinstance(t, FunctionType):
        return [*t.inputs, *t.results]
    if isinstance(t, TupleType):
        return list(t.types)
    if isinstance(t, (ComplexType, VectorType, UnrankedTensorType)):
        return [t.element_type]
    if isinstance(t, RankedTensorType):
        return [t.element_type] if t.encoding is None else [t.element_type, t.encoding]
    if isinstance(t, UnrankedMemRefType):
        ms = [] if t.memory_space is None else [t.memory_space]
        return [t.element_type, *ms]
    return list(getattr(t, "sub_elements", lambda: [])())


class AliasState:
    """The alias table of one printer."""

    __slots__ = ("names", "_infos", "_sorted")

    def __init__(self) -> None:
        self.names: dict[object, str] = {}
        self._infos: dict[object, _Info] = {}
        self._sorted: list[tuple[object, str, bool]] = []

    def visit(self, obj: object, deferred: bool) -> _Info:
        """Record ``obj`` (and what it nests) as printed."""
        info = self._infos.get(obj)
        if info is not None:
            if not deferred:
                _mark_non_deferred(info)
            return info
        info = _Info(alias_name(obj), isinstance(obj, Type), deferred, len(self._infos))
        self._infos[obj] = info
        max_depth = 0
        for child in sub_elements(obj):
            child_info = self.visit(child, deferred)
            info.children.append(child_info)
            max_depth = max(max_depth, child_info.depth)
        if max_depth:
            info.depth = max_depth + 1
        return info

    def finalize(self) -> None:
        """Sort the aliases and number them per name."""
        named = [
            (obj, info) for obj, info in self._infos.items() if info.name is not None
        ]
        named.sort(
            key=lambda oi: (oi[1].depth, not oi[1].is_type, oi[1].name, oi[1].order)
        )
        counts: dict[str, int] = {}
        self.names = {}
        self._sorted = []
        for obj, info in named:
            name = info.name
            assert name is not None
            index = counts.get(name, 0)
            counts[name] = index + 1
            text = ("!" if info.is_type else "#") + name
            if index:
                text += ("_" if name[-1].isdigit() else "") + str(index)
            self.names[obj] = text
            self._sorted.append((obj, text, info.deferred))

    def definitions(self, deferred: bool) -> list[tuple[object, str]]:
        """(value, alias) pairs to print at the top (or, if deferred, the end)."""
        return [(obj, name) for obj, name, d in self._sorted if d == deferred]


def _mark_non_deferred(info: _Info) -> None:
    if not info.deferred:
        return
    info.deferred = False
    for child in info.children:
        _mark_non_deferred(child)
