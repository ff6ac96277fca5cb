import { z } from 'zod';

/** A badge's number as its card carries it (a scanner types it): letters, digits and dashes. */
export const badgeNumberSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{4,32}$/, { message: 'must be 4 to 32 letters, digits or dashes' });

/** An enrolled badge: its number, its employee, when it was enrolled and, once revoked, when. */
export const badgeSchema = z.object({
  badge: z.string(),
  empId: z.number().int(),
  name: z.string(),
  plant: z.string().nullable(),
  enrolledAt: z.string(),
  revokedAt: z.string().nullable(),
});
/** An enrolled badge. */
export type Badge = z.infer<typeof badgeSchema>;

/** Body of POST /v1/Labor/Badges: the card's number and its employee. */
export const badgeInputSchema = z.object({
  empId: z.coerce.number({ message: 'must be an employee ID' }).int().positive({ message: 'must be an employee ID' }),
  badge: badgeNumberSchema,
});
