"""The kernel manager ``make app`` gives Voilà, so that a class's server keeps its memory.

Voilà starts one kernel per open page.  ``make app`` asks Jupyter's kernel manager to
cull idle kernels that no page is connected to (``cull_idle_timeout``, ``cull_interval``,
``cull_connected`` left false: a page left open is never culled, however long its reader
thinks).  Used alone, that culler can take a page's kernel away before the page has
connected to it: a kernel taken from the pool of kernels started ahead (``CLASS=30``)
has been idle since it was started, maybe for an hour, and a few seconds pass between
handing it to a page and the page's websocket connecting.  :class:`ClassroomKernelManager`
therefore culls a kernel only once it has been idle and unconnected for a whole
``cull_idle_timeout`` counted from the first time the culler saw it outside the pool.
Voilà itself never culls the kernels waiting in its pool.

Used by Voilà as ``--VoilaConfiguration.multi_kernel_manager_class=lovelet.widgets.serving.ClassroomKernelManager``;
lovelet's own modules never import this one (it needs jupyter_server, a dev extra).
"""

import time

from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager


class ClassroomKernelManager(AsyncMappingKernelManager):
    """Jupyter's kernel manager whose culler gives each kernel a full idle timeout of
    grace from the moment it is first examined (see the module's docstring)."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        #: {kernel id: time.monotonic() when the culler first examined it}
        self._first_examined = {}

    async def cull_kernel_if_idle(self, kernel_id):
        """Cull ``kernel_id`` as Jupyter does, but never within ``cull_idle_timeout``
        seconds of the culler's first look at it."""
        first = self._first_examined.setdefault(kernel_id, time.monotonic())
        if time.monotonic() - first < self.cull_idle_timeout:
            return None
        return await super().cull_kernel_if_idle(kernel_id)

    def remove_kernel(self, kernel_id):
        """Forget a kernel that was shut down (by its page, the culler or the server)."""
        self._first_examined.pop(kernel_id, None)
        return super().remove_kernel(kernel_id)
