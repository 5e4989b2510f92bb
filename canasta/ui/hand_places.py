"""Where the viewer's hand cards lie after a move: the fan the hand closes up to, or, while
the pointer is over the hand, the places the cards had before the move.

One policy after every gesture that adds cards to the hand or takes cards from it (a
click, a drag, Del, a draw, the pile): the cards that stay keep their places while
closing up would put another card under the pointer (so that the next quick click hits
the card the player aimed at), and the cards that came get free places among them.
The hand closes up the moment no card under the pointer would move (the pointer left
the hand, or rests where the cards lie as they would closed up), and whenever the
arrivals find no free place. Either way no card the hand holds is hidden:
each shows at least its corner index (`shown_strip`). Sorting and rearranging the hand
lay it out afresh.
"""

from __future__ import annotations

import math
from typing import Sequence

import pygame

from canasta.engine import Card

from .layout_pieces import HAND_STEP, HandSlot

INDEX_SHOWN = 0.3   # the strip at a card's left that shows its corner index, of a card width

Place = tuple[Card, pygame.Rect]


def shown_strip(slot: HandSlot, count: int) -> int:
    """The least width at its left that each of `count` cards of the viewer's hand shows: its
    corner index, or, in a hand too long for its band, the fan's step."""
    w = slot.card_size[0]
    return min(math.floor(slot.fan_step(count, True)), round(INDEX_SHOWN * w))


def held_places(slot: HandSlot, order: Sequence[Card], before: Sequence[Place]) -> list[pygame.Rect] | None:
    """The places of the cards of `order` when those that were shown `before` (unraised)
    keep theirs and the others get free places in the band, each as near as it can be
    to its place in the closed-up fan; None when that is the fan itself, or some card
    would show less than `shown_strip` (the hand closes up)."""
    fan = slot.card_rects(len(order), True)
    if not fan or not before:
        return None
    old = sorted(before, key=lambda place: place[1].left)
    matched = _match(order, [card for card, _ in old])
    places: list[pygame.Rect | None] = [None if at is None else old[at][1].copy() for at in matched]
    if all(place is None for place in places):
        return None
    strip = shown_strip(slot, len(order))
    lefts = sorted(place.left for place in places if place is not None)
    if any(right - left < strip for left, right in zip(lefts, lefts[1:])):
        return None
    w = fan[0].width
    nice = max(strip, min(math.floor(slot.fan_step(len(order), True)), round(HAND_STEP * w)))
    for spacing in dict.fromkeys((nice, strip)):  # as a fan shows them, else as close as they may lie
        placed = _arrivals(places, fan, lefts, spacing, slot.rect.left, slot.rect.right - w)
        if placed is not None:
            break
    else:
        return None
    if [place.topleft for place in placed] == [rect.topleft for rect in fan]:
        return None
    return placed


def _arrivals(places: Sequence[pygame.Rect | None], fan: Sequence[pygame.Rect], lefts: Sequence[int],
              spacing: int, lowest: int, highest: int) -> list[pygame.Rect] | None:
    """`places` with each card that came (None) given a free place `spacing` from the others,
    as near its place in `fan` as there is one, or None when one finds none."""
    edges = sorted(lefts)
    out: list[pygame.Rect] = []
    for index, place in enumerate(places):
        if place is not None:
            out.append(place)
            continue
        left = _free_left(edges, fan[index].left, spacing, lowest, highest)
        if left is None:
            return None
        edges.append(left)
        edges.sort()
        out.append(pygame.Rect(left, fan[index].top, fan[index].width, fan[index].height))
    return out


def draw_order(rects: Sequence[pygame.Rect]) -> list[int]:
    """The indexes of a hand's `rects` in the order they are drawn: left to right, so that
    each card's left part (its index) shows."""
    return sorted(range(len(rects)), key=lambda index: (rects[index].left, index))


def may_close(shown: Sequence[pygame.Rect], fan: Sequence[pygame.Rect], pos: tuple[int, int] | None) -> bool:
    """Whether a hand `shown` may close up into `fan` (each the cards' rects, in hand order)
    with the pointer at `pos`: no card under the pointer, before or after, would move."""
    if pos is None:
        return True
    return all(held == closed for held, closed in zip(shown, fan)
               if held.collidepoint(pos) or closed.collidepoint(pos))


def _match(order: Sequence[Card], old: Sequence[Card]) -> list[int | None]:
    """For each card of `order`, the index in `old` (cards left to right) of the card that
    stayed, or None for one that came: first as a subsequence (the cards that stayed keep
    their order), then by face among the places left over."""
    matched: list[int | None] = [None] * len(order)
    used: set[int] = set()
    at = 0
    for index, card in enumerate(order):
        found = next((k for k in range(at, len(old)) if old[k] == card), None)
        if found is not None:
            matched[index] = found
            used.add(found)
            at = found + 1
    for index, card in enumerate(order):
        if matched[index] is None:
            found = next((k for k in range(len(old)) if k not in used and old[k] == card), None)
            if found is not None:
                matched[index] = found
                used.add(found)
    return matched


def _free_left(lefts: Sequence[int], wanted: int, spacing: int, lowest: int, highest: int) -> int | None:
    """The left edge nearest `wanted`, from `lowest` to `highest`, at least `spacing` from
    every left edge in `lefts` (sorted), or None when there is none."""
    edges = list(lefts)
    spans: list[tuple[int, int]] = []
    if edges:
        spans.append((lowest, edges[0] - spacing))
        spans += [(left + spacing, right - spacing) for left, right in zip(edges, edges[1:])]
        spans.append((edges[-1] + spacing, highest))
    else:
        spans.append((lowest, highest))
    best: int | None = None
    for low, high in spans:
        low, high = max(low, lowest), min(high, highest)
        if low > high:
            continue
        candidate = min(max(wanted, low), high)
        if best is None or abs(candidate - wanted) < abs(best - wanted):
            best = candidate
    return best
