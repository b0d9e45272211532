"""python -m asg.atlas: build, verify or benchmark an atlas (see cli.py)."""

import sys

from .cli import main

sys.exit(main())
