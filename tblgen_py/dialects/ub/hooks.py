"""``ub`` dialect: ``ub.poison``'s folder and the dialect's constant materializer.

``ub.poison``'s ``value`` is constrained to ``PoisonAttrInterface``, which
``#ub.poison`` (``ub::PoisonAttr``) implements (``dialects.fold_support``
registers the class, as the folders of other dialects propagate poison too);
the op folds to that attribute, and ``UBDialect::materializeConstant`` builds a
``ub.poison`` of any type from any poison attribute.
"""

from __future__ import annotations

from tblgen_py.dialects.constant_fold import install_materializer, register_buildable
from tblgen_py.dialects.fold_support import is_poison
from tblgen_py.runtime.ir.attributes import OpaqueAttr
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ods.hooks import implement_op

__all__ = ["register", "poison_attr"]


def poison_attr() -> OpaqueAttr:
    """``ub::PoisonAttr::get``: ``#ub.poison``."""
    return OpaqueAttr.get("ub", "poison")


@implement_op("ub.poison", "fold")
def fold_poison(op: Operation, adaptor: object) -> object:
    """``PoisonOp::fold``: its ``value`` (``#ub.poison`` by default)."""
    return op.get_attr("value") or poison_attr()


def _buildable(value: object, type: object) -> bool:
    """``materializeConstant`` builds ``ub.poison`` from any poison attribute."""
    return is_poison(value)


register_buildable("ub", "ub.poison", _buildable)


def register(context: object) -> None:
    """``--load-dialect`` entry point: hooks attach on import; this adds the
    constant materializer of ``ub`` (``ub.poison``) to ``context``."""
    if isinstance(context, Context):
        install_materializer(context, "ub")
