"""``Location``: the bindings' constructors of the runtime's location attributes."""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.ir.face import FaceBase
from tblgen_py.runtime.ir.attributes import Attribute
from tblgen_py.runtime.ir.location import (
    CallSiteLoc,
    FileLineColRange,
    FusedLoc,
    LocationAttr,
    NameLoc,
    UnknownLoc,
)
from tblgen_py.runtime.ir.scope import Current


class Location(FaceBase):
    """A source location; ``with loc:`` makes it the one builders use."""

    RUNTIME = (LocationAttr,)
    current = Current("locations", "Location")
    """The innermost ``with``-entered location (None if none)."""

    @staticmethod
    def unknown(context: object = None) -> LocationAttr:
        """``loc(unknown)``."""
        return UnknownLoc.get()

    @staticmethod
    def file(
        filename: str,
        line: int,
        col: int,
        end_line: int | None = None,
        end_col: int | None = None,
        context: object = None,
    ) -> LocationAttr:
        """``loc("file":line:col)`` (or a range up to ``end_line:end_col``)."""
        return FileLineColRange.get(filename, line, col, end_line, end_col)

    @staticmethod
    def name(
        name: str, childLoc: LocationAttr | None = None, context: object = None
    ) -> LocationAttr:
        """``loc("name")`` or ``loc("name"(child))``."""
        return NameLoc.get(name, childLoc)

    @staticmethod
    def fused(
        locations: Sequence[LocationAttr],
        metadata: Attribute | None = None,
        context: object = None,
    ) -> LocationAttr:
        """``loc(fused<metadata>[...])``, simplified as MLIR does."""
        return FusedLoc.get(locations, metadata)

    @staticmethod
    def callsite(
        callee: LocationAttr, frames: Sequence[LocationAttr], context: object = None
    ) -> LocationAttr:
        """``callee`` called from ``frames[0]``, itself called from ``frames[1]``..."""
        if not frames:
            raise ValueError("No caller frames provided")
        caller = frames[-1]
        for frame in reversed(frames[:-1]):
            caller = CallSiteLoc.get(frame, caller)
        return CallSiteLoc.get(callee, caller)
