import { z } from 'zod';
import { numberField } from '@/lib/forms/number-field';
import { PLANT_IDS } from '@/lib/plants/plants';

// The boards' contract: the answers and bodies of /v1/Boards, read by the API, its client and the pages.

/** What a slide of an info board playlist shows. */
export const SLIDE_KINDS = ['announcements', 'daybyhour', 'spc', 'birthdays', 'anniversaries', 'safety', 'blog', 'picture'] as const;
/** One of `SLIDE_KINDS`. */
export type SlideKind = (typeof SLIDE_KINDS)[number];

/** A birthday on an HR board: the day and month only, never the year (GET /v1/Boards/HR/Birthdays). */
export const birthdaySchema = z.object({
  empID: z.number().int(),
  name: z.string(),
  plant: z.string().nullable(),
  plantName: z.string().nullable(),
  month: z.number().int().min(1).max(12),
  day: z.number().int().min(1).max(31),
});
/** One birthday of the month. */
export type Birthday = z.infer<typeof birthdaySchema>;

/** A work anniversary this month: the years completed on its day (GET /v1/Boards/HR/Anniversaries). */
export const anniversarySchema = birthdaySchema.extend({ years: z.number().int().min(1) });
/** One anniversary of the month. */
export type Anniversary = z.infer<typeof anniversarySchema>;

/** An announcement on the info boards and the portal (GET /v1/Boards/Announcements). */
export const announcementSchema = z.object({
  id: z.number().int(),
  /** Null: every plant. */
  plant: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  postedBy: z.string(),
});
/** One announcement. */
export type Announcement = z.infer<typeof announcementSchema>;

/** A date typed in a form (yyyy-mm-dd). */
const day = z.iso.date({ message: 'must be a date such as 2026-01-05' });

/** POST /v1/Boards/Announcements: a new announcement, shown from its first to its last day. */
export const announcementInputSchema = z
  .object({
    plant: z.enum(PLANT_IDS, { message: 'must be a plant id' }).nullable().optional(),
    title: z.string().trim().min(1, { message: 'is required' }).max(120, { message: 'must be 120 characters or fewer' }),
    body: z.string().trim().min(1, { message: 'is required' }).max(1000, { message: 'must be 1000 characters or fewer' }),
    startsOn: day,
    endsOn: day,
  })
  .refine((a) => a.endsOn >= a.startsOn, {
    path: ['endsOn'],
    message: 'must be on or after the first day',
    params: { code: 'ends-before-start' },
  });
/** A new announcement as the API reads it. */
export type AnnouncementInput = z.output<typeof announcementInputSchema>;

/** A start-up blog post (GET /v1/Boards/StartupBlog). */
export const blogPostSchema = z.object({
  id: z.number().int(),
  plant: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  /** The picture's address: an uploaded one (/api/v1/Boards/StartupBlog/Pictures/{id}) or a bundled one, or null. */
  picture: z.string().nullable(),
  author: z.string(),
  postedAt: z.string(),
});
/** One post. */
export type BlogPost = z.infer<typeof blogPostSchema>;

/** The multipart field of a post's picture. */
export const BLOG_PICTURE_FIELD = 'file';

/**
 * POST /v1/Boards/StartupBlog (multipart/form-data): a short post and its picture in `file` (a photo: JPEG,
 * PNG or WebP by its own bytes, at most 10 MB), by a holder of startupblog_Author. No plant: every plant's.
 */
export const blogPostInputSchema = z.object({
  plant: z.preprocess((p) => (p === '' ? null : p), z.enum(PLANT_IDS, { message: 'must be a plant id' }).nullable().optional()),
  title: z.string().trim().min(1, { message: 'is required' }).max(120, { message: 'must be 120 characters or fewer' }),
  body: z.string().trim().min(1, { message: 'is required' }).max(600, { message: 'must be 600 characters or fewer' }),
});
/** A new post's text as the API reads it (its picture comes beside it). */
export type BlogPostInput = z.output<typeof blogPostInputSchema>;

/** One slide of a playlist: what it shows and for how many seconds. */
export const slideSchema = z.object({
  kind: z.enum(SLIDE_KINDS, { message: 'must be a kind of slide' }),
  seconds: numberField({ min: 5, max: 600, unit: 's', whole: true, message: 'must be a whole number of seconds from 5 to 600' }),
  /** A picture slide's address, or a safety slide's date of the last lost-time accident (yyyy-mm-dd). */
  detail: z.string().trim().max(500).nullable().optional(),
});
/** One slide. */
export type Slide = z.infer<typeof slideSchema>;

/** An info board playlist: the slides a board shows in turn (GET /v1/Boards/Playlists). */
export const playlistSchema = z.object({
  id: z.number().int(),
  plant: z.string(),
  name: z.string(),
  slides: z.array(slideSchema.extend({ seconds: z.number().int(), detail: z.string().nullable() })),
});
/** One playlist. */
export type Playlist = z.infer<typeof playlistSchema>;

/** A slide as written: a safety slide needs the date of the last lost-time accident, a picture its address. */
const slideInputSchema = slideSchema.superRefine((slide, ctx) => {
  const detail = slide.detail ?? '';
  if (slide.kind === 'safety' && !z.iso.date().safeParse(detail).success) {
    ctx.addIssue({
      code: 'custom',
      path: ['detail'],
      message: 'must be the date of the last lost-time accident',
      params: { code: 'safety-date' },
    });
  }
  if (slide.kind === 'picture' && !/^(\/|https:\/\/)\S+$/.test(detail)) {
    ctx.addIssue({
      code: 'custom',
      path: ['detail'],
      message: 'must be an address starting with / or https://',
      params: { code: 'picture-address' },
    });
  }
});

/** POST and PUT /v1/Boards/Playlists: a playlist's plant, name and slides in order. */
export const playlistInputSchema = z.object({
  plant: z.enum(PLANT_IDS, { message: 'must be a plant id' }),
  name: z.string().trim().min(1, { message: 'is required' }).max(60, { message: 'must be 60 characters or fewer' }),
  slides: z
    .array(slideInputSchema)
    .refine((slides) => slides.length >= 1, { message: 'needs at least one slide', params: { code: 'no-slides' } })
    .refine((slides) => slides.length <= 20, { message: 'may have 20 slides at most', params: { code: 'too-many-slides' } }),
});
/** A playlist as the API reads it. */
export type PlaylistInput = z.output<typeof playlistInputSchema>;

/** One hour of one resource on the board. */
export const dbhHourSchema = z.object({
  hour: z.string(),
  /** The local hour label, e.g. '06:00'. */
  label: z.string(),
  goal: z.number().int(),
  /** Quantity claimed in the hour; null for an hour still to come. */
  actual: z.number().int().nullable(),
  cumGoal: z.number().int(),
  cumActual: z.number().int().nullable(),
  /** Green (true) once the hour's goal is met or, while it runs, its pace; red (false) once it is over short; else null. */
  met: z.boolean().nullable(),
  /** The running total against the pace by now (the running hour's goal in proportion to the minutes gone); null before. */
  onPace: z.boolean().nullable(),
  reason: z.string().nullable(),
});
/** One hour of one resource. */
export type DbhHour = z.infer<typeof dbhHourSchema>;

/** The day by hour of a plant's current shift (GET /v1/Boards/DayByHour). */
export const dayByHourSchema = z.object({
  plant: z.string(),
  plantName: z.string(),
  shift: z.object({ number: z.number().int(), start: z.string(), end: z.string() }),
  resources: z.array(
    z.object({ id: z.number().int(), code: z.string(), name: z.string(), kind: z.string(), hours: z.array(dbhHourSchema) }),
  ),
  /** When the server read it: the board says how old its data is from this. */
  asOf: z.string(),
});
/** A plant's day by hour. */
export type DayByHour = z.infer<typeof dayByHourSchema>;

/** One resource's day in the manager's week: goal and quantity claimed over the hours entered (GET /v1/Boards/DayByHour/Week). */
export const dbhDaySchema = z.object({
  resourceId: z.number().int(),
  code: z.string(),
  /** The plant's local date, yyyy-mm-dd. */
  day: z.string(),
  goal: z.number().int(),
  actual: z.number().int(),
  hours: z.number().int(),
});
/** One resource's day. */
export type DbhDay = z.infer<typeof dbhDaySchema>;

/** How often a reason was given for a resource's missed hours in the last seven days (GET /v1/Boards/DayByHour/ReasonCounts). */
export const reasonCountSchema = z.object({ resourceId: z.number().int(), code: z.string(), reason: z.string(), count: z.number().int() });
/** One resource's count of one reason. */
export type ReasonCount = z.infer<typeof reasonCountSchema>;

/** A resource id from a form's select: empty or unknown is 'unknown-resource'. */
const resourceId = z.coerce
  .number({ message: 'must be a resource id' })
  .refine((id) => Number.isInteger(id) && id > 0, { message: 'must be a resource id', params: { code: 'unknown-resource' } });

/** PUT /v1/Boards/DayByHour/Goals: an hour's own goal for a resource (an hour of the current shift, begun or not). */
export const goalInputSchema = z.object({
  resourceId,
  hour: z.string().refine((hour) => z.iso.datetime({ offset: true }).safeParse(hour).success, {
    message: 'must be an hour of the shift, e.g. 2026-01-05T12:00:00Z',
    params: { code: 'not-this-shift' },
  }),
  goal: numberField({ min: 0, max: 10_000, unit: '', whole: true, message: 'must be a whole number from 0 to 10000' }),
});

/** POST /v1/Boards/DayByHour/Reasons and PUT .../Reasons/{id}: a reason's text (and its plant when new). */
export const reasonInputSchema = z.object({
  plant: z.string().max(20).optional(),
  text: z.string().trim().min(1, { message: 'is required' }).max(60, { message: 'must be 60 characters or fewer' }),
});

/** A resource's hourly goal as set. */
export const goalSchema = z.object({ goal: z.number().int() });

/** A reason a day-by-hour hour missed its goal. */
export const dbhReasonSchema = z.object({ id: z.number().int(), text: z.string() });
