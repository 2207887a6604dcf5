"""Signature conversions: how each original argument maps to new arguments.

Follows MLIR's ``TypeConverter::SignatureConversion``: every original input is
either remapped to a range of new input types, replaced by existing values, or
left unmapped (dropped).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import overload

from tblgen_py.runtime.ir.value import Value


@dataclass(frozen=True)
class InputMapping:
    """A range of new inputs, or replacement values, for one original input."""

    input_no: int
    size: int
    replacement_values: tuple[Value, ...] = ()

    @property
    def replaced_with_values(self) -> bool:
        """True when the input was replaced by existing values."""
        return bool(self.replacement_values)


class SignatureConversion:
    """The new argument types and the remapping of each original argument."""

    def __init__(self, num_orig_inputs: int) -> None:
        self._remapped_inputs: list[InputMapping | None] = [None] * num_orig_inputs
        self._arg_types: list[object] = []

    @property
    def num_orig_inputs(self) -> int:
        """How many inputs the original signature has."""
        return len(self._remapped_inputs)

    @property
    def converted_types(self) -> tuple[object, ...]:
        """The argument types of the new signature."""
        return tuple(self._arg_types)

    def get_input_mapping(self, input_no: int) -> InputMapping | None:
        """The mapping of original input ``input_no``, None when dropped."""
        return self._remapped_inputs[input_no]

    @overload
    def add_inputs(self, orig_input_no: int, types: Sequence[object], /) -> None: ...

    @overload
    def add_inputs(self, types: Sequence[object], /) -> None: ...

    def add_inputs(
        self, first: int | Sequence[object], types: Sequence[object] | None = None, /
    ) -> None:
        """Remap an original input to new ``types``, or append unmapped types.

        ``add_inputs(n, types)`` remaps original input ``n`` to the appended
        ``types``; ``add_inputs(types)`` only appends new inputs.
        """
        if isinstance(first, int):
            if types is None or not types:
                raise ValueError("expected valid types")
            self._remap_range(first, len(self._arg_types), len(types))
            self._append(types)
        else:
            self._append(first)

    def remap_input(self, orig_input_no: int, replacements: Sequence[Value]) -> None:
        """Replace an original input by existing values (drops the argument)."""
        self._check_unmapped(orig_input_no)
        self._remapped_inputs[orig_input_no] = InputMapping(
            orig_input_no, 0, tuple(replacements)
        )

    def _append(self, types: Sequence[object]) -> None:
        if not types:
            raise ValueError("1->0 type remappings don't need to be added explicitly")
        self._arg_types.extend(types)

    def _remap_range(self, orig_input_no: int, new_input_no: int, count: int) -> None:
        self._check_unmapped(orig_input_no)
        self._remapped_inputs[orig_input_no] = InputMapping(new_input_no, count)

    def _check_unmapped(self, orig_input_no: int) -> None:
        if not 0 <= orig_input_no < len(self._remapped_inputs):
            raise IndexError(f"no original input #{orig_input_no}")
        if self._remapped_inputs[orig_input_no] is not None:
            raise ValueError(f"input #{orig_input_no} has already been remapped")
