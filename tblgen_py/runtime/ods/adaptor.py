"""``OpAdaptor``: an op's named accessors over a plain operand list and attributes.

Conversion patterns see the new operands of an op before the op is rewritten;
a generated ``<Op>Adaptor`` gives them the ODS names.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.opbase import OPERAND_SEGMENTS, OpView
from tblgen_py.runtime.ods.segments import group_ranges, group_sizes, segment_sizes_of


class OpAdaptor:
    """Operands and attributes of one op, sliced by the op class's ODS specs."""

    __slots__ = ("operands", "attributes")
    OP: ClassVar[type[OpView]] = OpView

    def __init__(
        self,
        operands: Sequence[Value],
        attributes: Mapping[str, object] | None = None,
    ) -> None:
        self.operands = list(operands)
        self.attributes: dict[str, object] = dict(attributes or {})

    @classmethod
    def from_op(cls, op: OpView, operands: Sequence[Value] | None = None) -> OpAdaptor:
        """The adaptor of ``op``, optionally over replacement ``operands``."""
        attrs: dict[str, object] = dict(op.attributes)
        if isinstance(op.properties, dict):
            attrs.update(op.properties)
        return cls(op.operands if operands is None else operands, attrs)

    def _ods_operand_range(self, index: int) -> tuple[int, int]:
        """``(start, end)`` of declared operand group ``index``."""
        op = self.OP
        sizes = group_sizes(
            op._ODS_OPERANDS,
            len(self.operands),
            op._ODS_OPERAND_SEGMENTS,
            segment_sizes_of(self.attributes.get(OPERAND_SEGMENTS)),
        )
        return group_ranges(sizes)[index]

    def _ods_operand(self, index: int) -> Value:
        """The single operand of group ``index``."""
        return self.operands[self._ods_operand_range(index)[0]]

    def _ods_optional_operand(self, index: int) -> Value | None:
        """The operand of optional group ``index``, or None."""
        start, end = self._ods_operand_range(index)
        return self.operands[start] if end > start else None

    def _ods_operands(self, index: int) -> list[Value]:
        """The operands of variadic group ``index``."""
        start, end = self._ods_operand_range(index)
        return self.operands[start:end]

    def _ods_operand_groups(self, index: int, sizes_attr: str) -> list[list[Value]]:
        """A variadic-of-variadic group split by the sizes in ``sizes_attr``."""
        flat = self._ods_operands(index)
        sizes = segment_sizes_of(self.attributes.get(sizes_attr)) or ()
        return [flat[start:end] for start, end in group_ranges(sizes)]

    def get_attr(self, name: str) -> object | None:
        """An attribute by name."""
        return self.attributes.get(name)

    def _ods_has_attr(self, name: str) -> bool:
        """Whether the attribute is present (UnitAttr getters)."""
        return self.get_attr(name) is not None

    def _ods_required_attr(self, name: str) -> object:
        """An attribute the op must have; KeyError naming it otherwise."""
        value = self.attributes.get(name)
        if value is None:
            raise KeyError(
                f"'{self.OP.OPERATION_NAME}' adaptor has no attribute '{name}'"
            )
        return value
