"""``llvm`` dialect: the ``verify`` of attributes whose parameters C++ checks:
``TargetFeaturesAttr`` (every feature a non-empty ``+name`` or ``-name``
without a comma) and ``AliasScopeAttr`` (a string or distinct id)."""

from __future__ import annotations

from tblgen_py.runtime.ir.attributes import DistinctAttr, StringAttr
from tblgen_py.runtime.ods.attrdef import register_verifier

__all__ = ["verify_alias_scope", "verify_target_features"]


def verify_target_features(features: object) -> str | None:
    """The first problem of the feature strings, else None."""
    for feature in features if isinstance(features, tuple) else ():
        text = getattr(feature, "value", None)
        if not text:
            return "target features can not be null or empty"
        if text[0] not in "+-":
            return "target features must start with '+' or '-'"
        if "," in text:
            return "target features can not contain ','"
    return None


def verify_alias_scope(id: object, *_rest: object) -> str | None:
    """``AliasScopeAttr::verify``: the id is a string or a distinct attribute."""
    if not isinstance(id, (StringAttr, DistinctAttr)):
        return "id of an alias scope must be a StringAttr or a DistrinctAttr"
    return None


register_verifier("llvm.TargetFeaturesAttr", verify_target_features)
register_verifier("llvm.AliasScopeAttr", verify_alias_scope)
