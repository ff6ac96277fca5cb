import { fileURLToPath } from 'node:url';

// Costs Astro's server runtime pays on every render for nothing, removed when the portal is built
// (a Vite transform of Astro's own modules, which the build bundles into dist/server), one island
// prefix made fixed (the top bar rendered once, src/lib/shell/shell-cache.ts), and escaped text kept
// one byte a character. Each replacement keeps what the browser reads exactly; the build fails if
// Astro's code no longer reads as expected, so an Astro upgrade makes someone look again rather than
// lose or break the change unnoticed.

// The kit's oneByteHtml, imported by the changed modules by its path (Vite compiles it into the server).
const ONE_BYTE_HTML = JSON.stringify(fileURLToPath(new URL('../../src/lib/http/one-byte-html.ts', import.meta.url)));

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
  also: [
    // An escaped attribute value comes out one byte a character too (ESCAPED_ONE_BYTE below says why).
    {
      from: 'import { isPromise } from "../util.js";',
      to: `import { isPromise } from "../util.js";\nimport { oneByteHtml } from ${ONE_BYTE_HTML};`,
    },
    {
      from: 'shouldEscape ? String(value).replace(AMPERSAND_REGEX, "&#38;").replace(DOUBLE_QUOTE_REGEX, "&#34;") : value;',
      to: 'shouldEscape ? oneByteHtml(String(value).replace(AMPERSAND_REGEX, "&#38;").replace(DOUBLE_QUOTE_REGEX, "&#34;")) : value;',
    },
  ],
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

/**
 * An island was rendered through React's web stream (renderToReadableStream: each piece encoded to
 * UTF-8, then read back and decoded by Astro), 5 % of a page's CPU for the streams alone. React's
 * renderToString renders the same markup at once, with the same options (the island's id prefix);
 * no island of the portal suspends, which is what a stream would wait for. A render with a form
 * action's state (Astro actions, which the portal does not use) keeps the stream.
 */
const REACT_TO_STRING = {
  from: `  } else if ("renderToReadableStream" in ReactDOM) {
    html = await renderToReadableStreamAsync(vnode, renderOptions);`,
  to: `  } else if (!formState) {
    html = ReactDOM.renderToString(vnode, renderOptions);
    // One byte a character (src/lib/http/one-byte-html.ts), unless it holds a script or style, whose text is not HTML.
    if (!html.includes("<script") && !html.includes("<style")) html = oneByteHtml(html);
  } else if ("renderToReadableStream" in ReactDOM) {
    html = await renderToReadableStreamAsync(vnode, renderOptions);`,
};

/**
 * React's renderer names each island's ids after a counter of the page (prefix 'r0', 'r1', ... in the order
 * the islands start, which varies with what each awaits). An island given the symbol prop
 * `apps.island-prefix` (src/lib/shell/shell-cache.ts) takes that prefix instead, the same on every page,
 * so the top bar's HTML can be kept and sent again without its ids meeting a page island's. The module
 * also says it was changed, so the cache is off wherever it was not (the dev server, component tests).
 */
const ISLAND_PREFIX = {
  file: /\/@astrojs\/react\/dist\/server\.js$/,
  from: '    prefix = incrementId(this.result);',
  to: '    prefix = props[Symbol.for("apps.island-prefix")] ?? incrementId(this.result);',
  also: [
    {
      from: 'async function renderToStaticMarkup(',
      to: `import { oneByteHtml } from ${ONE_BYTE_HTML};\nglobalThis[Symbol.for("apps.island-prefix.on")] = true;\nasync function renderToStaticMarkup(`,
    },
    REACT_TO_STRING,
  ],
};

// The kit's island props (src/lib/http/island-props.ts), imported by the changed modules by its path.
const ISLAND_PROPS = JSON.stringify(fileURLToPath(new URL('../../src/lib/http/island-props.ts', import.meta.url)));

/**
 * An island's props were serialized on every render, twice (into the text its id is hashed from, and
 * into its `props` attribute), escaped whole and hashed whole: for an island handed its feature's texts
 * (13-19 KB) a quarter of the page's time on the server, for the same words every time. The kit's
 * serializeIslandProps writes the same characters, with a value marked `constantProp` (the languages'
 * texts) serialized, escaped and hashed once; the answer for one props object is kept for the render's
 * second use (a WeakMap: it goes with the render's props).
 */
const CONSTANT_PROPS = {
  file: /\/astro\/dist\/runtime\/server\/serialize\.js$/,
  from: `function serializeProps(props, metadata) {
  const serialized = JSON.stringify(serializeObject(props, metadata));
  return serialized;
}
export {
  serializeProps
};`,
  to: `import { serializeIslandProps } from ${ISLAND_PROPS};
import { escapeHTML } from "./escape.js";
const serializedIslands = new WeakMap();
function serializedIsland(props, metadata) {
  const known = serializedIslands.get(props);
  if (known && known.metadata === metadata) return known.serialized;
  const serialized = serializeIslandProps(props, (value, parents) => convertToSerializedForm(value, metadata, parents), escapeHTML);
  serializedIslands.set(props, { metadata, serialized });
  return serialized;
}
function serializeProps(props, metadata) {
  return serializedIsland(props, metadata).json;
}
export {
  serializeProps,
  serializedIsland
};`,
};

/** The `props` attribute: the kept escaped text (CONSTANT_PROPS). */
const CONSTANT_PROPS_ATTRIBUTE = {
  file: /\/astro\/dist\/runtime\/server\/hydration\.js$/,
  from: 'island.props["props"] = escapeHTML(serializeProps(props, metadata));',
  to: 'island.props["props"] = serializedIsland(props, metadata).escaped;',
  also: [
    { from: 'import { serializeProps } from "./serialize.js";', to: 'import { serializeProps, serializedIsland } from "./serialize.js";' },
  ],
};

/** The island's id: Astro's hash of its markup and props, carried on through the props' kept hash (CONSTANT_PROPS). */
const CONSTANT_PROPS_ID = {
  file: /\/astro\/dist\/runtime\/server\/render\/component\.js$/,
  from: `  const astroId = shorthash(
    \`<!--\${metadata.componentExport.value}:\${metadata.componentUrl}-->
\${html}
\${serializeProps(
      props,
      metadata
    )}\`
  );`,
  to: `  const astroId = hashInLetters(
    islandHash(\`<!--\${metadata.componentExport.value}:\${metadata.componentUrl}-->
\${html}
\`, serializedIsland(props, metadata))
  );`,
  also: [
    {
      from: 'import { serializeProps } from "../serialize.js";',
      to: `import { serializeProps, serializedIsland } from "../serialize.js";\nimport { hashInLetters, islandHash } from ${ISLAND_PROPS};`,
    },
  ],
};

/**
 * Every text Astro escapes (and so every island's props) comes out one byte a character: a character
 * above U+00FF as a numeric reference (src/lib/http/one-byte-html.ts says why). escapeHTML is only
 * given element content and attribute values; attributes themselves are escaped in render/util.js
 * (HTTP_URL_FIRST's module, changed there). A text with nothing to escape and no such character, most
 * of them, is answered after one look instead of two passes (html-escaper's and oneByteHtml's).
 */
const ESCAPED_ONE_BYTE = {
  file: /\/astro\/dist\/runtime\/server\/escape\.js$/,
  from: `import { escape } from "html-escaper";
import { streamAsyncIterator } from "./util.js";
const escapeHTML = escape;`,
  to: `import { escape } from "html-escaper";
import { streamAsyncIterator } from "./util.js";
import { oneByteHtml } from ${ONE_BYTE_HTML};
const TO_ESCAPE = /[&<>'"]|[^\\0-\\xff]/;
const escapeHTML = (value) => typeof value === "string" && !TO_ESCAPE.test(value) ? value : oneByteHtml(escape(value));`,
};

/**
 * A rendered page's text is encoded with Buffer.from, not TextEncoder: the same UTF-8 bytes, a third of
 * the time (Node 24, an 80 KB page built from thousands of pieces: 28 µs against 84 µs, 2 % of a
 * page's CPU). The server build runs on Node only (@astrojs/node), where Buffer is a Uint8Array.
 * The bytes then go into the page's Response as the one piece of a stream: a Response given bytes
 * copies them (30 µs for 80 KB, half of what making the Response cost), a stream hands them on as they
 * are. Content-Length is set as before.
 */
const PAGE_ENCODED_BY_BUFFER = {
  file: /\/astro\/dist\/runtime\/server\/render\/page\.js$/,
  from: `    body = encoder.encode(body);
    headers.set("Content-Length", body.byteLength.toString());`,
  to: `    const bytes = Buffer.from(body, "utf8");
    headers.set("Content-Length", bytes.byteLength.toString());
    body = new ReadableStream({ start(controller) { controller.enqueue(bytes); controller.close(); } });`,
  also: [{ from: 'const bytes = encoder.encode(str);', to: 'const bytes = Buffer.from(str, "utf8");' }],
};

/**
 * A page's text is gathered as its pieces and joined once at the end: Astro added each of a page's
 * thousands of pieces to one string (a rope of as many links, which the encoding above then had to walk
 * and flatten, 4-5 % of a fresh page's CPU). An array joined once builds the flat text in one pass.
 * Measured on the fresh mix at 25 connections, the same build with and without (6 alternating rounds):
 * 486 -> 542 pages/s, CPU 3.23 -> 2.89 ms a page.
 */
const PAGE_JOINED_ONCE = {
  file: /\/astro\/dist\/runtime\/server\/render\/astro\/render\.js$/,
  from: `  let str = "";
  let renderedFirstPageChunk = false;
  if (isPage) {
    await bufferHeadContent(result);
  }`,
  to: `  const parts = [];
  let renderedFirstPageChunk = false;
  if (isPage) {
    await bufferHeadContent(result);
  }`,
  also: [
    { from: '          str += doctype;', to: '          parts.push(doctype);' },
    { from: '      str += chunkToString(result, chunk);', to: '      parts.push(chunkToString(result, chunk));' },
    {
      from: `  await templateResult.render(destination);
  return str;
}
async function renderToReadableStream(`,
      to: `  await templateResult.render(destination);
  return parts.join("");
}
async function renderToReadableStream(`,
    },
  ],
};

/**
 * A route's page module is imported once: Astro called the manifest's `() => import(page)` on every
 * request, and each import() of a module already loaded still goes through Node's module resolution
 * (1.2 % of a fresh page's CPU). The module a route answers never changes while the server runs.
 */
const PAGE_MODULE_ONCE = {
  file: /\/astro\/dist\/core\/app\/pipeline\.js$/,
  from: 'return await importComponentInstance();',
  to: `this.importedPages ??= new Map();
        let imported = this.importedPages.get(route.component);
        if (!imported) this.importedPages.set(route.component, (imported = await importComponentInstance()));
        return imported;`,
};

/**
 * Each request's route was found by trying the route table's patterns in order (about 170, each a
 * regular expression, and again for the error pages): 1 % of a fresh page's main thread. The built
 * server's table never changes, so the route of an address is kept, for at most 2,000 addresses (an
 * address not seen before when that many are kept is matched as before).
 */
const ROUTE_MATCHED_ONCE = {
  file: /\/astro\/dist\/core\/routing\/match\.js$/,
  from: `function matchRoute(pathname, manifest) {
  return manifest.routes.find((route) => {`,
  to: `const matchedRoutes = new WeakMap();
function matchRoute(pathname, manifest) {
  let known = matchedRoutes.get(manifest);
  if (!known) matchedRoutes.set(manifest, (known = new Map()));
  let route = known.get(pathname);
  if (route === undefined && !known.has(pathname)) {
    route = findRoute(pathname, manifest);
    if (known.size < 2000) known.set(pathname, route);
  }
  return route;
}
function findRoute(pathname, manifest) {
  return manifest.routes.find((route) => {`,
};

/** The actions module likewise (a no-op module here, imported by every render that asked for it). */
const ACTIONS_MODULE_ONCE = {
  file: /\/astro\/dist\/core\/base-pipeline\.js$/,
  from: `    } else if (this.actions) {
      return await this.actions();`,
  to: `    } else if (this.actions) {
      return (this.resolvedActions = await this.actions());`,
};

const CHANGES = [
  HTTP_URL_FIRST,
  CSP_DIGEST_ONCE,
  ISLAND_PREFIX,
  CONSTANT_PROPS,
  CONSTANT_PROPS_ATTRIBUTE,
  CONSTANT_PROPS_ID,
  ESCAPED_ONE_BYTE,
  PAGE_ENCODED_BY_BUFFER,
  PAGE_JOINED_ONCE,
  PAGE_MODULE_ONCE,
  ACTIONS_MODULE_ONCE,
  ROUTE_MATCHED_ONCE,
];

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
      let changed = code;
      for (const { from, to } of [change, ...(change.also ?? [])]) {
        if (!changed.includes(from)) this.error(`astro-render-costs: ${path} no longer holds '${from}' (Astro changed: look again)`);
        changed = changed.replace(from, to);
      }
      applied.add(change);
      return { code: changed, map: null };
    },
    buildEnd() {
      // Only the server build loads these modules; the client build never does.
      if (applied.size > 0 && applied.size < CHANGES.length)
        this.error(`astro-render-costs: ${CHANGES.length - applied.size} of Astro's modules were not changed`);
    },
  };
}
