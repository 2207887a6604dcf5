"""``arith``'s additions in MLIR's Python bindings, ported.

``ConstantOp(result_type, value)`` and ``constant(result_type, value)`` take a
Python int or float (or an attribute) for the value.
"""

from __future__ import annotations

from typing import Any

from tblgen_py.dialects.py_api import Names
from tblgen_py.runtime.ir.attributes import FloatAttr, IntegerAttr
from tblgen_py.runtime.ir.builder import InsertionPoint
from tblgen_py.runtime.ir.types import FloatType


def extend(names: Names) -> Names:
    """``ConstantOp`` and ``constant`` with the bindings' signature."""
    constant_op = _constant_op(names["ConstantOp"])

    def constant(
        result: Any,
        value: object,
        *,
        loc: object = None,
        ip: InsertionPoint | None = None,
    ) -> Any:
        """The value of a new ``arith.constant``."""
        return constant_op(result, value, loc=loc, ip=ip).result

    return {"ConstantOp": constant_op, "constant": constant}


def _constant_op(base: Any) -> type:
    class ConstantOp(base):  # type: ignore[misc]
        """``arith.constant`` of a type and a Python number or an attribute."""

        __slots__ = ()

        def __init__(
            self,
            result: Any,
            value: object,
            *,
            loc: object = None,
            ip: InsertionPoint | None = None,
        ) -> None:
            if isinstance(value, float) or (
                isinstance(value, int) and isinstance(result, FloatType)
            ):
                attr: object = FloatAttr.get(result, float(value))
            elif isinstance(value, int):
                attr = IntegerAttr.get(result, value)
            else:
                attr = value
            super().__init__(attr, results=[result], loc=loc, ip=ip)

        @property
        def literal_value(self) -> object:
            """The value as a Python int or float."""
            return getattr(self.get_attr("value"), "value", None)

    return ConstantOp
