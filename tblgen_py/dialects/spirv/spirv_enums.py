"""The generated ``spirv`` enums the type and attribute syntax spells as
keywords: ``symbolize<Enum>`` and ``stringify<Enum>`` by the C++ enum's name."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

_SNAKE = {
    "StorageClass": "storage_class",
    "Dim": "dim",
    "ImageDepthInfo": "image_depth_info",
    "ImageArrayedInfo": "image_arrayed_info",
    "ImageSamplingInfo": "image_sampling_info",
    "ImageSamplerUseInfo": "image_sampler_use_info",
    "ImageFormat": "image_format",
    "Scope": "scope",
    "CooperativeMatrixUseKHR": "cooperative_matrix_use_khr",
    "Decoration": "decoration",
    "Version": "version",
    "Capability": "capability",
    "Extension": "extension",
    "ClientAPI": "client_api",
    "Vendor": "vendor",
    "DeviceType": "device_type",
    "PackedVectorFormat": "packed_vector_format",
}


def _generated(name: str) -> Callable[..., Any]:
    package = importlib.import_module("tblgen_py.dialects.spirv")
    return getattr(package, name)  # type: ignore[no-any-return]


def enum_keyword(enum: str, keyword: str | int) -> Any:
    """``symbolize<enum>(keyword)``: the generated enum's member, or None."""
    return _generated(f"symbolize_{_SNAKE[enum]}")(keyword)


def enum_name(member: Any) -> str:
    """``stringify<Enum>(member)``: the keyword of a generated enum's member."""
    return _generated(f"stringify_{_SNAKE[type(member).__name__]}")(member)  # type: ignore[no-any-return]
