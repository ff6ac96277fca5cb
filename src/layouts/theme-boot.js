// Before first paint: the stored theme wins over the cookie (spec: isDark kept in local storage).
// Inlined by BaseLayout; astro.config.mjs allows exactly this text by its hash in the CSP.
try {
  var root = document.documentElement;
  var stored = localStorage.getItem('isDark');
  if (stored !== null && !root.hasAttribute('data-theme-forced')) {
    var dark = stored !== 'false';
    root.classList.toggle('dark', dark);
    document.cookie = 'theme=' + (dark ? 'dark' : 'light') + ';path=/;max-age=31536000;samesite=lax';
  }
} catch (e) {
  // Storage blocked (private mode, policy): the theme the server rendered stands.
}
