"""Build the anagram index of each shipped word list (canasta/engine/features/lexicon_index.py),
which the game reads back instead of building it each time a game of words opens.

    python canasta/variants/word_lists/make_word_index.py          # writes scowl-en-50.index.gz
    python canasta/variants/word_lists/make_word_index.py --check  # says whether each is up to date

Run it again whenever a list changes (make_word_list.py): an index names the list it was
built from, and the game passes over one built from another. Gzipped with no time stamp,
so that the same list always gives the same bytes.
"""

from __future__ import annotations

import argparse
import gzip
import io
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

from canasta.engine.features.lexicon import Lexicon  # noqa: E402
from canasta.engine.features.lexicon_index import index_bytes, source_digest  # noqa: E402

LIST_SUFFIX = ".txt.gz"
INDEX_SUFFIX = ".index.gz"


def build(list_path: Path) -> bytes:
    """The gzipped index of the word list at `list_path`."""
    text = gzip.decompress(list_path.read_bytes())
    name = list_path.name[:-len(LIST_SUFFIX)]
    plain = index_bytes(Lexicon(name, text.decode("ascii").split()), source_digest(text))
    packed = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=packed, mtime=0, compresslevel=9) as out:
        out.write(plain)
    return packed.getvalue()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say whether each index is up to date")
    args = parser.parse_args()
    stale = 0
    for list_path in sorted(HERE.glob(f"*{LIST_SUFFIX}")):
        output = list_path.with_name(list_path.name[:-len(LIST_SUFFIX)] + INDEX_SUFFIX)
        data = build(list_path)
        if args.check:
            same = output.exists() and output.read_bytes() == data
            stale += not same
            print(f"{output.name}: {'up to date' if same else 'differs from a new build'}")
            continue
        output.write_bytes(data)
        print(f"wrote {output} ({len(data)} bytes)")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
