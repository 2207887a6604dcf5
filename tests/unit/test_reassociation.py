"""``reassociation_for_collapse`` (MLIR 22's ``getReassociationIndicesForCollapse``)."""

from __future__ import annotations

import pytest

from tblgen_py.dialects.reassociation import reassociation_for_collapse
from tblgen_py.runtime.ir.types import DYNAMIC

D = DYNAMIC


@pytest.mark.parametrize(
    ("source", "target", "expected"),
    [
        ([2, 3, 4], [6, 4], [[0, 1], [2]]),
        ([2, 1, 3], [2, 3], [[0], [1, 2]]),
        ([D, 2, 3, 5], [D, 15], [[0, 1], [2, 3]]),
        ([1, 1, 1, 1], [1, 1, 1], [[0], [1], [2, 3]]),
        ([1, D, 1], [], [[0, 1, 2]]),
        ([D, D, D], [D, D], None),
        ([2, 3], [5], None),
        ([2, 3], [2, 3], None),
        ([2, 2], [], None),
    ],
)
def test_reassociation_for_collapse(
    source: list[int], target: list[int], expected: list[list[int]] | None
) -> None:
    assert reassociation_for_collapse(source, target) == expected
