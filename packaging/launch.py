"""The frozen app's entry point: the same ``main`` as ``python -m patience_qt``."""

import sys

from patience_qt.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
