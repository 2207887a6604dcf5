"""Options of one dialect conversion (MLIR's ``ConversionConfig``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tblgen_py.runtime.ir.operation import Operation

UNREALIZED_CAST = "builtin.unrealized_conversion_cast"
"""The op the driver builds where a type conversion is not resolved yet."""
CONVERSION_DEBUG_TYPE = "dialect-conversion"
"""The ``--debug-only`` type of the conversion driver's log."""


@dataclass
class ConversionConfig:
    """What a conversion reports besides success, and how it finishes."""

    unlegalized_ops: set[Operation] | None = None
    """Partial conversion: collects the ops that could not be legalized."""
    legalizable_ops: set[Operation] | None = None
    """Analysis conversion: collects the ops that could be legalized."""
    build_materializations: bool = True
    """Resolve casts left at the end with the type converters' materializations."""
    notify_callback: Callable[[str], None] | None = None
    """Receives the text of each match-failure remark while logging."""
