"""``python -m tblgen_py`` runs mlir-tblgen-py."""

import sys

from tblgen_py.tools.mlir_tblgen import main

sys.exit(main())
