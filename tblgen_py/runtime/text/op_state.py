"""OperationState: what a parser collects before creating an operation."""

from __future__ import annotations

from typing import NamedTuple

from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.value import Value


class UnresolvedOperand(NamedTuple):
    """An SSA use not yet bound to a value: ``%name#number`` at ``offset``."""

    name: str
    number: int
    offset: int


class OperationState:
    """Name, location, operands, types, properties, attributes, regions, successors."""

    __slots__ = (
        "name",
        "location",
        "operands",
        "result_types",
        "properties",
        "attributes",
        "regions",
        "successors",
        "result_names",
        "operands_types",
    )

    def __init__(self, name: str, location: object) -> None:
        self.name = name
        self.location = location
        self.operands: list[Value] = []
        self.result_types: list[object] = []
        self.properties: dict[str, object] | object | None = None
        self.attributes: dict[str, object] = {}
        self.regions: list[Region] = []
        self.successors: list[Block] = []
        self.result_names: list[tuple[str, int, int]] = []
        self.operands_types: tuple[object, ...] | list[object] = ()
