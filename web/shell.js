// Runs in the head, before the body is drawn (a file, not inline: the Content-Security-Policy
// allows scripts from the site only). The static shell in index.html carries every text in both
// languages; this marks <html> with the saved language so that the stylesheet shows the right
// one at the first paint, and marks a deep link so that the home page's part stays hidden.
try {
  if (localStorage.getItem("arbitro.lang") === "en") {
    document.documentElement.lang = "en";
    document.documentElement.classList.add("shell-en");
  }
} catch (e) {
  // Storage unavailable: pt-BR, as the app does.
}
if (location.pathname !== "/") document.documentElement.classList.add("shell-deep");
