"""Module-level symbols the ``*-to-llvm`` lowerings add as they go.

Follows MLIR's ``LLVM::lookupOrCreateFn`` (an external ``llvm.func``
declared at the start of the enclosing module unless the symbol exists) and
``LLVM::createPrintStrCall`` (a private constant ``llvm.mlir.global`` holding
a zero-terminated string, its address, and a call of the print function).
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.conversions.llvm_types import (
    array_type,
    enum_attr,
    fastmath_attr,
    func_type,
    i32_attr,
    i64_attr,
    ptr_type,
    void_type,
)
from tblgen_py.runtime.conversion import ConversionPatternRewriter
from tblgen_py.runtime.ir.attributes import (
    FlatSymbolRefAttr,
    StringAttr,
    TypeAttr,
    UnitAttr,
)
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr, DenseElementsAttr
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.builder import InsertionPoint
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import RankedTensorType, i
from tblgen_py.runtime.ir.value import Value


def module_body(op: Operation) -> Block:
    """The body of the outermost op above ``op`` (MLIR: the parent module)."""
    module = op
    while module.parent_op is not None:
        module = module.parent_op
    return module.regions[0].blocks[0]


def lookup_symbol(body: Block, name: str) -> Operation | None:
    """The op of ``body`` whose ``sym_name`` is ``name``."""
    wanted = StringAttr.get(name)
    for existing in body:
        props = existing.properties
        if isinstance(props, dict) and props.get("sym_name") == wanted:
            return existing
    return None


def declare_function(
    rewriter: ConversionPatternRewriter,
    op: Operation,
    name: str,
    result: object,
    inputs: Sequence[object],
) -> None:
    """Declare ``llvm.func @name`` at the module's start unless it exists."""
    body = module_body(op)
    if lookup_symbol(body, name) is not None:
        return
    saved = rewriter.insertion_point
    rewriter.insertion_point = InsertionPoint(body, body.first_op)
    rewriter.create(
        "llvm.func",
        [],
        [],
        {
            "CConv": enum_attr("cconv", "ccc"),
            "function_type": TypeAttr.get(func_type(result, inputs)),
            "linkage": enum_attr("linkage", "external"),
            "sym_name": StringAttr.get(name),
            "visibility_": i64_attr(0),
        },
        regions=1,
        location=op.location,
    )
    rewriter.insertion_point = saved


def call(
    rewriter: ConversionPatternRewriter,
    callee: str,
    operands: Sequence[Value],
    results: Sequence[object],
    loc: object,
) -> Operation:
    """``llvm.call @callee`` with the default flags."""
    props: dict[str, object] = {
        "CConv": enum_attr("cconv", "ccc"),
        "TailCallKind": enum_attr("tailcallkind", "none"),
        "callee": FlatSymbolRefAttr.get(callee),
        "fastmathFlags": fastmath_attr([]),
        "op_bundle_sizes": DenseArrayAttr.get(i(32), []),
        "operandSegmentSizes": DenseArrayAttr.get(i(32), [len(operands), 0]),
    }
    return rewriter.create(
        "llvm.call", list(operands), list(results), props, location=loc
    )


class UniqueNames:
    """``ensureSymbolNameIsUnique``: ``name``, else ``name_<n>`` with a running
    ``n`` (one counter per pass run; MLIR's lives as long as the process)."""

    def __init__(self) -> None:
        self.counter = 0

    def unique(self, body: Block, name: str) -> str:
        """A name no symbol of ``body`` has."""
        candidate = name
        while lookup_symbol(body, candidate) is not None:
            candidate = f"{name}_{self.counter}"
            self.counter += 1
        return candidate


def print_string_call(
    rewriter: ConversionPatternRewriter,
    op: Operation,
    names: UniqueNames,
    symbol: str,
    text: str,
    function: str,
) -> None:
    """``createPrintStrCall``: a global with ``text`` and a call of ``function``."""
    loc = op.location
    body = module_body(op)
    data = list(text.encode()) + [0]
    array = array_type(len(data), i(8))
    name = names.unique(body, symbol)
    saved = rewriter.insertion_point
    rewriter.insertion_point = InsertionPoint(body, body.first_op)
    rewriter.create(
        "llvm.mlir.global",
        [],
        [],
        {
            "addr_space": i32_attr(0),
            "constant": UnitAttr.get(),
            "global_type": TypeAttr.get(array),
            "linkage": enum_attr("linkage", "private"),
            "sym_name": StringAttr.get(name),
            "value": DenseElementsAttr.get(
                RankedTensorType.get([len(data)], i(8)), data
            ),
            "visibility_": i64_attr(0),
        },
        regions=1,
        location=loc,
    )
    rewriter.insertion_point = saved
    address = rewriter.create(
        "llvm.mlir.addressof",
        [],
        [ptr_type()],
        {"global_name": FlatSymbolRefAttr.get(name)},
        location=loc,
    ).results[0]
    element = rewriter.create(
        "llvm.getelementptr",
        [address],
        [ptr_type()],
        {
            "elem_type": TypeAttr.get(array),
            "noWrapFlags": i32_attr(0),
            "rawConstantIndices": DenseArrayAttr.get(i(32), [0]),
        },
        location=loc,
    ).results[0]
    declare_function(rewriter, op, function, void_type(), [ptr_type()])
    call(rewriter, function, [element], [], loc)
