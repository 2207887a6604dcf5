"""Dialect conversion: targets, type converters, conversion patterns, drivers."""

from __future__ import annotations

from tblgen_py.runtime.conversion.config import UNREALIZED_CAST, ConversionConfig
from tblgen_py.runtime.conversion.driver import (
    ConversionFailure,
    ConversionMode,
    ConversionNote,
    OperationConverter,
    apply_analysis_conversion,
    apply_full_conversion,
    apply_partial_conversion,
)
from tblgen_py.runtime.conversion.pattern import (
    ConversionPattern,
    OpConversionPattern,
)
from tblgen_py.runtime.conversion.reconcile import (
    reconcile_unrealized_casts,
    unrealized_casts_in,
)
from tblgen_py.runtime.conversion.rewriter import (
    ConversionError,
    ConversionPatternRewriter,
)
from tblgen_py.runtime.conversion.signature import InputMapping, SignatureConversion
from tblgen_py.runtime.conversion.target import (
    ConversionTarget,
    LegalizationAction,
    LegalizationInfo,
    LegalOpDetails,
)
from tblgen_py.runtime.conversion.type_converter import (
    FAILED,
    AttributeConversionResult,
    TypeConverter,
)

__all__ = [
    "FAILED",
    "UNREALIZED_CAST",
    "AttributeConversionResult",
    "ConversionConfig",
    "ConversionError",
    "ConversionFailure",
    "ConversionMode",
    "ConversionNote",
    "ConversionPattern",
    "ConversionPatternRewriter",
    "ConversionTarget",
    "InputMapping",
    "LegalOpDetails",
    "LegalizationAction",
    "LegalizationInfo",
    "OpConversionPattern",
    "OperationConverter",
    "SignatureConversion",
    "TypeConverter",
    "apply_analysis_conversion",
    "apply_full_conversion",
    "apply_partial_conversion",
    "reconcile_unrealized_casts",
    "unrealized_casts_in",
]
