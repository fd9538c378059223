#!/usr/bin/env python3
"""Browser test of the rendered guides: headless Chromium driven over the DevTools protocol.

Checks that pages load without console errors, that the landing page shows what the site is
with its guides grouped and each language's progress, that previous/next lead through the
guides, that a page fits a phone's width with its menu, that the language switcher reaches every
language, that an Arabic page is mirrored (sidebar on the right, search and switcher on the left,
previous on the right) while its code reads left to right, that search finds a word in each
script (an accent-less Spanish word, an Arabic word typed without vowel marks, Korean and Chinese
inside longer words), that the page's search terms are those Swift's index makes (the shared
cases of --terms), and that editing a guide makes an open page reload. Saves a screenshot of the
landing page and of a guide on a phone in every language of the site, and of an Arabic, a Korean
and a Chinese guide on a desktop. Python standard library only (a minimal WebSocket client).

Usage: browser-test.py --server URL --site ROOT --guide PATH_TO_EDITABLE_GUIDE
                       --chromium BINARY --screenshots FOLDER [--terms CASES.json]
"""
import argparse
import base64
import json
import os
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import time
import urllib.request


class WebSocket:
    """Just enough of RFC 6455 for the DevTools protocol: text frames, client-masked."""

    def __init__(self, url):
        assert url.startswith("ws://")
        hostport, path = url[5:].split("/", 1)
        host, port = hostport.split(":")
        self.sock = socket.create_connection((host, int(port)), timeout=30)
        key = base64.b64encode(os.urandom(16)).decode()
        request = (
            f"GET /{path} HTTP/1.1\r\nHost: {hostport}\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        )
        self.sock.sendall(request.encode())
        response = b""
        while b"\r\n\r\n" not in response:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise RuntimeError("DevTools closed the connection during the handshake")
            response += chunk
        head, self.buffer = response.split(b"\r\n\r\n", 1)
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise RuntimeError(f"WebSocket handshake failed: {head!r}")

    def send(self, text):
        payload = text.encode()
        header = bytearray([0x81])
        length = len(payload)
        if length < 126:
            header.append(0x80 | length)
        elif length < 65536:
            header.append(0x80 | 126)
            header += struct.pack(">H", length)
        else:
            header.append(0x80 | 127)
            header += struct.pack(">Q", length)
        mask = os.urandom(4)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(bytes(header) + mask + masked)

    def _read(self, count):
        while len(self.buffer) < count:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise RuntimeError("DevTools closed the connection")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def receive(self):
        message = b""
        while True:
            first, second = self._read(2)
            opcode = first & 0x0F
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self._read(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self._read(8))[0]
            payload = self._read(length)
            if opcode == 0x8:
                raise RuntimeError("DevTools closed the WebSocket")
            if opcode in (0x9, 0xA):
                continue
            message += payload
            if first & 0x80:
                return message.decode()


class Page:
    """One browser tab: sends commands, collects console errors from events."""

    def __init__(self, ws):
        self.ws = ws
        self.next_id = 0
        self.errors = []
        self.events = []

    def command(self, method, **params):
        self.next_id += 1
        ident = self.next_id
        self.ws.send(json.dumps({"id": ident, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.receive())
            if message.get("id") == ident:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self._event(message)

    def _event(self, message):
        method = message.get("method")
        params = message.get("params", {})
        self.events.append(method)
        if method == "Runtime.exceptionThrown":
            details = params.get("exceptionDetails", {})
            self.errors.append(details.get("exception", {}).get("description") or details.get("text"))
        elif method == "Runtime.consoleAPICalled" and params.get("type") == "error":
            self.errors.append(" ".join(str(arg.get("value")) for arg in params.get("args", [])))
        elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
            entry = params["entry"]
            self.errors.append(f"{entry.get('text')} {entry.get('url', '')}")

    def evaluate(self, expression):
        result = self.command("Runtime.evaluate", expression=expression, returnByValue=True,
                              awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result.get("result", {}).get("value")

    def wait_for(self, expression, what, timeout=20):
        deadline = time.time() + timeout
        while time.time() < deadline:
            try:
                if self.evaluate(expression):
                    return
            except RuntimeError:
                pass  # the page may be navigating
            time.sleep(0.1)
        raise AssertionError(f"timed out waiting for {what}")

    def screenshot(self, path, full_page=False):
        options = {}
        if full_page:
            size = self.command("Page.getLayoutMetrics")["cssContentSize"]
            options = {"captureBeyondViewport": True, "clip": {
                "x": 0, "y": 0, "width": size["width"], "height": min(size["height"], 4000),
                "scale": 1}}
        data = self.command("Page.captureScreenshot", format="png", **options)
        with open(path, "wb") as file:
            file.write(base64.b64decode(data["data"]))

    def viewport(self, width, height, mobile=False):
        self.command("Emulation.setDeviceMetricsOverride", width=width, height=height,
                     deviceScaleFactor=1, mobile=mobile)

    def go(self, url):
        self.command("Page.navigate", url=url)
        self.wait_for(
            f"document.readyState === 'complete' && location.href.startsWith({json.dumps(url)})",
            f"{url} to load")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--server", required=True, help="http://127.0.0.1:PORT")
    parser.add_argument("--site", required=True, help="the root of the site being served")
    parser.add_argument("--guide", required=True, help="an English guide file the server watches")
    parser.add_argument("--screenshots", required=True, help="folder for the screenshots")
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--terms", help="JSON cases of texts and the search terms they make")
    args = parser.parse_args()

    port = free_port()
    # NB: Chromium's profile and its temporary files (with --disable-dev-shm-usage, its shared
    # memory too) in one folder, removed at the end: Chromium left org.chromium.Chromium.*
    # folders in the system's temporary folder at every run.
    work = tempfile.mkdtemp(prefix="kata-chromium-")
    profile = os.path.join(work, "profile")
    temporary = os.path.join(work, "tmp")
    os.makedirs(temporary)
    browser = subprocess.Popen(
        [args.chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
         "--disable-dev-shm-usage", f"--remote-debugging-port={port}", f"--user-data-dir={profile}",
         "--lang=en-US", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        env={**os.environ, "TMPDIR": temporary}, start_new_session=True)
    failures = []
    try:
        targets = None
        for _ in range(100):
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=2) as r:
                    targets = [t for t in json.load(r) if t.get("type") == "page"]
                if targets:
                    break
            except OSError:
                pass
            time.sleep(0.2)
        if not targets:
            raise RuntimeError("Chromium did not start its DevTools endpoint")
        page = Page(WebSocket(targets[0]["webSocketDebuggerUrl"]))
        for domain in ("Page", "Runtime", "Log"):
            page.command(f"{domain}.enable")

        def check(name, action):
            page.errors.clear()
            started = time.monotonic()
            try:
                action()
                if page.errors:
                    raise AssertionError(f"console errors: {page.errors}")
                print(f"ok   {name} ({time.monotonic() - started:.1f} s)")
            except Exception as error:  # report every check, then fail
                failures.append(name)
                print(f"FAIL {name}: {error}")

        server = args.server.rstrip("/")
        with open(os.path.join(args.site, "site", "site.json"), encoding="utf-8") as file:
            configuration = json.load(file)["languages"]
        languages = [language["code"] for language in configuration]
        directions = {language["code"]: language.get("direction", "ltr")
                      for language in configuration}
        desktop, phone = (1280, 900), (390, 844)
        page.viewport(*desktop)

        def root_redirects():
            page.go(server + "/")
            page.wait_for("location.pathname === '/en/index.html'", "the root to send en-US to /en/")

        def pages_load():
            for path in ("/en/index.html", "/en/01-getting-started.html",
                         "/ja/01-getting-started.html", "/ja/02-composition.html"):
                page.go(server + path)
                page.wait_for("document.querySelector('article, .guide-list') !== null",
                              f"{path} content")

        def switcher_goes_to_japanese():
            page.go(server + "/en/01-getting-started.html")
            page.evaluate("document.querySelector('.language-switcher summary').click()")
            page.evaluate("document.querySelector('.language-switcher a[hreflang=ja]').click()")
            page.wait_for("location.pathname === '/ja/01-getting-started.html'"
                          " && document.readyState === 'complete'", "the Japanese page")
            lang = page.evaluate("document.documentElement.lang")
            heading = page.evaluate("document.querySelector('article h1').textContent")
            assert lang == "ja", f"lang is {lang}"
            assert "はじめに" in heading, f"heading is {heading}"

        def switcher_reaches_every_language():
            for language in languages:
                # NB: from another language's page, so the click always loads a new page.
                start = languages[1] if language == languages[0] else languages[0]
                page.go(f"{server}/{start}/02-composition.html")
                page.evaluate("document.querySelector('.language-switcher summary').click()")
                page.evaluate(f"document.querySelector("
                              f"'.language-switcher a[hreflang=\"{language}\"]').click()")
                page.wait_for(f"location.pathname === '/{language}/02-composition.html'"
                              " && document.readyState === 'complete'", f"the {language} page")
                found = page.evaluate("[document.documentElement.lang, document.dir]")
                assert found == [language, directions[language]], \
                    f"the {language} page has lang and dir {found}"

        def box(selector):
            return page.evaluate(f"""(() => {{
              const e = document.querySelector({json.dumps(selector)});
              if (!e) return null;
              const r = e.getBoundingClientRect();
              return {{left: r.left, right: r.right, top: r.top, width: r.width}};
            }})()""")

        def arabic_page_is_mirrored():
            page.viewport(*desktop)
            page.go(server + "/ar/00-introduction.html")
            assert page.evaluate("document.documentElement.dir") == "rtl", "html is not dir=rtl"
            assert page.evaluate("getComputedStyle(document.body).direction") == "rtl", \
                "the body does not run right to left"
            sidebar, content, toc = box(".sidebar"), box("main.content"), box(".toc")
            assert sidebar["left"] > content["right"], \
                f"the sidebar is not right of the text: {sidebar} vs {content}"
            assert toc["right"] < content["left"], f"the contents are not on the left: {toc}"
            title, search, switcher, theme = (box(".site-title"), box(".search"),
                                              box(".language-switcher"), box(".theme-button"))
            assert title["right"] > desktop[0] - 40, f"the site title is not on the right: {title}"
            assert title["left"] > search["right"] > switcher["right"] > theme["right"], \
                f"the header is not mirrored: {title}, {search}, {switcher}, {theme}"
            page.evaluate("document.querySelector('.language-switcher summary').click()")
            menu, summary = box(".language-switcher ul"), box(".language-switcher")
            assert abs(menu["left"] - summary["left"]) < 2, \
                f"the language menu does not open toward the page: {menu} vs {summary}"
            # Code blocks, inline code and file paths stay left to right, isolated.
            styles = page.evaluate("""[...document.querySelectorAll(
                'article pre, article pre code, article td code, .code-block')].map(e => {
                  const s = getComputedStyle(e);
                  return e.tagName + ' ' + s.direction + ' ' + s.unicodeBidi; })""")
            assert styles and all(" ltr " in f"{style} " for style in styles), styles
            assert all("isolate" in style for style in styles if style.startswith("CODE")), styles
            start = page.evaluate("""(() => {
              const code = document.querySelector('article pre code');
              const range = document.createRange();
              range.setStart(code.firstChild, 0);
              range.setEnd(code.firstChild, 1);
              return [range.getBoundingClientRect().left,
                      code.closest('pre').getBoundingClientRect().left];
            })()""")
            assert start[0] - start[1] < 40, f"the code's first letter is not at the left: {start}"
            command = page.evaluate(
                "[...document.querySelectorAll('article td code')].map(c => c.textContent)"
                ".find(t => t.startsWith('swift run voice-memos'))")
            assert command == "swift run voice-memos --folder DIR", f"command is {command!r}"
            page.go(server + "/ar/02-composition.html")
            previous, following = box(".pager a.previous"), box(".pager a.next")
            assert previous["left"] > following["right"], \
                f"previous is not on the right: {previous} vs {following}"
            # A guide not translated yet is shown in English: its text left to right, its title
            # isolated in the mirrored sidebar (checked while one is left).
            page.go(server + "/ar/index.html")
            untranslated = page.evaluate(
                "document.querySelector('.guide-list a:has(bdi[lang])')?.getAttribute('href')")
            if untranslated:
                page.go(f"{server}/ar/{untranslated}")
                assert page.evaluate("document.querySelector('article').dir") == "ltr", \
                    f"ar/{untranslated} shows its English text right to left"
                notice = page.evaluate("document.querySelector('.notice')?.textContent")
                assert notice and "لم يُترجم" in notice, f"ar/{untranslated}'s notice: {notice!r}"
                titles = page.evaluate("[...document.querySelectorAll('.sidebar bdi[lang=en]')]"
                                       ".map(b => getComputedStyle(b).direction)")
                assert titles and set(titles) == {"ltr"}, f"English titles read {titles}"
                page.screenshot(os.path.join(args.screenshots, "ar-desktop-fallback-guide.png"))
            else:
                print("     every guide is translated into Arabic: no fallback page to check")

        def search_terms_match_swift():
            cases = json.load(open(args.terms, encoding="utf-8"))["cases"]
            page.go(server + "/en/01-getting-started.html")
            found = page.evaluate(
                f"{json.dumps([case['text'] for case in cases])}.map(window.kataSearchTerms)")
            wrong = [(case["text"], terms, case["terms"]) for case, terms in zip(cases, found)
                     if terms != case["terms"]]
            assert not wrong, f"site.js's terms differ from Swift's: {wrong}"

        def landing_page():
            page.go(server + "/en/index.html")
            intro = page.evaluate("document.querySelector('article.landing h1')?.textContent")
            assert intro and "Kata" in intro, f"the landing page's heading is {intro!r}"
            commands = page.evaluate(
                "[...document.querySelectorAll('article.landing td code')]"
                ".map(c => c.textContent).filter(t => t.startsWith('swift run'))")
            assert len(commands) >= 5, f"the landing page lists {commands}"
            groups = page.evaluate(
                "[...document.querySelectorAll('.guides .guide-group')].map(h => h.textContent)")
            assert len(groups) >= 2, f"guide groups: {groups}"
            progress = page.evaluate(
                "[...document.querySelectorAll('.translation-progress li a')].map(a => a.hreflang)")
            assert progress == languages, f"progress is shown for {progress}, not {languages}"
            first = page.evaluate("document.querySelector('.guide-list a').getAttribute('href')")
            assert first == "01-getting-started.html", f"the first guide listed is {first}"

        def previous_and_next():
            page.go(server + "/en/01-getting-started.html")
            assert page.evaluate("document.querySelector('.pager a.previous')") is None, \
                "the first guide has a previous link"
            page.evaluate("document.querySelector('.pager a.next').click()")
            page.wait_for("location.pathname === '/en/02-composition.html'"
                          " && document.readyState === 'complete'", "the next guide")
            page.evaluate("document.querySelector('.pager a.previous').click()")
            page.wait_for("location.pathname === '/en/01-getting-started.html'"
                          " && document.readyState === 'complete'", "the previous guide")

        def phone_layout():
            page.viewport(*phone, mobile=True)
            try:
                for language in languages:
                    for path in (f"/{language}/index.html", f"/{language}/02-composition.html"):
                        page.go(server + path)
                        width = page.evaluate("document.documentElement.scrollWidth")
                        wide = page.evaluate(f"""[...document.querySelectorAll('body *')]
                          .filter(e => e.getBoundingClientRect().right > {phone[0]} + 1)
                          .slice(0, 3).map(e => e.tagName + '.' + e.className + ' '
                            + (e.textContent || '').trim().slice(0, 40))""")
                        assert width <= phone[0], \
                            f"{path} is {width} px wide on a phone; too wide: {wide}"
                page.go(server + "/en/02-composition.html")
                assert page.evaluate(
                    "getComputedStyle(document.getElementById('sidebar')).display") == "none", \
                    "the sidebar shows beside the guide on a phone"
                page.evaluate("document.querySelector('.menu-button').click()")
                page.wait_for(
                    "getComputedStyle(document.getElementById('sidebar')).display !== 'none'",
                    "the menu to open the sidebar")
            finally:
                page.viewport(*desktop)

        def api_reference():
            # NB: DocC's app asks for an optional theme-settings.json, which a reference without
            # a theme does not have; that 404 is the only error let through.
            def unexpected():
                return [e for e in page.errors if "theme-settings.json" not in e]
            page.go(server + "/ja/01-getting-started.html")
            header = page.evaluate(
                "document.querySelector('a.api-reference-link')?.getAttribute('href')")
            assert header, "the header has no API reference link"
            symbol = page.evaluate("""(() => {
              const link = [...document.querySelectorAll('pre a.symbol-link')]
                .find(a => a.textContent === 'Reducer' || a.textContent === 'Store')
              return link ? [link.textContent, link.href] : null })()""")
            assert symbol, "no Reducer or Store in the guide's code links to its page"
            page.evaluate("document.querySelector('a.api-reference-link').click()")
            page.wait_for("location.pathname.startsWith('/api/')"
                          " && document.querySelector('main h1, .title') !== null"
                          " && document.body.innerText.includes('Kata')",
                          "the API reference's landing page")
            page.go(symbol[1])
            page.wait_for(f"document.title.includes({json.dumps(symbol[0])})"
                          " && document.querySelector('main h1, .title') !== null",
                          f"the page of {symbol[0]}")
            page.screenshot(os.path.join(args.screenshots, "api-reference.png"))
            assert not unexpected(), f"console errors: {unexpected()}"
            page.errors.clear()

        def screenshots():
            os.makedirs(args.screenshots, exist_ok=True)
            page.viewport(*desktop)
            for language, path in (("ar", "00-introduction"), ("ko", "02-composition"),
                                   ("zh-Hans", "02-composition")):
                page.go(f"{server}/{language}/{path}.html")
                page.screenshot(os.path.join(args.screenshots, f"{language}-desktop-guide.png"))
            for language in languages:
                page.viewport(*desktop)
                page.go(f"{server}/{language}/index.html")
                page.screenshot(os.path.join(args.screenshots, f"{language}-index.png"),
                                full_page=True)
                page.viewport(*phone, mobile=True)
                page.go(f"{server}/{language}/01-getting-started.html")
                page.screenshot(os.path.join(args.screenshots, f"{language}-phone-guide.png"))
            page.viewport(*desktop)
            print(f"     screenshots in {args.screenshots}")

        def search(path, query, expected, screenshot=None):
            page.go(server + path)
            page.evaluate(f"""(() => {{
              const input = document.getElementById('search-input');
              input.focus();
              input.value = {json.dumps(query)};
              input.dispatchEvent(new Event('input'));
            }})()""")
            page.wait_for(
                "document.querySelectorAll('#search-results li a').length > 0",
                f"results for {query}")
            texts = page.evaluate(
                "[...document.querySelectorAll('#search-results li a')].map(a => a.textContent)")
            assert any(expected in text for text in texts), f"{query} found {texts}"
            if screenshot:
                page.screenshot(os.path.join(args.screenshots, screenshot))

        def live_reload():
            page.go(server + "/en/02-composition.html")
            page.wait_for("window.kataReloadMarker = true", "the marker to be set")
            time.sleep(0.5)  # let the EventSource connect before editing
            with open(args.guide, "a", encoding="utf-8") as guide:
                guide.write("\nLive reload works.\n")
            page.wait_for("window.kataReloadMarker === undefined"
                          " && document.body.innerText.includes('Live reload works.')",
                          "the page to reload with the edit")

        check("root page redirects to the browser's language", root_redirects)
        check("pages load without console errors", pages_load)
        check("landing page shows Kata, its examples, grouped guides and progress", landing_page)
        check("previous and next lead through the guides", previous_and_next)
        check("pages fit a phone's width and the menu opens the sidebar", phone_layout)
        check("language switcher goes to the Japanese page", switcher_goes_to_japanese)
        check("language switcher reaches every language", switcher_reaches_every_language)
        check("an Arabic page is mirrored and its code reads left to right",
              arabic_page_is_mirrored)
        check("search finds an English word", lambda: search(
            "/en/01-getting-started.html", "forEach", "Composing features"))
        check("search finds a Japanese word", lambda: search(
            "/ja/01-getting-started.html", "コンポジション", "機能のコンポジション"))
        check("search finds a Korean word inside a longer one", lambda: search(
            "/ko/02-composition.html", "합성", "합성"))
        check("search finds a Chinese word inside a sentence", lambda: search(
            "/zh-Hans/02-composition.html", "组合", "组合"))
        check("search finds a Spanish word typed without its accent", lambda: search(
            "/es/02-composition.html", "composicion", "composición"))
        check("search finds Arabic typed without vowel marks", lambda: search(
            "/ar/index.html", "بيئة تشغيل", "بيئةُ تشغيلٍ", "ar-search.png"))
        if args.terms:
            check("search terms in the browser are Swift's", search_terms_match_swift)
        check("the header and guide code link to the API reference's pages", api_reference)
        check("screenshots of every language", screenshots)
        check("live reload fires after a guide is edited", live_reload)
    finally:
        browser.terminate()
        try:
            browser.wait(timeout=10)
        except subprocess.TimeoutExpired:
            browser.kill()
            browser.wait()
        # NB: Chromium's helper processes (its own session) can outlive it and write into the
        # profile while it is removed: one run in four left it behind. They go first; the
        # removal is tried again while anything is still being written.
        try:
            os.killpg(browser.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        for _ in range(25):
            shutil.rmtree(work, ignore_errors=True)
            if not os.path.exists(work):
                break
            time.sleep(0.2)
    if failures:
        print(f"{len(failures)} browser check(s) failed")
        return 1
    print("all browser checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
