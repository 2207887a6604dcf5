"""Developer tools (``python -m tblgen_py.tools.<name>``)."""
