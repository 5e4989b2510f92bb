"""Help: the topics of the Help menu in one scrollable page, with a tab per topic."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core.text.line_break_layout_rect import LineBreakLayoutRect
from pygame_gui.elements import UITextBox

from canasta.engine import Rules
from canasta.language import help_text
from canasta.ui.preferences import DEFAULT_DISCARD_CLICK
from canasta.ui.scene import Context

from .base import CloseCallback, Dialog
from .help_text import TOPICS, topic_html, topic_title
from .widgets import Column


class PageTextBox(UITextBox):
    """The Help's page. pygame_gui gives a line break a width of its own (4 pixels): after a
    line that fills the box to its edge, the break does not fit, and pygame_gui puts it on
    a row of its own, a blank line inside the paragraph, the text flush against the box (a
    long line in German, such as a rule set's source, "Quelle: ..."). Here every line break
    takes no width, so each line wraps inside the box and ends where its words do."""

    def parse_html_into_style_data(self) -> None:
        parser = self.parser
        if parser is not None and not getattr(parser, "breaks_take_no_width", False):
            handle_line_break = parser._handle_line_break

            def line_break_of_no_width() -> None:
                handle_line_break()
                for item in reversed(parser.layout_rect_queue):
                    if isinstance(item, LineBreakLayoutRect):
                        item.width = 0
                        break

            parser._handle_line_break = line_break_of_no_width  # type: ignore[method-assign]
            parser.breaks_take_no_width = True  # type: ignore[attr-defined]
        super().parse_html_into_style_data()


class HelpDialog(Dialog):
    """Opens on `topic` (one of TOPICS: "index", "howto", "rules", "faq", ...); the Rules and
    Scoring pages describe `rules`, the mouse's words say a card is discarded by
    `discard_click` (Customize's "double" or "single" right-click). The result is None."""

    def __init__(self, context: Context, topic: str, rules: Rules, on_close: CloseCallback | None = None,
                 discard_click: str = DEFAULT_DISCARD_CLICK):
        super().__init__(context, on_close)
        self.title = help_text("Help")
        if topic not in dict(TOPICS):
            raise ValueError(f"no help topic {topic!r}; known: {', '.join(dict(TOPICS))}")
        self.topic = topic
        self.rules = rules
        self.discard_click = discard_click
        self.text_box: PageTextBox | None = None

    def window_size(self) -> tuple[int, int]:
        return (min(round(self.size[0] * 0.9), self.metrics.px(900)),
                min(round(self.size[1] * 0.92), self.metrics.px(760)))

    def build(self, body: pygame.Rect) -> None:
        m = self.metrics
        column = Column(body, m.gap)
        topics = [(topic, topic_title(topic)) for topic, _ in TOPICS]
        self.choice(column.take(m.row, gap=m.px(14)), topics, self.topic, on_change=self._choose)
        text_rect = pygame.Rect(body.x, column.y, body.width, body.bottom - m.row - m.gap - column.y)
        html = topic_html(self.topic, self.rules, m.font("large"), self.discard_click)
        self.text_box = PageTextBox(html, text_rect, self.manager, container=self.window)
        self.listen(self.text_box, pygame_gui.UI_TEXT_BOX_LINK_CLICKED, self._link)
        self.button_row(column, [(help_text("Close"), self.cancel)], primary=0)

    def _link(self, event: pygame.event.Event) -> None:
        """A topic named on the index page was clicked."""
        if event.link_target in dict(TOPICS):
            self._choose(event.link_target)

    def _choose(self, topic: str) -> None:
        self.topic = topic
        self.rebuild()

    def accept(self) -> None:
        self.finish(None)
