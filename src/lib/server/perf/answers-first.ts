import { receiveMessageOnPort, type MessagePort } from 'node:worker_threads';

/**
 * The portal's worker threads (the database, the compressor) answer the main thread through message
 * ports, and an answer is handled on the main thread's next turn of its event loop. Under load a turn
 * renders every request that came in meanwhile, each up to its first wait, so a page that only needed
 * its database rows or its compressed bytes waited behind pages that had just started: the portal
 * answered nothing for 100-140 ms at a time, and a page with four queries waited four turns.
 *
 * Each port is registered here, and the server takes every answer that has arrived before it starts
 * a new request (`takeAnswers`, called by in-order.ts), so pages already under way go on first.
 *
 * The list is kept on globalThis: the built server's outer handler and the pages' middleware are two
 * bundles, each with its own copy of this module.
 */

type Port = { port: MessagePort; take: (message: unknown) => void };

const KEY = Symbol.for('apps.perf.answers-first');
const ports = ((globalThis as { [KEY]?: Set<Port> })[KEY] ??= new Set<Port>());

/** Registers a port whose messages `take` handles (also given to port.on('message')); answers the function that unregisters it. */
export function answerFirst(port: MessagePort, take: (message: unknown) => void): () => void {
  const entry = { port, take };
  ports.add(entry);
  port.on('message', take);
  return () => {
    ports.delete(entry);
    port.off('message', take);
  };
}

/** Handles every message that has arrived on the registered ports and not been handled yet. */
export function takeAnswers(): void {
  for (const { port, take } of ports) {
    for (let answer = receiveMessageOnPort(port); answer; answer = receiveMessageOnPort(port)) take(answer.message);
  }
}
