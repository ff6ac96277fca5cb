import { z } from 'zod';
import { K_RANGE, TEST_NUMBERS, type TestNumber } from './rules';
import { CHART_KINDS, CHART_TYPES } from './types';

/**
 * The SPC contract, shared by the embedded API (which validates with it) and the screens and islands
 * (which type their calls with it). Plain zod: no server code, safe in the browser.
 */

/** The sub-application that creates and changes characteristics and freezes their limits. */
export const SPC_MANAGER = 'Inspections_Manager';
/** The application every SPC call needs. */
export const SPC_APP = '/Inspections';

const finite = z.number({ message: 'must be a number' }).finite({ message: 'must be a number' });

/** One test that is on, with its K inside the test's range. */
export const testSettingSchema = z
  .object({
    test: z.union(TEST_NUMBERS.map((n) => z.literal(n)) as [z.ZodLiteral<TestNumber>, ...z.ZodLiteral<TestNumber>[]]),
    k: z.number().int(),
  })
  .superRefine((t, ctx) => {
    const [lo, hi] = K_RANGE[t.test];
    if (t.k < lo || t.k > hi)
      ctx.addIssue({
        code: 'custom',
        path: ['k'],
        message: `K of test ${t.test} must be from ${lo} to ${hi}`,
        params: { code: 'k-range', values: { test: t.test, min: lo, max: hi } },
      });
  });

/** The tests of a characteristic: at most one setting per test. */
export const testsSchema = z
  .array(testSettingSchema)
  .max(8)
  .superRefine((tests, ctx) => {
    if (new Set(tests.map((t) => t.test)).size !== tests.length)
      ctx.addIssue({ code: 'custom', message: 'names a test twice', params: { code: 'test-twice' } });
  });

/** Body of PUT /v1/SPC/Characteristics/{id}/Tests: the tests that are on with their K, and why they change. */
export const testsInputSchema = z.object({
  tests: testsSchema,
  reason: z.string().trim().min(3, { message: 'must say why, in at least 3 characters' }).max(200),
});
/** A change of tests as sent. */
export type TestsInput = z.infer<typeof testsInputSchema>;

/** Answer of GET and PUT /v1/SPC/Characteristics/{id}/Tests: the tests now and every change, newest first. */
export const testsAnswerSchema = z.object({
  tests: z.array(testSettingSchema),
  history: z.array(
    z.object({
      previous: z.array(testSettingSchema),
      tests: z.array(testSettingSchema),
      reason: z.string(),
      by: z.string(),
      at: z.string(),
    }),
  ),
});
/** A characteristic's tests and their history. */
export type TestsAnswer = z.infer<typeof testsAnswerSchema>;

/** Body of POST /v1/SPC/Characteristics (the contract of the issue, plus optional plant, operation and frequency). */
export const characteristicInputSchema = z
  .object({
    name: z.string().trim().min(1, { message: 'must not be empty' }).max(80),
    partNum: z
      .string()
      .trim()
      .min(1, { message: 'must not be empty' })
      .max(40)
      .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, { message: 'letters, digits, . _ / and - only' }),
    operation: z.number().int().min(1).max(9999).default(10),
    plant: z.string().trim().min(1).max(20).optional(),
    unit: z.string().trim().max(12).default(''),
    nominal: finite.nullable().default(null),
    lsl: finite.nullable().default(null),
    usl: finite.nullable().default(null),
    subgroupSize: z.number().int().min(1, { message: 'must be from 1 to 25' }).max(25, { message: 'must be from 1 to 25' }),
    frequency: z.string().trim().max(40).default(''),
    chartType: z.enum(CHART_TYPES, { message: `must be one of ${CHART_TYPES.join(', ')}` }),
    tests: testsSchema.optional(),
  })
  .superRefine((c, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (c.lsl !== null && c.usl !== null && c.lsl >= c.usl) issue('usl', 'must be above the lower specification limit');
    if (c.chartType === 'imr' && c.subgroupSize !== 1) issue('subgroupSize', 'must be 1 for an individuals chart');
    if (c.chartType === 'xbar-r' && (c.subgroupSize < 2 || c.subgroupSize > 10))
      issue('subgroupSize', 'must be from 2 to 10 for X-bar and R');
    if (c.chartType === 'xbar-s' && c.subgroupSize < 2) issue('subgroupSize', 'must be from 2 to 25 for X-bar and S');
  });
/** A new characteristic as sent (before defaults). */
export type CharacteristicInput = z.input<typeof characteristicInputSchema>;

/** When a subgroup was taken: an ISO time, not in the future (an offline reading keeps its own). */
const takenAt = z.iso.datetime({ offset: true, message: 'must be a date and time such as 2026-03-01T08:00:00Z' }).optional();

/** Body of POST /v1/SPC/Characteristics/{id}/Subgroups: readings, or a count in a sample. */
export const subgroupInputSchema = z.union([
  z.object({ readings: z.array(finite).min(1, { message: 'must hold at least one reading' }).max(25), takenAt }),
  z.object({ count: z.number().int().min(0), sampleSize: z.number().positive().max(1_000_000), takenAt }),
]);
/** A subgroup as sent. */
export type SubgroupInput = z.infer<typeof subgroupInputSchema>;

/** Body of POST /v1/SPC/Subgroups/{id}/Corrections: the corrected values and why. */
export const correctionInputSchema = z.intersection(
  subgroupInputSchema,
  z.object({ reason: z.string().trim().min(3, { message: 'must say why, in at least 3 characters' }).max(200) }),
);
/** A correction as sent. */
export type CorrectionInput = z.infer<typeof correctionInputSchema>;

/** Body of POST /v1/SPC/Characteristics/{id}/Phases: freeze limits from a baseline, with a note. */
export const phaseInputSchema = z.object({
  start: z.number().int().min(0),
  baseline: z.number().int().min(2).max(500),
  note: z.string().trim().min(3, { message: 'must say why, in at least 3 characters' }).max(200),
});
/** A phase as sent. */
export type PhaseInput = z.infer<typeof phaseInputSchema>;

/** A characteristic as the API answers it. */
export const characteristicSchema = z.object({
  id: z.number().int(),
  setId: z.number().int(),
  plant: z.string(),
  partNum: z.string(),
  operation: z.number().int(),
  name: z.string(),
  unit: z.string(),
  nominal: z.number().nullable(),
  lsl: z.number().nullable(),
  usl: z.number().nullable(),
  subgroupSize: z.number().int(),
  frequency: z.string(),
  chartType: z.enum(CHART_TYPES),
  tests: z.array(testSettingSchema),
  subgroups: z.number().int(),
  lastTakenAt: z.string().nullable(),
});
/** A characteristic. */
export type Characteristic = z.infer<typeof characteristicSchema>;

/** One stored subgroup, with its corrections' count. */
export const subgroupSchema = z.object({
  id: z.number().int(),
  index: z.number().int(),
  readings: z.array(z.number()).nullable(),
  count: z.number().int().nullable(),
  sampleSize: z.number().nullable(),
  takenAt: z.string(),
  by: z.string(),
  corrections: z.array(z.object({ reason: z.string(), by: z.string(), at: z.string(), previous: z.array(z.number()) })),
});
/** A stored subgroup. */
export type StoredSubgroup = z.infer<typeof subgroupSchema>;

const pointSchema = z.object({
  index: z.number().int(),
  value: z.number(),
  tests: z.array(z.number().int()),
  centerLine: z.number(),
  ucl: z.number(),
  lcl: z.number(),
  takenAt: z.string(),
});

/** Answer of GET /v1/SPC/Characteristics/{id}/Chart. */
export const chartAnswerSchema = z.object({
  characteristic: characteristicSchema,
  charts: z.array(
    z.object({ kind: z.enum(CHART_KINDS), centerLine: z.number(), ucl: z.number(), lcl: z.number(), points: z.array(pointSchema) }),
  ),
  capability: z
    .object({
      cp: z.number().nullable(),
      cpk: z.number().nullable(),
      pp: z.number().nullable(),
      ppk: z.number().nullable(),
      mean: z.number(),
      sigmaWithin: z.number().nullable(),
      sigmaOverall: z.number().nullable(),
      sigmaWithinMethod: z.string().nullable(),
      sigmaOverallMethod: z.string().nullable(),
    })
    .nullable(),
  histogram: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
  phases: z.array(
    z.object({
      start: z.number().int(),
      end: z.number().int(),
      frozen: z.boolean(),
      note: z.string().nullable(),
      by: z.string().nullable(),
      at: z.string().nullable(),
    }),
  ),
});
/** A characteristic's charts, capability, histogram and phases. */
export type ChartAnswer = z.infer<typeof chartAnswerSchema>;

/** Answer of POST .../Subgroups: where it went, which readings lie outside the specification, which tests its point breaks. */
export const subgroupCreatedSchema = z.object({
  id: z.number().int(),
  index: z.number().int(),
  outOfSpec: z.array(z.number().int()),
  tests: z.array(z.number().int()),
});
/** What a new subgroup answers. */
export type SubgroupCreated = z.infer<typeof subgroupCreatedSchema>;

/** The answer to a create: the new row's id. */
export const createdIdSchema = z.object({ id: z.number().int() });

/** The subgroups a freeze of control limits took, first to last. */
export const frozenRangeSchema = z.object({ start: z.number().int(), end: z.number().int() });
