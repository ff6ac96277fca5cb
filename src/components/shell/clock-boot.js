// Before first paint: the header clock shows the browser's own time (the server renders none: the page
// may be one kept by the server's page memo, and the browser knows the plant's time zone).
// Inlined by TopBar.astro; astro.config.mjs allows exactly this text by its hash in the CSP.
try {
  var clocks = document.querySelectorAll('time[data-testid="clock"]');
  var now = new Intl.DateTimeFormat(document.documentElement.lang || 'en', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date());
  for (var i = 0; i < clocks.length; i++) if (!clocks[i].textContent) clocks[i].textContent = now;
} catch (e) {
  // No Intl in this browser: the island fills the clock once it hydrates.
}
