"""``acc``'s atomic ops: their verifiers (OpenACC.cpp), the shared atomic
interfaces' checks."""

from __future__ import annotations

from tblgen_py.dialects.atomic_interfaces import (
    verify_capture_regions_common,
    verify_read_common,
    verify_update_common,
    verify_update_regions_common,
    verify_write_common,
)
from tblgen_py.runtime.ods.hooks import implement_op

implement_op("acc.atomic.read", "verify")(verify_read_common)
implement_op("acc.atomic.write", "verify")(verify_write_common)
implement_op("acc.atomic.update", "verify")(verify_update_common)
implement_op("acc.atomic.update", "verify_regions")(verify_update_regions_common)
implement_op("acc.atomic.capture", "verify_regions")(verify_capture_regions_common)
