import type { Database } from './db/database';
import type { Feature } from './feature';

/** The running timers of the features' jobs. */
export interface FeatureJobs {
  stop(): Promise<void>;
}

/**
 * Runs every feature's jobs once now and then every `everyMs`, one run of a job at a time; a run that
 * fails is logged and tried again at its next turn. Jobs must be idempotent: two server instances run them too.
 */
export function startFeatureJobs(db: Database, features: readonly Feature[]): FeatureJobs {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  for (const feature of features) {
    for (const job of feature.jobs ?? []) {
      let busy = false;
      const tick = () => {
        if (busy) return;
        busy = true;
        const run = job
          .run(db, new Date())
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
