"""The engine's messages keep their template and values; the language module picks a language."""

import copy
import pickle

import pytest

from canasta import language
from canasta.engine import Message, say, say_plural


def test_a_message_is_its_english_sentence_and_keeps_its_parts() -> None:
    message = say("Your row of {rank} has {n} cards.", rank=say("Kings"), n=2)
    assert message == "Your row of Kings has 2 cards."
    assert message.template == "Your row of {rank} has {n} cards."
    assert message.values["n"] == 2 and message.values["rank"].template == "Kings"


def test_a_plural_message_follows_its_count() -> None:
    assert say_plural("{count} card", "{count} cards", 1) == "1 card"
    assert say_plural("{count} card", "{count} cards", 3) == "3 cards"


def test_a_message_is_still_a_string_to_the_code_that_reads_it() -> None:
    message = say_plural("{count} card", "{count} cards", 3)
    assert message.count("c") == 1 and message.plural_count == 3 and message.upper() == "3 CARDS"


def test_a_message_survives_a_copy_and_a_pickle() -> None:
    message = say("You need {points} points.", points=50)
    for copied in (copy.deepcopy(message), pickle.loads(pickle.dumps(message))):
        assert isinstance(copied, Message) and copied == message and copied.template == message.template


def test_english_renders_a_message_as_its_own_sentence() -> None:
    language.set_language("en")
    assert language.render(say("You need {points} points.", points=5000)) == "You need 5000 points."
    assert language.render("plain words") == "plain words"


@pytest.mark.parametrize(
    ("wanted", "chosen"),
    [(["de_AT.UTF-8"], "de"), (["pt_PT"], "pt_BR"), (["es_UY.UTF-8"], "es"), (["fr_FR", "es"], "es"), (["fr_FR"], "en"), ([""], "en")],
)
def test_the_system_locale_picks_the_nearest_language(wanted: list[str], chosen: str) -> None:
    assert language.best_language(wanted) == chosen


def test_numbers_are_written_as_the_language_writes_them() -> None:
    try:
        language.set_language("de")
        assert language.number(5000) == "5.000"
    finally:
        language.set_language("en")
    assert language.number(5000) == "5,000"


def test_an_unknown_language_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="known: en, de, es, pt_BR"):
        language.set_language("fr")
