"""A class at the table: the table service that lets students play each other from
their own browsers, each seeing only their own hand, while the teacher follows every table.

See ``docs/table-service.md`` for the whole design: the modules, the frames, the settings.
``lovelet.table_service.client`` and ``lovelet.table_service.frames`` are what a student's or the
teacher's kernel uses; the service itself (``app``, ``serve``) needs Starlette and uvicorn.
"""
