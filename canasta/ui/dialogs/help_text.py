"""The help topics as the small HTML that pygame_gui's text box shows: the topics, the
index and About pages, and the page of each topic (the Rules and Scoring pages in
help_rules.py, How to Play, Questions and Keys in help_play.py).

The Rules and Scoring topics are written from the `Rules` in play, so the help never
disagrees with the engine. Everything here is plain text work (no pygame).
"""

from __future__ import annotations

from collections.abc import Callable

from canasta import __version__
from canasta.engine import Rules
from canasta.language import help_text

from ..preferences import DEFAULT_DISCARD_CLICK
from .help_page import LINK_COLOUR, Page, esc
from .help_play import faq_page, howto_page, keys_page
from .help_rules import rules_page, scoring_page

# The topics with their English titles (the Help menu's and the index's names for them).
TOPICS: tuple[tuple[str, str], ...] = (
    ("index", "Index"), ("howto", "How to Play"), ("rules", "Rules"), ("scoring", "Scoring"), ("faq", "Questions"),
    ("keys", "Keys"), ("about", "About"),
)


def topic_title(topic: str) -> str:
    """The title of `topic` (one of TOPICS) in the player's language."""
    titles = {
        "index": help_text("Index"), "howto": help_text("How to Play"), "rules": help_text("Rules"),
        "scoring": help_text("Scoring"), "faq": help_text("Questions"), "keys": help_text("Keys"),
        "about": help_text("About"),
    }
    return titles[topic]


def topic_summaries() -> dict[str, str]:
    """What each topic answers, for the index, in the player's language."""
    return {
        "howto": help_text("Drawing, taking the pile, melding, discarding, undoing: how each is done with the "
                           "mouse."),
        "rules": help_text("The rules in play, every option with its value."),
        "scoring": help_text("Card values, bonuses, the minimum of a first meld."),
        "faq": help_text("Why can't I take the pile? Why can't I go out? Why was a meld refused? What does * "
                         "mean? Playing with a partner."),
        "keys": help_text("The keys and the mouse buttons."),
        "about": help_text("This program, and the Canasta for Windows it follows."),
    }


def index_page(rules: Rules, heading_size: int) -> str:
    page = Page(heading_size)
    page.heading(help_text("Help topics"))
    page.para(help_text("Click a topic to open it (or choose it above)."))
    page.bullets(f"<a href='{topic}'><font color={LINK_COLOUR}><b>{esc(topic_title(topic))}</b></font></a>"
                 f" \u2014 {esc(summary)}" for topic, summary in topic_summaries().items())
    return page.html()


def about_page(rules: Rules, heading_size: int) -> str:
    page = Page(heading_size)
    page.heading(f"Canasta {__version__}")
    page.para(help_text("A desktop card table for the whole Canasta family: classic Canasta and its relatives, "
                        "against computer players of three levels, or with friends at one screen."))
    page.para(help_text("It follows the 1994 Canasta for Windows: its menus, its Customize and Rule Options "
                        "dialogs, its high scores and its detailed scoring."))
    page.heading(help_text("Made with"))
    page.bullets((
        help_text("Python, pygame-ce and pygame_gui."),
        help_text("The DejaVu Sans font (DejaVu fonts licence), which also draws the cards."),
    ))
    return page.html()


PAGES: dict[str, Callable[[Rules, int], str]] = {
    "index": index_page, "rules": rules_page, "scoring": scoring_page, "about": about_page,
}
# The pages that tell the mouse moves, the right button's as Customize sets it.
MOUSE_PAGES: dict[str, Callable[[Rules, int, str], str]] = {
    "howto": howto_page, "faq": faq_page, "keys": keys_page,
}


def topic_html(topic: str, rules: Rules, heading_size: int, discard_click: str = DEFAULT_DISCARD_CLICK) -> str:
    """The page of `topic` (one of TOPICS), a card being discarded by `discard_click`
    (Customize's "double" or "single" right-click); ValueError for an unknown topic."""
    if topic in MOUSE_PAGES:
        return MOUSE_PAGES[topic](rules, heading_size, discard_click)
    if topic not in PAGES:
        raise ValueError(f"no help topic {topic!r}; known: {', '.join(dict(TOPICS))}")
    return PAGES[topic](rules, heading_size)
