#!/usr/bin/env python3
"""Raw-socket HTTP fuzzer for a running feed-web, with the process watched.

Every route of the web host's OpenAPI document, every method, malformed request lines and headers,
percent-encodings, form bodies and Unicode, with and without the page's CSRF cookie and token. After
each batch the server must still be running and answer /health. A 5xx other than 503 (a documented
state: the API is unreachable, the outbox is full) fails the run, as does the process ending.

Python's standard library only. Usage (see Tools/WebFuzz/README.md):
    web_fuzz.py --url http://127.0.0.1:PORT --pid PID --spec docs/api/feed-web.openapi.yaml
                [--requests N] [--seed N] [--item-id UUID] [--image-id UUID] [--photo-id ID]
"""

import argparse
import os
import random
import re
import socket
import sys
import time
import urllib.parse

METHODS = ["GET", "POST", "HEAD", "PUT", "DELETE", "OPTIONS", "PATCH", "TRACE", "CONNECT", "PRI", "get",
           "G\x00T", "POST " * 3, "X" * 300, "\u00e9", ""]
VERSIONS = ["HTTP/1.1", "HTTP/1.0", "HTTP/2.0", "HTTP/9.9", "HTTP/1.1\r", "http/1.1", "HTTP/", "", "HTTP/1.1 x"]
UNICODE = ["\u0600<", "\"\u0301", "\u202e", "\ud7ff", "\U0001f600", "\u0000", "\u00e9", "\ufeff", "\u0301>",
           "%", "%zz", "%4", "%00", "%0d%0a", "%ff%fe", "%c0%af", "+", "&", "=", "#", "?", "/..", "\\", "'"]
ALPHABET = "abcdefABCDEF0123456789-_.~!$&'()*+,;=:@/?#[]% <>\"{}|\\^`\t\x7f"


def parse_paths(spec_path):
    """The route templates of the OpenAPI document: its `paths:` keys, read line by line."""
    paths = []
    in_paths = False
    with open(spec_path, encoding="utf-8") as spec:
        for line in spec:
            if line.startswith("paths:"):
                in_paths = True
                continue
            if in_paths and re.match(r"^\S", line):
                break
            match = re.match(r"^  (/[^:]*):\s*$", line)
            if in_paths and match:
                paths.append(match.group(1))
    return paths


class Fuzzer:
    def __init__(self, args):
        self.host, self.port = urllib.parse.urlsplit(args.url).hostname, urllib.parse.urlsplit(args.url).port
        self.pid = args.pid
        self.rng = random.Random(args.seed)
        self.paths = parse_paths(args.spec)
        self.ids = {"item": args.item_id, "image": args.image_id, "photo": args.photo_id}
        self.token = None
        self.statuses = {}
        self.failures = []
        self.sent = 0

    # Sending

    def exchange(self, raw, timeout=20.0):
        """Sends `raw` on a new connection and returns the status code, or None (closed, no status line)."""
        with socket.create_connection((self.host, self.port), timeout=timeout) as connection:
            try:
                connection.sendall(raw)
                connection.shutdown(socket.SHUT_WR)
            except OSError:
                pass
            received = b""
            try:
                while b"\r\n" not in received and len(received) < 65536:
                    chunk = connection.recv(4096)
                    if not chunk:
                        break
                    received += chunk
            except (ConnectionResetError, socket.timeout):
                pass
        match = re.match(rb"HTTP/1\.[01] (\d{3})", received)
        return int(match.group(1)) if match else None

    def request(self, method, target, headers=(), body=b"", version="HTTP/1.1"):
        head = f"{method} {target} {version}\r\n".encode("utf-8", "surrogatepass")
        for name, value in headers:
            head += f"{name}: {value}\r\n".encode("utf-8", "surrogatepass")
        return head + b"\r\n" + body

    # Generating

    def random_text(self, length=None):
        length = self.rng.randint(0, 40) if length is None else length
        parts = []
        for _ in range(length):
            if self.rng.random() < 0.2:
                parts.append(self.rng.choice(UNICODE))
            else:
                parts.append(self.rng.choice(ALPHABET))
        return "".join(parts)

    def path_value(self, name):
        choices = [self.random_text(), "0", "-1", "9" * 30, "%2F", "..", "", "a" * self.rng.choice([1, 300, 9000]),
                   "00000000-0000-4000-8000-000000000000", "thumb", "small", "regular", "app.css"]
        known = self.ids.get({"id": "image"}.get(name, name)) if name != "id" else None
        for value in self.ids.values():
            if value:
                choices.append(value)
        if known:
            choices.append(known)
        return self.rng.choice(choices)

    def target(self):
        template = self.rng.choice(self.paths)
        path = re.sub(r"\{(\w+)\}", lambda m: urllib.parse.quote(self.path_value(m.group(1)), safe="%/") if
                      self.rng.random() < 0.5 else self.path_value(m.group(1)), template)
        if self.rng.random() < 0.5:
            keys = ["pages", "page", "validated", "refresh", "size", "lang", self.random_text(3)]
            query = "&".join(
                f"{self.rng.choice(keys)}={self.rng.choice([self.random_text(), '2', '0', '-1', '1e9', '99999999999999999999'])}"
                for _ in range(self.rng.randint(1, 4)))
            path += "?" + query
        if self.rng.random() < 0.1:
            path += "#" + self.random_text(5)
        return path

    def headers(self, body):
        served = [f"{self.host}:{self.port}", self.host, f"localhost:{self.port}"]
        host = self.rng.choice(served) if self.rng.random() < 0.8 else self.rng.choice(
            ["evil.test", self.random_text(), "", f"{self.host}:{self.port}, evil.test"])
        headers = [("Host", host)]
        if self.rng.random() < 0.5:
            headers.append(("Accept-Language", self.rng.choice(["el", "pt-BR", "en;q=0.1", self.random_text(),
                                                                "el;q=NaN," * 50])))
        cookie_token = self.token if self.token and self.rng.random() < 0.6 else self.random_text(32)
        if self.rng.random() < 0.7:
            headers.append(("Cookie", self.rng.choice([f"csrf={cookie_token}", f"csrf={cookie_token}; csrf=x",
                                                       self.random_text(), "csrf", ";;;=", f"a=b; csrf={cookie_token}"])))
        if self.rng.random() < 0.5:
            headers.append(("Origin", self.rng.choice([f"http://{self.host}:{self.port}", "null",
                                                       "https://evil.example", self.random_text()])))
        if self.rng.random() < 0.3:
            headers.append(("Sec-Fetch-Site", self.rng.choice(["same-origin", "cross-site", "none", self.random_text()])))
        if self.rng.random() < 0.5:
            headers.append(("Content-Type", self.rng.choice(["application/x-www-form-urlencoded", "text/plain",
                                                             "multipart/form-data; boundary=x", self.random_text()])))
        if self.rng.random() < 0.1:
            headers.append((self.random_text(8) or "X", self.random_text()))
        if self.rng.random() < 0.05:
            headers.append(("Transfer-Encoding", self.rng.choice(["chunked", "gzip", self.random_text()])))
        elif body or self.rng.random() < 0.3:
            length = len(body) if self.rng.random() < 0.85 else self.rng.choice([-1, 0, len(body) + 5, "x", "1, 2"])
            headers.append(("Content-Length", str(length)))
        return headers

    def body(self):
        token = self.token if self.token and self.rng.random() < 0.6 else self.random_text(32)
        return self.rng.choice([
            b"",
            f"csrf={token}".encode(),
            f"csrf={token}&csrf={token}".encode(),
            f"csrf={self.random_text()}".encode("utf-8", "surrogatepass"),
            self.random_text(200).encode("utf-8", "surrogatepass"),
            f"csrf[{self.random_text(3)}]={token}".encode("utf-8", "surrogatepass"),
            f"csrf={token}%".encode(),
            os.urandom(self.rng.randint(1, 600)),
            b"a" * 5000,
        ])

    def valid_target(self):
        """A route of the document with known or plain ids and a harmless query."""
        template = self.rng.choice(self.paths)
        plain = [value for value in self.ids.values() if value] + ["thumb", "small", "regular", "app.css",
                                                                   "00000000-0000-4000-8000-000000000000"]
        path = re.sub(r"\{(\w+)\}", lambda m: self.rng.choice(plain), template)
        if self.rng.random() < 0.4:
            key = self.rng.choice(["pages", "page", "validated", "refresh"])
            value = self.rng.choice(["1", "2", "3", "50", "0"] + [v for v in self.ids.values() if v])
            path += f"?{key}={value}"
        return path

    def valid_headers(self, body, method):
        headers = [("Host", f"{self.host}:{self.port}")]
        if self.token:
            headers.append(("Cookie", f"csrf={self.token}"))
        if method == "POST":
            headers += [("Origin", f"http://{self.host}:{self.port}"),
                        ("Content-Type", "application/x-www-form-urlencoded")]
        if body or method == "POST":
            headers.append(("Content-Length", str(len(body))))
        return headers

    def case(self):
        """A request that is valid but for one hostile part (or none), so that each kind of hostility
        reaches the code behind the parser: the route handlers, the form decoder, the CSRF check."""
        method = self.rng.choice(["GET", "POST", "HEAD"])
        body = f"csrf={self.token}".encode() if method == "POST" and self.token else b""
        target = self.valid_target()
        version = "HTTP/1.1"
        headers = self.valid_headers(body, method)
        kind = self.rng.randrange(8)
        if kind == 0:
            target = self.target()
        elif kind == 1:
            method = self.rng.choice(METHODS)
        elif kind == 2:
            headers = self.headers(body)
        elif kind == 3:
            method = "POST"
            body = self.body()
            headers = self.valid_headers(body, method)
            if self.rng.random() < 0.3:
                headers = [(name, value) for name, value in headers if name not in ("Cookie", "Origin")]
        elif kind == 4:
            version = self.rng.choice(VERSIONS)
        elif kind == 5:
            raw = self.request(method, target, headers, body)
            cut = self.rng.randint(0, len(raw))
            return self.rng.choice([raw[:cut], raw.replace(b"\r\n", b"\n"), raw.replace(b"\r\n", b"\r"),
                                    raw[:cut] + os.urandom(20), raw + os.urandom(self.rng.randint(1, 200)),
                                    os.urandom(self.rng.randint(1, 300))])
        elif kind == 6:
            name = self.rng.choice(["Host", "Cookie", "Origin", "Accept-Language", "Content-Type", "Sec-Fetch-Site"])
            headers = [(n, v) for n, v in headers if n != name] + [(name, self.random_text())]
        return self.request(method, target, headers, body, version)

    # Watching

    def alive(self):
        try:
            os.kill(self.pid, 0)
        except OSError:
            return False
        with open(f"/proc/{self.pid}/stat", encoding="utf-8") as stat:
            return stat.read().split(") ")[-1][0] != "Z"

    def healthy(self):
        for _ in range(3):
            try:
                if self.exchange(self.request("GET", "/health", [("Host", f"{self.host}:{self.port}")])) == 200:
                    return True
            except OSError:
                time.sleep(1)
        return False

    def fetch_token(self):
        raw = self.request("GET", "/requirements", [("Host", f"{self.host}:{self.port}")])
        with socket.create_connection((self.host, self.port), timeout=30) as connection:
            connection.sendall(raw)
            connection.shutdown(socket.SHUT_WR)
            received = b""
            while True:
                chunk = connection.recv(65536)
                if not chunk:
                    break
                received += chunk
        match = re.search(rb"csrf=([0-9a-f]{32})", received)
        self.token = match.group(1).decode() if match else None

    def run(self, count, batch=100):
        self.fetch_token()
        first_unanswered = None
        for index in range(count):
            raw = self.case()
            try:
                status = self.exchange(raw)
            except OSError as error:
                status = f"error:{type(error).__name__}"
            self.sent += 1
            self.statuses[status] = self.statuses.get(status, 0) + 1
            if not isinstance(status, int) and first_unanswered is None:
                first_unanswered = raw
            if isinstance(status, int) and status >= 500 and status != 503:
                self.failures.append(f"{status} for {raw[:300]!r}")
            if (index + 1) % batch == 0 or index + 1 == count:
                if not self.alive():
                    culprit = first_unanswered if first_unanswered is not None else raw
                    self.failures.append(f"the server process ended by request {index + 1}; the first request "
                                         f"of the batch left unanswered: {culprit[:300]!r}")
                    return
                if not self.healthy():
                    self.failures.append(f"/health stopped answering after request {index + 1}: {raw[:300]!r}")
                    return
                first_unanswered = None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", required=True)
    parser.add_argument("--pid", type=int, required=True)
    parser.add_argument("--spec", required=True)
    parser.add_argument("--requests", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--item-id")
    parser.add_argument("--image-id")
    parser.add_argument("--photo-id")
    args = parser.parse_args()
    fuzzer = Fuzzer(args)
    if not fuzzer.paths:
        print(f"web_fuzz: no paths in {args.spec}", file=sys.stderr)
        return 2
    started = time.monotonic()
    fuzzer.run(args.requests)
    counts = ", ".join(f"{key}: {value}" for key, value in sorted(fuzzer.statuses.items(), key=lambda kv: str(kv[0])))
    print(f"web_fuzz: {fuzzer.sent} requests over {len(fuzzer.paths)} routes in {time.monotonic() - started:.0f} s "
          f"(seed {args.seed}); statuses {{{counts}}}; {len(fuzzer.failures)} failures")
    for failure in fuzzer.failures[:20]:
        print(f"web_fuzz: FAILURE {failure}")
    return 1 if fuzzer.failures else 0


if __name__ == "__main__":
    sys.exit(main())
