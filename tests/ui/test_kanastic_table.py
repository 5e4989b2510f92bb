"""The Kanastic table: golden suits laid out as runs, Treasure Pots in a spot of their own,
a blocked pile with the turns it stays blocked, each side's score stage on the scoreboard,
taking the top card or picking up the pile by clicks, and every bonus line when the hand
is scored."""

from __future__ import annotations

import textwrap

import pygame
import pygame_gui
import pytest

from canasta.engine.reach.melds import rows_by_label
from canasta.engine import Action, GameState, Phase, parse_cards
from canasta.engine.game.queries import first_meld_requirement
from canasta.ui.dialogs import ScoringDialog
from canasta.ui.layout import compute_layout
from canasta.ui.paint import Painter
from canasta.ui.scene import Context
from canasta.ui.sprites import canasta_top
from canasta.ui.table_shape import CLASSIC_SHAPE, shape_for
from canasta.ui.table.view_panels import STAGED_BOARD_LINES
from canasta.variants import load_preset
from canasta.engine.scoring.standard_parts import DOUBLED_FIRST_MELD, DOUBLED_WILD_DISCARD

from table_kit import MakeTable, Table


def kanastic(text: str) -> GameState:
    body = textwrap.dedent(text).strip()
    return GameState.from_text(f"canasta position 1\nrules: kanastic\n{body}\n", rules=load_preset("kanastic"))


def seat_at(make_table: MakeTable, text: str) -> Table:
    """A Kanastic table (Ann, a person, in seat 0) at the position `text`."""
    state = kanastic(text)
    table = make_table(players=state.players, preset="kanastic")
    table.match.state = state
    table.scene.orders.clear()
    table.scene.resize(table.context.size)
    return table


class RecordingPainter(Painter):
    """A painter that remembers every text it was asked to draw."""

    def __init__(self) -> None:
        super().__init__()
        self.drawn: list[str] = []

    def text(self, text, px, colour=(0, 0, 0), bold=False):  # type: ignore[override]
        self.drawn.append(text)
        return super().text(text, px, colour, bold)


def drawn_texts(table: Table) -> list[str]:
    painter = RecordingPainter()
    table.scene.renderer.painter = painter
    table.scene.renderer._still_key = None
    table.scene.draw(table.surface)
    return painter.drawn


ON_THE_TABLE = """
    players: 2
    phase: draw
    current: 0
    scores: 1600 3200
    hand 0: Kd Ks 5c 6c 7d 9h 9d SH
    hand 1: 4c 4d 5d 6d 7c 8c 9c
    table 0: G: Tg 7g AR 6g 9g | Q: Qh Qd Qs
    opened 0: yes
    table 1: 8: 8h 8d 8s
    opened 1: yes
    treasure pots 1: TP TP
    pile: 6d Qc Kh
    stock: 8h 8d 8s 8c 6c 6s 4s 5h 5s
"""


# Golden suits --------------------------------------------------------------------------------------


def test_a_golden_suit_is_drawn_as_a_run_in_rank_order(make_table: MakeTable) -> None:
    table = seat_at(make_table, ON_THE_TABLE)
    run = [sprite for sprite in table.scene.sprites.cards if sprite.zone == "row" and sprite.label == "G"]
    run.sort(key=lambda sprite: sprite.rect.left)
    assert [str(sprite.card) for sprite in run] == ["6g", "7g", "AR", "9g", "Tg"], "the Artifact stands in for 8"
    assert len({sprite.rect.top for sprite in run}) == 1, "a run lies side by side, not down a column"
    view = table.scene.sprites.row_of(0, "G")
    assert view.strip and view.stands_for == ("6", "7", "8", "9", "T")
    queens = [sprite for sprite in table.scene.sprites.cards if sprite.zone == "row" and sprite.label == "Q"]
    assert len({sprite.rect.left for sprite in queens}) == 1, "a rank row still runs down its column"
    assert "as 8" in drawn_texts(table)


def test_gold_cards_dropped_on_the_golden_suit_region_start_a_run(make_table: MakeTable) -> None:
    table = seat_at(make_table, """
        players: 2
        phase: play
        current: 0
        hand 0: 4g 5g 6g 9c 9d
        hand 1: 4c 4d 5d
        pile: 6d
        stock: 8h 8d 8s
    """)
    area = table.scene.layout.melds[0]
    assert area.in_wide(area.wide.center) and area.column_at(area.wide.center) is None
    for card in ("4g", "5g", "6g"):
        table.click(table.hand_card(card), mod=pygame.KMOD_SHIFT)
    assert table.status().startswith("3 cards selected: click one of them to meld them, or click where they go")
    table.click(area.wide.center)
    assert [str(card) for card in rows_by_label(table.state.tables[0])["G"]] == ["4g", "5g", "6g"]


# Treasure Pots ------------------------------------------------------------------------------------


def test_treasure_pots_are_shown_for_the_side_that_set_them_aside(make_table: MakeTable) -> None:
    table = seat_at(make_table, ON_THE_TABLE)
    pots = [sprite for sprite in table.scene.sprites.cards if sprite.zone == "pots"]
    assert [sprite.owner for sprite in pots] == [1, 1]
    spot = table.scene.layout.melds[1].pots_rect
    assert all(spot.contains(sprite.rect) for sprite in pots)
    assert not any(sprite.zone == "threes" for sprite in table.scene.sprites.cards), "not among red threes"
    texts = drawn_texts(table)
    assert texts.count("Treasure Pots") == 2 and "2 \u00b7 +200" in texts and "none yet" in texts


def test_treasure_pots_of_a_side_that_has_not_melded_count_against_it(make_table: MakeTable) -> None:
    table = seat_at(make_table, ON_THE_TABLE.replace("opened 1: yes", "").replace("table 1: 8: 8h 8d 8s", ""))
    assert "2 \u00b7 \u2212200 until melded" in drawn_texts(table)


# The blocked pile ----------------------------------------------------------------------------------

BLOCKED = """
    players: 4
    phase: play
    current: 0
    hand 0: SW 9c 4d
    hand 1: 7h 9d 9s 4c
    hand 2: 7s 5c 5d
    hand 3: 9h 4h 5h 6h
    pile: 7c
    stock: 8h 8d 8s 8c 6c 6d 6s 4s
"""


def test_a_blocked_pile_says_how_many_more_turns_it_stays_blocked(make_table: MakeTable) -> None:
    table = seat_at(make_table, BLOCKED)
    table.click(table.hand_card("SW"), button=3)
    table.click(table.hand_card("SW"), button=3)
    assert table.state.blocked_by == 0 and table.state.current == 1
    assert "Blocked: 3 more turns" in drawn_texts(table)
    table.state.play(Action.parse("draw"))
    table.state.play(Action.parse("discard 9d"))
    table.scene._rebuild(animate=False)
    assert "Blocked: 2 more turns" in drawn_texts(table)


def test_clicking_a_blocked_pile_says_why_it_cannot_be_taken(make_table: MakeTable) -> None:
    table = seat_at(make_table, ON_THE_TABLE.replace("pile: 6d Qc Kh", "pile: 6d Qc Kh SH\n    blocked by: 1"))
    assert table.status() == "Draw a card from the stock: the pile is blocked for 1 more turn."
    assert "Blocked: 1 more turn" in drawn_texts(table)
    table.click(table.pile)
    assert table.status() == "The pile is blocked until the player who blocked it begins another turn."
    assert table.scene.status_text()[1], "said as a warning"
    assert table.state.phase == Phase.DRAW


# The scoreboard ------------------------------------------------------------------------------------


def test_the_scoreboard_shows_each_sides_stage_and_first_meld_as_the_engine_states_it(make_table: MakeTable) -> None:
    table = seat_at(make_table, ON_THE_TABLE)
    text = " ".join(drawn_texts(table))
    rules = table.state.rules
    for score in (1600, 3200):
        requirement = first_meld_requirement(rules, score)
        assert requirement.describe() in text
    assert "Stage II: first meld 90," in text and "at most 1 wild card" in text
    assert "Stage III: first meld 120," in text and "at most 2 wild cards" in text


def test_the_stage_follows_the_score(make_table: MakeTable) -> None:
    table = seat_at(make_table, ON_THE_TABLE.replace("scores: 1600 3200", "scores: 5000 -40"))
    text = " ".join(drawn_texts(table))
    assert "Stage IV: first meld a canasta, at most 3 wild cards," in text
    assert "Stage I: first meld 45, or a golden suit" in text


# Taking the pile -------------------------------------------------------------------------------------

NOT_MELDED = """
    players: 2
    phase: draw
    current: 0
    hand 0: Kd Ks 9h 9d 9s 5c 6c
    hand 1: 4c 4d 4s
    pile: 6d Qc Kh
    stock: 8h 8d 8s 8c 6s
"""


def test_before_the_first_meld_clicking_the_pile_takes_only_its_top_card(make_table: MakeTable) -> None:
    table = seat_at(make_table, NOT_MELDED)
    assert table.status() == "Draw a card, or click the pile to take its top card for your first meld."
    table.click(table.pile)
    assert table.state.took_top_only
    assert [str(card) for card in rows_by_label(table.state.tables[0])["K"]] == ["Kh"]
    assert [str(card) for card in table.state.pile] == ["6d", "Qc"], "the rest of the pile stays"
    assert table.status() == "Put two natural Kings of two other suits than the top card with it, to take the top card."
    assert table.scene.log[-1] == "Ann takes the top card"
    table.click(table.hand_card("Kd"))
    table.click(table.hand_card("Ks"))
    table.click(table.hand_card("9h"))
    table.click(table.hand_card("9d"))
    table.click(table.hand_card("9s"))
    table.click(table.hand_card("5c"), button=3)
    table.click(table.hand_card("5c"), button=3)
    assert table.state.opened[0] and table.state.current == 1


def test_the_taken_top_card_goes_back_with_a_second_click(make_table: MakeTable) -> None:
    table = seat_at(make_table, NOT_MELDED)
    table.click(table.pile)
    assert any(button.label == "Put top card back" for button in table.scene.buttons.buttons)
    table.click(table.pile)
    assert table.state.phase == Phase.DRAW and str(table.state.pile_top()) == "Kh"


def test_the_top_card_cannot_be_taken_without_two_naturals_of_other_suits(make_table: MakeTable) -> None:
    table = seat_at(make_table, NOT_MELDED.replace("Kd Ks", "Kd 4h"))
    assert table.status() == "Draw a card from the stock."
    table.click(table.pile)
    assert table.status() == ("To take the top card you need two natural Kings in your hand, "
                              "of two other suits than the top card.")
    assert table.state.phase == Phase.DRAW


def test_after_the_first_meld_clicking_the_pile_picks_it_up_after_the_discard(make_table: MakeTable) -> None:
    table = seat_at(make_table, ON_THE_TABLE)
    assert table.status() == ("Draw a card, or click the pile to pick it up "
                              "(it joins your hand after your discard).")
    table.click(table.pile)
    table.click(table.hand_card("Kd"))
    table.click(table.hand_card("Ks"))
    assert [str(card) for card in table.state.pickup] == ["6d", "Qc"]
    assert table.status() == "Discard to end your turn: then the pile you picked up joins your hand."
    assert [sprite.zone for sprite in table.scene.sprites.cards].count("pickup") == 2
    assert "2 picked up" in drawn_texts(table)
    table.click(table.hand_card("5c"), mod=pygame.KMOD_SHIFT)  # select a card, click the pile: it is discarded
    assert table.status() == "1 card selected: click the pile to discard it, or click a row to meld it there."
    table.click(table.pile)
    assert [str(card) for card in table.state.pile] == ["5c"]
    assert "Qc" in table.hand(0)


# Scoring -----------------------------------------------------------------------------------------------


@pytest.fixture
def gui_context() -> Context:
    return Context((1280, 800), pygame_gui.UIManager((1280, 800), enable_live_theme_updates=False))


def test_the_scoring_dialog_lists_every_bonus_and_doubling_of_the_hand(gui_context: Context) -> None:
    state = kanastic("""
        players: 2
        phase: play
        hand 0: Kh Kd Ks Kc Kd Ks Kc 6g 7g 8g 9g Tg Jg Qg AR
        treasure pots 0: TP TP
        hand 1: 5c SH SH
        treasure pots 1: TP
        pile: 6d
        stock: 4h
    """)
    for move in ("meld Kh Kd Ks Kc Kd Ks Kc", "meld 6g 7g 8g 9g Tg Jg Qg", "discard AR"):
        state.play(Action.parse(move))
    result = state.hand_results[-1]
    dialog = ScoringDialog(gui_context, result, ["Ann", "Bot"], state.scores, "Hand 1: Ann went out")
    gui_context.stack.push(dialog)
    shown = {row: [points for _, points in cells] for row, cells in dialog.rows}
    assert shown["Natural canastas"] == ["600", "0"]
    assert shown["Natural golden suits"] == ["5000", "0"]
    assert shown["Going out"] == ["200", "0"]
    assert shown["Going out on the first meld"] == ["200", "0"]
    assert shown["Shields in hand"] == ["0", "-200"]
    assert shown["Treasure Pots"] == ["200", "-100"], "a side that has not melded loses its pots"
    assert DOUBLED_FIRST_MELD.split(" (")[0] in shown
    assert shown[DOUBLED_WILD_DISCARD.split(" (")[0]][1] == str((-5 - 200 - 100))
    assert shown["Total"] == [str(result.sides[0].total), str(result.sides[1].total)]
    assert dialog.cells[("Total", 0)].text == str(result.sides[0].total)


def test_a_mixed_canasta_is_topped_by_a_spade_or_club_never_by_a_gold_heart() -> None:
    rules = load_preset("kanastic")
    row = parse_cards("Kc Ks Kh Kg AR AR Kd")
    top = row[canasta_top(rules, row)]
    assert top.suit_colour in "sc", "the source marks a mixed canasta with a yellow spade or black club on top"
    natural = parse_cards("Kc Ks Kh Kd Kc Ks Kg")
    assert natural[canasta_top(rules, natural)].suit_colour in "hd"


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_whole_golden_suit_and_four_pots_fit_each_side_at_every_size(size, players) -> None:
    rules = load_preset("kanastic")
    side_of = (lambda seat: seat % 2) if players == 4 else (lambda seat: seat)
    layout = compute_layout(size, players, 0, side_of, 30, shape=shape_for(rules), board_lines=STAGED_BOARD_LINES)
    for area in layout.melds.values():
        assert tuple(label for label, _ in area.columns) == tuple("456789TJQKA"), \
            "no columns for threes the Kanastic deck lacks"
        run = area.strip_card_rects(area.strip_rects(1)[0], 11)
        pots = area.pot_rects(4)
        assert all(area.rect.contains(rect) for rect in run + pots)
        assert not run[0].unionall(run).colliderect(pots[0].unionall(pots))
        assert run[1].left - run[0].left >= 0.2 * run[0].width, "each card of the run shows its rank"
        assert area.column("A").right < area.wide.left
    assert layout.panel.contains(layout.scoreboard) and layout.scoreboard.bottom < layout.stock.top


def test_classic_rules_keep_their_columns_of_threes_and_no_wide_region() -> None:
    shape = shape_for(load_preset("classic"))
    assert shape == CLASSIC_SHAPE and shape.wide_span == 0


def test_treasure_pots_count_against_a_side_whose_first_meld_is_not_finished(make_table: MakeTable) -> None:
    staged = (ON_THE_TABLE.replace("opened 1: yes", "opened 1: no\nmoves: 8: 8h 8d 8s")
              .replace("phase: draw", "phase: play").replace("current: 0", "current: 1"))
    table = seat_at(make_table, staged)
    assert table.match.state.tables[1] and not table.match.state.opened[1]
    assert "2 \u00b7 \u2212200 until melded" in drawn_texts(table)


def test_a_long_move_in_the_log_wraps_instead_of_being_cut_short(make_table: MakeTable) -> None:
    table = seat_at(make_table, ON_THE_TABLE)
    entry = "Ann melds 10\u2605 J\u2605 Q\u2605 K\u2605 A\u2605 9\u2605 8\u2605 and an Artifact as 7 for a golden suit"
    table.scene.log.append(entry)
    texts = drawn_texts(table)
    start = next(index for index, text in enumerate(texts) if text.startswith("Ann melds"))
    lines = texts[start:start + 3]
    assert " ".join(lines) == entry and len(lines) == 3


def test_the_oldest_move_shown_in_the_log_is_shown_whole(make_table: MakeTable) -> None:
    table = seat_at(make_table, ON_THE_TABLE)
    entry = "Ann melds 10\u2605 J\u2605 Q\u2605 K\u2605 A\u2605 9\u2605 8\u2605 and an Artifact as 7 for a golden suit"
    seen_whole = seen_gone = False
    for later in range(20):
        table.scene.log.clear()
        table.scene.log.extend([entry] + [f"Bot draws card {n}" for n in range(later)])
        texts = drawn_texts(table)
        first, rest = "Ann melds 10\u2605 J\u2605 Q\u2605 K\u2605" in texts, "as 7 for a golden suit" in texts
        assert first == rest, f"with {later} moves after it, the long move is cut in two"
        seen_whole |= first
        seen_gone |= not first
    assert seen_whole and seen_gone
