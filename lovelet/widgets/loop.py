"""The kernel's event loop, for widgets that work in steps between a person's events."""

from __future__ import annotations

import asyncio
import warnings

__all__ = ["running_loop"]


def running_loop() -> asyncio.AbstractEventLoop | None:
    """The running asyncio loop (a kernel's), or None (a plain script or a test)."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        pass
    try:
        # Outside a coroutine, a kernel's loop is only reachable this way (deprecated).
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            loop = asyncio.get_event_loop()
    except RuntimeError:
        return None
    return loop if loop.is_running() else None
