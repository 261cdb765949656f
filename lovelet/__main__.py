"""``python -m lovelet``: the ``lovelet`` command (see :mod:`lovelet.cli`)."""

from .cli import main

raise SystemExit(main())
