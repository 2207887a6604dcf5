"""mlir-tblgen-py: MLIR's table-driven toolchain in Python."""

__version__ = "0.1.0"
