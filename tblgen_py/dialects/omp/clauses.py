"""The verifiers of ``omp``'s clauses shared by its constructs
(OpenMPDialect.cpp): allocate, private, reduction, copyprivate, depend,
aligned and nontemporal lists, and the loop wrappers' composite checks."""

from __future__ import annotations

from tblgen_py.dialects._support import lookup_symbol, quoted
from tblgen_py.runtime.ir.attributes import ArrayAttr
from tblgen_py.runtime.ir.operation import Operation, VerifyError
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import PlainVerifyError

LOOP_WRAPPERS = frozenset(
    {
        "omp.distribute",
        "omp.loop",
        "omp.simd",
        "omp.taskloop",
        "omp.workshare.loop_wrapper",
        "omp.wsloop",
    }
)
"""The ops implementing ``LoopWrapperInterface``."""


def values(op: Operation, name: str) -> list[Value]:
    """The operands of the ODS operand group ``name``."""
    found = getattr(op, name, None)
    if found is None:
        return []
    return list(found) if isinstance(found, (list, tuple)) else [found]


def items(attr: object) -> list[object]:
    """The elements of an array attribute (or values of a dense array)."""
    if attr is None:
        return []
    if isinstance(attr, ArrayAttr):
        return list(attr.elements)
    return list(getattr(attr, "values", ()))


def verify_allocate(op: Operation) -> None:
    """Allocate clause: as many allocators as allocated variables."""
    if len(values(op, "allocate_vars")) != len(values(op, "allocator_vars")):
        raise PlainVerifyError(
            "expected equal sizes for allocate and allocator variables"
        )


def verify_private_var_list(op: Operation) -> None:
    """``verifyPrivateVarList``: one privatizer per variable, of its type."""
    private_vars = values(op, "private_vars")
    syms_attr = op.get_attr("private_syms")
    syms = items(syms_attr)
    if not private_vars and not syms:
        return
    if len(private_vars) != len(syms):
        raise PlainVerifyError(
            "inconsistent number of private variables and privatizer op symbols, "
            f"private vars: {len(private_vars)} vs. privatizer op symbols: {len(syms)}"
        )
    for var, sym in zip(private_vars, syms):
        privatizer = lookup_symbol(op, sym)
        if privatizer is None or privatizer.name != "omp.private":
            raise PlainVerifyError(
                f"failed to lookup privatizer op with symbol: '{sym}'"
            )
        arg_type = privatizer_arg_type(privatizer)
        if arg_type is not None and var.type != arg_type:
            kind = _data_sharing(privatizer)
            raise PlainVerifyError(
                f"type mismatch between a {kind} variable and its privatizer op, "
                f"var type: {quoted(var.type)} vs. privatizer op type: {quoted(arg_type)}"
            )


def privatizer_arg_type(privatizer: Operation) -> object:
    """``PrivateClauseOp::getArgType``: the first argument of its regions."""
    for region in privatizer.regions:
        if region.blocks and region.blocks[0].arguments:
            return region.blocks[0].arguments[0].type
    return None


def is_firstprivate(privatizer: Operation) -> bool:
    """Whether the privatizer's data sharing type is ``firstprivate``."""
    return "firstprivate" in str(privatizer.get_attr("data_sharing_type"))


def _data_sharing(privatizer: Operation) -> str:
    return "firstprivate" if is_firstprivate(privatizer) else "private"


def verify_reduction_var_list(op: Operation, prefix: str = "") -> None:
    """``verifyReductionVarList`` over ``<prefix>reduction_vars/syms/byref``."""
    reduction_vars = values(op, f"{prefix}reduction_vars")
    syms_attr = op.get_attr(f"{prefix}reduction_syms")
    byref = op.get_attr(f"{prefix}reduction_byref")
    if not reduction_vars:
        if syms_attr is not None:
            raise VerifyError("unexpected reduction symbol references")
        return
    syms = items(syms_attr)
    if syms_attr is None or len(syms) != len(reduction_vars):
        raise VerifyError(
            "expected as many reduction symbol references as reduction variables"
        )
    if byref is not None and len(items(byref)) != len(reduction_vars):
        raise PlainVerifyError(
            "expected as many reduction variable by reference attributes as "
            "reduction variables"
        )
    seen: set[int] = set()
    for var, sym in zip(reduction_vars, syms):
        if id(var) in seen:
            raise VerifyError("accumulator variable used more than once")
        seen.add(id(var))
        decl = lookup_symbol(op, sym)
        if decl is None or decl.name != "omp.declare_reduction":
            raise VerifyError(
                f"expected symbol reference {sym} to point to a reduction declaration"
            )
        accumulator = _accumulator_type(decl)
        if accumulator is not None and accumulator != var.type:
            raise VerifyError(
                f"expected accumulator ({quoted(var.type)}) to be the same type as "
                f"reduction declaration ({quoted(accumulator)})"
            )


def _accumulator_type(decl: Operation) -> object:
    """``DeclareReductionOp::getAccumulatorType``: the atomic region's first
    argument's type, if it has one."""
    atomic = decl.regions[3] if len(decl.regions) > 3 else None
    if atomic is None or not atomic.blocks or not atomic.blocks[0].arguments:
        return None
    return atomic.blocks[0].arguments[0].type


def verify_depend_var_list(op: Operation) -> None:
    """``verifyDependVarList``: one kind per depend variable."""
    kinds = op.get_attr("depend_kinds")
    if values(op, "depend_vars"):
        if kinds is None or len(items(kinds)) != len(values(op, "depend_vars")):
            raise VerifyError("expected as many depend values as depend variables")
    elif kinds is not None and items(kinds):
        raise VerifyError("unexpected depend values")


def is_composite(op: Operation) -> bool:
    """``ComposableOpInterface::isComposite``."""
    return op.get_attr("omp.composite") is not None


def nested_wrapper(op: Operation) -> Operation | None:
    """``LoopWrapperInterface::getNestedWrapper``: the wrapped loop wrapper."""
    region = op.regions[0] if op.regions else None
    if region is None or not region.blocks or not region.blocks[0].operations:
        return None
    nested = region.blocks[0].operations[0]
    return nested if nested.name in LOOP_WRAPPERS else None


def is_composite_child_leaf(op: Operation) -> bool:
    """Whether the op's parent is a loop wrapper."""
    parent = op.parent_op
    return parent is not None and parent.name in LOOP_WRAPPERS


def verify_composite_wrapper(op: Operation, allowed: str, message: str) -> bool:
    """A nested wrapper makes the op composite, and may only be ``allowed``;
    whether there is one."""
    nested = nested_wrapper(op)
    if nested is None:
        return False
    if not is_composite(op):
        raise PlainVerifyError(
            "'omp.composite' attribute missing from composite wrapper"
        )
    if nested.name != allowed:
        raise PlainVerifyError(message)
    return True


def composite_present_error() -> PlainVerifyError:
    """The op is marked composite but wraps no other wrapper."""
    return PlainVerifyError(
        "'omp.composite' attribute present in non-composite wrapper"
    )


def composite_missing_error() -> PlainVerifyError:
    """The op is a composite's leaf but is not marked composite."""
    return PlainVerifyError("'omp.composite' attribute missing from composite wrapper")
