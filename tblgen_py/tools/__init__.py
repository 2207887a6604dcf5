"""Command lines (``mlir-tblgen-py``, ``mlir-opt-py``), the rebuild cache, output
writing and module loading; developer tools run as ``python -m tblgen_py.tools.<name>``.
"""
