"""PDLL, the PDL Language (MLIR's ``mlir/lib/Tools/PDLL/``): lexer, parser with
semantic analysis, AST and its printer, and ODS import from ``.td`` includes."""
