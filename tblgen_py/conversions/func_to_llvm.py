"""``--convert-func-to-llvm``: ``func.func``/``call``/``return`` to LLVM.

Follows MLIR's ``FuncToLLVM.cpp``: a function becomes ``llvm.func`` with the
converted signature (memref arguments expanded into descriptor fields,
several results packed into a struct), its body moved over and its entry
block's arguments converted; calls and returns pack and unpack result
structs with ``insertvalue``/``extractvalue``.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.conversions.llvm_pattern import (
    LLVMPattern,
    inherent,
    llvm_conversion_target,
)
from tblgen_py.conversions.llvm_type_converter import LLVMTypeConverter
from tblgen_py.conversions.llvm_types import (
    enum_attr,
    fastmath_attr,
    i64_attr,
    ptr_type,
)
from tblgen_py.runtime.conversion import (
    ConversionPatternRewriter,
    SignatureConversion,
    apply_partial_conversion,
)
from tblgen_py.runtime.ir.attributes import TypeAttr
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import FunctionType, MemRefType, i
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.rewrite.pattern import Pattern

SKIPPED_FUNC_ATTRS = frozenset(
    {"function_type", "sym_name", "sym_visibility", "arg_attrs", "res_attrs"}
)


def position(index: int) -> DenseArrayAttr:
    """``array<i64: index>`` for insert/extractvalue."""
    return DenseArrayAttr.get(i(64), [index])


def pack_values(
    rewriter: ConversionPatternRewriter,
    struct: object,
    values: Sequence[Value],
    loc: object,
) -> Value:
    """``poison`` then one ``insertvalue`` per value."""
    packed = rewriter.create("llvm.mlir.poison", [], [struct], location=loc).results[0]
    for index, value in enumerate(values):
        packed = rewriter.create(
            "llvm.insertvalue",
            [packed, value],
            [struct],
            {"position": position(index)},
            location=loc,
        ).results[0]
    return packed


def unpack_values(
    rewriter: ConversionPatternRewriter,
    packed: Value,
    types: Sequence[object],
    loc: object,
) -> list[Value]:
    """One ``extractvalue`` per member."""
    return [
        rewriter.create(
            "llvm.extractvalue",
            [packed],
            [ty],
            {"position": position(index)},
            location=loc,
        ).results[0]
        for index, ty in enumerate(types)
    ]


class FuncOpConversion(LLVMPattern):
    """``func.func`` to ``llvm.func``."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Build the LLVM function, move the body, convert the entry block."""
        props = inherent(op)
        fn_type = _type_of(props.get("function_type"))
        if fn_type is None or "llvm.emit_c_interface" in op.attributes:
            return False
        if "arg_attrs" in props or "res_attrs" in props:
            return rewriter.notify_match_failure(
                op, "argument attributes not supported"
            )
        signature = self.llvm_converter.convert_function_signature(fn_type)
        if signature is None:
            return rewriter.notify_match_failure(op, "signature conversion failed")
        llvm_type, inputs = signature
        new_props: dict[str, object] = {
            "CConv": enum_attr("cconv", "ccc"),
            "function_type": TypeAttr.get(llvm_type),
            "linkage": enum_attr("linkage", "external"),
            "sym_name": props["sym_name"],
            "visibility_": i64_attr(0),
        }
        if "sym_visibility" in props:
            new_props["sym_visibility"] = props["sym_visibility"]
        attrs = {k: v for k, v in op.attributes.items() if k not in SKIPPED_FUNC_ATTRS}
        new = rewriter.create(
            "llvm.func", [], [], new_props, attrs, regions=1, location=op.location
        )
        rewriter.inline_region_before(op.regions[0], new.regions[0], None)
        body = new.regions[0]
        if body.blocks:
            conversion = SignatureConversion(len(fn_type.inputs))
            for index, types in enumerate(inputs):
                if types:
                    conversion.add_inputs(index, types)
            rewriter.apply_signature_conversion(
                body.blocks[0], conversion, self.llvm_converter
            )
        rewriter.erase_op(op)
        return True


class ReturnOpLowering(LLVMPattern):
    """``func.return`` to ``llvm.return`` (several values packed)."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Return the value, or a struct of the values."""
        loc = op.location
        values = list(operands)
        if len(values) > 1:
            struct = self.llvm_converter.pack_function_results(
                [v.type for v in op.operands]
            )
            values = [pack_values(rewriter, struct, values, loc)]
        new = rewriter.create(
            "llvm.return", values, [], attributes=dict(op.attributes), location=loc
        )
        rewriter.replace_op(op, new)
        return True


class CallOpLowering(LLVMPattern):
    """``func.call`` to ``llvm.call`` (several results unpacked)."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Call, then extract each result from the returned struct."""
        conv = self.llvm_converter
        result_types = [r.type for r in op.results]
        packed = conv.pack_function_results(result_types)
        if packed is None:
            return False
        props = inherent(op)
        new_props: dict[str, object] = {
            "CConv": enum_attr("cconv", "ccc"),
            "TailCallKind": enum_attr("tailcallkind", "none"),
            "callee": props["callee"],
            "fastmathFlags": fastmath_attr([]),
            "op_bundle_sizes": DenseArrayAttr.get(i(32), []),
        }
        loc = op.location
        promoted = self._promote(rewriter, op, operands)
        if promoted is None:
            return False
        new_props["operandSegmentSizes"] = DenseArrayAttr.get(i(32), [len(promoted), 0])
        types = [] if not result_types else [packed]
        call = rewriter.create(
            "llvm.call",
            promoted,
            types,
            new_props,
            dict(op.attributes),
            location=loc,
        )
        if len(result_types) <= 1:
            rewriter.replace_op(op, call.results)
            return True
        members = [conv.convert_type(ty) for ty in result_types]
        rewriter.replace_op(op, unpack_values(rewriter, call.results[0], members, loc))
        return True

    def _promote(
        self,
        rewriter: ConversionPatternRewriter,
        op: Operation,
        operands: Sequence[Value],
    ) -> list[Value] | None:
        """``promoteOperands``: each memref's descriptor unpacked into its fields."""
        promoted: list[Value] = []
        for original, value in zip(op.operands, operands):
            ty = original.type
            if not isinstance(ty, MemRefType):
                promoted.append(value)
                continue
            fields = self.llvm_converter.descriptor_fields(ty)
            if fields is None:
                return None
            rank = len(ty.shape)
            paths = [[0], [1], [2]]
            paths += [[3, dim] for dim in range(rank)] + [
                [4, dim] for dim in range(rank)
            ]
            index = self.llvm_converter.index_type
            for path in paths:
                field = ptr_type() if path[0] < 2 else index
                promoted.append(
                    rewriter.create(
                        "llvm.extractvalue",
                        [value],
                        [field],
                        {"position": DenseArrayAttr.get(i(64), path)},
                        location=op.location,
                    ).results[0]
                )
        return promoted


def _type_of(attr: object) -> FunctionType | None:
    value = attr.type if isinstance(attr, TypeAttr) else None
    return value if isinstance(value, FunctionType) else None


def func_to_llvm_patterns(converter: LLVMTypeConverter) -> list[Pattern]:
    """``populateFuncToLLVMConversionPatterns``."""
    return [
        FuncOpConversion("func.func", converter, ["llvm.func"]),
        CallOpLowering("func.call", converter, ["llvm.call"]),
        ReturnOpLowering("func.return", converter, ["llvm.return"]),
    ]


def convert_func_to_llvm(
    module: Operation, context: Context | None = None, index_bitwidth: int = 64
) -> None:
    """Run the pass on ``module``; raises ``ConversionFailure``."""
    converter = LLVMTypeConverter(index_bitwidth)
    apply_partial_conversion(
        module,
        llvm_conversion_target(),
        func_to_llvm_patterns(converter),
        context=context,
    )


__all__ = ["Region", "convert_func_to_llvm", "func_to_llvm_patterns"]
