"""Leaf utilities every layer may import: source files, spans, diagnostics."""
