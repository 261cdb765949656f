"""``python -m lovelet``: the ``lovelet`` command (see :mod:`lovelet.lab.cli`)."""

from lovelet.lab.cli import main

raise SystemExit(main())
