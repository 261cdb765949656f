"""The messages between this process and an isolated agent's worker: framed bytes on a pipe.

A message is its length (4 bytes, big-endian) and then its bytes.  Both ends use these
functions: the parent (:mod:`lovelet.lab.isolation`) with a deadline, since it trusts no
worker to answer or read in time, and the worker (:mod:`lovelet.lab.isolation_worker`)
without one, since it has nothing to do but wait for its parent.
"""

import os
import select
import struct
import time

__all__ = ["framed", "write_all", "read_exactly", "read_frame"]

_HEADER = struct.Struct("!I")


def framed(data: bytes) -> bytes:
    """``data`` as one message: its length, then itself."""
    return _HEADER.pack(len(data)) + data


def _wait(descriptor: int, deadline: float | None, for_writing: bool) -> None:
    """Return once ``descriptor`` is ready; TimeoutError at ``deadline`` (time.monotonic)."""
    if deadline is None:
        return
    left = deadline - time.monotonic()
    if left <= 0:
        raise TimeoutError
    readable, writable, _ = select.select([] if for_writing else [descriptor],
                                          [descriptor] if for_writing else [], [], left)
    if not (writable if for_writing else readable):
        raise TimeoutError


def write_all(writing: int, data: bytes, deadline: float | None = None) -> None:
    """Write all of ``data`` to the file descriptor ``writing``; with a ``deadline`` (the
    descriptor non-blocking), TimeoutError once it passes."""
    rest = memoryview(data)
    while rest:
        _wait(writing, deadline, for_writing=True)
        try:
            rest = rest[os.write(writing, rest):]
        except BlockingIOError:
            continue


def read_exactly(reading: int, count: int, deadline: float | None = None) -> bytes:
    """``count`` bytes from the file descriptor ``reading``; EOFError when the other end
    closes first, TimeoutError once ``deadline`` passes (if one is given)."""
    parts = []
    while count:
        _wait(reading, deadline, for_writing=False)
        part = os.read(reading, count)
        if not part:
            raise EOFError
        parts.append(part)
        count -= len(part)
    return b"".join(parts)


def read_frame(reading: int, deadline: float | None = None, most: int | None = None) -> bytes:
    """The next message's bytes from ``reading`` (see :func:`read_exactly` for EOFError and
    TimeoutError); ValueError, before its bytes are read, when it is longer than ``most``."""
    size, = _HEADER.unpack(read_exactly(reading, _HEADER.size, deadline))
    if most is not None and size > most:
        raise ValueError(f"a reply of {size} bytes, more than the {most} allowed")
    return read_exactly(reading, size, deadline)
