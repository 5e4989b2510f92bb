"""Build the BWC word list (bwc ruling 3) from the Debian `scowl` package.

    apt-get install scowl
    python canasta/variants/word_lists/make_word_list.py          # writes scowl-en-50.txt.gz
    python canasta/variants/word_lists/make_word_list.py --check  # says whether it is up to date

The list is SCOWL up to size 50, the lists english-words, american-words, variant_1-words
and variant_2-words at levels 10 to 50, keeping only words of the letters a to z in lower
case of at least 3 letters; plus `canastas` (the BWC source names it, SCOWL lacks it);
minus the words of blocklist.txt. One word a line, sorted, gzipped with no time stamp so
that the same lists always give the same bytes. SCOWL's copyright notice is
SCOWL-COPYRIGHT.txt beside it (from /usr/share/doc/scowl/copyright).
"""

from __future__ import annotations

import argparse
import gzip
import io
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SCOWL_DIR = Path("/usr/share/dict/scowl")
LISTS = ("english-words", "american-words", "variant_1-words", "variant_2-words")
LEVELS = (10, 20, 35, 40, 50)
ADDED = ("canastas",)
WORD = re.compile(r"[a-z]{3,}")
NAME = "scowl-en-50"
OUTPUT = HERE / f"{NAME}.txt.gz"
BLOCKLIST = HERE / "blocklist.txt"


def read_blocklist(path: Path = BLOCKLIST) -> set[str]:
    """The blocked words: one a line, lines starting with # are notes."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return {line.strip() for line in lines if line.strip() and not line.startswith("#")}


def scowl_words(scowl_dir: Path) -> set[str]:
    words: set[str] = set()
    for name in LISTS:
        for level in LEVELS:
            path = scowl_dir / f"{name}.{level}"
            if not path.exists():
                raise SystemExit(f"{path} is missing: install the Debian package scowl (apt-get install scowl)")
            text = path.read_bytes().decode("utf-8", errors="replace")
            words.update(word for word in text.split() if WORD.fullmatch(word))
    return words


def build(scowl_dir: Path = SCOWL_DIR) -> bytes:
    """The gzipped word list's bytes."""
    blocked = read_blocklist()
    words = sorted((scowl_words(scowl_dir) | set(ADDED)) - blocked)
    plain = "".join(word + "\n" for word in words).encode("ascii")
    packed = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=packed, mtime=0, compresslevel=9) as out:
        out.write(plain)
    return packed.getvalue()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scowl-dir", type=Path, default=SCOWL_DIR)
    parser.add_argument("--check", action="store_true", help="only say whether the shipped list is up to date")
    args = parser.parse_args()
    data = build(args.scowl_dir)
    count = gzip.decompress(data).count(b"\n")
    if args.check:
        same = OUTPUT.exists() and OUTPUT.read_bytes() == data
        print(f"{OUTPUT.name}: {'up to date' if same else 'differs from a new build'} ({count} words)")
        return 0 if same else 1
    OUTPUT.write_bytes(data)
    print(f"wrote {OUTPUT} ({count} words, {len(data)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
