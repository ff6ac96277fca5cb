// Two costs Astro's server runtime pays on every render for nothing, removed when the portal is built
// (a Vite transform of Astro's own modules, which the build bundles into dist/server). Each replacement
// keeps the function's answer exactly; the build fails if Astro's code no longer reads as expected, so an
// Astro upgrade makes someone look again rather than lose or break the change unnoticed.

/**
 * addAttribute() tries `new URL(value)` on every attribute value holding an '&', to leave a link's
 * '&' unescaped: every island's `props` attribute holds '&quot;', so each island made a URL parser
 * throw (3 % of a page's CPU). A URL is http(s) only if, without its tabs and newlines and leading
 * spaces or control characters, it starts with 'http:' or 'https:' (the WHATWG URL parser's own first
 * steps), so anything else is not handed to the parser.
 */
const HTTP_URL_FIRST = {
  file: /\/astro\/dist\/runtime\/server\/render\/util\.js$/,
  from: 'value.includes("&") && isHttpUrl(value)',
  to: 'value.includes("&") && /^[\\x00-\\x20]*https?:/i.test(/[\\t\\n\\r]/.test(value) ? value.replace(/[\\t\\n\\r]/g, "") : value) && isHttpUrl(value)',
};

/**
 * With the Content-Security-Policy on, every render hashes the route's inline styles and scripts again
 * (an asynchronous SHA-256 through the thread pool, 2 % of a page's CPU), though they are the same
 * strings from the build's manifest each time: the digest of a text is kept (per algorithm, at most 500 texts).
 */
const CSP_DIGEST_ONCE = {
  file: /\/astro\/dist\/core\/encryption\.js$/,
  from: 'async function generateCspDigest(data, algorithm) {',
  to: `const cspDigests = new Map();
function generateCspDigest(data, algorithm) {
  let known = cspDigests.get(algorithm);
  if (!known) cspDigests.set(algorithm, (known = new Map()));
  let digest = known.get(data);
  if (!digest) {
    digest = digestOf(data, algorithm);
    if (known.size < 500) known.set(data, digest);
  }
  return digest;
}
async function digestOf(data, algorithm) {`,
};

const CHANGES = [HTTP_URL_FIRST, CSP_DIGEST_ONCE];

/**
 * The Vite plugin (astro.config.mjs `vite.plugins`): applies each change to its module, once each, or fails the build.
 * @returns {import('vite').Plugin}
 */
export function astroRenderCosts() {
  const applied = new Set();
  return {
    name: 'apps-astro-render-costs',
    enforce: 'pre',
    // The built server only: the dev server and the component tests keep Astro as it is (the answers are the same).
    apply: 'build',
    transform(code, id) {
      const path = id.split('?')[0].replaceAll('\\', '/');
      const change = CHANGES.find((c) => c.file.test(path));
      if (!change) return null;
      if (!code.includes(change.from))
        this.error(`astro-render-costs: ${path} no longer holds '${change.from}' (Astro changed: look again)`);
      applied.add(change);
      return { code: code.replace(change.from, change.to), map: null };
    },
    buildEnd() {
      // Only the server build loads these modules; the client build never does.
      if (applied.size > 0 && applied.size < CHANGES.length)
        this.error(`astro-render-costs: ${CHANGES.length - applied.size} of Astro's modules were not changed`);
    },
  };
}
