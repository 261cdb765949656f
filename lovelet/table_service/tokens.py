"""The table service's secrets and codes: a table's short code, the seats' and the
teacher's tokens, and the digests under which seat tokens are kept.

A table's code is what the teacher shows the class (six characters a student can read
off a projector without confusing 0 and O, 1 and I): it lets a student ask for a seat,
nothing more.  A token *is* a seat (or the teacher): 192 random bits from
:mod:`secrets`, too many to guess.  The service keeps a seat's token only as its
SHA-256 digest, so the database alone gives nobody a seat.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

__all__ = ["CODE_ALPHABET", "CODE_LENGTH", "TOKEN_BYTES", "new_code", "new_token", "token_digest",
           "same_token", "normal_code"]

#: The characters of a table's code: capitals and digits, without 0/O, 1/I/L.
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6
#: Random bytes in a token (192 bits, at least the 128 the issue asks for).
TOKEN_BYTES = 24


def new_code(taken: set[str] | frozenset[str] = frozenset()) -> str:
    """A table code no table in ``taken`` has."""
    while True:
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        if code not in taken:
            return code


def normal_code(text: object) -> str | None:
    """``text`` as a table code (upper case, spaces and dashes dropped), or None if it
    cannot be one (a character outside the alphabet, such as O or 0, included)."""
    if not isinstance(text, str) or len(text) > 40:
        return None
    code = "".join(character for character in text.upper() if character not in " -\t")
    if len(code) != CODE_LENGTH or any(character not in CODE_ALPHABET for character in code):
        return None
    return code


def new_token() -> str:
    """A new token: 192 random bits, URL-safe text."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_digest(token: str) -> str:
    """The digest under which a seat's token is stored (SHA-256, hex)."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def same_token(given: object, kept: str) -> bool:
    """Whether ``given`` is the token ``kept``, compared in constant time."""
    return isinstance(given, str) and hmac.compare_digest(given.encode("utf-8"), kept.encode("utf-8"))
