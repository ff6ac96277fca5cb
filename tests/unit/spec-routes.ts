import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Reads the route list of spec §2.1 to §2.4 from the spec text, with its own expansion logic,
 * independent of src/lib/routes. Paths come out in the table's syntax (':param', ':param?').
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** CI clones the repository with shared/ beside it. */
export const SPEC_PATH = path.resolve(repoRoot, '../shared/spec/portal-spec.md');

function readSpec(): string {
  if (!existsSync(SPEC_PATH)) {
    throw new Error(
      `The spec is missing at ${SPEC_PATH}. Check out the shared folder beside the repository ` +
        `(../shared/spec/portal-spec.md relative to the repository root) to run this test.`,
    );
  }
  return readFileSync(SPEC_PATH, 'utf8');
}

function section(spec: string, number: string): string {
  const start = spec.indexOf(`### ${number} `);
  if (start < 0) throw new Error(`Spec section ${number} not found in ${SPEC_PATH}`);
  const rest = spec.slice(start + 4);
  const end = rest.search(/\n#{2,3} /);
  return end < 0 ? rest : rest.slice(0, end);
}

function bullets(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2).trim());
}

/** Splits on a separator outside braces and parentheses. */
function splitTop(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (char === '{' || char === '(') depth += 1;
    if (char === '}' || char === ')') depth -= 1;
    if (depth === 0 && text.startsWith(separator, i)) {
      parts.push(current.trim());
      current = '';
      i += separator.length - 1;
    } else current += char;
  }
  parts.push(current.trim());
  return parts.filter((part) => part !== '');
}

const list = (text: string): string[] =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
const join = (prefix: string, name: string): string => `${prefix.replace(/\/$/, '')}/${name}`;

/** Expands '/a/{b, c}' into '/a/b' and '/a/c', and '/x (and /y)' into '/x' and '/x/y'. */
function expandItem(item: string): string[] {
  const and = /^(\S+) \(and (\/\S+)\)$/.exec(item);
  if (and) return [and[1] ?? '', `${and[1] ?? ''}${and[2] ?? ''}`];
  const brace = /^(\S*)\{([^}]+)\}$/.exec(item);
  if (brace) return list(brace[2] ?? '').map((name) => join(brace[1] ?? '', name));
  if (!/^\/\S+$/.test(item)) throw new Error(`Unparsed §2.3 item: '${item}'`);
  return [item];
}

/**
 * The welding bullet is prose: "Welding under /Process/Welding/: components/{a, b}; models C, D;
 * display screens E; forms F; inputs G". Each group's first word is its sub-folder of
 * '/Process/Welding/' (the choice documented in src/lib/routes/table-welding.ts).
 */
function expandWelding(bullet: string): string[] {
  const match = /^Welding under (\S+): (.+)$/.exec(bullet);
  if (!match) throw new Error(`Unparsed welding bullet: '${bullet}'`);
  return splitTop(match[2] ?? '', '; ').flatMap((group) => {
    const braced = /^(\w+)\/\{([^}]+)\}$/.exec(group);
    const folder = braced ? (braced[1] ?? '') : (group.split(' ')[0] ?? '');
    const names = braced ? list(braced[2] ?? '') : list(group.replace(/^\w+( screens)? /, ''));
    return names.map((name) => `${match[1] ?? ''}${folder}/${name}`);
  });
}

function expandDeepBullet(bullet: string): string[] {
  if (bullet.startsWith('Welding under ')) return expandWelding(bullet);
  // "Security administration under /A/B/Apps/ and /SubApps/: x, y": the second prefix is a sibling.
  const under = /under (\/\S+\/) and (\/\S+\/): (.+)$/.exec(bullet);
  if (under) {
    const first = under[1] ?? '';
    const sibling = first.replace(/[^/]+\/$/, '') + (under[2] ?? '').slice(1);
    return [first, sibling].flatMap((prefix) => list(under[3] ?? '').map((name) => join(prefix, name)));
  }
  const colon = /^(\/\S+\/): (.+)$/.exec(bullet);
  if (colon) return list(colon[2] ?? '').map((name) => join(colon[1] ?? '', name));
  return splitTop(bullet, '; ')
    .flatMap((item) => splitTop(item, ', '))
    .flatMap(expandItem);
}

function expandParamBullet(bullet: string): string[] {
  return splitTop(bullet, '; ').flatMap((item) => {
    const atEnd = /^\{(\w+)\} at the end of: (.+)$/.exec(item);
    if (atEnd) return list(atEnd[2] ?? '').map((base) => `${base}/:${atEnd[1] ?? ''}`);
    const optional = item.endsWith(' (optional)');
    const bare = item.replace(/ \(optional\)$/, '');
    const param = /^(\/\S+)\/\{(\w+)\}$/.exec(bare);
    if (!param) throw new Error(`Unparsed §2.4 item: '${item}'`);
    return [`${param[1] ?? ''}/:${param[2] ?? ''}${optional ? '?' : ''}`];
  });
}

function shellPaths(text: string): string[] {
  const home = /at '(\/)'/.exec(text)?.[1];
  const named = [...text.matchAll(/(?<![\w'/])(\/[A-Za-z][\w/]*)/g)].map((m) => m[1] ?? '');
  return [...(home === undefined ? [] : [home]), ...named];
}

/** Every path the spec lists in §2.1 (shell), §2.2, §2.3 and §2.4, in table syntax. */
export function specRoutePaths(): string[] {
  const spec = readSpec();
  const top = [...section(spec, '2.2').matchAll(/(\/[A-Za-z]\w*)[,.]/g)].map((m) => m[1] ?? '');
  const deep = bullets(section(spec, '2.3')).flatMap(expandDeepBullet);
  const params = bullets(section(spec, '2.4')).flatMap(expandParamBullet);
  return [...shellPaths(section(spec, '2.1')), ...top, ...deep, ...params];
}
