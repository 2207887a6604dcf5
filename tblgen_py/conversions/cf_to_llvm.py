"""``--convert-cf-to-llvm``: ``cf.br``/``cond_br``/``switch`` to LLVM branches,
``cf.assert`` to a branch to a block that prints the message and aborts.

Follows MLIR's ``ControlFlowToLLVM.cpp``: a branch takes its remapped
operands, and each successor whose argument types differ from them gets its
signature converted; the branch's discardable attributes carry over.  An
assert splits its block: the condition branches to the rest of the block or
to a new last block of the region that ``puts`` the message (a private
global ``assert_msg``, made unique) and calls ``abort``.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.conversions.llvm_pattern import LLVMPattern, llvm_conversion_target
from tblgen_py.conversions.llvm_symbols import (
    UniqueNames,
    call,
    declare_function,
    print_string_call,
)
from tblgen_py.conversions.llvm_type_converter import LLVMTypeConverter
from tblgen_py.conversions.llvm_types import void_type
from tblgen_py.runtime.conversion import (
    ConversionPatternRewriter,
    apply_partial_conversion,
)
from tblgen_py.runtime.ir.attributes import StringAttr
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import i
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.rewrite.pattern import Pattern


def converted_block(
    rewriter: ConversionPatternRewriter,
    converter: LLVMTypeConverter,
    branch: Operation,
    block: Block,
    expected: Sequence[object],
) -> Block | None:
    """``block`` with argument types ``expected`` (converted if needed)."""
    if [arg.type for arg in block.arguments] == list(expected):
        return block
    conversion = converter.convert_block_signature(block)
    if conversion is None:
        rewriter.notify_match_failure(branch, "could not compute block signature")
        return None
    if list(conversion.converted_types) != list(expected):
        rewriter.notify_match_failure(
            branch,
            "mismatch between adaptor operand types and computed block signature",
        )
        return None
    return rewriter.apply_signature_conversion(block, conversion, converter)


def _segments(op: Operation) -> list[int]:
    props = op.properties
    attr = props.get("operandSegmentSizes") if isinstance(props, dict) else None
    return list(attr.values) if isinstance(attr, DenseArrayAttr) else []


class BranchOpLowering(LLVMPattern):
    """``cf.br`` to ``llvm.br``."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Branch to the (converted) successor."""
        dest = converted_block(
            rewriter,
            self.llvm_converter,
            op,
            op.successors[0],
            [v.type for v in operands],
        )
        if dest is None:
            return False
        new = rewriter.create(
            "llvm.br",
            list(operands),
            [],
            None,
            dict(op.attributes),
            successors=[dest],
            location=op.location,
        )
        rewriter.replace_op(op, new)
        return True


class CondBranchOpLowering(LLVMPattern):
    """``cf.cond_br`` to ``llvm.cond_br``."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Branch on the condition to the (converted) successors."""
        sizes = _segments(op) or [1, 0, 0]
        true_ops = list(operands[1 : 1 + sizes[1]])
        false_ops = list(operands[1 + sizes[1] :])
        conv = self.llvm_converter
        succs = op.successors
        true_dest = converted_block(
            rewriter, conv, op, succs[0], [v.type for v in true_ops]
        )
        if true_dest is None:
            return False
        false_dest = converted_block(
            rewriter, conv, op, succs[1], [v.type for v in false_ops]
        )
        if false_dest is None:
            return False
        props: dict[str, object] = {
            "operandSegmentSizes": DenseArrayAttr.get(
                i(32), [1, len(true_ops), len(false_ops)]
            )
        }
        attrs = dict(op.attributes)
        new = rewriter.create(
            "llvm.cond_br",
            [operands[0], *true_ops, *false_ops],
            [],
            props,
            attrs,
            successors=[true_dest, false_dest],
            location=op.location,
        )
        rewriter.replace_op(op, new)
        return True


class SwitchOpLowering(LLVMPattern):
    """``cf.switch`` to ``llvm.switch``."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Switch to the (converted) successors with the same case values."""
        props = op.properties if isinstance(op.properties, dict) else {}
        sizes = _segments(op) or [1, len(operands) - 1, 0]
        case_sizes_attr = props.get("case_operand_segments")
        case_sizes = (
            list(case_sizes_attr.values)
            if isinstance(case_sizes_attr, DenseArrayAttr)
            else []
        )
        default_ops = list(operands[1 : 1 + sizes[1]])
        rest = list(operands[1 + sizes[1] :])
        groups: list[list[Value]] = []
        for size in case_sizes:
            groups.append(rest[:size])
            rest = rest[size:]
        conv = self.llvm_converter
        dests = []
        for block, group in zip(op.successors, [default_ops, *groups]):
            dest = converted_block(rewriter, conv, op, block, [v.type for v in group])
            if dest is None:
                return False
            dests.append(dest)
        new = rewriter.create(
            "llvm.switch",
            list(operands),
            [],
            dict(props),
            dict(op.attributes),
            successors=dests,
            location=op.location,
        )
        rewriter.replace_op(op, new)
        return True


class AssertOpLowering(LLVMPattern):
    """``cf.assert`` to a conditional branch around ``puts`` and ``abort``."""

    def __init__(self, converter: LLVMTypeConverter) -> None:
        super().__init__(
            "cf.assert",
            converter,
            [
                "llvm.mlir.global",
                "llvm.mlir.addressof",
                "llvm.getelementptr",
                "llvm.func",
                "llvm.call",
                "llvm.unreachable",
                "llvm.cond_br",
            ],
        )
        self.names = UniqueNames()

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Split the block, fill the failure block, branch on the condition."""
        props = op.properties if isinstance(op.properties, dict) else {}
        message = props.get("msg")
        block, region = op.parent, op.parent_region
        if not isinstance(message, StringAttr) or block is None or region is None:
            return False
        loc = op.location
        continuation = rewriter.split_block(block, op)
        failure = rewriter.create_block(region)
        print_string_call(rewriter, op, self.names, "assert_msg", message.value, "puts")
        declare_function(rewriter, op, "abort", void_type(), [])
        call(rewriter, "abort", [], [], loc)
        rewriter.create("llvm.unreachable", [], [], location=loc)
        rewriter.set_insertion_point_to_end(block)
        branch = rewriter.create(
            "llvm.cond_br",
            [operands[0]],
            [],
            {"operandSegmentSizes": DenseArrayAttr.get(i(32), [1, 0, 0])},
            successors=[continuation, failure],
            location=loc,
        )
        rewriter.replace_op(op, branch)
        return True


def cf_to_llvm_patterns(converter: LLVMTypeConverter) -> list[Pattern]:
    """``populateControlFlowToLLVMConversionPatterns`` and the assert pattern."""
    return [
        BranchOpLowering("cf.br", converter, ["llvm.br"]),
        CondBranchOpLowering("cf.cond_br", converter, ["llvm.cond_br"]),
        SwitchOpLowering("cf.switch", converter, ["llvm.switch"]),
        AssertOpLowering(converter),
    ]


def convert_cf_to_llvm(
    module: Operation, context: Context | None = None, index_bitwidth: int = 64
) -> None:
    """Run the pass on ``module``; raises ``ConversionFailure``."""
    converter = LLVMTypeConverter(index_bitwidth)
    apply_partial_conversion(
        module,
        llvm_conversion_target(),
        cf_to_llvm_patterns(converter),
        context=context,
    )
