"""A default spelled ``ns::NameOp::getOperationName()`` (``OperationNameOf``):
the name of the op whose C++ class it names, found in the context's dialects."""

from __future__ import annotations

from tblgen_py.runtime.ir.attributes import StringAttr
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.dialect import Dialect
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ods.convert import OperationNameOf


class CopyOp(Operation):
    OPERATION_NAME = "toy.copy"


class MoveOp(Operation):
    OPERATION_NAME = "toy.move"


class OtherCopyOp(Operation):
    OPERATION_NAME = "other.copy"


OtherCopyOp.__name__ = "CopyOp"


def _context(*dialects: Dialect) -> Context:
    context = Context()
    for dialect in dialects:
        context.load_dialect(dialect)
    return context


def test_resolved_in_the_dialect_the_namespace_names() -> None:
    context = _context(Dialect("other", [OtherCopyOp]), Dialect("toy", [CopyOp]))
    default = OperationNameOf("::mlir::toy::CopyOp")
    assert default.resolve_in(context) == StringAttr.get("toy.copy")


def test_else_the_one_loaded_dialect_with_the_class() -> None:
    context = _context(Dialect("toy", [CopyOp, MoveOp]))
    assert context.lookup_op_class_by_cpp_name("::mlir::toy_ext::MoveOp") is MoveOp


def test_ambiguous_or_unknown_classes_give_no_default() -> None:
    context = _context(Dialect("other", [OtherCopyOp]), Dialect("toy", [CopyOp]))
    assert OperationNameOf("::mlir::x::CopyOp").resolve_in(context) is None
    assert OperationNameOf("::mlir::toy::PasteOp").resolve_in(context) is None
