"""The verifiers of MLIR's ``GroupOps.cpp``, ``AtomicOps.cpp`` and the
barriers: execution scopes of the group ops, cluster sizes, the shuffles'
unsigned index, the atomics' pointee type and the memory semantics
(``verifyMemorySemantics``: at most one ordering constraint)."""

from __future__ import annotations

import re

from tblgen_py.dialects._support import quoted
from tblgen_py.dialects.spirv.casts import emit_error
from tblgen_py.dialects.spirv.types import pointer_parts
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import FloatType, IntegerType, VectorType
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op

_ORDERINGS = ("Acquire", "Release", "AcquireRelease", "SequentiallyConsistent")


def _enum_case(op: Operation, name: str) -> str:
    text = str(op.get_attr(name))
    return text[text.index("<") + 1 : -1] if "<" in text else text


def verify_memory_semantics(op: Operation, name: str) -> None:
    """``verifyMemorySemantics``: at most one of the four orderings."""
    flags = _enum_case(op, name).split("|")
    if sum(1 for flag in flags if flag.strip() in _ORDERINGS) > 1:
        raise emit_error(
            op,
            "expected at most one of these four memory constraints to be set: "
            "`Acquire`, `Release`,`AcquireRelease` or `SequentiallyConsistent`",
        )


@implement_op("spirv.ControlBarrier", "verify")
@implement_op("spirv.MemoryBarrier", "verify")
def verify_barrier(op: Operation) -> None:
    """The memory semantics name at most one ordering."""
    verify_memory_semantics(op, "memory_semantics")


def _verify_atomic(op: Operation, kind: type, name: str) -> None:
    parts = pointer_parts(op.operand_uses[0].value.type)
    pointee = parts[0] if parts is not None else None
    if pointee is not None and not isinstance(pointee, kind):
        raise VerifyError(
            f"pointer operand must point to an {name} value, found {quoted(pointee)}"
        )
    verify_memory_semantics(op, "semantics")


def _verify_int_atomic(op: Operation) -> None:
    _verify_atomic(op, IntegerType, "integer")


def _verify_float_atomic(op: Operation) -> None:
    _verify_atomic(op, FloatType, "float")


for _name in (
    "And", "IAdd", "IDecrement", "IIncrement", "ISub", "Or",
    "SMax", "SMin", "UMax", "UMin", "Xor",
):  # fmt: skip
    implement_op(f"spirv.Atomic{_name}", "verify")(_verify_int_atomic)
implement_op("spirv.EXT.AtomicFAdd", "verify")(_verify_float_atomic)


# -- group ops ----------------------------------------------------------------------
def _check_scope(op: Operation) -> None:
    if _enum_case(op, "execution_scope") not in ("Workgroup", "Subgroup"):
        raise VerifyError("execution scope must be 'Workgroup' or 'Subgroup'")


def _constant_int(op: Operation | None) -> int | None:
    """``extractValueFromConstOp``: an integer ``spirv.Constant``'s value."""
    if op is None or op.name != "spirv.Constant":
        return None
    value = op.get_attr("value")
    return int(value.value) if isinstance(value, IntegerAttr) else None


def _check_cluster(op: Operation, index: int) -> None:
    size = _constant_int(op.operand_uses[index].value.defining_op)
    if size is None:
        raise VerifyError("cluster size operand must come from a constant op")
    if size <= 0 or size & (size - 1) or size >= 1 << 32:
        raise VerifyError("cluster size operand must be a power of two")


def verify_arithmetic_group(op: Operation) -> None:
    """Workgroup/Subgroup scope; a constant power-of-two cluster size
    exactly when the operation is ClusteredReduce."""
    _check_scope(op)
    if _enum_case(op, "group_operation") == "ClusteredReduce":
        if len(op.operand_uses) == 1:
            raise VerifyError(
                "cluster size operand must be provided for 'ClusteredReduce' group "
                "operation"
            )
    if len(op.operand_uses) > 1:
        _check_cluster(op, 1)


for _name in (
    "FAdd", "FMax", "FMin", "FMul", "IAdd", "IMul", "SMax", "SMin", "UMax",
    "UMin", "BitwiseAnd", "BitwiseOr", "BitwiseXor", "LogicalAnd", "LogicalOr",
    "LogicalXor",
):  # fmt: skip
    implement_op(f"spirv.GroupNonUniform{_name}", "verify")(verify_arithmetic_group)


def verify_scoped(op: Operation) -> None:
    """Workgroup or Subgroup scope."""
    _check_scope(op)


for _name in (
    "GroupNonUniformBallot", "GroupNonUniformBallotFindLSB",
    "GroupNonUniformBallotFindMSB", "GroupNonUniformElect", "GroupIAdd",
    "GroupFAdd", "GroupFMin", "GroupUMin", "GroupSMin", "GroupFMax", "GroupUMax",
    "GroupSMax", "KHR.GroupIMul", "KHR.GroupFMul",
):  # fmt: skip
    implement_op(f"spirv.{_name}", "verify")(verify_scoped)


def verify_subgroup_only(op: Operation) -> None:
    """Subgroup scope."""
    if _enum_case(op, "execution_scope") != "Subgroup":
        raise VerifyError("execution scope must be 'Subgroup'")


for _name in ("All", "Any", "AllEqual"):
    implement_op(f"spirv.GroupNonUniform{_name}", "verify")(verify_subgroup_only)


def verify_shuffle(op: Operation) -> None:
    """Workgroup/Subgroup scope; a signless or unsigned index."""
    _check_scope(op)
    index = op.operand_uses[-1].value.type
    if isinstance(index, IntegerType) and index.is_signed:
        raise VerifyError("second operand must be a singless/unsigned integer")


for _name in ("", "Down", "Up", "Xor"):
    implement_op(f"spirv.GroupNonUniformShuffle{_name}", "verify")(verify_shuffle)


@implement_op("spirv.GroupNonUniformRotateKHR", "verify")
def verify_rotate(op: Operation) -> None:
    """Workgroup/Subgroup scope; a constant power-of-two cluster size."""
    _check_scope(op)
    if len(op.operand_uses) > 2:
        _check_cluster(op, 2)


@implement_op("spirv.GroupBroadcast", "verify")
def verify_group_broadcast(op: Operation) -> None:
    """Workgroup/Subgroup scope; a local id of 2 or 3 components."""
    _check_scope(op)
    local_id = op.operand_uses[1].value.type
    if isinstance(local_id, VectorType) and local_id.shape[0] not in (2, 3):
        raise VerifyError(
            "localid is a vector and can be with only  2 or 3 components, actual "
            f"number is {local_id.shape[0]}"
        )


def _target_version(op: Operation) -> tuple[int, int]:
    """The SPIR-V version of the nearest ``spirv.target_env`` (1.0 without)."""
    current: Operation | None = op
    while current is not None:
        env = current.attributes.get("spirv.target_env")
        if env is not None:
            found = re.search(r"v(\d+)\.(\d+)", str(env))
            if found:
                return int(found.group(1)), int(found.group(2))
        current = current.parent_op
    return 1, 0


@implement_op("spirv.GroupNonUniformBroadcast", "verify")
def verify_non_uniform_broadcast(op: Operation) -> None:
    """Workgroup/Subgroup scope; before SPIR-V 1.5 a constant id."""
    _check_scope(op)
    if _target_version(op) < (1, 5):
        owner = op.operand_uses[1].value.defining_op
        if owner is None or owner.name not in (
            "spirv.Constant",
            "spirv.mlir.referenceof",
        ):
            raise VerifyError("id must be the result of a constant op")
