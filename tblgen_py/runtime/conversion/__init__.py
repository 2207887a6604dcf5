"""Dialect conversion: conversion targets and type converters."""

from __future__ import annotations

from tblgen_py.runtime.conversion.target import (
    ConversionTarget,
    LegalizationAction,
    LegalizationInfo,
    LegalOpDetails,
)

__all__ = [
    "ConversionTarget",
    "LegalOpDetails",
    "LegalizationAction",
    "LegalizationInfo",
]
