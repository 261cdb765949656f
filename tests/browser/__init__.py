"""The browser tests (a package, so that its conftest is not taken for ``tests/conftest.py``)."""
