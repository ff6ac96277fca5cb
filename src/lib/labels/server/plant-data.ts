import type { JsonCall } from '@/lib/api/json-call';
import type { PlantBin, PlantDataSource, PlantJob, PlantPart } from '@/lib/labels/fill';
import type { BinStock, JobDetail, Part } from '@/lib/plant-data/schemas';

/** Any answer but data (404 before the materials calls exist, 404 for an unknown number, a failure): null. */
async function orNull<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch {
    return null;
  }
}

/**
 * The plant data of the company API (the materials calls `GET /v1/Jobs/{jobNum}`, `GET /v1/Parts/{partNum}`,
 * `GET /v1/Parts/{partNum}/Bins`), as the signed-in user; where a call is missing or fails, labels are typed by hand.
 */
export function apiPlantData(call: JsonCall, options: { plant?: string | undefined } = {}): PlantDataSource {
  const e = encodeURIComponent;
  return {
    job: (jobNum) =>
      orNull(async (): Promise<PlantJob> => {
        const job = await call<JobDetail>('GET', `Jobs/${e(jobNum)}`);
        const top = job.assemblies.find((a) => a.assemblySeq === 0) ?? job.assemblies[0];
        return { ...job, operations: top?.operations ?? [] };
      }),
    part: (partNum) => orNull(async (): Promise<PlantPart> => call<Part>('GET', `Parts/${e(partNum)}`)),
    bin: (partNum) =>
      orNull(async (): Promise<PlantBin | null> => {
        const bins = await call<BinStock[]>('GET', `Parts/${e(partNum)}/Bins`, options.plant ? { plant: options.plant } : {});
        return bins[0] ?? null;
      }),
  };
}
