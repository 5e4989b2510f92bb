"""BWC word Canasta at the table, as a person plays it: letters are picked from the hand
one by one, in the order of the word, and laid on free table or put into a word where
they are dropped (the word opens a gap under the pointer); a star asks for its letter;
a word dragged onto another joins it; the pile is taken with a word of the letters
picked and its top card. Every move goes to the engine's judge, and a refused one shows
its sentence on the status line.

Two people play (hot seat) in these examples."""

from __future__ import annotations

import pygame
import pygame_gui

from canasta.engine import GameState
from canasta.ui.match import Match, SeatInfo
from canasta.ui.preferences import Preferences
from canasta.ui.scene import Context
from canasta.ui.table.scene import TableScene
from canasta.variants import load_preset

from table_kit import Table

OPENED = "opened 0: yes\n"


def bwc_table(hand: str, mine: str = "", phase: str = "play", pile: str = "Ny", stock: str = "Ab Eb Ib Ob Ar Er",
              extra: str = OPENED) -> Table:
    """Ann (seat 0) to move in a game of BWC against Bob, both people at this screen:
    her hand `hand`, her side's words `mine` ("the word: Tr Hr Er | ..."), the pile `pile`."""
    rules = load_preset("bwc")
    text = (f"canasta position 1\nrules: bwc\nplayers: 2\nphase: {phase}\ncurrent: 0\n"
            f"hand 0: {hand}\nhand 1: Ab Eb Ib Ob Ur Ry Sr Tr Ng Lb Mr\n"
            + (f"table 0: {mine}\n" if mine else "") + extra + f"pile: {pile}\nstock: {stock}\n")
    size = (1280, 800)
    match = Match(rules, [SeatInfo("Ann", True), SeatInfo("Bob", True)], 1)
    match.state = GameState.from_text(text, rules=rules)
    match.hand_to(0)  # Ann has the screen
    context = Context(size, pygame_gui.UIManager(size))
    scene = TableScene(context, match, Preferences(animation_speed="off"), threaded=False)
    context.stack.push(scene)
    return Table(context, scene)


def pick(table: Table, *cards: str) -> None:
    """Click hand cards one after another: each is the next letter of a word."""
    for card in cards:
        table.click(table.hand_card(card))


def free_table(table: Table) -> tuple[int, int]:
    """A point of Ann's meld area below her words."""
    area = table.scene.layout.melds[0].rect
    return area.centerx, area.bottom - 10


def word_view(table: Table, meld: int):
    return table.scene.sprites.rows[(0, meld)]


def before_letter(table: Table, meld: int, index: int) -> tuple[int, int]:
    """The point of word `meld` where a drop goes before its letter `index` (its length: after the last)."""
    view = word_view(table, meld)
    return round(view.first_left + index * view.step), view.rect.top + 10


def last_move(table: Table) -> str:
    return str(table.match.record.actions[-1]) if table.match.record.actions else ""


def words(table: Table) -> list[tuple[str, str]]:
    return [(meld.key, " ".join(map(str, meld.cards))) for meld in table.state.tables[0]]


def test_letters_picked_in_order_and_a_click_on_free_table_lay_the_word() -> None:
    table = bwc_table("Cr Ag Tb Sy Oy Lg")
    pick(table, "Ag", "Cr", "Tb")
    assert table.status().startswith("ACT picked: click free table to lay ACT")
    table.click(free_table(table))
    assert last_move(table) == "meld Ag Cr Tb as act"
    assert words(table) == [("act", "Ag Cr Tb")]
    assert word_view(table, 1).word == "ACT", "the word lies as a row of its letters, read left to right"


def test_a_picked_letter_clicked_again_is_put_back() -> None:
    table = bwc_table("Cr Ag Tb Sy Oy Lg")
    pick(table, "Cr", "Ag", "Sy", "Sy", "Tb")
    assert table.scene.picked_letters() == "CAT"


def test_a_word_not_in_the_list_is_refused_with_the_engines_sentence() -> None:
    table = bwc_table("Lr Ay Mb Pr Zg Sy Oy")
    pick(table, "Lr", "Ay", "Mb", "Pr", "Zg")
    table.click(free_table(table))
    assert table.status() == "LAMPZ is not in the word list."
    assert not table.match.record.actions
    assert table.scene.picked_letters() == "LAMPZ", "the letters stay picked, to be changed"


def test_a_star_asks_for_its_letter_and_shows_it_on_the_table() -> None:
    table = bwc_table("Cr ST Tb Sy Oy Lg")
    pick(table, "Cr", "ST", "Tb")
    table.click(free_table(table))
    picker = table.top
    assert picker.title == "The star's letter"
    assert {"a", "o", "u"} <= set(picker.marked), "the letters that make a word are marked (CAT, COT, CUT)"
    table.press("A")
    assert last_move(table) == "meld Cr ST Tb as cat"
    assert word_view(table, 1).stands_for == ("", "A", ""), "the star shows the A it stands for"
    table.draw()


def test_a_letter_typed_in_the_picker_is_the_stars_letter() -> None:
    table = bwc_table("Cr ST Tb Sy Oy Lg")
    pick(table, "Cr", "ST", "Tb")
    table.click(free_table(table))
    table.send(pygame.KEYDOWN, key=pygame.K_u, mod=0, unicode="u", scancode=0)
    assert last_move(table) == "meld Cr ST Tb as cut"


def test_letters_dragged_into_a_word_open_a_gap_under_the_pointer_and_go_there() -> None:
    table = bwc_table("Eb Sy Oy Lg Mr", mine="quit word: Qr Ur Ig Tg")
    t_before = next(sprite.rect.left for sprite in table.scene.sprites.cards if sprite.card is not None
                    and str(sprite.card) == "Tg")
    start, end = table.hand_card("Eb"), before_letter(table, 1, 3)
    table.send(pygame.MOUSEBUTTONDOWN, pos=start, button=1, mod=0)
    for step in range(1, 6):
        point = (start[0] + (end[0] - start[0]) * step // 5, start[1] + (end[1] - start[1]) * step // 5)
        table.send(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(1, 0, 0))
    t_now = next(sprite.rect.left for sprite in table.scene.sprites.cards if sprite.card is not None
                 and str(sprite.card) == "Tg")
    assert t_now > t_before, "the T moves aside: the gap opens between I and T"
    assert table.scene.frame().word_note == ("play QUIET on your QUIT?", True)
    table.draw()
    table.send(pygame.MOUSEBUTTONUP, pos=end, button=1, mod=0)
    assert last_move(table) == "meld Eb to #1 as quiet"
    assert words(table) == [("quiet", "Qr Ur Ig Eb Tg")]


def test_a_letter_dropped_where_it_makes_no_word_is_refused_there() -> None:
    table = bwc_table("Mb Sy Oy Lg", mine="eat word: Er Ab Ty")
    table.drag(table.hand_card("Mb"), before_letter(table, 1, 3))
    assert table.status() == "EATM is not in the word list."
    table.drag(table.hand_card("Mb"), before_letter(table, 1, 0))
    assert last_move(table) == "meld Mb to #1 as meat"


def test_picked_letters_clicked_into_a_word_spread_through_it_where_they_must() -> None:
    """X and C clicked in after the E of EAT: EXCAT is no word, EXACT is (the first letter
    stays where it was put, the others find their places after it)."""
    table = bwc_table("Xb Cy Sy Oy Lg", mine="eat word: Er Ab Ty")
    pick(table, "Xb", "Cy")
    table.click(before_letter(table, 1, 1))
    assert last_move(table) == "meld Xb Cy to #1 as exact"
    assert words(table) == [("exact", "Er Xb Ab Cy Ty")]


def test_a_word_dragged_onto_another_joins_it() -> None:
    table = bwc_table("Sy Oy Lg", mine="king word: Kb Ir Ng Gy | bar word: Br Ab Ry")
    bar, king = word_view(table, 2), word_view(table, 1)
    front_of_king = (king.rect.left + 8, king.rect.centery)
    table.send(pygame.MOUSEBUTTONDOWN, pos=bar.rect.center, button=1, mod=0)
    for step in range(1, 6):
        point = (bar.rect.centerx + (front_of_king[0] - bar.rect.centerx) * step // 5,
                 bar.rect.centery + (front_of_king[1] - bar.rect.centery) * step // 5)
        table.send(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(1, 0, 0))
    assert table.scene.drag.accepting == frozenset({1})
    assert table.scene.frame().word_note == ("join them into BARKING?", True)
    table.send(pygame.MOUSEBUTTONUP, pos=front_of_king, button=1, mod=0)
    assert last_move(table) == "merge #2 #1"
    assert words(table) == [("barking", "Br Ab Ry Kb Ir Ng Gy")]


def test_a_join_that_makes_no_word_says_why() -> None:
    table = bwc_table("Sy Oy Lg", mine="the word: Tr Hr Er | bar word: Br Ab Ry")
    table.drag(word_view(table, 2).rect.center, word_view(table, 1).rect.center)
    assert table.status() == "THE and BAR make only 6 letters: words are joined only into a word of 7 letters or more."
    assert len(table.state.tables[0]) == 2


def test_the_pile_is_taken_with_the_letters_picked_and_the_top_card_where_it_fits() -> None:
    table = bwc_table("Cr Ag Sy Oy Lg Pb", phase="draw", pile="Ny")
    pick(table, "Cr", "Ag")
    assert table.status().startswith("CA picked: click the pile to take it")
    table.click(table.pile)
    assert last_move(table) == "take Cr Ag as can", "NCA and CNA are no words: the N goes last"
    assert words(table) == [("can", "Cr Ag Ny")]


def test_taking_the_pile_with_letters_that_make_no_word_says_so() -> None:
    table = bwc_table("Xb Qy Sy Oy Lg Pb", phase="draw", pile="Ny")
    pick(table, "Xb", "Qy")
    table.click(table.pile)
    assert table.status() == "NXQ is not in the word list."
    assert not table.match.record.actions


def test_the_pile_clicked_with_nothing_picked_says_how_to_take_it() -> None:
    table = bwc_table("Cr Ag Sy Oy Lg Pb", phase="draw", pile="Ny")
    table.click(table.pile)
    assert "word" in table.status()
    assert not table.match.record.actions


def test_once_the_stock_is_empty_a_click_on_the_pile_makes_the_forced_take() -> None:
    table = bwc_table("Sy Oy Lg Pb", mine="the word: Tr Hr Er", phase="draw", pile="Mb", stock="-")
    table.click(table.pile)
    assert last_move(table) == "take to #1 as them"
    assert words(table)[0] == ("them", "Tr Hr Er Mb")


def test_del_takes_a_word_back_into_the_hand() -> None:
    table = bwc_table("Cr Ag Tb Sy Oy Lg")
    pick(table, "Cr", "Ag", "Tb")
    table.click(free_table(table))
    table.key(pygame.K_DELETE)
    assert words(table) == []
    assert table.hand() == sorted(["Cr", "Ag", "Tb", "Sy", "Oy", "Lg"])


def test_the_log_tells_each_word_move_in_words() -> None:
    table = bwc_table("Cr Ag Tb Mb Eb Sy Oy Lg", mine="king word: Kb Ir Ng Gy | bar word: Br Ab Ry | the word: Tr Hr Er")
    pick(table, "Cr", "Ag", "Tb")
    table.click(free_table(table))
    assert table.scene.log[-1] == "Ann lays CAT"
    table.drag(table.hand_card("Mb"), before_letter(table, 3, 3))
    assert table.scene.log[-1] == "Ann makes THE into THEM"
    table.drag(word_view(table, 1).rect.center, (word_view(table, 2).rect.right - 8, word_view(table, 2).rect.centery))
    assert table.scene.log[-1] == "Ann joins BAR and KING into BARKING"
    table.key(pygame.K_DELETE)
    assert table.scene.log[-1] == "Ann takes back the join: BAR and KING again"


def test_a_letter_dropped_on_its_like_in_a_mixed_canasta_is_switched_for_it() -> None:
    """Ruling 9: the red A dropped on the blue A of BARKING (its other letters red) takes
    its place, and the blue A comes into the hand: the canasta is natural."""
    table = bwc_table("Ar Sy Oy Lg", mine="barking word: Br Ab Rr Kr Ir Nr Gr")
    start, end = table.hand_card("Ar"), before_letter(table, 1, 2)
    table.send(pygame.MOUSEBUTTONDOWN, pos=start, button=1, mod=0)
    for step in range(1, 6):
        point = (start[0] + (end[0] - start[0]) * step // 5, start[1] + (end[1] - start[1]) * step // 5)
        table.send(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(1, 0, 0))
    assert table.scene.frame().word_note == ("switch it into your BARKING?", True)
    table.send(pygame.MOUSEBUTTONUP, pos=end, button=1, mod=0)
    assert last_move(table) == "switch Ar for Ab in #1"
    assert words(table) == [("barking", "Br Ar Rr Kr Ir Nr Gr")]
    assert table.scene.log[-1] == "Ann switches the red A for the blue A in BARKING"
    table.key(pygame.K_DELETE)
    assert table.scene.log[-1] == "Ann takes back the switch in BARKING"
    assert words(table) == [("barking", "Br Ab Rr Kr Ir Nr Gr")]


def test_the_log_tells_a_word_or_letters_taken_back_in_words() -> None:
    table = bwc_table("Cr Ag Tb Mb Sy Oy Lg", mine="the word: Tr Hr Er")
    table.drag(table.hand_card("Mb"), before_letter(table, 1, 3))
    pick(table, "Cr", "Ag", "Tb")
    table.click(free_table(table))
    table.key(pygame.K_DELETE)
    assert table.scene.log[-1] == "Ann takes back CAT"
    table.key(pygame.K_DELETE)
    assert table.scene.log[-1] == "Ann takes THEM back to THE"


def test_the_log_tells_the_pile_taken_with_a_word() -> None:
    table = bwc_table("Cr Ag Sy Oy Lg Pb", phase="draw", pile="Ny")
    pick(table, "Cr", "Ag")
    table.click(table.pile)
    assert table.scene.log[-1] == "Ann takes the pile with CAN"


def test_a_squared_canasta_of_letters_is_topped_by_colour_not_by_playing_card_suit() -> None:
    """A green T to A is no gold (red) card: a natural green word is topped by its last
    card, a mixed one by its star."""
    from canasta.engine import parse_cards
    from canasta.ui.sprites import canasta_top

    rules = load_preset("bwc")
    assert canasta_top(rules, parse_cards("Dg Ag Tg Ag Bg Ag Sg")) == 6
    assert canasta_top(rules, parse_cards("Dg ST Tg Ab Bg Ag Sg")) == 1
    assert canasta_top(load_preset("classic"), parse_cards("7h 7s 7c 7d 7c 7s 7c")) == 3, "classic: a red card tops a natural one"


def test_a_canasta_word_wears_a_badge_with_its_number_of_letters() -> None:
    table = bwc_table("Sy Oy Lg", mine="barking word: Br Ab Ry Kb Ir Ng Gy | pronounces word: "
                                       "Pg Rg Og Ng Og Ug Ng Cg Eg Sg")
    barking, pronounces = word_view(table, 1), word_view(table, 2)
    assert (barking.canasta, barking.natural, barking.count) == (True, False, 7)
    assert (pronounces.canasta, pronounces.natural, pronounces.count) == (True, True, 10)
    table.draw()


def test_the_picked_cards_show_their_order_in_the_word() -> None:
    table = bwc_table("Cr Ag Tb Sy Oy Lg")
    pick(table, "Tb", "Ag", "Cr")
    order = table.scene.hand_order()
    assert [str(order[index]) for index in table.scene.frame().picked] == ["Tb", "Ag", "Cr"]
    table.draw()


def test_the_empty_stock_clicked_offers_the_pile_and_the_end_of_the_hand_once_each() -> None:
    table = bwc_table("Cr Ag Sy Oy Lg Pb", phase="draw", pile="Ny", stock="-")
    table.click(table.stock)
    assert [text for text in sorted(button.text for button in table.buttons()) if text in ("End the hand", "Take the pile")] == ["End the hand", "Take the pile"]
    table.press("Take the pile")
    assert not table.match.record.actions, "nothing picked: the status line says how a word takes it"
    assert "word" in table.status()


def test_the_first_meld_a_long_word_meets_is_told_beside_the_points() -> None:
    table = bwc_table("Cr Ag Tb Sy Oy Lg", phase="draw", extra="scores: 2000 0\n")
    table.click(table.scene.layout.scoreboard.center)
    assert table.status() == ("Your side's first meld needs at least 90 points, or one word of 5 letters or more. "
                              "Placed this turn: 0 points.")
    table.draw()
