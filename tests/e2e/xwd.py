"""Read an X window dump (``xwd -root``, 24/32-bit ZPixmap) into a pygame Surface."""

from __future__ import annotations

import struct
from pathlib import Path

import pygame


def read_xwd(path: Path) -> pygame.Surface:
    data = path.read_bytes()
    fields = struct.unpack(">25I", data[:100])
    header_size, _version, _fmt, depth, width, height = fields[:6]
    byte_order, bits_per_pixel, bytes_per_line = fields[7], fields[11], fields[12]
    ncolors = fields[19]
    if bits_per_pixel not in (24, 32) or depth not in (24, 32):
        raise ValueError(f"unsupported xwd: depth {depth}, {bits_per_pixel} bits per pixel")
    size = bits_per_pixel // 8
    offset = header_size + ncolors * 12
    raw = b"".join(data[offset + y * bytes_per_line: offset + y * bytes_per_line + width * size]
                   for y in range(height))
    rgb = bytearray(width * height * 3)
    first, last = (2, 0) if byte_order == 0 else (size - 3, size - 1)  # where R and B sit in a pixel
    rgb[0::3] = raw[first::size]
    rgb[1::3] = raw[1 if byte_order == 0 else size - 2::size]
    rgb[2::3] = raw[last::size]
    return pygame.image.frombytes(bytes(rgb), (width, height), "RGB")
