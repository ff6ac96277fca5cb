import { z } from '@hono/zod-openapi';
import { errorBodySchema } from '@/lib/http/error-body';
import { DEFAULT_PLANT, plantName } from '@/lib/plants/plants';

/** Error body of every failed call (a fresh object of the extended z: the shared schema may be built before @hono/zod-openapi extends zod). */
export const ErrorSchema = z.object(errorBodySchema.shape).openapi('Error', {
  description: 'code is stable and machine-readable (translate by it); values fill its message; fields name the refused inputs.',
  example: {
    error: {
      name: 'InputError',
      code: 'invalid-input',
      message: 'empID: must be a whole number such as 1001',
      fields: [{ field: 'empID', code: 'whole-number', message: 'must be a whole number such as 1001', values: { example: 1001 } }],
    },
  },
});

/** An employee id in a path or query: 1 to 9 digits. */
export const EmpIdSchema = z
  .string()
  .regex(/^[0-9]{1,9}$/, { message: 'must be a whole number such as 1001' })
  .transform(Number)
  .openapi({ type: 'string', example: '1001' });

/** A company e-mail address as the API receives it. */
export const EmailSchema = z
  .string()
  .trim()
  .max(254, { message: 'must be at most 254 characters' })
  .regex(/^[^\s@']+@[^\s@']+\.[^\s@']+$/, { message: 'must be an e-mail address such as name@example.com' })
  .transform((email) => email.toLowerCase())
  .openapi({ type: 'string', example: 'shjcarter@example.com' });

/** spec §3 Employee. */
export const EmployeeSchema = z
  .object({ empID: z.number().int(), firstName: z.string(), lastName: z.string(), plant: z.string().nullable() })
  .openapi('Employee');

/** spec §3 Menu item. */
export const MenuItemSchema = z
  .object({
    link: z.string().openapi({ example: '/Maintenance' }),
    title: z.string().openapi({ example: 'Maintenance' }),
    icon: z.string().openapi({ example: 'mdi-wrench' }),
  })
  .openapi('MenuItem');

/** spec §3 Plant. */
export const PlantSchema = z
  .object({ plantID: z.string().openapi({ example: DEFAULT_PLANT }), plantName: z.string().openapi({ example: plantName(DEFAULT_PLANT) }) })
  .openapi('Plant');

/** spec §3 Access: keyed by application key ('Maintenance'); see src/lib/server/db/access.ts for the rules. */
export const AccessSchema = z
  .record(z.string(), z.object({ MenuID: z.number().int(), SubApps: z.record(z.string(), z.literal(true)).nullable() }))
  .openapi('Access', {
    example: { Maintenance: { MenuID: 54, SubApps: { Maintenance_Manager: true } }, Labels: { MenuID: 49, SubApps: null } },
  });

/** The JSON errors every protected call may answer with. */
export const errorResponses = {
  400: { description: 'Bad input', content: { 'application/json': { schema: ErrorSchema } } },
  401: { description: 'Missing, expired or forged bearer token', content: { 'application/json': { schema: ErrorSchema } } },
  403: { description: 'Not allowed', content: { 'application/json': { schema: ErrorSchema } } },
} as const;

/** Response of JSON content with a schema. */
export function jsonContent<T>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}
