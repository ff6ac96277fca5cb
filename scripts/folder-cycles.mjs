/**
 * Import cycles between the folders of src/lib: the strongly connected components (Tarjan) of the graph
 * "folder A imports a file of folder B". Prints each component of more than one folder, largest first.
 *   node scripts/folder-cycles.mjs           # components and their sizes
 *   node scripts/folder-cycles.mjs --max N   # exits 1 when a component has more than N folders
 */
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '../src');
const LIB = path.join(SRC, 'lib');

function walk(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

const importRe =
  /(?:^|[;\n}])\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s*)?(['"])([^'"\n]+)\1|import\(\s*(['"])([^'"\n]+)\3\s*\)/g;

/** The folder of src/lib a file lies in (src/lib itself for its top files), or null outside src/lib. */
function folderOf(abs) {
  const rel = path.relative(LIB, abs);
  if (rel.startsWith('..')) return null;
  const dir = path.dirname(rel);
  return dir === '.' ? '.' : dir.split(path.sep).join('/');
}

const files = walk(LIB).filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f));
const edges = new Map();
for (const file of files) {
  const from = folderOf(file);
  if (!edges.has(from)) edges.set(from, new Set());
  for (const m of fs.readFileSync(file, 'utf8').matchAll(importRe)) {
    const spec = m[2] ?? m[4];
    let abs;
    if (spec.startsWith('@/')) abs = path.join(SRC, spec.slice(2));
    else if (spec.startsWith('.')) abs = path.resolve(path.dirname(file), spec);
    else continue;
    // A folder import names its index file.
    if (fs.existsSync(abs) && fs.statSync(abs).isDirectory()) abs = path.join(abs, 'index.ts');
    const to = folderOf(abs);
    if (to !== null && to !== from) edges.get(from).add(to);
  }
}

// Tarjan's strongly connected components.
let index = 0;
const idx = new Map();
const low = new Map();
const stack = [];
const on = new Set();
const components = [];
function visit(v) {
  idx.set(v, index);
  low.set(v, index);
  index++;
  stack.push(v);
  on.add(v);
  for (const w of edges.get(v) ?? []) {
    if (!idx.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
  }
  if (low.get(v) === idx.get(v)) {
    const c = [];
    let w;
    do {
      w = stack.pop();
      on.delete(w);
      c.push(w);
    } while (w !== v);
    components.push(c.sort());
  }
}
for (const v of edges.keys()) if (!idx.has(v)) visit(v);

const cycles = components.filter((c) => c.length > 1).sort((a, b) => b.length - a.length);
console.log(`${edges.size} folders of src/lib, ${cycles.length} cycles`);
for (const c of cycles) console.log(`${c.length}: ${c.join(' ')}`);
const maxArg = process.argv.indexOf('--max');
if (maxArg > 0 && (cycles[0]?.length ?? 0) > Number(process.argv[maxArg + 1])) process.exit(1);
