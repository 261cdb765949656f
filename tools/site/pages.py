"""The student pages of the site: their addresses, the page app and the landing page.

Each page is JupyterLite's REPL (its documented "embed a live REPL" use) opened with one
line of code executed on load, its input hidden (``hideCodeInput=1``) and the kernel's
banner off (``showBanner=0``).  The REPL is the conventional way to open a running
widget from a link: a notebook cannot run itself on open without an extension, and the
REPL needs none.  Two things the REPL's parameters cannot do are done by the page app's
own style and script, injected into ``repl/index.html``: the prompt cell and the cells'
``[1]:`` prompts are hidden (a student page has no code to type), and a line in the
page's language (``lang=fr`` in the address) says that lovelet is loading until the
page's first output arrives.  The hidden line imports :mod:`lovelet.pages`, which Pyodide
loads from the site's own wheels, and calls one of its functions.
"""

import html
import urllib.parse
from pathlib import Path

from lovelet.pages import PAGES

#: The languages of the landing page and of every page.
LANGUAGES = ("en", "fr", "de")

#: The REPL's parameters for a page (JupyterLite's "embed a live REPL" options).
REPL_OPTIONS = {"kernel": "python", "showBanner": "0", "hideCodeInput": "1"}
LOADING = {"en": "Loading lovelet in your browser (the first time takes longest)…",
           "fr": "Chargement de lovelet dans votre navigateur (la première fois est la plus longue)…",
           "de": "lovelet wird in Ihrem Browser geladen (beim ersten Mal dauert es am längsten)…"}
HEADINGS = {"en": ("Love Letter with lovelet", "Open a page: it runs in this browser, with nothing to install."),
            "fr": ("Love Letter avec lovelet", "Ouvrez une page : elle tourne dans ce navigateur, sans rien installer."),
            "de": ("Love Letter mit lovelet", "Öffnen Sie eine Seite: Sie läuft in diesem Browser, ohne Installation.")}
TEACHER_LINK = {"en": "The teacher's notebooks (JupyterLab)", "fr": "Les carnets de l'enseignant (JupyterLab)",
                "de": "Die Notebooks der Lehrkraft (JupyterLab)"}


def page_code(name: str, language: str) -> str:
    """The hidden code of a page: the line of :mod:`lovelet.pages` that draws it (its
    ``import lovelet`` loads lovelet from the site, which the build put in Pyodide's lock;
    the final ``;`` keeps the REPL from showing the page's widget a second time)."""
    return f"{PAGES[name].code(language)};"


def page_address(name: str, language: str) -> str:
    """The address of the page ``name`` (a key of :data:`lovelet.pages.PAGES`) in
    ``language``, relative to the site's root."""
    query = {**REPL_OPTIONS, "lang": language, "code": page_code(name, language)}
    return "repl/index.html?" + urllib.parse.urlencode(query, quote_via=urllib.parse.quote)


def page_style() -> str:
    """The page app's style and script (see the module's docstring)."""
    loading = "\n".join(
        f'      html[data-lovelet-lang="{language}"] .jp-CodeConsole-content:not(:has(.jp-OutputArea-output))::before '
        f'{{ content: "{text}"; }}' for language, text in LOADING.items())
    return f"""
    <script>
      // The page's language, from its address (lang=fr), for the loading line below.
      document.documentElement.dataset.loveletLang = new URLSearchParams(location.search).get("lang") || "en";
    </script>
    <style>
      /* A student page: no prompt to type in, no [1]: before the page. */
      .jp-CodeConsole-input, .jp-CodeConsole-split > .lm-SplitPanel-handle,
      .jp-CodeConsole-promptCell, .jp-CodeConsole .jp-InputPrompt,
      .jp-CodeConsole .jp-OutputPrompt, .jp-CodeConsole .jp-InputArea,
      .jp-CodeConsole .jp-OutputArea-promptOverlay, .jp-CodeConsole .jp-Cell-inputCollapser,
      .jp-CodeConsole .jp-Cell-outputCollapser {{ display: none !important; }}
      /* The page takes the whole window the hidden prompt leaves (its panel sets the sizes inline). */
      .jp-CodeConsole-content {{ top: 0 !important; height: 100% !important; }}
      .jp-CodeConsole-content:not(:has(.jp-OutputArea-output))::before {{
        display: block; padding: 2rem 1rem; font: 1.25rem sans-serif; color: #333; }}
{loading}
    </style>
"""


def landing_page(teacher: bool) -> str:
    """The site's index.html: every page, in each language, as a list of links."""
    sections = []
    for language in LANGUAGES:
        title, intro = HEADINGS[language]
        links = [f'<li><a href="{html.escape(page_address(name, language))}">'
                 f'{html.escape(page.title(language))}</a></li>' for name, page in PAGES.items()]
        if teacher:
            links.append(f'<li><a href="lab/index.html">{html.escape(TEACHER_LINK[language])}</a></li>')
        sections.append(f'<section lang="{language}"><h2>{html.escape(title)}</h2>'
                        f'<p>{html.escape(intro)}</p><ul>{"".join(links)}</ul></section>')
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            # The apps read the site's settings from the root page's jupyter-config-data,
            # so the landing page keeps that element (without the script that would
            # send a visitor on to JupyterLab).
            "<script id=\"jupyter-config-data\" type=\"application/json\" "
            "data-jupyter-lite-root=\".\">{}</script>"
            "<link rel=\"icon\" href=\"favicon.svg\"><title>lovelet</title><style>body{font:1.1rem/1.5 sans-serif;max-width:48rem;"
            "margin:1rem auto;padding:0 1rem;color:#111}a{color:#0b57a4}li{margin:.4rem 0}"
            "section{border-top:1px solid #ccc;margin-top:1rem}</style></head><body>"
            f"{''.join(sections)}</body></html>\n")


#: The site's icon: a letter sealed with a heart (the game's), in the palette's vermilion.
FAVICON = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">'
           '<rect x="2" y="7" width="28" height="19" rx="2" fill="#fff" stroke="#222" stroke-width="2"/>'
           '<path d="M2 9l14 10 14-10" fill="none" stroke="#222" stroke-width="2"/>'
           '<path d="M16 25c-5-3.5-7-6-7-8.2a3.2 3.2 0 0 1 7-1.3a3.2 3.2 0 0 1 7 1.3c0 2.2-2 4.7-7 8.2z" '
           'fill="#D55E00"/></svg>\n')


def write_pages(out: Path, teacher: bool) -> None:
    """Inject the page app's style into the REPL, write the landing page and the icon."""
    repl = out / "repl" / "index.html"
    text = repl.read_text(encoding="utf-8")
    if "</head>" not in text:
        raise SystemExit(f"site build: {repl} has no </head> to add the page style to")
    repl.write_text(text.replace("</head>", page_style() + "</head>", 1), encoding="utf-8")
    (out / "index.html").write_text(landing_page(teacher), encoding="utf-8")
    (out / "favicon.svg").write_text(FAVICON, encoding="utf-8")
