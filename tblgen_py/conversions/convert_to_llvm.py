"""``--convert-to-llvm``: every dialect's LLVM patterns in one conversion.

Follows MLIR's ``ConvertToLLVMPass``: the patterns each dialect offers
through ``ConvertToLLVMPatternInterface`` (here arith, cf, func, index, math, memref and ub)
share one LLVM type converter and one partial conversion to the LLVM target.
"""

from __future__ import annotations

from tblgen_py.conversions.arith_to_llvm import arith_to_llvm_patterns
from tblgen_py.conversions.cf_to_llvm import cf_to_llvm_patterns
from tblgen_py.conversions.func_to_llvm import func_to_llvm_patterns
from tblgen_py.conversions.index_to_llvm import index_to_llvm_patterns
from tblgen_py.conversions.llvm_pattern import llvm_conversion_target
from tblgen_py.conversions.llvm_type_converter import LLVMTypeConverter
from tblgen_py.conversions.math_to_llvm import math_to_llvm_patterns
from tblgen_py.conversions.memref_to_llvm import memref_to_llvm_patterns
from tblgen_py.conversions.ub_to_llvm import ub_to_llvm_patterns
from tblgen_py.runtime.conversion import apply_partial_conversion
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.rewrite.pattern import Pattern

POPULATE = (
    ("arith", arith_to_llvm_patterns),
    ("cf", cf_to_llvm_patterns),
    ("func", func_to_llvm_patterns),
    ("index", index_to_llvm_patterns),
    ("math", math_to_llvm_patterns),
    ("memref", memref_to_llvm_patterns),
    ("ub", ub_to_llvm_patterns),
)
"""Each dialect with an LLVM interface, by namespace (MLIR's loading order)."""


def convert_to_llvm_patterns(converter: LLVMTypeConverter) -> list[Pattern]:
    """The patterns of every dialect with an LLVM interface."""
    patterns: list[Pattern] = []
    for _, populate in POPULATE:
        patterns += populate(converter)
    return patterns


def convert_to_llvm(
    module: Operation, context: Context | None = None, index_bitwidth: int = 64
) -> None:
    """Run the pass on ``module``; raises ``ConversionFailure``."""
    converter = LLVMTypeConverter(index_bitwidth)
    apply_partial_conversion(
        module,
        llvm_conversion_target(),
        convert_to_llvm_patterns(converter),
        context=context,
    )
