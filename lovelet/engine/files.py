"""The one way lovelet reads and writes its files: saves, exports and companion records.

Writing (:func:`write_atomically`, after :func:`checked_path_for_writing`) refuses, with
``IllegalAction("BAD_PATH", ...)`` and before anything is written, a name that is not
text or holds a NUL character, a folder, a missing or read-only folder, a device node,
a pipe or a socket, and a **symbolic link**: replacing the link would silently cut it,
and writing through it would write somewhere the name does not say, so lovelet does
neither and asks for the file's own name.  The file is written to a temporary file in
the same folder, flushed to disk, then moved over the old one (:func:`os.replace`), so a
crash never leaves half a file.

Reading (:func:`read_limited`) follows a symbolic link to a regular file (reading
replaces nothing), refuses a folder, a device, a pipe or a socket, and reads at most
:data:`MAX_FILE_BYTES` (16 MB; the largest save of a long game is a few hundred kB):
anything larger is refused with ``IllegalAction("BAD_SAVE", ...)`` after reading one
byte past the limit, never the whole file.  Every refusal is a sentence in English,
French and German (:mod:`lovelet.text.refusals_files`).
"""

from __future__ import annotations

import os
import stat
import tempfile
from typing import Final

from lovelet.engine.errors import IllegalAction, refused, shown

__all__ = ["MAX_FILE_BYTES", "checked_path_for_writing", "write_atomically", "read_limited"]

#: The largest file any lovelet loader reads (16 MB).
MAX_FILE_BYTES: Final = 16 * 1024 * 1024

# Opening never blocks on a pipe swapped in after the check, and never makes a
# terminal the process's own.
_READ_FLAGS: Final = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) \
    | getattr(os, "O_BINARY", 0)


def _name(path: object, code: str) -> str:
    """``path`` as a str file name; ``code`` (BAD_PATH or BAD_SAVE) when it is not one."""
    try:
        name = os.fspath(path)  # type: ignore[call-overload]  # anything else: TypeError
    except TypeError:
        raise refused(f"{code}.not_a_path", kind=type(path).__name__) from None
    if not isinstance(name, str):  # bytes: lovelet's file names are text
        raise refused(f"{code}.blank", path=shown(name, 80))
    if not name.strip():
        raise refused(f"{code}.blank", path=repr(name))
    if "\0" in name:
        raise refused(f"{code}.nul", path=shown(name, 80))
    return name


def checked_path_for_writing(path: str | os.PathLike[str]) -> str:
    """The folder the file ``path`` will be written in, once ``path`` is known to be a
    file name lovelet may write or replace; BAD_PATH (naming it) otherwise."""
    name = _name(path, "BAD_PATH")
    shown_name = repr(name)
    folder = os.path.dirname(os.path.abspath(name))
    try:
        status = os.lstat(name)
    except FileNotFoundError:
        status = None
    except OSError as error:  # a file where a folder should be, a name too long...
        status = None
        if not isinstance(error, NotADirectoryError):
            raise refused("BAD_PATH.os_error", path=shown_name, detail=_detail(error)) from None
    if status is not None:
        if stat.S_ISLNK(status.st_mode):
            raise refused("BAD_PATH.symlink", path=shown_name)
        if stat.S_ISDIR(status.st_mode):
            raise refused("BAD_PATH.folder", path=shown_name)
        if not stat.S_ISREG(status.st_mode):
            raise refused("BAD_PATH.not_regular", path=shown_name)
    if not os.path.isdir(folder):
        raise refused("BAD_PATH.no_folder", path=shown_name, folder=repr(folder))
    if not os.access(folder, os.W_OK):
        raise refused("BAD_PATH.locked", path=shown_name, folder=repr(folder))
    return folder


def write_atomically(data: bytes | str, path: str | os.PathLike[str]) -> None:
    """Write ``data`` (bytes, or text written as UTF-8) to the file ``path`` through a
    temporary file in the same folder, so that a crash never leaves half a file; BAD_PATH
    before anything is written when ``path`` is no file lovelet may write."""
    folder = checked_path_for_writing(path)
    if isinstance(data, str):
        data = data.encode("utf-8")
    shown_name = repr(os.fspath(path))
    try:
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=".lovelet-", suffix=".tmp")
    except OSError as error:
        raise refused("BAD_PATH.os_error", path=shown_name, detail=_detail(error)) from None
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())  # the bytes are on disk before the name points at them
        checked_path_for_writing(path)  # nothing became a link or a device meanwhile
        os.replace(temporary, path)
    except OSError as error:
        _remove(temporary)
        raise refused("BAD_PATH.os_error", path=shown_name, detail=_detail(error)) from None
    except BaseException:
        _remove(temporary)
        raise


def read_limited(path: object, limit: int = MAX_FILE_BYTES, *, named: bool = True) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them.

    Anything else raises BAD_SAVE with a sentence: a name that is not one, a missing or
    unreadable file, a folder, a device, a pipe or a socket, a file larger than
    ``limit``.  With ``named=False`` the sentences name no path (a page must learn
    nothing of the server's folders).
    """
    name = _name(path, "BAD_SAVE")
    shown_name = repr(name) if named else None
    try:
        handle = os.open(name, _READ_FLAGS)
    except OSError as error:
        if isinstance(error, IsADirectoryError):
            raise _read_refusal("folder", shown_name) from None
        raise _read_refusal("unreadable", shown_name, detail=_detail(error)) from None
    try:
        status = os.fstat(handle)  # the file opened, not whatever the name says now
        if stat.S_ISDIR(status.st_mode):
            raise _read_refusal("folder", shown_name)
        if not stat.S_ISREG(status.st_mode):
            raise _read_refusal("not_regular", shown_name)
        if status.st_size > limit:
            raise _read_refusal("too_large", shown_name, limit=_megabytes(limit))
        chunks: list[bytes] = []
        total = 0
        while total <= limit:  # a file that grows while it is read stops here too
            chunk = os.read(handle, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as error:
        raise _read_refusal("unreadable", shown_name, detail=_detail(error)) from None
    finally:
        os.close(handle)
    if total > limit:
        raise _read_refusal("too_large", shown_name, limit=_megabytes(limit))
    return b"".join(chunks)


def _read_refusal(kind: str, shown_name: str | None, **values: object) -> IllegalAction:
    if shown_name is None:
        return refused(f"BAD_SAVE.file_{kind}", **values)
    return refused(f"BAD_SAVE.named_{kind}", path=shown_name, **values)


def _megabytes(limit: int) -> str:
    return f"{limit / (1024 * 1024):g}"


def _detail(error: OSError) -> str:
    return error.strerror or type(error).__name__


def _remove(temporary: str) -> None:
    try:
        os.unlink(temporary)
    except OSError:
        pass
