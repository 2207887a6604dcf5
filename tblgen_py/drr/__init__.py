"""Declarative rewrite rules (DRR): typed views of ``Pattern`` defs and their dags."""
