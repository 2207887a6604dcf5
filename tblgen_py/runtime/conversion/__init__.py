"""Dialect conversion: conversion targets and type converters."""

from __future__ import annotations

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
    "AttributeConversionResult",
    "ConversionTarget",
    "InputMapping",
    "LegalOpDetails",
    "LegalizationAction",
    "LegalizationInfo",
    "SignatureConversion",
    "TypeConverter",
]
