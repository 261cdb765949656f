"""Where agents meet: seeded matches, tournaments on one core, many or a Dask cluster,
agents isolated in their own processes, the terminal game and the ``lovelet`` command.
"""
