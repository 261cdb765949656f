"""The version of lovelet, where the engine can read it (a save says which version wrote it).

It lives in the engine, the lowest layer, so that :mod:`lovelet.engine.saving` reads it
without importing the package above it; ``lovelet.__version__`` is this same string.
"""

__all__ = ["VERSION"]

#: lovelet's version, as ``lovelet.__version__`` and every saved file's ``saved_by`` say it.
VERSION = "0.1.0"
