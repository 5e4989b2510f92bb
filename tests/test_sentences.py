from canasta.sentences import clause, sentence, sentences


def test_a_reason_that_is_a_sentence_already_gains_no_second_full_stop() -> None:
    reason = "Could not load a.can: line 5: 'meld JK' is not allowed here: you cannot meld the Joker."
    assert sentences(reason, "A new game is dealt instead.") == \
        "Could not load a.can: line 5: 'meld JK' is not allowed here: you cannot meld the Joker. " \
        "A new game is dealt instead."
    assert sentences("The disk is full", "", "Play goes on") == "The disk is full. Play goes on."


def test_each_sentence_ends_in_one_mark_of_its_own() -> None:
    assert sentence("Go on with it?") == "Go on with it?"
    assert sentence("the Joker..") == "the Joker."
    assert sentence("(It was saved in format 1.)") == "(It was saved in format 1.)"
    assert sentence("Wait...") == "Wait..."
    assert clause("the disk is full.") == "the disk is full"
