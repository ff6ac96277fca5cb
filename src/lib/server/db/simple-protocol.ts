import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * PGlite answers a query with parameters through PostgreSQL's extended protocol: parse, describe,
 * bind, describe, execute and sync, six trips into WebAssembly, each with its messages written and
 * read in JavaScript. The simple protocol takes two (query, sync). A page's reads are small indexed
 * queries, for which those trips cost more than the query itself (a weld leak list of 25 rows and
 * its Pareto: about 8 of a page's 17 ms of CPU). So a query's values are written into its text as
 * quoted SQL literals and it is sent as one simple query.
 *
 * A quoted literal is a constant of type 'unknown', as a parameter sent without a type is, so
 * PostgreSQL infers the same type from the same place ('5' where an integer is wanted is 5, as $1
 * with the text 5 is), and the value's text is what PGlite would have sent for it (a boolean as
 * t or f). A value of any other kind (a Date, bytes, an array, a bigint), a dollar-quoted or
 * E'' string in the text, or a count of placeholders that does not match the values keeps the
 * extended protocol. Transactions keep it too: their queries go through PGlite's transaction object.
 */

/**
 * A value as a quoted SQL literal, or undefined when it is of a kind that is not written so.
 * standard_conforming_strings is on (PostgreSQL 9.1 and later): a backslash is a plain character,
 * and doubling the quote is all the escaping a literal needs.
 * @example quoted("O'Brien") // "'O''Brien'"
 * @example quoted(25) // "'25'"
 */
export function quoted(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? "'t'" : "'f'";
  if (typeof value === 'number') return Number.isFinite(value) ? `'${String(value)}'` : undefined;
  if (typeof value !== 'string' || value.includes('\0')) return undefined;
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * The statement with each `$n` outside quotes and comments replaced by `write(n)`; null when the text
 * holds a dollar-quoted or E'' string (whose ends this does not read), more than one statement, or
 * `write` answers undefined.
 * @example replacePlaceholders('select $1, \'$2\'', (n) => `:${n}`) // "select :1, '$2'"
 */
export function replacePlaceholders(text: string, write: (n: number) => string | undefined): string | null {
  let out = '';
  let from = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === "'" || c === '"') {
      if (c === "'" && /[eE]/.test(text[i - 1] ?? '') && !/[\w$]/.test(text[i - 2] ?? '')) return null;
      const end = text.indexOf(c, i + 1);
      if (end < 0) return null;
      i = end + 1;
      // A doubled quote inside a literal or an identifier is the next character of it.
      continue;
    }
    if (c === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end + 1;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) return null;
      i = end + 2;
      continue;
    }
    if (c === ';') {
      // A second statement would run in the simple protocol where the extended one refuses it.
      if (text.slice(i + 1).trim() !== '') return null;
      i += 1;
      continue;
    }
    if (c === '$') {
      // $n (not part of a word, as in a$1) is a placeholder; any other $ may open a dollar-quoted string.
      const digits = /^\d+/.exec(text.slice(i + 1, i + 12))?.[0];
      if (!digits || /[\w$]/.test(text[i - 1] ?? '')) return null;
      const written = write(Number(digits));
      if (written === undefined) return null;
      out += text.slice(from, i) + written;
      i += 1 + digits.length;
      from = i;
      continue;
    }
    i += 1;
  }
  return out + text.slice(from);
}

/**
 * The statement with its values written in as quoted literals, or null when it must keep its parameters.
 * @example inlineParams('select * from plants where plant_id = $1 limit $2', ['SH', 25]) // "select * from plants where plant_id = 'SH' limit '25'"
 */
export function inlineParams(text: string, params: readonly unknown[]): string | null {
  const used = new Set<number>();
  const inline = replacePlaceholders(text, (n) => {
    if (n < 1 || n > params.length) return undefined;
    used.add(n);
    return quoted(params[n - 1]);
  });
  return inline !== null && used.size === params.length ? inline : null;
}

/** The options of a query that the simple path keeps; any other (bytes, types or serializers of its own) keeps the extended protocol. */
const SIMPLE_OPTIONS = new Set(['rowMode', 'parsers']);

/**
 * Sends the queries made on `client` itself (not in a transaction) through the simple protocol when
 * their values can be written in (see above). `defaultParsers` are the oids whose parsers the client
 * already has as a query's options would set them (drizzle passes the same few on every query, and
 * passing any makes PGlite copy its whole table of parsers), so those options are dropped.
 */
export function querySimply(client: PGlite, defaultParsers: ReadonlySet<number>): void {
  const extended = client.query.bind(client);
  const query = async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    const keys = options ? Object.keys(options) : [];
    const parsers = options?.parsers ? Object.keys(options.parsers) : [];
    const simple =
      keys.every((k) => SIMPLE_OPTIONS.has(k)) && parsers.every((oid) => defaultParsers.has(Number(oid)))
        ? inlineParams(text, params ?? [])
        : null;
    if (simple === null) return extended<T>(text, params, options);
    const results = await simpleQuery(client, simple, options?.rowMode ? { rowMode: options.rowMode } : undefined);
    if (results.length !== 1) throw new Error(`One statement was sent and ${results.length} answered: ${text.slice(0, 80)}`);
    return results[0] as Results<T>;
  };
  client.query = query as PGlite['query'];
}

/**
 * What of PGlite the one-message calls here and `pgliteAlone` use: its public `execProtocolStream` (as
 * its `exec` sends), `runExclusive`, and the transaction lock its `transaction()` takes.
 */
export interface ProtocolClient {
  parsers: PGlite['parsers'];
  execProtocolStream: PGlite['execProtocolStream'];
  runExclusive: PGlite['runExclusive'];
  _runExclusiveTransaction?<T>(fn: () => Promise<T>): Promise<T>;
  /** PGlite on a thread (pglite-thread.ts): a simple query sent without taking the locks when nothing holds them. */
  sendInTurn?(message: Uint8Array): ReturnType<PGlite['execProtocolStream']>;
}

/** The database held alone while `work` runs, with both locks PGlite's exec and transaction take; null when `client` has no such locks (a transaction's). */
export function aloneOn(client: ProtocolClient): (<T>(work: () => Promise<T>) => Promise<T>) | null {
  const transactionLock = client._runExclusiveTransaction?.bind(client);
  if (!transactionLock || typeof client.execProtocolStream !== 'function') return null;
  return (work) => transactionLock(() => client.runExclusive(work));
}

/** One simple-protocol message (statements separated by ;) sent into PostgreSQL: the messages it answers. Call it holding the database. */
export function sendQuery(client: ProtocolClient, text: string): ReturnType<PGlite['execProtocolStream']> {
  return client.execProtocolStream(protocol.serialize.query(text), { syncToFs: false });
}

/**
 * PGlite's `exec`, in one trip into PostgreSQL: its exec sends a Sync after the simple query, a
 * second trip that a simple query does not need (PostgreSQL ends one, failed or not, ready for the
 * next). The portal's database (PGlite on its thread) sends it in turn with the other callers'
 * (`sendInTurn`); a transaction's queries go through its own exec. The syncing of files exec does
 * after is nothing on a data directory on disk (PostgreSQL writes its files itself), as here.
 */
export async function simpleQuery(client: PGlite, text: string, options?: QueryOptions): Promise<Results[]> {
  const c = client as unknown as ProtocolClient;
  if (!c.sendInTurn) return client.exec(text, options);
  return parse.parseResults(await c.sendInTurn(protocol.serialize.query(text)), c.parsers, options);
}
