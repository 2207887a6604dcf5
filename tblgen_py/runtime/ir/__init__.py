"""The runtime IR: operations, values, blocks, regions, context, builder."""

from __future__ import annotations

from tblgen_py.runtime.ir.block import Block, BlockOperand
from tblgen_py.runtime.ir.builder import Builder, InsertionPoint
from tblgen_py.runtime.ir.context import Context, Dialect, ModuleOp
from tblgen_py.runtime.ir.dominance import DominanceInfo, DomTree, has_ssa_dominance
from tblgen_py.runtime.ir.operation import (
    GraphRegions,
    IRMapping,
    IsolatedFromAbove,
    IsTerminator,
    NoTerminator,
    Operation,
    OpTrait,
    SingleBlock,
    SymbolTableTrait,
    SymbolTrait,
    clone_region_into,
)
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.symbol_table import SymbolTable, nearest_symbol_table
from tblgen_py.runtime.ir.value import BlockArgument, OpOperand, OpResult, Value
from tblgen_py.runtime.ir.verifier import (
    VerificationError,
    VerificationNote,
    VerifyError,
    verify,
)
from tblgen_py.runtime.ir.walk import (
    WalkOrder,
    WalkResult,
    walk_postorder,
    walk_preorder,
)

__all__ = [
    "Block",
    "BlockArgument",
    "BlockOperand",
    "Builder",
    "Context",
    "Dialect",
    "DomTree",
    "DominanceInfo",
    "GraphRegions",
    "IRMapping",
    "InsertionPoint",
    "IsTerminator",
    "IsolatedFromAbove",
    "ModuleOp",
    "NoTerminator",
    "OpOperand",
    "OpResult",
    "OpTrait",
    "Operation",
    "Region",
    "SingleBlock",
    "SymbolTable",
    "SymbolTableTrait",
    "SymbolTrait",
    "Value",
    "VerificationError",
    "VerificationNote",
    "VerifyError",
    "WalkOrder",
    "WalkResult",
    "clone_region_into",
    "has_ssa_dominance",
    "nearest_symbol_table",
    "verify",
    "walk_postorder",
    "walk_preorder",
]
