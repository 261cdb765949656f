"""Build the classroom site: a static JupyterLite folder in which every student's browser
runs lovelet itself in Pyodide, with nothing fetched from anywhere but the site.

``python -m tools.site.build`` (``make site``) is the entry point; the parts:

- :mod:`tools.site.pyodide_core`: Pyodide's core from npm, the pure-Python wheels its
  kernel loads fetched from PyPI by the versions of its lock file, and the lock's hashes
  rewritten to match them (every change said);
- :mod:`tools.site.wheels`: lovelet's wheel for the browser and the wheels it needs;
- :mod:`tools.site.pages`: each student page's address, the landing page, and the page
  app (JupyterLite's REPL with its prompt hidden).

Nothing here is imported by lovelet: it is tooling, like ``tools/student.py``.
"""
