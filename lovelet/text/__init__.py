"""Everything lovelet says to a person, in English, French and German.

The catalogs of sentences and names (one per language, data only), the grammar Babel
does not know (articles, elision, German cases), the one language resolver, and the
sentences of refusals and narration.  Imports the engine, nothing above it.
"""
