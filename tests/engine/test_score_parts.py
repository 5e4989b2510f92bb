"""A hand's score is made of the parts the rules name; every hand scores as it did before
the parts (the oracle below is the scoring of that version, written out from the rules),
line by line, at the end of each hand and as it stands in the middle of one."""

from __future__ import annotations

import re
import textwrap

import pytest

from canasta.engine import Action, GameState, InvalidPositionError, RuleOptionError, Rules
from canasta.engine.cards.cards import RANK_PLURALS, SHIELD
from canasta.engine.melds.meld_kinds import GROUP, is_natural
from canasta.engine.text.position import position_to_text
from canasta.engine.scoring.score_parts import STANDARD_SCORE_PARTS
from canasta.engine.scoring.score_parts import ScoreLine
from canasta.engine.text.score_text import read_result, result_text
from canasta.engine.scoring.scoring import HandResult, SideScore, hand_breakdown, score_hand
from canasta.engine.scoring.standard_parts import DOUBLED_FIRST_MELD, DOUBLED_WILD_DISCARD
from canasta.simulate import random_chooser
from canasta.variants import load_preset
from canasta.variants.hooks.kanastic import KANASTIC_SCORE_PARTS
from canasta.variants.yaml_source import ConfigError

Line = tuple[str, int]


def old_lines(state: GameState, side: int) -> list[Line]:
    """The lines of `side`'s score as the version before score parts gave them (its
    score_hand and hand_breakdown, kept here as the rules they wrote down)."""
    rules = state.rules
    value = rules.value_of
    table = state.tables[side]
    held = [card for seat in state.seats_of(side) for card in state.hands[seat]]
    table_cards = sum(value(card) for card in table.cards())
    shields = [card for card in held if card.rank == SHIELD]
    shield_points = sum(value(card) for card in shields)
    own_bonus = {bonus.rank for bonus in rules.canasta_bonus_by_rank}
    groups: dict[str, list[int]] = {}
    for meld in table:
        found = meld.kind.bonus(rules, meld.key, meld.cards)
        if found is None:
            continue
        category, bonus = found
        if category == "golden":
            label = "Natural golden suits" if is_natural(rules, meld.cards) else "Golden suits with Artifacts"
        else:
            kind = "Natural canastas" if category == "natural" else "Mixed canastas"
            label = f"{kind} of {RANK_PLURALS[meld.key]}" if meld.kind is GROUP and meld.key in own_bonus else kind
        groups.setdefault(label, []).append(bonus)
    missing = (rules.canasta_required_for_positive_score
               and sum(map(len, groups.values())) < rules.canastas_to_go_out[state.players])
    lines: list[Line] = [("Cards on the table (no canasta: counted against)", -table_cards) if missing
                         else ("Cards on the table", table_cards)]
    lines.append(("Cards in hand", -(sum(value(card) for card in held) - shield_points)))
    if shields:
        lines.append((f"Shields in hand ({len(shields)})", -shield_points))
    order = ["Natural canastas", "Mixed canastas"]
    order += [f"{kind} of {RANK_PLURALS[rank]}" for rank in sorted(own_bonus)
              for kind in ("Natural canastas", "Mixed canastas")]
    order += ["Natural golden suits", "Golden suits with Artifacts"]
    lines += [(f"{label} ({len(groups[label])})", 0 if missing else sum(groups[label]))
              for label in order if label in groups]
    threes, pots = len(state.red_threes[side]), len(state.treasure_pots[side])
    three_points = 800 if threes == 4 else threes * 100  # every preset's red-three values then
    pot_points = rules.all_treasure_pots_value if pots == 4 else pots * rules.treasure_pot_value
    if threes:
        lines.append((f"Red threes ({threes})", three_points if table else -three_points))
    if pots:
        lines.append((f"Treasure Pots ({pots})", pot_points) if table else (f"Treasure Pots ({pots}, no meld)",
                                                                             -pot_points))
    went_out = state.went_out is not None and state.side_of(state.went_out) == side
    if went_out and not state.concealed and rules.going_out_bonus:
        lines.append(("Going out", rules.going_out_bonus))
    elif went_out and state.concealed and not rules.concealed_going_out_doubles and rules.concealed_going_out_bonus:
        lines.append(("Going out concealed", rules.concealed_going_out_bonus))
    elif went_out and state.concealed:
        plain = min(rules.going_out_bonus, rules.concealed_going_out_bonus)
        extra = rules.concealed_going_out_bonus - plain
        lines += [line for line in (("Going out", plain), ("Going out on the first meld", extra)) if line[1]]
    if state.penalties[side]:
        lines.append(("Pile put back", -state.penalties[side]))
    reasons = []
    if went_out and state.concealed and rules.concealed_going_out_doubles:
        reasons.append(DOUBLED_FIRST_MELD)
    if state.out_with_wild and rules.wild_discard_going_out_doubles:
        reasons.append(DOUBLED_WILD_DISCARD)
    for reason in reasons:
        lines.append((reason, sum(points for _, points in lines)))
    return lines + [("Total", sum(points for _, points in lines))]


SETUPS = {"classic": {}, "windows": {}, "kanastic": {},
          "windows, canasta required": {"canasta_required_for_positive_score": True}}


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("setup", list(SETUPS))
def test_random_hands_score_line_for_line_as_before(setup, players):
    rules = load_preset(setup.split(",")[0]).replace(SETUPS[setup])
    seen: set[str] = set()
    checked = 0
    for game in range(8):
        state = GameState(rules, players, seed=9000 + 100 * players + game)
        choosers = [random_chooser(game * 10 + seat) for seat in range(players)]
        for _ in range(3):
            steps = 0
            while not state.hand_over():
                state.apply(choosers[state.current_player()](state))
                steps += 1
                if steps % 29 == 0:  # the hand scored as it stands (the scoreboard's view)
                    scored = hand_breakdown(score_hand(state))
                    assert scored == [old_lines(state, side) for side in range(state.sides)]
                    checked += 1
            result = state.hand_results[-1]
            for side, lines in enumerate(hand_breakdown(result)):
                assert lines == old_lines(state, side)
                assert result.sides[side].total == lines[-1][1] == sum(points for _, points in lines[:-1])
                seen |= {label.split(" (")[0] for label, _ in lines}
            checked += 1
            if state.is_terminal():
                break
            state.play(Action("deal"))
    assert checked > 50
    # The sample reaches the parts each rule set has.
    assert {"Cards on the table", "Cards in hand"} <= seen
    if setup == "kanastic":
        assert {"Treasure Pots", "Shields in hand", "Mixed canastas"} <= seen
    elif setup.endswith("required"):
        assert "Cards on the table" in seen and "Red threes" in seen
    else:
        assert "Red threes" in seen


def test_the_presets_name_their_parts():
    assert load_preset("classic").score_parts == load_preset("windows").score_parts == STANDARD_SCORE_PARTS
    assert Rules().score_parts == STANDARD_SCORE_PARTS
    assert load_preset("kanastic").score_parts == KANASTIC_SCORE_PARTS


def test_an_unknown_part_is_an_error_naming_the_option_and_its_line(tmp_path):
    with pytest.raises(RuleOptionError) as error:
        Rules.from_options({"score_parts": ["table_cards", "bonus_for_style"]})
    assert error.value.key == "score_parts"
    assert "'bonus_for_style' names no score part" in str(error.value) and "treasure_pots" in str(error.value)
    with pytest.raises(RuleOptionError, match="named twice"):
        Rules.from_options({"score_parts": ["table_cards", "table_cards"]})
    with pytest.raises(RuleOptionError, match="a list of names"):
        Rules.from_options({"score_parts": "table_cards"})
    rule_file = tmp_path / "house.yaml"
    rule_file.write_text("name: house\noptions:\n  players: 4\n  score_parts: [table_cards, style]\n")
    from canasta.variants.registry import load_rules_file
    with pytest.raises(ConfigError) as config_error:
        load_rules_file(rule_file)
    assert config_error.value.key == "options.score_parts" and config_error.value.line == 4


def without_score_parts(text: str) -> str:
    return "".join(line for line in text.splitlines(keepends=True) if not line.startswith("option score_parts"))


@pytest.mark.parametrize("preset", ["classic", "windows", "kanastic"])
def test_a_text_written_before_score_parts_scores_as_it_did(preset):
    state = GameState(load_preset(preset), 2, seed=4)
    text = without_score_parts(position_to_text(state))
    assert GameState.from_text(text).rules.to_options() == state.rules.to_options()
    # Doublings asked for by the options of a standard deck were Kanastic's parts then.
    doubling = load_preset("classic").replace({"wild_discard_going_out_doubles": True})
    text = without_score_parts(position_to_text(GameState(doubling, 2, seed=4)))
    assert GameState.from_text(text).rules.score_parts == KANASTIC_SCORE_PARTS


def test_results_are_written_line_for_line_and_read_back():
    state = GameState(load_preset("kanastic"), 2, seed=11)
    choosers = [random_chooser(seat) for seat in range(2)]
    for _ in range(3):
        while not state.hand_over():
            state.apply(choosers[state.current_player()](state))
        state.play(Action("deal"))
    text = position_to_text(state)
    results = [line for line in text.splitlines() if line.startswith("result ")]
    assert len(results) == 3 and all(" sides=[" in line for line in results)
    again = GameState.from_text(text)
    assert position_to_text(again) == text
    assert [hand_breakdown(result) for result in again.hand_results] == \
        [hand_breakdown(result) for result in state.hand_results]


def test_a_score_line_of_any_part_reads_back_as_it_was_shown():
    """A part the figures of older texts had no room for (a short run's penalty, say)
    comes back with its own words and points."""
    lines = (ScoreLine("Cards on the table", 380, "table_cards", (("table_cards", 380),)),
             ScoreLine("Cards in hand", -20, "hand_cards", (("hand_cards", 20),), in_hand=True),
             ScoreLine("Sambas (1)", 1500, "canastas", (("sambas", 1), ("samba_points", 1500))),
             ScoreLine("Short runs (1)", -1000, "short_runs", (("short_runs", 1),)))
    result = HandResult(4, 2, False, (SideScore.of(lines), SideScore.of(lines[:2])))
    again = read_result(result_text(result), 2)
    assert again == result
    assert again.sides[0].rows()[-2:] == [("Short runs (1)", -1000), ("Total", 860)]


def test_a_result_written_as_seventeen_figures_still_reads():
    line = "result 2: out=1 concealed=no 240,105,0,0,1,300,0,0,0,0,0,0,0,0,0,1,435 90,0,1,500,0,0,1,100,100,0,0,0,0,0,0,1,790"
    result = read_result(line, 2)
    assert (result.hand_number, result.went_out) == (2, 1)
    assert hand_breakdown(result)[0] == [("Cards on the table", 240), ("Cards in hand", -105),
                                         ("Mixed canastas (1)", 300), ("Total", 435)]
    assert [side.total for side in result.sides] == [435, 790]


def _first_result_line() -> tuple[str, str]:
    """A position text after one random hand of classic, and its result line."""
    state = GameState(load_preset("classic"), 2, seed=3)
    while not state.hand_over():
        state.apply(random_chooser(state.current)(state))
    state.play(Action("deal"))
    text = position_to_text(state)
    return text, next(line for line in text.splitlines() if line.startswith("result "))


@pytest.mark.parametrize("damage", [
    lambda line: re.sub(r'"total": (-?\d+)', lambda m: f'"total": {int(m[1]) + 5}', line, count=1),
    lambda line: re.sub(r'"points": (-?\d+)', lambda m: f'"points": {int(m[1]) + 5}', line, count=1),
    lambda line: line.replace("out=", "gone=", 1),
    lambda line: line[:-3],
], ids=["total", "points", "who went out", "cut short"])
def test_a_damaged_result_is_refused_with_a_sentence(damage):
    text, line = _first_result_line()
    damaged = damage(line)
    assert damaged != line
    with pytest.raises(InvalidPositionError, match="is not a hand result"):
        GameState.from_text(text.replace(line, damaged))


def test_the_deck_says_which_cards_are_set_aside():
    assert load_preset("classic").deck_spec.set_aside() == {"3r": "red_threes"}
    assert load_preset("kanastic").deck_spec.set_aside() == {"TP": "treasure_pots"}



def test_the_doubling_options_double_a_classic_hand_too():
    """The doublings are options of every rule set (Rule Options), not only Kanastic's:
    out in the turn of the first meld doubles the side's score, out with a wild card as
    the last discard doubles both sides' scores."""
    rules = load_preset("classic").replace({"wild_discard_going_out_doubles": True,
                                            "concealed_going_out_doubles": True})
    state = GameState.from_text(textwrap.dedent("""\
        canasta position 1
        rules: classic
        players: 2
        phase: play
        hand 0: Kh Kd Ks Kc Kd Ks Kc Qh Qd Qs Qc Qd Qs Qc JK
        hand 1: 5c 5d
        pile: 6d
        stock: 4h
        """), rules=rules)
    for move in ("meld Kh Kd Ks Kc Kd Ks Kc", "meld Qh Qd Qs Qc Qd Qs Qc", "discard JK"):
        state.play(Action.parse(move))
    ours, theirs = hand_breakdown(state.hand_results[-1])
    assert ours[-3:] == [(DOUBLED_FIRST_MELD, 1340), (DOUBLED_WILD_DISCARD, 2680), ("Total", 5360)]
    assert theirs[-2:] == [(DOUBLED_WILD_DISCARD, -10), ("Total", -20)]
