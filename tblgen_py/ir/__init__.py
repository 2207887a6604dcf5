"""The core of MLIR's Python bindings (``mlir.ir``) over the runtime.

Code written for ``from mlir import ir`` runs with ``from tblgen_py import ir``:
the names here are the bindings' names, and the objects they build are the
runtime's own (``tblgen_py.runtime.ir``), so nothing is wrapped or copied
except ``Module`` and ``op.operation`` (a handle holding only the op).
``docs/upstream-names.md`` maps each name and lists what is not provided.
"""

from __future__ import annotations

from tblgen_py.ir.attributes import (
    AffineMapAttr,
    ArrayAttr,
    Attribute,
    BoolAttr,
    DenseElementsAttr,
    DenseFPElementsAttr,
    DenseI32ArrayAttr,
    DenseI64ArrayAttr,
    DenseIntElementsAttr,
    DictAttr,
    FlatSymbolRefAttr,
    FloatAttr,
    IntegerAttr,
    OpaqueAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
)
from tblgen_py.ir.location import Location
from tblgen_py.ir.module import Context, Module
from tblgen_py.ir.types import (
    BF16Type,
    ComplexType,
    F16Type,
    F32Type,
    F64Type,
    FloatType,
    FunctionType,
    IndexType,
    IntegerType,
    MemRefType,
    NoneType,
    OpaqueType,
    RankedTensorType,
    ShapedType,
    TupleType,
    Type,
    UnrankedMemRefType,
    UnrankedTensorType,
    VectorType,
)
from tblgen_py.runtime.errors import MLIRError
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.builder import InsertionPoint
from tblgen_py.runtime.ir.op_handle import NamedAttribute, OpAttributeMap
from tblgen_py.runtime.ir.op_handle import OperationHandle as Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.value import BlockArgument, OpOperand, OpResult, Value
from tblgen_py.runtime.ir.walk import WalkOrder, WalkResult
from tblgen_py.runtime.ods.opbase import OpView

__all__ = [
    "AffineMapAttr",
    "ArrayAttr",
    "Attribute",
    "BF16Type",
    "Block",
    "BlockArgument",
    "BoolAttr",
    "ComplexType",
    "Context",
    "DenseElementsAttr",
    "DenseFPElementsAttr",
    "DenseI32ArrayAttr",
    "DenseI64ArrayAttr",
    "DenseIntElementsAttr",
    "DictAttr",
    "F16Type",
    "F32Type",
    "F64Type",
    "FlatSymbolRefAttr",
    "FloatAttr",
    "FloatType",
    "FunctionType",
    "IndexType",
    "InsertionPoint",
    "IntegerAttr",
    "IntegerType",
    "Location",
    "MemRefType",
    "MLIRError",
    "Module",
    "NamedAttribute",
    "NoneType",
    "OpaqueAttr",
    "OpaqueType",
    "OpAttributeMap",
    "Operation",
    "OpOperand",
    "OpResult",
    "OpView",
    "RankedTensorType",
    "Region",
    "ShapedType",
    "StringAttr",
    "SymbolRefAttr",
    "TupleType",
    "Type",
    "TypeAttr",
    "UnitAttr",
    "UnrankedMemRefType",
    "UnrankedTensorType",
    "Value",
    "VectorType",
    "WalkOrder",
    "WalkResult",
]
