#!/usr/bin/env python3
"""Generates the sample backend's feed images from its data set (Python stdlib only).

For every image of Apps/Shared/Sources/SampleBackend/SampleData/feed-data-set.json, writes
Apps/Shared/Sources/SampleBackend/SampleData/images/<id>.png: a 64x64 RGB gradient whose hue is
distinct per image (its index in the data set). Deterministic: running it again produces the
same bytes. Run it after adding images to the data set, then commit the PNG files.
"""

import colorsys
import json
import pathlib
import struct
import zlib

SIZE = 64
DATA = pathlib.Path(__file__).resolve().parents[2] / "Apps" / "Shared" / "Sources" / "SampleBackend" / "SampleData"


def chunk(kind: bytes, payload: bytes) -> bytes:
    return struct.pack(">I", len(payload)) + kind + payload + struct.pack(">I", zlib.crc32(kind + payload))


def png(index: int, count: int) -> bytes:
    red, green, blue = colorsys.hsv_to_rgb(index / count, 0.75, 1.0)
    rows = []
    for y in range(SIZE):
        row = bytearray([1])  # filter type 1 (Sub): each byte minus the same byte of the pixel on its left
        previous = (0, 0, 0)
        for x in range(SIZE):
            shade = 0.45 + 0.55 * (1 - y / (SIZE - 1)) * (0.6 + 0.4 * x / (SIZE - 1))
            pixel = tuple(int(round(255 * channel * shade)) for channel in (red, green, blue))
            row.extend((value - before) % 256 for value, before in zip(pixel, previous))
            previous = pixel
        rows.append(bytes(row))
    header = struct.pack(">IIBBBBB", SIZE, SIZE, 8, 2, 0, 0, 0)  # 8-bit RGB, no interlace
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
        + chunk(b"IEND", b"")
    )


def main() -> None:
    images = json.loads((DATA / "feed-data-set.json").read_text(encoding="utf-8"))["images"]
    directory = DATA / "images"
    directory.mkdir(exist_ok=True)
    for stale in directory.glob("*.png"):
        stale.unlink()
    for index, image in enumerate(images):
        (directory / f"{image['id']}.png").write_bytes(png(index, len(images)))
    print(f"wrote {len(images)} images to {directory}")


if __name__ == "__main__":
    main()
