"""``llvm`` dialect: verifiers of ``llvm.mlir.alias``, ``llvm.mlir.ifunc`` and
``llvm.blockaddress`` (linkages, initializer regions, resolvers, block tags)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from tblgen_py.dialects._support import lookup_symbol
from tblgen_py.dialects.llvm.hooks import function_result_type
from tblgen_py.dialects.llvm.global_ops import linkage, satisfies_llvm_module
from tblgen_py.dialects.llvm.memory import llvm_pointer_space
from tblgen_py.runtime.ir.attributes import SymbolRefAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.verifier import VerificationError, VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.opbase import OpView
from tblgen_py.runtime.rewrite.traits import NoMemoryEffect, Pure, has_trait

__all__: list[str] = []

_ALIAS_LINKAGES = (
    "private",
    "internal",
    "linkonce",
    "weak",
    "linkonce_odr",
    "weak_odr",
    "external",
    "available_externally",
)
_IFUNC_LINKAGES = _ALIAS_LINKAGES[:-1]


@implement_op("llvm.mlir.alias", "verify")
def verify_alias(op: OpView) -> None:
    """A linkage LLVM IR allows for aliases."""
    kind = linkage(op)
    if kind not in _ALIAS_LINKAGES:
        raise VerifyError(
            f"'{kind}' linkage not supported in aliases, available options: private, "
            "internal, linkonce, weak, linkonce_odr, weak_odr, external or "
            "available_externally"
        )


def _no_effect(op: Operation) -> bool:
    """``MemoryEffectOpInterface::hasNoEffect``."""
    cls = type(op)
    return has_trait(cls, Pure) or has_trait(cls, NoMemoryEffect)


@implement_op("llvm.mlir.alias", "verify_regions")
def verify_alias_regions(op: OpView) -> None:
    """The initializer returns a pointer and has no side effects."""
    blocks = op.regions[0].blocks
    if not blocks:
        return
    ret = blocks[0].last_op
    operands = [use.value for use in ret.operand_uses] if ret is not None else []
    if not operands or llvm_pointer_space(operands[0].type) is None:
        raise VerifyError("initializer region must always return a pointer")
    for nested in blocks[0]:
        if not _no_effect(nested):
            raise VerificationError(
                "ops with side effects are not allowed in alias initializers",
                nested.location,
                nested,
            )


@implement_op("llvm.mlir.ifunc", "verify")
def verify_ifunc(op: OpView) -> None:
    """A linkage LLVM IR allows for ifuncs."""
    kind = linkage(op)
    if kind not in _IFUNC_LINKAGES:
        raise VerifyError(
            f"'{kind}' linkage not supported in ifuncs, available options: private, "
            "internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage"
        )


_BLOCK_ADDR = re.compile(r"function\s*=\s*@([\w$.\-]+|\"[^\"]*\").*?id\s*=\s*(\d+)")


def _block_address(op: Operation) -> tuple[str, int] | None:
    """The function name and tag id of ``block_addr``."""
    match = _BLOCK_ADDR.search(str(op.get_attr("block_addr")))
    if match is None:
        return None
    return match.group(1).strip('"'), int(match.group(2))


def _walk(region: Region) -> Iterator[Operation]:
    """All ops nested in ``region``."""
    for block in region.blocks:
        for op in block:
            yield op
            for inner in op.regions:
                yield from _walk(inner)


def _module(op: Operation) -> Operation | None:
    """The closest ancestor satisfying ``satisfiesLLVMModule``."""
    parent = op.parent_op
    while parent is not None and not satisfies_llvm_module(parent):
        parent = parent.parent_op
    return parent


def _block_tag_exists(op: Operation) -> bool:
    """``getBlockTagOp``: the named ``llvm.func`` holds a matching block tag."""
    found = _block_address(op)
    module = _module(op)
    if found is None or module is None:
        return False
    name, tag = found
    func = lookup_symbol(_first_child(module) or op, SymbolRefAttr.get(name))
    if func is None or func.name != "llvm.func":
        return False
    for nested in _walk(func.regions[0]):
        if nested.name == "llvm.blocktag":
            match = re.search(r"id\s*=\s*(\d+)", str(nested.get_attr("tag")))
            if match is not None and int(match.group(1)) == tag:
                return True
    return False


def _first_child(module: Operation) -> Operation | None:
    """An op directly inside ``module`` (symbol lookups start from its table)."""
    for region in module.regions:
        for block in region.blocks:
            for op in block:
                return op
    return None


@implement_op("llvm.blockaddress", "verify")
def verify_blockaddress(op: Operation) -> None:
    """The referenced function has the referenced block tag."""
    if not _block_tag_exists(op):
        raise VerifyError(
            "expects an existing block label target in the referenced function"
        )


def _module_symbol(op: Operation, ref: object) -> Operation | None:
    """``lookupSymbolIn(parentLLVMModule(op), ref)``."""
    module = _module(op)
    anchor = _first_child(module) if module is not None else None
    return lookup_symbol(anchor, ref) if anchor is not None else None


@implement_op("llvm.mlir.addressof", "verifySymbolUses")
def verify_addressof_symbol_uses(op: Operation) -> None:
    """The name is a global, alias, function or ifunc; a global's address
    space matches the pointer's."""
    target = _module_symbol(op, op.get_attr("global_name"))
    kinds = ("llvm.mlir.global", "llvm.func", "llvm.mlir.alias", "llvm.mlir.ifunc")
    if target is None or target.name not in kinds:
        raise VerifyError(
            "must reference a global defined by 'llvm.mlir.global', "
            "'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'"
        )
    space = _address_space(target)
    if space is not None and space != llvm_pointer_space(op.results[0].type):
        raise VerifyError(
            "pointer address space must match address space of the referenced "
            "global or alias"
        )


def _address_space(target: Operation) -> int | None:
    """A global's ``addr_space``; an alias's initializer pointer space."""
    if target.name == "llvm.mlir.global":
        return int(getattr(target.get_attr("addr_space"), "value", 0))
    if target.name != "llvm.mlir.alias" or not target.regions[0].blocks:
        return None
    ret = target.regions[0].blocks[0].last_op
    if ret is None or not ret.operand_uses:
        return None
    return llvm_pointer_space(ret.operand_uses[0].value.type)


def _resolver(op: Operation) -> Operation | None | bool:
    """The function an ifunc resolves through (following aliases); True when
    an alias body is too complex to follow."""
    target = _module_symbol(op, op.get_attr("resolver"))
    while target is not None and target.name == "llvm.mlir.alias":
        ret = target.regions[0].blocks[0].last_op if target.regions[0].blocks else None
        value = ret.operand_uses[0].value if ret and ret.operand_uses else None
        producer = getattr(value, "defining_op", None)
        if producer is None or producer.name != "llvm.mlir.addressof":
            return True
        target = _module_symbol(producer, producer.get_attr("global_name"))
    return target if target is not None and target.name == "llvm.func" else None


@implement_op("llvm.mlir.ifunc", "verifySymbolUses")
def verify_ifunc_symbol_uses(op: OpView) -> None:
    """A defined resolver function returning a pointer of the ifunc's space."""
    resolver = _resolver(op)
    if resolver is True:
        return
    if not isinstance(resolver, Operation):
        raise VerifyError("must have a function resolver")
    external = not resolver.regions[0].blocks
    if external or linkage(resolver) == "available_externally":  # type: ignore[arg-type]
        raise VerifyError("resolver must be a definition")
    fn_type = str(getattr(resolver.get_attr("function_type"), "type", ""))
    if llvm_pointer_space(function_result_type(fn_type)) is None:
        raise VerifyError("resolver must return a pointer")
    space = int(getattr(op.get_attr("address_space"), "value", 0))
    resolver_type = getattr(op.get_attr("resolver_type"), "type", None)
    if llvm_pointer_space(resolver_type) != space:
        raise VerifyError("resolver has incorrect type")


@implement_op("llvm.blockaddress", "verifySymbolUses")
def verify_blockaddress_symbol_uses(op: Operation) -> None:
    """The function is an ``llvm.func``."""
    found = _block_address(op)
    target = _module_symbol(op, SymbolRefAttr.get(found[0])) if found else None
    if target is None or target.name != "llvm.func":
        raise VerifyError("must reference a function defined by 'llvm.func'")
