"""What the lessons compute, so that their notebooks stay small: one module per lesson.

* :mod:`lovelet.lessons.rules`: lesson 1's scenes, one staged position per rule, played
  with :class:`lovelet.widgets.StagedPlayController`;
* :mod:`lovelet.lessons.tutorial`: lesson 1 itself, as data: its steps in order (texts,
  scenes with what counts as right, quick checks with computed answers) in English,
  French and German, shown by :class:`lovelet.widgets.TutorialView`;
* :mod:`lovelet.lessons.exercises`: exercises whose answers the package computes, and
  the reading and judging of a student's answer (a fraction, a decimal or a percent);
* :mod:`lovelet.lessons.round_exercises`: the exercises of lessons 2 and 3 (the copies
  not seen, the deck on the first turn, a card in an opponent's hand);
* :mod:`lovelet.lessons.probability`: lesson 4's exact answers and its exercises;
* :mod:`lovelet.lessons.simulation`: the seeded shuffles and rounds that check them, and
  lesson 4's figures;
* :mod:`lovelet.lessons.coaching`: lesson 3's "which move is best?" position and its
  exercise, read with :func:`lovelet.deduction.coach`.

Nothing is imported here, so that ``import lovelet`` and ``import lovelet.lessons`` stay
light: import the module a lesson needs.
"""
