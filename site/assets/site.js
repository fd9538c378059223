// The site's behaviour: copy buttons, theme toggle, mobile menu and offline search.
(function () {
  "use strict";
  var body = document.body;

  // Copy buttons on code blocks.
  document.querySelectorAll(".code-block .copy-button").forEach(function (button) {
    var label = button.textContent;
    button.addEventListener("click", function () {
      var code = button.parentElement.querySelector("code");
      var text = code ? code.innerText : "";
      var done = function () {
        button.textContent = body.getAttribute("data-copied") || label;
        setTimeout(function () { button.textContent = label; }, 1500);
      };
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(text).then(done, function () { fallbackCopy(text); done(); });
      } else {
        fallbackCopy(text);
        done();
      }
    });
  });

  function fallbackCopy(text) {
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "absolute";
    area.style.left = "-9999px";
    body.appendChild(area);
    area.select();
    try { document.execCommand("copy"); } catch (error) { /* nothing more to try */ }
    body.removeChild(area);
  }

  // Theme toggle: flips between light and dark and remembers the choice.
  var themeButton = document.querySelector(".theme-button");
  if (themeButton) {
    themeButton.addEventListener("click", function () {
      var root = document.documentElement;
      var current = root.getAttribute("data-theme");
      if (!current) {
        current = window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
      }
      var next = current === "dark" ? "light" : "dark";
      root.setAttribute("data-theme", next);
      try { localStorage.setItem("kata-theme", next); } catch (error) { /* not saved */ }
    });
  }

  // Menu button shows the sidebar on narrow screens.
  var menuButton = document.querySelector(".menu-button");
  var sidebar = document.getElementById("sidebar");
  if (menuButton) {
    if (!sidebar) { menuButton.hidden = true; }
    menuButton.addEventListener("click", function () {
      if (!sidebar) { return; }
      var open = sidebar.classList.toggle("open");
      menuButton.setAttribute("aria-expanded", open ? "true" : "false");
    });
  }

  // Offline search over the generated index (words, and character pairs for CJK).
  var input = document.getElementById("search-input");
  var list = document.getElementById("search-results");
  if (!input || !list) { return; }
  var loading = false;

  function isCJK(code) {
    return (code >= 0x3040 && code <= 0x30ff) || (code >= 0x31f0 && code <= 0x31ff) ||
      (code >= 0x3400 && code <= 0x4dbf) || (code >= 0x4e00 && code <= 0x9fff) ||
      (code >= 0xf900 && code <= 0xfaff) || (code >= 0xac00 && code <= 0xd7af) ||
      (code >= 0xff66 && code <= 0xff9f);
  }

  function tokens(text) {
    var words = [], cjk = [], grams = [], word = "";
    function flush() {
      if (word) { words.push(word); word = ""; }
      if (cjk.length === 1) { grams.push(cjk[0]); }
      for (var i = 0; i + 1 < cjk.length; i++) { grams.push(cjk[i] + cjk[i + 1]); }
      cjk = [];
    }
    for (var ch of text.toLowerCase()) {
      var code = ch.codePointAt(0);
      if (isCJK(code)) {
        if (word) { flush(); }
        cjk.push(ch);
      } else if (/[\p{L}\p{N}_]/u.test(ch)) {
        if (cjk.length) { flush(); }
        word += ch;
      } else {
        flush();
      }
    }
    flush();
    return { words: words, grams: grams };
  }

  function matching(index, token, prefix) {
    var found = new Set();
    if (!prefix) {
      (index.terms[token] || []).forEach(function (id) { found.add(id); });
      return found;
    }
    Object.keys(index.terms).forEach(function (term) {
      if (term.indexOf(token) === 0) {
        index.terms[term].forEach(function (id) { found.add(id); });
      }
    });
    return found;
  }

  function search(query) {
    var index = window.kataSearchIndex;
    if (!index) { return []; }
    var parts = tokens(query);
    var sets = parts.words.map(function (word) { return matching(index, word, true); });
    parts.grams.forEach(function (gram) {
      sets.push(matching(index, gram, gram.length === 1));
    });
    if (!sets.length) { return []; }
    var result = Array.from(sets[0]).filter(function (id) {
      return sets.every(function (set) { return set.has(id); });
    });
    return result.slice(0, 20).map(function (id) { return index.documents[id]; });
  }

  function show() {
    var query = input.value.trim();
    list.innerHTML = "";
    if (!query) { list.hidden = true; return; }
    if (!window.kataSearchIndex) { load(); return; }
    var results = search(query);
    if (!results.length) {
      var empty = document.createElement("li");
      empty.className = "empty";
      empty.textContent = input.getAttribute("data-no-results");
      list.appendChild(empty);
    }
    results.forEach(function (doc) {
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = doc.url;
      var title = document.createElement("strong");
      title.textContent = doc.section === doc.guide ? doc.guide : doc.guide + " › " + doc.section;
      var excerpt = document.createElement("span");
      excerpt.textContent = doc.excerpt;
      link.appendChild(title);
      link.appendChild(excerpt);
      item.appendChild(link);
      list.appendChild(item);
    });
    list.hidden = false;
  }

  function load() {
    if (loading) { return; }
    loading = true;
    var script = document.createElement("script");
    script.src = body.getAttribute("data-search-index");
    script.onload = show;
    document.head.appendChild(script);
  }

  input.addEventListener("focus", load);
  input.addEventListener("input", show);
  input.addEventListener("keydown", function (event) {
    if (event.key === "Escape") { input.value = ""; show(); }
  });
})();
