"""Runtime support for op classes generated from ODS (``--gen-op-defs``)."""

from __future__ import annotations
