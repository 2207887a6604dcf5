"""``python -m tblgen_py`` runs mlir-tblgen-py."""

import sys

from tblgen_py.cli import main

sys.exit(main())
