"""The classroom kit's ipywidgets views: :class:`SetupView` and :class:`TableView`.

They only lay the controllers' traits out and forward events (the logic lives in
:mod:`lovelet.widgets.controllers`); importing this module imports ipywidgets, which
``import lovelet.widgets`` does not.

>>> from lovelet.widgets.views import SetupView, TableView   # doctest: +SKIP
>>> SetupView(language="fr")                                   # doctest: +SKIP
"""

from .setup_view import SetupView
from .table_view import DEFAULT_PAUSE, TableView

__all__ = ["SetupView", "TableView", "DEFAULT_PAUSE"]
