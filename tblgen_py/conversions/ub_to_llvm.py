"""``--convert-ub-to-llvm``: ``ub.poison`` to ``llvm.mlir.poison``.

Follows MLIR's ``UBToLLVM.cpp``: the poison of the converted result type
(an ``index`` poison becomes one of the index integer type).
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.conversions.llvm_pattern import LLVMPattern, llvm_conversion_target
from tblgen_py.conversions.llvm_type_converter import LLVMTypeConverter
from tblgen_py.runtime.conversion import (
    ConversionPatternRewriter,
    apply_partial_conversion,
)
from tblgen_py.runtime.ir.attributes import OpaqueAttr
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.rewrite.pattern import Pattern


class PoisonOpLowering(LLVMPattern):
    """``ub.poison`` (of the default ``#ub.poison`` value) to ``llvm.mlir.poison``."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """The poison of the converted type."""
        props = op.properties if isinstance(op.properties, dict) else {}
        if not _is_poison_attr(props.get("value")):
            return rewriter.notify_match_failure(op, "unsupported poison value")
        result = self.llvm_converter.convert_type(op.results[0].type)
        if result is None:
            return rewriter.notify_match_failure(op, "failed to convert result type")
        new = rewriter.create("llvm.mlir.poison", [], [result], location=op.location)
        rewriter.replace_op(op, new)
        return True


def _is_poison_attr(attr: object) -> bool:
    """``#ub.poison`` (absent: the default, also ``#ub.poison``)."""
    if attr is None:
        return True
    if isinstance(attr, OpaqueAttr):
        return attr.dialect == "ub" and attr.data == "poison"
    return type(attr).__name__ == "PoisonAttr"


def ub_to_llvm_patterns(converter: LLVMTypeConverter) -> list[Pattern]:
    """``populateUBToLLVMConversionPatterns``."""
    return [PoisonOpLowering("ub.poison", converter, ["llvm.mlir.poison"])]


def convert_ub_to_llvm(
    module: Operation, context: Context | None = None, index_bitwidth: int = 64
) -> None:
    """Run the pass on ``module``; raises ``ConversionFailure``."""
    converter = LLVMTypeConverter(index_bitwidth)
    apply_partial_conversion(
        module,
        llvm_conversion_target(),
        ub_to_llvm_patterns(converter),
        context=context,
    )
