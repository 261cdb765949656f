"""One escape for the HTML lovelet writes by hand (lovelet.display.markup)."""

import pathlib
import re

from lovelet.display.markup import escaped

PACKAGE = pathlib.Path(__file__).resolve().parents[2] / "lovelet"


def test_a_name_is_shown_as_written_in_an_element_and_in_an_attribute():
    hostile = '<b>Ann</b> & "Ben" \'x\' onclick=alert(1)'
    made = escaped(hostile)
    assert "<" not in made and ">" not in made and '"' not in made and "'" not in made
    assert made == "&lt;b&gt;Ann&lt;/b&gt; &amp; &quot;Ben&quot; &#x27;x&#x27; onclick=alert(1)"
    assert escaped(3) == "3" and escaped(None) == "None"


def test_no_view_defines_an_escape_of_its_own():
    copies = [path.relative_to(PACKAGE.parent).as_posix() for path in PACKAGE.rglob("*.py")
              if re.search(r"^def _esc\(", path.read_text(encoding="utf-8"), re.M)]
    assert copies == []
