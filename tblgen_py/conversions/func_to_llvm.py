"""``--convert-func-to-llvm``: ``func.func``/``call``/``return`` to LLVM.

Follows MLIR's ``FuncToLLVM.cpp``: a function becomes ``llvm.func`` with the
converted signature (memref arguments expanded into descriptor fields,
several results packed into a struct), its body moved over and its entry
block's arguments converted; calls and returns pack and unpack result
structs with ``insertvalue``/``extractvalue``.  Unranked memrefs pass as
their rank and descriptor pointer; returns and calls copy the ranked
descriptor they point to (``unranked_copy``); argument and result
attributes carry over as ``func_arg_attrs`` says.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.conversions.c_interface import (
    EMIT_C_INTERFACE,
    wrap_external_function,
    wrap_for_external_callers,
)
from tblgen_py.conversions.func_arg_attrs import by_pointer_arguments, lowered_attrs
from tblgen_py.conversions.llvm_pattern import (
    LLVMPattern,
    inherent,
    llvm_conversion_target,
)
from tblgen_py.conversions.llvm_symbols import lookup_symbol, module_body
from tblgen_py.conversions.llvm_type_converter import LLVMTypeConverter
from tblgen_py.conversions.llvm_types import (
    enum_attr,
    fastmath_attr,
    func_type,
    i64_attr,
    is_llvm_type,
    load_from,
)
from tblgen_py.conversions.unranked_copy import UnrankedCopier
from tblgen_py.runtime.conversion import (
    ConversionPatternRewriter,
    SignatureConversion,
    apply_partial_conversion,
)
from tblgen_py.runtime.ir.attributes import TypeAttr
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import (
    FunctionType,
    MemRefType,
    UnrankedMemRefType,
    i,
)
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.rewrite.pattern import Pattern

BARE_PTR_ATTR = "llvm.bareptr"
"""The function attribute asking for the bare-pointer convention."""
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
        if fn_type is None:
            return False
        has_attrs = "arg_attrs" in props or "res_attrs" in props
        if has_attrs and EMIT_C_INTERFACE in op.attributes:
            return rewriter.notify_match_failure(
                op, "argument attributes not supported"
            )
        conv = self.llvm_converter
        bare = uses_bare_pointers(op, conv)
        signature = conv.convert_function_signature(fn_type, bare=bare)
        if signature is None:
            return rewriter.notify_match_failure(op, "signature conversion failed")
        llvm_type, inputs = signature
        by_pointer = by_pointer_arguments(props, inputs)
        if by_pointer:
            result = conv.pack_function_results(list(fn_type.results), bare)
            flat = [ty for group in inputs for ty in group]
            llvm_type = func_type(result, flat)
        new_props: dict[str, object] = {
            "CConv": enum_attr("cconv", "ccc"),
            "function_type": TypeAttr.get(llvm_type),
            "linkage": enum_attr("linkage", "external"),
            "sym_name": props["sym_name"],
            "visibility_": i64_attr(0),
        }
        if "sym_visibility" in props:
            new_props["sym_visibility"] = props["sym_visibility"]
        new_props.update(lowered_attrs(props, inputs, len(fn_type.results), conv))
        attrs = {k: v for k, v in op.attributes.items() if k not in SKIPPED_FUNC_ATTRS}
        new = rewriter.create(
            "llvm.func", [], [], new_props, attrs, regions=1, location=op.location
        )
        rewriter.inline_region_before(op.regions[0], new.regions[0], None)
        body = new.regions[0]
        declaration = not body.blocks
        if not declaration:
            conversion = SignatureConversion(len(fn_type.inputs))
            for index, types in enumerate(inputs):
                if types:
                    conversion.add_inputs(index, types)
            block = rewriter.apply_signature_conversion(
                body.blocks[0], conversion, conv
            )
            self._load_by_pointer(rewriter, block, by_pointer)
        if not bare and EMIT_C_INTERFACE in op.attributes:
            if declaration:
                params = [ty for group in inputs for ty in group]
                wrap_external_function(rewriter, conv, op, new, fn_type, attrs, params)
            else:
                wrap_for_external_callers(rewriter, conv, op, new, fn_type, attrs)
        rewriter.erase_op(op)
        return True

    def _load_by_pointer(
        self,
        rewriter: ConversionPatternRewriter,
        block: Block,
        by_pointer: Sequence[tuple[int, object]],
    ) -> None:
        """``restoreByValRefArgumentType``: at the entry, the value of each
        ``llvm.byval``/``llvm.byref`` argument made a pointer is loaded and
        replaces it (as MLIR, the new argument at the original position:
        after an expanded memref that is another one)."""
        if not by_pointer:
            return
        saved = rewriter.insertion_point
        rewriter.set_insertion_point_to_start(block)
        for index, ty in by_pointer:
            if index >= len(block.arguments):
                break
            argument = block.arguments[index]
            if not is_llvm_type(argument.type, "ptr"):
                continue
            element = self.llvm_converter.convert_type(ty)
            loaded = load_from(rewriter, argument, element, argument.location)
            rewriter.replace_converted_argument(argument, loaded)
        rewriter.insertion_point = saved


def uses_bare_pointers(func: Operation | None, converter: LLVMTypeConverter) -> bool:
    """``shouldUseBarePtrCallConv``: the option, or ``llvm.bareptr`` on ``func``."""
    if converter.use_bare_ptr_call_conv:
        return True
    return func is not None and BARE_PTR_ATTR in func.attributes


class ReturnOpLowering(LLVMPattern):
    """``func.return`` to ``llvm.return`` (several values packed)."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Return the value, or a struct of the values (memrefs as their
        allocated pointers under the bare-pointer convention)."""
        loc = op.location
        values = list(operands)
        conv = self.llvm_converter
        parent = op.parent_op
        func = parent if parent is not None and parent.name == "llvm.func" else None
        bare = uses_bare_pointers(func, conv)
        if bare:
            for index, original in enumerate(op.operands):
                if isinstance(original.type, UnrankedMemRefType):
                    return rewriter.notify_match_failure(op, "unranked bare pointer")
                if conv.can_convert_to_bare_ptr(original.type):
                    values[index] = rewriter.create(
                        "llvm.extractvalue",
                        [values[index]],
                        [conv.element_ptr_type(original.type)],
                        {"position": position(0)},
                        location=loc,
                    ).results[0]
        else:
            types = [value.type for value in op.operands]
            if not UnrankedCopier(rewriter, conv, op).copy_all(types, values, True):
                return rewriter.notify_match_failure(op, "could not copy descriptors")
        if len(values) > 1:
            struct = conv.pack_function_results([v.type for v in op.operands], bare)
            if struct is None:
                return rewriter.notify_match_failure(
                    op, "could not convert result types"
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
        bare = conv.use_bare_ptr_call_conv or self._callee_is_bare(op)
        result_types = [r.type for r in op.results]
        packed = conv.pack_function_results(result_types, bare)
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
        promoted = (
            self._bare_operands(rewriter, op, operands)
            if bare
            else self._promote(rewriter, op, operands)
        )
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
        results: list[Value] = list(call.results)
        if len(result_types) > 1:
            members = [
                (
                    conv.bare_ptr_type(ty)
                    if bare and isinstance(ty, MemRefType)
                    else conv.convert_type(ty)
                )
                for ty in result_types
            ]
            results = unpack_values(rewriter, call.results[0], members, loc)
        if bare:
            for index, ty in enumerate(result_types):
                if isinstance(ty, MemRefType):
                    results[index] = conv.from_static_shape(
                        rewriter, ty, results[index], loc
                    )
        elif not UnrankedCopier(rewriter, conv, op).copy_all(
            result_types, results, False
        ):
            return False
        rewriter.replace_op(op, results)
        return True

    @staticmethod
    def _callee_is_bare(op: Operation) -> bool:
        """Whether the callee carries ``llvm.bareptr``."""
        callee = inherent(op).get("callee")
        name = getattr(callee, "value", None)
        if not isinstance(name, str):
            return False
        found = lookup_symbol(module_body(op), name)
        return found is not None and BARE_PTR_ATTR in found.attributes

    def _bare_operands(
        self,
        rewriter: ConversionPatternRewriter,
        op: Operation,
        operands: Sequence[Value],
    ) -> list[Value] | None:
        """``promoteOperands`` for bare pointers: each memref's aligned pointer."""
        promoted: list[Value] = []
        for original, value in zip(op.operands, operands):
            if isinstance(original.type, UnrankedMemRefType):
                return None
            if isinstance(original.type, MemRefType):
                value = rewriter.create(
                    "llvm.extractvalue",
                    [value],
                    [self.llvm_converter.element_ptr_type(original.type)],
                    {"position": position(1)},
                    location=op.location,
                ).results[0]
            promoted.append(value)
        return promoted

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
            if isinstance(ty, UnrankedMemRefType):
                fields = self.llvm_converter.unranked_fields(ty)
                if fields is None:
                    return None
                promoted += unpack_values(rewriter, value, fields, op.location)
                continue
            if not isinstance(ty, MemRefType):
                promoted.append(value)
                continue
            fields = self.llvm_converter.expanded_memref(ty)
            if fields is None:
                return None
            rank = len(ty.shape)
            paths = [[0], [1], [2]]
            paths += [[3, dim] for dim in range(rank)] + [
                [4, dim] for dim in range(rank)
            ]
            for path, field in zip(paths, fields):
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
    module: Operation,
    context: Context | None = None,
    index_bitwidth: int = 64,
    use_bare_ptr_call_conv: bool = False,
) -> None:
    """Run the pass on ``module``; raises ``ConversionFailure``."""
    converter = LLVMTypeConverter(index_bitwidth, use_bare_ptr_call_conv)
    apply_partial_conversion(
        module,
        llvm_conversion_target(),
        func_to_llvm_patterns(converter),
        context=context,
    )


__all__ = ["Region", "convert_func_to_llvm", "func_to_llvm_patterns"]
