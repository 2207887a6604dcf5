"""``math`` dialect: the folders of MLIR's ``MathOps.cpp`` and the dialect's
constant materializer (``arith.constant``, or ``ub.poison`` for poison).

``fold_float`` holds the float folders (libm functions of ``f32``/``f64``
constants; exact rounding, sign and classification folds of every float type),
``fold_int`` the integer ones; both attach on import.
"""

from __future__ import annotations

from tblgen_py.dialects.constant_fold import (
    arith_buildable,
    install_materializer,
    register_buildable,
)
from tblgen_py.dialects.math import fold_float, fold_int
from tblgen_py.runtime.ir.context import Context

__all__ = ["register", "fold_float", "fold_int"]

register_buildable("math", "arith.constant", arith_buildable, poison=True)


def register(context: object) -> None:
    """``--load-dialect`` entry point: hooks attach on import; this adds the
    constant materializer of ``math`` to ``context``."""
    if isinstance(context, Context):
        install_materializer(context, "math")
