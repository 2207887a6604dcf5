"""Builtin locations; like in MLIR they are attributes (``LocationAttr``).

``UnknownLoc.get()``, ``FileLineColLoc.get(file, line, col)`` and
``FileLineColRange.get(file, line, col, end_line, end_col)`` (one class; a
plain file:line:col is a range ending where it starts), ``NameLoc.get(name,
child)``, ``CallSiteLoc.get(callee, caller)`` and ``FusedLoc.get(locs,
metadata)`` (which simplifies as MLIR does: drops unknown and duplicate
locations, flattens nested fused locations with the same metadata, and
returns the only location left).
"""

from __future__ import annotations

from collections.abc import Iterable
from types import TracebackType

from tblgen_py.runtime.ir.attributes import Attribute
from tblgen_py.runtime.ir.scope import STACKS, Current, pop, push
from tblgen_py.runtime.ir.types import intern, interned, remember


class LocationAttr(Attribute):
    """Base class of all locations; ``with loc:`` makes it the current one."""

    __slots__ = ()

    current = Current("locations", "Location")
    """The innermost ``with``-entered location (None if none)."""

    def __enter__(self) -> LocationAttr:
        push(STACKS.locations, self)
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        pop(STACKS.locations, self)

    def __repr__(self) -> str:
        return str(self)


Location = LocationAttr


class UnknownLoc(LocationAttr):
    """``loc(unknown)``."""

    __slots__ = ()

    @classmethod
    def get(cls) -> UnknownLoc:
        """The unknown location."""
        return intern(cls)


class FileLineColRange(LocationAttr):
    """``"file":line:col`` optionally followed by ``to [line]:col``."""

    __slots__ = ("filename", "line", "col", "end_line", "end_col")
    filename: str
    line: int
    col: int
    end_line: int
    end_col: int

    @classmethod
    def get(
        cls,
        filename: str,
        line: int,
        col: int = 0,
        end_line: int | None = None,
        end_col: int | None = None,
    ) -> FileLineColRange:
        """The range; the end defaults to the start."""
        el = line if end_line is None else end_line
        ec = col if end_col is None else end_col
        return intern(
            FileLineColRange,
            filename,
            line,
            col,
            el,
            ec,
            filename=filename,
            line=line,
            col=col,
            end_line=el,
            end_col=ec,
        )

    @classmethod
    def at(cls, filename: str, line: int, col: int) -> FileLineColRange:
        """``get(filename, line, col)``: the parser's location of each op."""
        key = (FileLineColRange, filename, line, col, line, col)
        found = interned(key)
        if found is not None:
            return found  # type: ignore[return-value]
        loc = object.__new__(FileLineColRange)
        setter = object.__setattr__
        setter(loc, "filename", filename)
        setter(loc, "line", line)
        setter(loc, "col", col)
        setter(loc, "end_line", line)
        setter(loc, "end_col", col)
        return remember(key, loc)


FileLineColLoc = FileLineColRange


class NameLoc(LocationAttr):
    """``"name"`` or ``"name"(child)``."""

    __slots__ = ("name", "child")
    name: str
    child: LocationAttr

    @classmethod
    def get(cls, name: str, child: LocationAttr | None = None) -> NameLoc:
        """The named location; ``child`` defaults to unknown."""
        child = child if child is not None else UnknownLoc.get()
        return intern(cls, name, child, name=name, child=child)


class CallSiteLoc(LocationAttr):
    """``callsite(callee at caller)``."""

    __slots__ = ("callee", "caller")
    callee: LocationAttr
    caller: LocationAttr

    @classmethod
    def get(cls, callee: LocationAttr, caller: LocationAttr) -> CallSiteLoc:
        """The call-site location."""
        return intern(cls, callee, caller, callee=callee, caller=caller)


class FusedLoc(LocationAttr):
    """``fused<metadata>[loc, ...]``."""

    __slots__ = ("locations", "metadata")
    locations: tuple[LocationAttr, ...]
    metadata: Attribute | None

    @classmethod
    def get(
        cls, locations: Iterable[LocationAttr], metadata: Attribute | None = None
    ) -> LocationAttr:
        """Fuse ``locations``, simplifying as MLIR does."""
        unique: dict[LocationAttr, None] = {}
        for loc in locations:
            if isinstance(loc, FusedLoc) and loc.metadata is metadata:
                unique.update(dict.fromkeys(loc.locations))
            elif not isinstance(loc, UnknownLoc):
                unique[loc] = None
        locs = tuple(unique)
        if not locs:
            if metadata is None:
                return UnknownLoc.get()
            locs = (UnknownLoc.get(),)
        if len(locs) == 1 and metadata is None:
            return locs[0]
        return cls.get_raw(locs, metadata)

    @classmethod
    def get_raw(
        cls, locations: tuple[LocationAttr, ...], metadata: Attribute | None
    ) -> FusedLoc:
        """The fused location exactly as given, without simplification."""
        return intern(cls, locations, metadata, locations=locations, metadata=metadata)
