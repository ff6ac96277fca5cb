import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from './db/database';
import type { Feature } from './feature';
import { runUnderLease } from './jobs/lease';

/** How long a run may hold its job before another instance may take it over (a run that crashed its server). */
const LEASE_MS = 15 * 60_000;

/** The running timers of the features' jobs. */
export interface FeatureJobs {
  stop(): Promise<void>;
}

/**
 * Runs every feature's jobs once now and then every `everyMs`, one run of a job at a time; a run that
 * fails is logged and tried again at its next turn. With `lease` (the default) a run first claims the
 * job's lease in the database (src/lib/server/jobs/lease.ts), so of several instances one runs it per turn (its lease kept for 90 % of the interval: a timer running a little early still finds it free).
 */
export function startFeatureJobs(db: Database, features: readonly Feature[], options: { lease?: boolean } = {}): FeatureJobs {
  const holder = `${hostname()}:${process.pid}:${randomUUID()}`;
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  for (const feature of features) {
    for (const job of feature.jobs ?? []) {
      let busy = false;
      const tick = () => {
        if (busy) return;
        busy = true;
        const once = () => job.run(db, new Date());
        const leased =
          options.lease === false ? once() : runUnderLease(db, `${feature.name}/${job.name}`, holder, LEASE_MS, once, job.everyMs * 0.9);
        const run = leased
          .catch((error: unknown) => console.error(`job ${feature.name}/${job.name} failed`, error))
          .finally(() => {
            busy = false;
            running.delete(run);
          });
        running.add(run);
      };
      tick();
      const timer = setInterval(tick, job.everyMs);
      timer.unref();
      timers.push(timer);
    }
  }
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running);
    },
  };
}
