"""The table service's tests (a package, so that its conftest is not the top-level one)."""
