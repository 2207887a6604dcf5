"""Everything generated op modules use, under one import (``as _ods_ir``)."""

from __future__ import annotations

from tblgen_py.runtime.ir.attributes import Attribute
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.builder import InsertionPoint
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.dialect import Dialect
from tblgen_py.runtime.ir.operation import (
    GraphRegions,
    IsolatedFromAbove,
    IsTerminator,
    NoTerminator,
    OpTrait,
    SingleBlock,
    SymbolTableTrait,
    SymbolTrait,
)
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import Type
from tblgen_py.runtime.ir.value import OpResult, Value
from tblgen_py.runtime.ods.adaptor import OpAdaptor
from tblgen_py.runtime.ods.opbase import (
    OpView,
    as_values,
    attribute_dict,
    block_list,
    results_or_op,
    traits,
    type_list,
    value_list,
    value_type,
)
from tblgen_py.runtime.ods.specs import (
    Arity,
    AttrSpec,
    Check,
    RegionSpec,
    Segments,
    TraitCheck,
    ValueSpec,
    register_classes,
    untranslated_predicate,
)
from tblgen_py.runtime.ods.infer import (
    infer_results,
    register_dialect,
    same_type_results,
)

OpResults = list[OpResult]
"""The results of a variadic result group."""

__all__ = [
    "Arity",
    "AttrSpec",
    "Attribute",
    "Block",
    "Check",
    "Context",
    "Dialect",
    "GraphRegions",
    "InsertionPoint",
    "IsTerminator",
    "IsolatedFromAbove",
    "NoTerminator",
    "OpAdaptor",
    "OpResult",
    "OpResults",
    "OpTrait",
    "OpView",
    "Region",
    "RegionSpec",
    "Segments",
    "SingleBlock",
    "SymbolTableTrait",
    "SymbolTrait",
    "TraitCheck",
    "Type",
    "Value",
    "ValueSpec",
    "as_values",
    "attribute_dict",
    "block_list",
    "infer_results",
    "results_or_op",
    "register_classes",
    "untranslated_predicate",
    "register_dialect",
    "same_type_results",
    "traits",
    "type_list",
    "value_list",
    "value_type",
]
