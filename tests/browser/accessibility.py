"""Reading a page as a keyboard, a screen reader and an eye do: for the accessibility tests.

Plain functions over a Playwright page: where the keyboard's focus is (:func:`focused`,
:func:`wait_for_focus`), what the focus ring looks like (:func:`focus_ring`), every text's
contrast against what is drawn behind it (:func:`contrast_failures`, read from Chromium's
computed styles) and an audit by axe-core (:func:`axe_violations`), the npm package
``make`` installs into ``tests/browser/node_modules`` (:data:`AXE`), injected into the page
with ``page.add_script_tag``.
"""

import os
from pathlib import Path

import pytest

#: axe-core's script, installed by `make` (npm ci, from tests/browser/package-lock.json).
AXE = Path(__file__).resolve().parent / "node_modules" / "axe-core" / "axe.min.js"

#: WCAG AA: 4.5:1 for text, 3:1 for large text (24 px, or 18.66 px bold) and for a focus ring.
TEXT, LARGE_TEXT, NON_TEXT = 4.5, 3.0, 3.0


def axe_or_skip():
    """The path of axe-core's script; the test is skipped with the reason when it is not
    installed (failed under CI=true, where `.ci/run` installs npm and `make` the package)."""
    if AXE.exists():
        return AXE
    reason = f"axe-core is not installed ({AXE} is missing: `make install` runs npm ci in tests/browser)"
    if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
        pytest.fail(f"the accessibility audit must run in CI, but {reason}", pytrace=False)
    pytest.skip(reason)


def axe_violations(page, impacts=("serious", "critical")):
    """axe-core's violations of WCAG 2.x A and AA (and its best practices) on ``page`` now,
    of the given impacts: [{"id", "impact", "help", "nodes": [selector: summary]}]."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(axe_or_skip()))
    return page.evaluate("""async impacts => {
        const result = await axe.run(document, {resultTypes: ['violations']});
        return result.violations.filter(v => impacts.includes(v.impact)).map(v => ({
            id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.slice(0, 5).map(n => n.target.join(' ') + ': ' + n.failureSummary)}));
    }""", list(impacts))


def focused(page):
    """What has the keyboard's focus: {"tag", "classes", "text", "name"} (the element's own
    classes and those of the ipywidget around it, its text and its aria-label)."""
    return page.evaluate("""() => {
        const element = document.activeElement;
        if (!element || element === document.body) return {tag: 'body', classes: '', text: ''};
        const widget = element.closest('.jupyter-widgets') || element;
        return {tag: element.tagName.toLowerCase(), classes: element.className + ' ' + widget.className,
                text: (element.innerText || '').trim(), disabled: !!element.disabled,
                selected: element.tagName === 'SELECT' ? element.selectedIndex : null};
    }""")


def wait_for_focus(page, selector, timeout=60_000):
    """Wait until the focused element is (or is inside) an element matching ``selector``."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        page.wait_for_function("""selector => document.activeElement
                                       && document.activeElement.closest(selector) !== null""",
                               arg=selector, timeout=timeout)
    except PlaywrightTimeout:
        raise AssertionError(f"the focus is not on {selector} but on {focused(page)}") from None


def is_focused(page, selector):
    """Whether the focused element is (or is inside) an element matching ``selector``."""
    return page.evaluate("selector => !!(document.activeElement && document.activeElement.closest(selector))",
                         selector)


# Colours as Chromium computes them, WCAG's relative luminance and contrast ratio, and what
# is drawn behind a text: the backgrounds of its boxes (blended while see-through), or, in
# an SVG drawing, the last filled shape under the text's middle.
_COLOURS = """
const parse = colour => {
    const found = /rgba?\\(([^)]+)\\)/.exec(colour || '');
    if (!found) return null;
    const parts = found[1].split(/[\\s,\\/]+/).filter(Boolean).map(Number);
    return [parts[0], parts[1], parts[2], parts.length > 3 ? parts[3] : 1];
};
const luminance = ([r, g, b]) => {
    const linear = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};
const over = (top, bottom, alpha) => {
    const a = alpha === undefined ? top[3] : alpha;
    return [0, 1, 2].map(i => top[i] * a + bottom[i] * (1 - a)).concat([1]);
};
const ratio = (one, other) => {
    const [dark, light] = [luminance(one), luminance(other)].sort((x, y) => x - y);
    return (light + 0.05) / (dark + 0.05);
};
const opacity = element => {
    let found = 1;
    for (let node = element; node && node.nodeType === 1; node = node.parentElement)
        found *= parseFloat(getComputedStyle(node).opacity);
    return found;
};
const background = element => {
    const layers = [];
    for (let node = element; node && node.nodeType === 1; node = node.parentElement) {
        const colour = parse(getComputedStyle(node).backgroundColor);
        if (colour && colour[3] > 0) { layers.push(colour); if (colour[3] >= 1) break; }
    }
    let found = [255, 255, 255, 1];
    for (const colour of layers.reverse()) found = over(colour, found);
    return found;
};
const behindSvgText = text => {
    const box = text.getBBox(), x = box.x + box.width / 2, y = box.y + box.height / 2;
    const svg = text.ownerSVGElement;
    let found = background(svg);
    for (const shape of svg.querySelectorAll('rect, circle, ellipse, polygon, path')) {
        if (shape.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_PRECEDING) break;
        const fill = parse(getComputedStyle(shape).fill);
        if (!fill || fill[3] === 0 || parseFloat(getComputedStyle(shape).fillOpacity) === 0) continue;
        const point = svg.createSVGPoint(); point.x = x; point.y = y;
        if (shape.isPointInFill && shape.isPointInFill(point))
            found = over(fill, found, fill[3] * parseFloat(getComputedStyle(shape).fillOpacity));
    }
    return found;
};
"""


def contrast_failures(page, root="body"):
    """Every text shown under ``root`` whose contrast with what is behind it is under WCAG
    AA (4.5:1, 3:1 for large text): [{"text", "ratio", "needed", "colour", "background"}].

    Texts of disabled controls are left out (WCAG asks nothing of them), and so are words
    for screen readers only (drawn nowhere) and hidden elements.  The opacity of a text's
    boxes fades it toward its background, as the eye sees it.
    """
    return page.evaluate("(root) => {" + _COLOURS + """
        const failures = [];
        const shown = element => {
            const box = element.getBoundingClientRect();
            if (box.width < 2 || box.height < 2) return false;
            for (let node = element; node; node = node.parentElement) {
                const style = getComputedStyle(node);
                if (style.display === 'none' || style.visibility === 'hidden') return false;
            }
            return true;
        };
        for (const scope of document.querySelectorAll(root)) {
            const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
            const seen = new Set();
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                const element = node.parentElement;
                if (!node.textContent.trim() || !element || seen.has(element)) continue;
                seen.add(element);
                if (['STYLE', 'SCRIPT', 'TITLE', 'OPTION', 'NOSCRIPT'].includes(element.tagName)) continue;
                if (element.closest('button:disabled, select:disabled, input:disabled, textarea:disabled, '
                                    + '.mod-disabled, .lovelet-sr-only, [aria-hidden=true] title')) continue;
                if (!shown(element)) continue;
                const style = getComputedStyle(element);
                const inSvg = element instanceof SVGElement;
                const behind = inSvg ? behindSvgText(element.closest('text') || element) : background(element);
                let ink = parse(inSvg ? style.fill : style.color);
                if (!ink) continue;
                ink = over(ink, behind, ink[3] * opacity(element));
                const size = parseFloat(style.fontSize) * (inSvg ? element.getScreenCTM().a : 1);
                const bold = parseInt(style.fontWeight) >= 700;
                const large = size >= 24 || (bold && size >= 18.66);
                const needed = large ? 3 : 4.5;
                const found = ratio(ink, behind);
                if (found < needed - 0.005)
                    failures.push({text: node.textContent.trim().slice(0, 60), ratio: Math.round(found * 100) / 100,
                                   needed: needed, colour: ink.slice(0, 3), background: behind.slice(0, 3),
                                   where: (element.closest('[class*=lovelet]') || element).className.baseVal
                                          ?? (element.closest('[class*=lovelet]') || element).className});
            }
        }
        return failures;
    }""", root)


def focus_ring(page):
    """The focus ring of the focused element: {"width" (px), "style", "contrast"} (the ring's
    contrast with the background around the element)."""
    return page.evaluate("() => {" + _COLOURS + """
        const element = document.activeElement;
        const style = getComputedStyle(element);
        const ring = parse(style.outlineColor);
        const around = background(element.parentElement);
        return {width: parseFloat(style.outlineWidth), style: style.outlineStyle,
                contrast: ring ? ratio(over(ring, around), around) : 0};
    }""")
