import { createRequire } from 'node:module';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import { Mutex, PGlite, messages, protocol, type Transaction } from '@electric-sql/pglite';
import { answerFirst } from '@/lib/server/perf/answers-first';
import { LOWER_THIS_THREAD } from '@/lib/server/perf/helper-threads';

/**
 * PGlite (PostgreSQL compiled to WebAssembly) on a thread of its own. In the portal's process it ran
 * on the main thread, where every page is rendered: under load, a sixth of that thread went into
 * PostgreSQL itself, and a long query (a report, a wide part search) held up every page meanwhile.
 * Here the database runs on a worker and the main thread only writes protocol messages and reads
 * the answers, as it would with a PostgreSQL server on a socket.
 *
 * The class is PGlite's own base class (the query, exec, transaction and describe logic PGlite and
 * its browser worker client share) with the few calls that touch the database carried across:
 * each protocol message goes to the worker as bytes, and its answer comes back read into PostgreSQL's
 * messages (or as bytes, for the raw calls).
 * The locks are PGlite's (a query, a transaction and LISTEN each hold theirs), taken on this side,
 * so the one connection is used exactly as before. Only what the portal uses exists beyond
 * PGlite's base: `close`, `closed`, `listen`, `unlisten`, `onNotification` (no dumps, no blobs).
 */

// The worker's code (evaluated, so the built server needs no file of its own): PGlite's CommonJS
// build, resolved on this side so that the worker finds the same package; its thread runs below the main
// thread's priority (helper-threads.ts).
const WORKER_SOURCE = `
${LOWER_THIS_THREAD}
const { workerData } = require('node:worker_threads');
const parentPort = workerData.port;
const { PGlite, protocol } = require(workerData.pglite);
const { pg_trgm } = require(workerData.pgTrgm);
let db = null;
const failed = (error) => String((error && error.stack) || error);
PGlite.create({ dataDir: workerData.dataDir, extensions: { pg_trgm } }).then(
  (created) => { db = created; parentPort.postMessage({ id: 0 }); },
  (error) => parentPort.postMessage({ id: 0, error: failed(error) }),
);
// A message as it can cross: an error's or notice's text is its own (not enumerable) property.
const plain = (message) => (message instanceof Error ? { ...message, message: message.message } : message);
parentPort.on('message', async ({ id, op, message }) => {
  try {
    if (op === 'close') {
      await db.close();
      parentPort.postMessage({ id });
      return;
    }
    // The answer's pieces are views into PostgreSQL's memory: copied as they come.
    const pieces = [];
    let size = 0;
    await db.execProtocolRawStream(message, { syncToFs: false, onRawData: (bytes) => { pieces.push(bytes.slice()); size += bytes.length; } });
    let data = pieces.length === 1 ? pieces[0] : new Uint8Array(size);
    if (pieces.length !== 1) { let at = 0; for (const piece of pieces) { data.set(piece, at); at += piece.length; } }
    if (op === 'parse') {
      // Read into PostgreSQL's messages here (the text of every field decoded), the main thread's work spared.
      const messages = [];
      new protocol.Parser().parse(data, (parsed) => messages.push(plain(parsed)));
      parentPort.postMessage({ id, messages });
      return;
    }
    parentPort.postMessage({ id, data }, [data.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: failed(error) });
  }
});
`;

type BackendMessage = { name: string };
type ExecOptions = { syncToFs?: boolean; throwOnError?: boolean; onNotice?: (notice: messages.NoticeMessage) => void };
type Answer = { id: number; data?: Uint8Array; messages?: BackendMessage[]; error?: string };
type Waiting = { resolve: (answer: Answer) => void; reject: (error: Error) => void };

// PGlite's base class: PGlite extends it, and the package does not export it by name.
const PGliteBase = Object.getPrototypeOf(PGlite) as abstract new () => PGlite;

/** A channel name as PostgreSQL folds it (unquoted names are lower-cased), as PGlite keys its listeners. */
function postgresName(channel: string): string {
  return channel.startsWith('"') && channel.endsWith('"') ? channel.slice(1, -1) : channel.toLowerCase();
}

export class PGliteThread extends PGliteBase {
  override debug = 0 as const;
  override readonly waitReady: Promise<void>;
  readonly #worker: Worker;
  readonly #port: MessagePort;
  readonly #unregister: () => void;
  readonly #waiting = new Map<number, Waiting>();
  #next = 0;
  #started = false;
  #closing = false;
  #closed = false;
  #broken: Error | null = null;
  readonly #queryMutex = new Mutex();
  readonly #transactionMutex = new Mutex();
  readonly #listenMutex = new Mutex();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  readonly #everyListener = new Set<(channel: string, payload: string) => void>();
  readonly #up: Promise<void>;

  /** Opens (creating when new) the database in `dataDir` on a new worker, with pg_trgm. */
  static async open(dataDir: string): Promise<PGliteThread> {
    const db = new PGliteThread(dataDir);
    try {
      await db.waitReady;
    } catch (error) {
      await db.#end();
      throw error;
    }
    return db;
  }

  private constructor(dataDir: string) {
    super();
    const require = createRequire(import.meta.url);
    const { port1, port2 } = new MessageChannel();
    this.#port = port1;
    this.#worker = new Worker(WORKER_SOURCE, {
      eval: true,
      name: 'apps-pglite',
      workerData: {
        dataDir,
        port: port2,
        pglite: require.resolve('@electric-sql/pglite'),
        pgTrgm: require.resolve('@electric-sql/pglite/contrib/pg_trgm'),
      },
      transferList: [port2],
    });
    // Answers are taken before the next request is started on (answers-first.ts).
    this.#unregister = answerFirst(this.#port, (answer) => this.#answered(answer as Answer));
    const fail = (error: Error) => {
      // Stopped while open (PostgreSQL aborted, out of memory): every query from now on fails with this.
      if (!this.#closed && !this.#broken) console.error(`[db] ${error.message}: the database is unavailable until the portal restarts`);
      this.#broken ??= error;
      for (const waiting of this.#waiting.values()) waiting.reject(error);
      this.#waiting.clear();
    };
    this.#worker.on('error', fail);
    this.#worker.on('exit', (code) => fail(new Error(`PGlite's thread stopped (exit code ${code})`)));
    this.#up = this.#call(0, { op: 'open' }).then(() => {
      this.#started = true;
    });
    // As PGlite's own start ends: the array types' parsers and serializers, read from the database.
    this.waitReady = this.#up.then(() => this._initArrayTypes());
  }

  #answered(answer: Answer): void {
    const { id, error } = answer;
    const waiting = this.#waiting.get(id);
    this.#waiting.delete(id);
    // Idle, the thread keeps nothing alive (a script that forgot to close may still exit).
    if (this.#waiting.size === 0) this.#idle(true);
    if (!waiting) return;
    if (error !== undefined) waiting.reject(new Error(`PGlite: ${error}`));
    else waiting.resolve(answer);
  }

  #idle(idle: boolean): void {
    for (const handle of [this.#worker, this.#port]) {
      if (idle) handle.unref();
      else handle.ref();
    }
  }

  /** Sends one request to the worker (id 0 is its start) and waits for its answer. */
  #call(id: number, request: { op: 'open' | 'close' | 'raw' | 'parse'; message?: Uint8Array }): Promise<Answer> {
    if (this.#broken) return Promise.reject(this.#broken);
    return new Promise<Answer>((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#idle(false);
      if (id !== 0) this.#port.postMessage({ id, ...request });
    });
  }

  override async _checkReady(): Promise<void> {
    if (this.#closing) throw new Error('PGlite is closing');
    if (this.#closed) throw new Error('PGlite is closed');
    if (!this.#started) await this.#up;
  }

  override get closed(): boolean {
    return this.#closed;
  }

  override async execProtocolRaw(message: Uint8Array): Promise<Uint8Array> {
    return (await this.#call((this.#next += 1), { op: 'raw', message })).data ?? new Uint8Array(0);
  }

  override async execProtocolRawStream(message: Uint8Array, { onRawData }: { onRawData: (data: Uint8Array) => void }): Promise<void> {
    onRawData(await this.execProtocolRaw(message));
  }

  override async execProtocolStream(message: Uint8Array, options: ExecOptions = {}): Promise<never[]> {
    // Read into messages on the worker: decoding every field's text was a fifth of the database's cost here.
    const { messages: read = [] } = await this.#call((this.#next += 1), { op: 'parse', message });
    return this.#passOn(read, options) as never[];
  }

  override async execProtocol(message: Uint8Array, options: ExecOptions = {}): Promise<{ messages: never[]; data: Uint8Array }> {
    const data = await this.execProtocolRaw(message);
    // A whole answer each time: a parser of its own keeps nothing from one answer to the next.
    const read: BackendMessage[] = [];
    new protocol.Parser().parse(data, (msg: BackendMessage) => read.push(msg));
    return { messages: this.#passOn(read, options) as never[], data };
  }

  /**
   * A message's answer handled as PGlite handles it: the first database error kept (and thrown), notices and
   * notifications passed on. Messages read on the worker arrive as plain objects: errors and notices are made
   * PGlite's own classes again (callers test `instanceof DatabaseError`).
   */
  #passOn(read: BackendMessage[], { throwOnError = true, onNotice }: ExecOptions): BackendMessage[] {
    const answered: BackendMessage[] = [];
    let failure: messages.DatabaseError | null = null;
    for (const msg of read) {
      if (failure) break;
      if (msg.name === 'error') {
        const error = msg instanceof messages.DatabaseError ? msg : Object.assign(new messages.DatabaseError('', 0, 'error'), msg);
        if (throwOnError) failure = error;
        answered.push(error);
        continue;
      }
      if (msg.name === 'notice') {
        const notice = msg instanceof messages.NoticeMessage ? msg : Object.assign(new messages.NoticeMessage(0, undefined), msg);
        onNotice?.(notice);
        answered.push(notice);
        continue;
      }
      if (msg.name === 'notification') {
        const { channel, payload } = msg as messages.NotificationResponseMessage;
        for (const listener of this.#listeners.get(channel) ?? []) queueMicrotask(() => listener(payload));
        for (const listener of this.#everyListener) queueMicrotask(() => listener(channel, payload));
      }
      answered.push(msg);
    }
    if (failure) throw failure;
    return answered;
  }

  /**
   * One message that needs the database for itself alone and leaves it as it found it (a simple query outside
   * any transaction): sent at once when no query or transaction holds the database, else after them. The
   * thread runs messages in the order they were sent, so a transaction begun later runs after it, and a
   * page's queries made together go across together rather than each waiting for the main thread's next turn.
   */
  async sendInTurn(message: Uint8Array): Promise<never[]> {
    await this._checkReady();
    const send = () => this.execProtocolStream(message);
    if (!this.#queryMutex.isLocked() && !this.#transactionMutex.isLocked()) return send();
    return this._runExclusiveTransaction(() => this._runExclusiveQuery(send));
  }

  // The data directory is on disk and PostgreSQL writes its own files: nothing to copy anywhere.
  override async syncToFs(): Promise<void> {}

  override async _handleBlob(blob?: Blob): Promise<void> {
    if (blob) throw new Error('PGlite on a thread takes no files (COPY FROM a blob)');
  }

  override async _getWrittenBlob(): Promise<undefined> {
    return undefined;
  }

  override async _cleanupBlob(): Promise<void> {}

  override _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return this.#queryMutex.runExclusive(fn);
  }

  override _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return this.#transactionMutex.runExclusive(fn);
  }

  override async listen(
    channel: string,
    callback: (payload: string) => void,
    tx?: Transaction,
  ): Promise<(tx?: Transaction) => Promise<void>> {
    return this.#listenMutex.runExclusive(async () => {
      const name = postgresName(channel);
      const listeners = this.#listeners.get(name) ?? new Set();
      this.#listeners.set(name, listeners.add(callback));
      try {
        await (tx ?? this).exec(`LISTEN ${channel}`);
      } catch (error) {
        listeners.delete(callback);
        if (listeners.size === 0) this.#listeners.delete(name);
        throw error;
      }
      return (unlistenTx?: Transaction) => this.unlisten(name, callback, unlistenTx);
    });
  }

  override async unlisten(channel: string, callback?: (payload: string) => void, tx?: Transaction): Promise<void> {
    return this.#listenMutex.runExclusive(async () => {
      const name = postgresName(channel);
      if (callback) {
        const listeners = this.#listeners.get(name);
        listeners?.delete(callback);
        if (listeners?.size !== 0) return;
      }
      await (tx ?? this).exec(`UNLISTEN ${channel}`);
      // Another listener may have come while UNLISTEN ran.
      if (this.#listeners.get(name)?.size === 0) this.#listeners.delete(name);
    });
  }

  override onNotification(callback: (channel: string, payload: string) => void): () => void {
    this.#everyListener.add(callback);
    return () => this.#everyListener.delete(callback);
  }

  override offNotification(callback: (channel: string, payload: string) => void): void {
    this.#everyListener.delete(callback);
  }

  /** Waits for the queries and transactions under way, closes the database (PostgreSQL shuts down cleanly) and ends the thread. */
  override async close(): Promise<void> {
    await this._checkReady();
    await this.#transactionMutex.runExclusive(() =>
      this.#queryMutex.runExclusive(async () => {
        await this._checkReady();
        this.#closing = true;
      }),
    );
    try {
      await this.#call((this.#next += 1), { op: 'close' });
    } finally {
      this.#closed = true;
      this.#closing = false;
      await this.#end();
    }
  }

  /** Ends the thread and lets go of its port. */
  async #end(): Promise<void> {
    this.#unregister();
    this.#port.close();
    await this.#worker.terminate();
  }
}
