// Applies the reader's saved theme before the page paints, to avoid a flash.
(function () {
  try {
    var theme = localStorage.getItem("kata-theme");
    if (theme === "light" || theme === "dark") {
      document.documentElement.setAttribute("data-theme", theme);
    }
  } catch (error) {
    // Storage can be unavailable (file:// in some browsers); the system theme applies.
  }
})();
