/** The plant data's fixed values, without zod, so islands import them without the validator. */

/** Job statuses (spec §4 job status prompts). */
export const JOB_STATUSES = ['not started', 'in progress', 'complete'] as const;
/** A job status. */
export type JobStatus = (typeof JOB_STATUSES)[number];
