// The print page opens the print dialog once loaded (?noprint=1 keeps it closed, for a look first).
// Inlined by PrintDocument; astro.config.mjs allows exactly this text by its hash in the CSP.
addEventListener('load', function () {
  if (!/[?&]noprint=1/.test(location.search)) print();
});
