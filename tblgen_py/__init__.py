"""mlir-tblgen-py: MLIR's table-driven toolchain in Python."""
