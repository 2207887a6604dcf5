"""What every grammar area of the TableGen parser builds on.

The parser is one class, ``Parser``, assembled from one mixin per grammar area
(TGParser's methods, grouped): ``TypeParser`` (types, ranges, slices),
``ListParser`` (value, argument and dag argument lists), ``ValueParser``
(values and their suffixes), ``MultiOperandParser`` and ``OperationParser``
(bang operators), ``BodyParser`` (record bodies), ``MultiClassParser``
(multiclass, defm) and ``Parser`` itself (the top-level objects).  An area
derives from the areas it calls into; the grammar's three recursive entry
points, which lead back up into a later area, are declared here.
"""

from __future__ import annotations

from tblgen_py.frontend.semantics import Semantics
from tblgen_py.frontend.state import MultiClass
from tblgen_py.records.record import Record
from tblgen_py.records.types import RecTy
from tblgen_py.records.values import Init

# How an identifier is read: as a value, or (in a def's name) as its own name.
VALUE_MODE, NAME_MODE = 0, 1


class ParserBase(Semantics):
    """Parser state, semantic actions and the recursive entry points."""

    def parse_value(
        self, rec: Record | None, item_type: RecTy | None = None, mode: int = VALUE_MODE
    ) -> Init | None:
        """Value ::= SimpleValue ValueSuffix* (``ValueParser``)."""
        raise NotImplementedError

    def parse_operation(
        self, rec: Record | None, item_type: RecTy | None
    ) -> Init | None:
        """A bang operator, ``!op<Type>(args)`` (``OperationParser``)."""
        raise NotImplementedError

    def parse_object(self, mc: MultiClass | None) -> bool:
        """Object ::= Class | Def | Defm | Let | ... (``Parser``)."""
        raise NotImplementedError
