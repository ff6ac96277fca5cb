import { describe, expect, it } from 'vitest';
import type { Database } from './db/database';
import { startFeatureJobs } from './feature-jobs';
import { defineFeature } from './feature';

describe('startFeatureJobs', () => {
  it('runs a job at start and at its interval, never two runs of it at once, and waits for a run when stopped', async () => {
    let runs = 0;
    let inFlight = 0;
    let overlapped = false;
    const feature = defineFeature({
      name: 'probe',
      jobs: [
        {
          name: 'slow',
          everyMs: 5,
          run: async () => {
            inFlight++;
            if (inFlight > 1) overlapped = true;
            await new Promise((resolve) => setTimeout(resolve, 30));
            runs++;
            inFlight--;
          },
        },
      ],
    });
    const jobs = startFeatureJobs({} as Database, [feature]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await jobs.stop();
    const stopped = runs;
    expect(stopped).toBeGreaterThanOrEqual(2);
    expect(overlapped).toBe(false);
    expect(inFlight).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(stopped);
  });
});
