"""The game window's command line: two to six players, as many as the rules allow, and
the shipped default rules when those asked for cannot be set up."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from canasta.ui.app import build
from canasta.ui.opening import start_setup
from canasta.ui.options import PlayerCountError, default_preset, parse_options, setup_from
from canasta.ui.preferences import Preferences
from canasta.variants import load_preset

SIX_SEATS = {"player_counts": [2, 3, 4, 5, 6]}


def settings_with(preset: str, options: dict, seats: int = 2) -> SimpleNamespace:
    kinds = [SimpleNamespace(name="Player", kind="human", level=None)]
    kinds += [SimpleNamespace(name=f"Bot {seat}", kind="computer", level="beginner") for seat in range(1, seats)]
    return SimpleNamespace(seats=tuple(kinds), rules=SimpleNamespace(preset=preset, options=options))


@pytest.mark.parametrize("players", [5, 6])
def test_five_and_six_players_are_accepted_where_the_rules_allow_them(players) -> None:
    args = parse_options(["--players", str(players), "--humans", "2"])
    setup = setup_from(settings_with("classic", SIX_SEATS), args, Preferences(player_name="Ann"))
    assert len(setup.seats) == players
    assert [seat.human for seat in setup.seats] == [True, True] + [False] * (players - 2)
    assert len({seat.name for seat in setup.seats}) == players, "every seat has a name of its own"


def test_six_seats_kept_in_the_settings_sit_down_again() -> None:
    setup = setup_from(settings_with("classic", SIX_SEATS, seats=6), parse_options([]), Preferences())
    assert len(setup.seats) == 6


def test_seats_the_rules_no_longer_allow_give_way_to_the_usual_number() -> None:
    setup = setup_from(settings_with("italian", {}, seats=6), parse_options([]), Preferences())
    assert len(setup.seats) == load_preset("italian").players


def test_a_count_the_rules_do_not_allow_is_refused_in_a_sentence() -> None:
    with pytest.raises(PlayerCountError) as refused:
        setup_from(None, parse_options(["--preset", "italian", "--players", "6"]), Preferences())
    assert str(refused.value) == "Italian Canasta is played by 2, 3 or 4 players, not 6."


def test_the_game_window_stops_at_such_a_count_as_at_any_wrong_option(capsys) -> None:
    with pytest.raises(SystemExit) as stopped:
        build(["--preset", "italian", "--players", "5", "--new"])
    assert stopped.value.code == 2
    assert "error: Italian Canasta is played by 2, 3 or 4 players, not 5." in capsys.readouterr().err


def test_seven_players_are_no_choice() -> None:
    with pytest.raises(SystemExit):
        parse_options(["--players", "7"])


def test_rules_that_cannot_be_set_up_give_way_to_the_shipped_default(monkeypatch) -> None:
    messages: list[str] = []
    setup = start_setup(settings_with("no-such-rules", {}), parse_options([]), Preferences(), messages)
    shipped = load_preset(default_preset())
    assert setup.rules.name == shipped.name
    assert len(messages) == 1 and messages[0].endswith(f"; the {shipped.title} rules are used.")


def test_the_default_comes_from_the_shipped_config(monkeypatch) -> None:
    import canasta.persistence.settings as settings_module

    monkeypatch.setattr(settings_module, "load_defaults", lambda: SimpleNamespace(default_preset="kanastic"))
    messages: list[str] = []
    setup = start_setup(settings_with("classic", {"target_score": -3}), parse_options([]), Preferences(), messages)
    assert setup.rules.name == "kanastic"
    assert messages[0].startswith("The rules could not be set up (")
    assert messages[0].endswith("; the Kanastic rules are used.")
