"""MLIR's lowerings, ported to Python on ``runtime.conversion``.

One module per conversion (``arith_to_llvm``, ``func_to_llvm``, ...), the
LLVM type converter and LLVM dialect type helpers they share, and
``passes``: the ``mlir-opt`` pass names and what each runs.
"""
