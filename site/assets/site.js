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

  // Offline search over the generated index. Terms are made as SearchIndex.terms(in:) makes
  // them in Swift (SearchIndex.swift and SearchIndex+Folding.swift): folded words, Arabic words
  // also without their article, and character pairs for Chinese, Japanese and Korean.
  function isCJK(code) {
    return (code >= 0x3040 && code <= 0x30ff) || (code >= 0x31f0 && code <= 0x31ff) ||
      (code >= 0x3400 && code <= 0x4dbf) || (code >= 0x4e00 && code <= 0x9fff) ||
      (code >= 0xf900 && code <= 0xfaff) || (code >= 0x20000 && code <= 0x2fa1f) ||
      (code >= 0xac00 && code <= 0xd7af) || (code >= 0xff66 && code <= 0xff9f);
  }

  // Marks a reader may leave out: accents, Arabic harakat and Quranic marks, the tatweel.
  function isReadThrough(code) {
    return (code >= 0x300 && code <= 0x36f) || (code >= 0x610 && code <= 0x61a) ||
      code === 0x640 || (code >= 0x64b && code <= 0x65f) || code === 0x670 ||
      (code >= 0x6d6 && code <= 0x6ed);
  }

  var arabicFolds = {
    0x622: "\u0627", 0x623: "\u0627", 0x625: "\u0627", 0x671: "\u0627", 0x672: "\u0627",
    0x673: "\u0627", 0x649: "\u064a", 0x6cc: "\u064a", 0x629: "\u0647", 0x6a9: "\u0643"
  };
  var arabicArticles = ["\u0648\u0627\u0644", "\u0628\u0627\u0644", "\u0643\u0627\u0644",
    "\u0641\u0627\u0644", "\u0627\u0644", "\u0644\u0644"];
  var letter = /[\p{Alphabetic}\p{N}_]/u;

  // What a character other than a CJK one adds to a word: a string, or null when it ends one.
  function fold(ch, code) {
    if (isReadThrough(code)) { return ""; }
    if (arabicFolds[code]) { return arabicFolds[code]; }
    if (code >= 0x660 && code <= 0x669) { return String(code - 0x660); }
    if (code >= 0x6f0 && code <= 0x6f9) { return String(code - 0x6f0); }
    if (!letter.test(ch)) { return null; }
    var lower = ch.toLowerCase();
    if ((code >= 0xc0 && code <= 0x24f) || (code >= 0x1e00 && code <= 0x1eff)) {
      lower = lower.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    }
    return lower;
  }

  // The terms of `text` in order, each {term, gram}: gram is true for a CJK character pair.
  function tokens(text) {
    var terms = [], cjk = [], word = "";
    function flush() {
      if (word) {
        terms.push({ term: word, gram: false });
        for (var a = 0; a < arabicArticles.length; a++) {
          var article = arabicArticles[a];
          if (word.indexOf(article) === 0 && Array.from(word.slice(article.length)).length >= 2) {
            terms.push({ term: word.slice(article.length), gram: false });
            break;
          }
        }
        word = "";
      }
      if (cjk.length === 1) { terms.push({ term: cjk[0], gram: true }); }
      for (var i = 0; i + 1 < cjk.length; i++) {
        terms.push({ term: cjk[i] + cjk[i + 1], gram: true });
      }
      cjk = [];
    }
    for (var ch of text) {
      var code = ch.codePointAt(0);
      if (isCJK(code)) {
        if (word) { flush(); }
        cjk.push(ch);
        continue;
      }
      var folded = fold(ch, code);
      if (folded === null) {
        flush();
      } else if (folded) {
        if (cjk.length) { flush(); }
        word += folded;
      }
    }
    flush();
    return terms;
  }

  // The terms as the index lists them; the browser test compares them with Swift's.
  window.kataSearchTerms = function (text) {
    return tokens(text).map(function (token) { return token.term; });
  };

  var input = document.getElementById("search-input");
  var list = document.getElementById("search-results");
  if (!input || !list) { return; }
  var loading = false;

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

  // NB: the index has a part per guide, each numbering its own sections (so the live preview
  // writes again only an edited guide's part); results keep the order of the guides.
  function search(query) {
    var index = window.kataSearchIndex;
    if (!index) { return []; }
    var queryTokens = tokens(query);
    if (!queryTokens.length) { return []; }
    var results = [];
    index.guides.forEach(function (part) {
      if (results.length >= 20) { return; }
      // NB: a word may be the start of a longer one, and a single CJK character the start of a
      // pair; a pair is found as it is.
      var sets = queryTokens.map(function (token) {
        return matching(part, token.term, !token.gram || Array.from(token.term).length === 1);
      });
      Array.from(sets[0]).sort(function (a, b) { return a - b; }).forEach(function (id) {
        if (sets.every(function (set) { return set.has(id); })) {
          results.push(part.documents[id]);
        }
      });
    });
    return results.slice(0, 20);
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
      // An English section found on an Arabic page (a guide not translated yet) reads left to
      // right, its "…" at its end; each result takes the direction of its own text.
      title.dir = "auto";
      excerpt.dir = "auto";
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
