"""One language chosen once for the session, or per widget."""

import pytest

import lovelet.widgets as kit
from lovelet import REVISED, Game, IllegalAction
from lovelet.widgets import SetupController, TableController


@pytest.fixture
def session():
    """The session's language, set back to English whatever the test does."""
    yield kit
    kit.set_language("en")


def test_widgets_speak_the_session_language_unless_given_their_own(session):
    assert session.session_language() == "en"
    assert session.set_language("Français") == "fr"
    setup = SetupController()
    assert setup.language == "fr" and setup.names[0] == "Joueur 1"
    table = setup.start()
    assert table.language == "fr" and table.card_names["GUARD"] == "Garde"
    own = TableController(Game(REVISED, ["Ann", "Ben"], seed=1), ["person", "random"], language="de")
    assert own.language == "de" and own.card_names["GUARD"] == "Wächterin"
    assert SetupController(language="en").language == "en"
    assert session.session_language() == "fr"  # a widget's own language changes nothing else


@pytest.mark.parametrize("bad", ["es", "", 3, ["fr"], True])
def test_an_unknown_session_language_is_refused_and_changes_nothing(session, bad):
    session.set_language("de")
    with pytest.raises(IllegalAction) as refusal:
        session.set_language(bad)
    assert refusal.value.code == "BAD_OPTION" and "'fr'" in refusal.value.message
    assert session.session_language() == "de"
