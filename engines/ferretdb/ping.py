#!/usr/bin/env python3
"""Send the MongoDB `ping` command over the wire protocol (OP_MSG) and exit 0 if it answers ok: 1.

Used by run.sh as the readiness probe, so starting FerretDB needs no MongoDB client or driver.
Usage: ping.py HOST PORT
"""
import socket
import struct
import sys

OP_MSG = 2013


def cstring(value: str) -> bytes:
    return value.encode() + b"\x00"


def ping_command() -> bytes:
    # BSON {ping: 1, $db: "admin"}
    body = b"\x10" + cstring("ping") + struct.pack("<i", 1)
    body += b"\x02" + cstring("$db") + struct.pack("<i", len("admin") + 1) + cstring("admin")
    return struct.pack("<i", len(body) + 5) + body + b"\x00"


def read_exact(sock: socket.socket, size: int) -> bytes:
    data = b""
    while len(data) < size:
        chunk = sock.recv(size - len(data))
        if not chunk:
            raise ConnectionError("connection closed")
        data += chunk
    return data


def ok_value(doc: bytes) -> float:
    """Return the top-level `ok` field of a BSON document (only the types a reply can start with)."""
    pos = 4
    fixed = {0x01: 8, 0x07: 12, 0x08: 1, 0x09: 8, 0x0A: 0, 0x10: 4, 0x11: 8, 0x12: 8}
    while pos < len(doc) - 1:
        kind = doc[pos]
        end = doc.index(b"\x00", pos + 1)
        name = doc[pos + 1:end].decode()
        pos = end + 1
        if name == "ok":
            if kind == 0x01:
                return struct.unpack_from("<d", doc, pos)[0]
            if kind == 0x10:
                return float(struct.unpack_from("<i", doc, pos)[0])
            if kind == 0x12:
                return float(struct.unpack_from("<q", doc, pos)[0])
            return 0.0
        if kind in fixed:
            pos += fixed[kind]
        elif kind in (0x02, 0x0D, 0x0E):  # string-like: int32 length + bytes
            pos += 4 + struct.unpack_from("<i", doc, pos)[0]
        elif kind in (0x03, 0x04):  # embedded document / array
            pos += struct.unpack_from("<i", doc, pos)[0]
        elif kind == 0x05:  # binary: int32 length + subtype + bytes
            pos += 5 + struct.unpack_from("<i", doc, pos)[0]
        else:
            raise ValueError(f"unexpected BSON type {kind:#x} before 'ok'")
    raise ValueError("reply has no 'ok' field")


def main() -> int:
    host, port = sys.argv[1], int(sys.argv[2])
    doc = ping_command()
    message = struct.pack("<I", 0) + b"\x00" + doc  # flagBits, section kind 0 (body)
    header = struct.pack("<iiii", 16 + len(message), 1, 0, OP_MSG)
    try:
        with socket.create_connection((host, port), timeout=3) as sock:
            sock.sendall(header + message)
            length, _, _, opcode = struct.unpack("<iiii", read_exact(sock, 16))
            reply = read_exact(sock, length - 16)
        if opcode != OP_MSG or reply[4] != 0:
            print(f"unexpected reply (opcode {opcode})", file=sys.stderr)
            return 1
        ok = ok_value(reply[5:])
    except (OSError, ValueError) as error:
        print(f"ping failed: {error}", file=sys.stderr)
        return 1
    if ok != 1.0:
        print(f"ping answered ok: {ok}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
