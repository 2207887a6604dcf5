"""Python versions of the native constraints and rewrites MLIR's
``--test-pdl-bytecode-pass`` registers (same names, same meaning), for the PDL
execution differential suite."""

from __future__ import annotations

from tblgen_py.runtime.ir.attributes import StringAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import FloatType
from tblgen_py.runtime.pdl import NativeRegistry


def _single_entity(rewriter: object, op: Operation) -> bool:
    return op.name == "test.op"


def _multi_entity(rewriter: object, op: Operation, copy: Operation) -> bool:
    return copy.name == "test.op"


def _creator(rewriter: object, op: Operation) -> Operation:
    new = Operation("test.success", location=op.location)
    return rewriter.insert(new)  # type: ignore[attr-defined,no-any-return]


def _rewriter(rewriter: object, root: Operation, value: object) -> None:
    rewriter.insert(  # type: ignore[attr-defined]
        Operation("test.success", [value], location=root.location)  # type: ignore[list-item]
    )
    rewriter.erase_op(root)  # type: ignore[attr-defined]


def _type_creator(rewriter: object) -> object:
    return FloatType.get("f32")


def _str_creator(rewriter: object) -> object:
    return StringAttr.get("test.str")


def register_pdl_natives(registry: NativeRegistry) -> None:
    """Register the test pass's natives."""
    registry.register_constraint("single_entity_constraint", _single_entity)
    registry.register_constraint("multi_entity_constraint", _multi_entity)
    registry.register_rewrite("creator", _creator)
    registry.register_rewrite("rewriter", _rewriter)
    registry.register_rewrite("type_creator", _type_creator)
    registry.register_rewrite("str_creator", _str_creator)
