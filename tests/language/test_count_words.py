"""Number words agree with what they count: Portuguese "duas Damas" but "dois Reis",
Spanish "una Reina", German "eine Dame" and "ein König"; English as before."""

from __future__ import annotations

import pickle

import pytest

from canasta import language
from canasta.engine import RANK_NAMES, RANK_PLURALS, say
from canasta.engine.sentences.message import COUNTED_NOUNS, GENDER, GENDERS, article, count_word
from canasta.language.catalogs import po_path
from canasta.ui.dialogs.rule_text import seating_words

PAIR = "To take the pile you need {count} {rank}, or {a} {card} and a wild card, in your hand."


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    language.set_language("en")


def pair_refusal(rank: str) -> str:
    name = RANK_PLURALS[rank]
    return say(PAIR, count=count_word(2, name), rank=name, a=article(name, RANK_NAMES[rank]), card=RANK_NAMES[rank])


def test_english_says_the_count_words_as_before_and_an_before_a_vowel() -> None:
    assert pair_refusal("Q") == "To take the pile you need two Queens, or a Queen and a wild card, in your hand."
    assert pair_refusal("A") == "To take the pile you need two Aces, or an Ace and a wild card, in your hand."
    assert language.render(count_word(13, RANK_PLURALS["K"])) == "13"


@pytest.mark.parametrize("code, queens, kings", [
    ("pt_BR", "Para pegar o lixo você precisa de duas Damas, ou uma Dama e um coringa, na mão.",
     "Para pegar o lixo você precisa de dois Reis, ou um Rei e um coringa, na mão."),
    ("es", "Para levantar el pozo necesitás dos Reinas, o una Reina y un comodín, en la mano.",
     "Para levantar el pozo necesitás dos Reyes, o un Rey y un comodín, en la mano."),
    ("de", "Um den Ablagestapel zu nehmen, müssen zwei Damen auf deiner Hand sein oder eine Dame und ein Joker.",
     "Um den Ablagestapel zu nehmen, müssen zwei Könige auf deiner Hand sein oder ein König und ein Joker."),
])
def test_the_count_word_takes_the_gender_of_its_noun(code: str, queens: str, kings: str) -> None:
    language.set_language(code)
    assert language.render(pair_refusal("Q")) == queens
    assert language.render(pair_refusal("K")) == kings


def test_a_frozen_pile_refusal_counts_feminine_cards_so() -> None:
    language.set_language("pt_BR")
    stars = count_word(2, RANK_PLURALS["ST"])
    assert language.render(say("Put {count} natural {rank} from your hand with the top card to take the pile.",
                               count=stars, rank=RANK_PLURALS["ST"])) == \
        "Ponha duas Estrelas naturais da sua mão com a carta de cima para pegar o lixo."


def test_a_count_word_keeps_its_noun_through_a_pickle() -> None:
    word = pickle.loads(pickle.dumps(count_word(2, RANK_PLURALS["Q"])))
    language.set_language("pt_BR")
    assert word == "two" and language.render(word) == "duas"


@pytest.mark.parametrize("code", ["de", "es", "pt_BR"])
def test_every_counted_noun_has_a_gender_the_game_knows(code: str) -> None:
    from babel.messages.pofile import read_po

    with open(po_path("rules", code), "rb") as handle:
        catalog = read_po(handle, locale=code)
    genders = {message.id: message.string for message in catalog if message.context == GENDER}
    assert set(COUNTED_NOUNS) <= set(genders)
    assert {gender for gender in genders.values()} <= set(GENDERS)


@pytest.mark.parametrize("code, words", [
    ("en", "six players in two sides"), ("de", "sechs Spieler in zwei Parteien"),
    ("es", "seis jugadores en dos equipos"), ("pt_BR", "seis jogadores em duas equipes"),
])
def test_a_seating_counts_its_sides_in_their_gender(code: str, words: str) -> None:
    language.set_language(code)
    assert seating_words("6/2") == words


@pytest.mark.parametrize("code, cuban, chilean", [
    ("en", "a natural canasta or a wild meld of seven", "a natural canasta, a samba or a bolivia"),
    ("de", "eine reine Canasta oder eine wilde Meldung aus sieben", "eine reine Canasta, eine samba oder eine bolivia"),
    ("es", "una canasta limpia o un juego de siete comodines", "una canasta limpia, una samba o una bolivia"),
    ("pt_BR", "uma canastra limpa ou um jogo de sete coringas", "uma canastra limpa, um samba ou uma bolivia"),
])
def test_the_canasta_a_first_meld_asks_for_has_the_article_of_its_kind(code: str, cuban: str, chilean: str) -> None:
    from canasta.engine.state.first_meld import canasta_words
    from canasta.variants import load_preset

    language.set_language(code)
    assert language.render(canasta_words(load_preset("cuban"), "natural")) == cuban
    assert language.render(canasta_words(load_preset("chilean"), "natural")) == chilean
