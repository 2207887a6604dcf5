"""The region verifiers of ``acc``'s recipes (OpenACC.cpp):
``acc.private.recipe``, ``acc.firstprivate.recipe`` and
``acc.reduction.recipe`` check that their regions take (and the combiner
yields) values of the recipe's type."""

from __future__ import annotations

from tblgen_py.runtime.ir.operation import Operation, VerifyError
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ods.hooks import implement_op


def _recipe_type(op: Operation) -> object:
    return getattr(op.get_attr("type"), "value", None)


def _arg_types(region: Region) -> list[object]:
    return [arg.type for arg in region.blocks[0].arguments] if region.blocks else []


def _verify_single_arg_region(
    region: Region, name: str, kind: str, ty: object, optional: bool = False
) -> None:
    """``verifyInitLikeSingleArgRegion``: non-empty (unless ``optional``),
    its first argument of the recipe's type."""
    if not region.blocks:
        if optional:
            return
        raise VerifyError(f"expects non-empty {name} region")
    types = _arg_types(region)
    if not types or types[0] != ty:
        raise VerifyError(f"expects {name} region first argument of the {kind} type")


@implement_op("acc.private.recipe", "verify_regions")
def verify_private_recipe_regions(op: Operation) -> None:
    """``PrivateRecipeOp::verifyRegions``."""
    ty = _recipe_type(op)
    init, destroy = op.regions[:2]
    _verify_single_arg_region(init, "init", "privatization", ty)
    _verify_single_arg_region(destroy, "destroy", "privatization", ty, optional=True)


@implement_op("acc.firstprivate.recipe", "verify_regions")
def verify_firstprivate_recipe_regions(op: Operation) -> None:
    """``FirstprivateRecipeOp::verifyRegions``."""
    ty = _recipe_type(op)
    init, copy, destroy = op.regions[:3]
    _verify_single_arg_region(init, "init", "privatization", ty)
    if not copy.blocks:
        raise VerifyError("expects non-empty copy region")
    types = _arg_types(copy)
    if len(types) < 2 or types[0] != ty:
        raise VerifyError(
            "expects copy region with two arguments of the privatization type"
        )
    _verify_single_arg_region(destroy, "destroy", "privatization", ty, optional=True)


@implement_op("acc.reduction.recipe", "verify_regions")
def verify_reduction_recipe_regions(op: Operation) -> None:
    """``ReductionRecipeOp::verifyRegions``."""
    ty = _recipe_type(op)
    init, combiner = op.regions[:2]
    _verify_single_arg_region(init, "init", "reduction", ty)
    if not combiner.blocks:
        raise VerifyError("expects non-empty combiner region")
    types = _arg_types(combiner)
    if len(types) < 2 or types[0] != ty or types[1] != ty:
        raise VerifyError(
            "expects combiner region with the first two arguments of the reduction type"
        )
    for block in combiner.blocks:
        for child in block.operations:
            if child.name != "acc.yield":
                continue
            yielded = [value.type for value in child.operands]
            if len(yielded) != 1 or yielded[0] != ty:
                raise VerifyError(
                    "expects combiner region to yield a value of the reduction type"
                )
