/**
 * An island's props as Astro writes them into the page (its `props` attribute and the hash its `uid` is
 * made from), with the props that never change (a language's texts) serialized, escaped and hashed once.
 *
 * Astro serializes an island's props on every render, escapes the whole text for the attribute and
 * hashes it with the island's markup: for an island handed its feature's texts (13-19 KB) that was a
 * quarter of the page's time on the server, every time for the same words. A value marked with
 * `constantProp` (deeply frozen, so it cannot change under its kept text) is done once; the rest of the
 * props, a few small values, as before. The answers are Astro's own, character for character: escaping
 * is one character at a time, and Astro's hash (31 * hash + character, in 32 bits) of a text is the
 * hash of its start carried on through the rest. Used by the build's change of Astro's serializer
 * (scripts/build/astro-render-costs.mjs, CONSTANT_PROPS).
 */

/** The objects marked constant, each with everything reachable from it. */
const CONSTANTS = new WeakSet<object>();

/**
 * Marks a value handed to islands as never changing: it and everything in it are frozen (a change would
 * throw) and serialized once. Answers the value itself.
 * @example export const RESOURCES = constantProp({ en: ..., es: ... });
 */
export function constantProp<T extends object>(value: T): T {
  const visit = (v: unknown) => {
    if (v === null || typeof v !== 'object' || CONSTANTS.has(v)) return;
    Object.freeze(v);
    CONSTANTS.add(v);
    for (const child of Object.values(v)) visit(child);
  };
  visit(value);
  return value;
}

/**
 * A constant made once for each key (a language's texts for an island), on first use.
 * @example const textsOf = constantPer((lang: Language) => ({ ...RESOURCES[lang].materials, lang })); textsOf('es')
 */
export function constantPer<K, T extends object>(make: (key: K) => T): (key: K) => T {
  const made = new Map<K, T>();
  return (key) => {
    let value = made.get(key);
    if (!value) made.set(key, (value = constantProp(make(key))));
    return value;
  };
}

/** Whether `value` was marked with `constantProp`. */
export function isConstantProp(value: unknown): boolean {
  return value !== null && typeof value === 'object' && CONSTANTS.has(value);
}

/** A text's JSON, that JSON escaped for an attribute, and Astro's hash of it with 31^length (to carry a hash on through it). */
export interface SerializedText {
  json: string;
  escaped: string;
  hash: number;
  power: number;
}

/**
 * Astro's hash (shorthash.js's `bitwise`) of `text` continued from `hash`, the hash of what came before it.
 * @example hashOnFrom(hashOnFrom(0, 'ab'), 'c') === hashOnFrom(0, 'abc')
 */
export function hashOnFrom(hash: number, text: string): number {
  let h = hash;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return h;
}

/** 31 to the power `length`, in 32 bits: what a hash is multiplied by when `length` characters follow it. */
function powerOf31(length: number): number {
  let result = 1;
  let base = 31;
  for (let n = length; n > 0; n >>>= 1) {
    if (n & 1) result = Math.imul(result, base);
    base = Math.imul(base, base);
  }
  return result;
}

/** `text` with its escaped form and hash. */
function serializedText(json: string, escape: (text: string) => string): SerializedText {
  return { json, escaped: escape(json), hash: hashOnFrom(0, json), power: powerOf31(json.length) };
}

/** The hash of `a` followed by `b`, from the hash of `a` and `b`'s hash and power. */
function carry(hash: number, next: { hash: number; power: number }): number {
  return (Math.imul(hash, next.power) + next.hash) | 0;
}

// A constant's serialized text, per escape function (one in the server; a test may bring its own).
const kept = new WeakMap<object, Map<unknown, SerializedText>>();

/**
 * The props as `JSON.stringify(serializeObject(props))` writes them, with their escaped form and hash;
 * `convert` is Astro's `convertToSerializedForm` (given the cyclic-reference guard of the props object),
 * `escape` the escape of attribute values.
 */
export function serializeIslandProps(
  props: Record<string, unknown>,
  convert: (value: unknown, parents: WeakSet<object>) => unknown,
  escape: (text: string) => string,
): SerializedText {
  const parents = new WeakSet<object>([props]);
  const pieces: SerializedText[] = [];
  const entries = Object.entries(props);
  for (let i = 0; i < entries.length; i++) {
    const [key, value] = entries[i]!;
    pieces.push(serializedText(`${i === 0 ? '{' : ','}${JSON.stringify(key)}:`, escape));
    if (isConstantProp(value)) {
      const object = value as object;
      let byEscape = kept.get(object);
      if (!byEscape) kept.set(object, (byEscape = new Map()));
      let text = byEscape.get(escape);
      if (!text) byEscape.set(escape, (text = serializedText(JSON.stringify(convert(value, parents)), escape)));
      pieces.push(text);
    } else {
      pieces.push(serializedText(JSON.stringify(convert(value, parents)), escape));
    }
  }
  pieces.push(serializedText(entries.length === 0 ? '{}' : '}', escape));
  let hash = 0;
  let power = 1;
  for (const piece of pieces) {
    hash = carry(hash, piece);
    power = Math.imul(power, piece.power);
  }
  return { json: pieces.map((p) => p.json).join(''), escaped: pieces.map((p) => p.escaped).join(''), hash, power };
}

const LETTERS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXY';

/**
 * A hash written in letters as Astro's shorthash writes it.
 * @example hashInLetters(hashOnFrom(0, text)) === shorthash(text)
 */
export function hashInLetters(hash: number): string {
  let n = Math.abs(hash);
  let out = '';
  while (n >= LETTERS.length) {
    out = LETTERS[n % LETTERS.length] + out;
    n = Math.floor(n / LETTERS.length);
  }
  if (n > 0) out = LETTERS[n] + out;
  return (hash < 0 ? 'Z' : '') + out;
}

/**
 * Astro's hash of `before` followed by the serialized props (its `astroId`, before it is written in letters).
 * @example islandHash(`<!--default:/x-->\n${html}\n`, serialized) === hashOnFrom(0, `<!--default:/x-->\n${html}\n${serialized.json}`)
 */
export function islandHash(before: string, serialized: SerializedText): number {
  return carry(hashOnFrom(0, before), serialized);
}
