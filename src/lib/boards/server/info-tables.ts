import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { SLIDE_KINDS } from '@/lib/boards/schemas';
import { employees } from '@/lib/server/db/schema/employees';
import { plants } from '@/lib/server/db/schema/plants';

/**
 * What the HR boards need of an employee: the day and month of birth (never the year: it is not kept),
 * the hire date, and whether they asked to be left off the birthday boards.
 */
export const hrDates = pgTable(
  'hr_dates',
  {
    empId: integer('emp_id')
      .primaryKey()
      .references(() => employees.empId, { onDelete: 'cascade' }),
    birthMonth: integer('birth_month').notNull(),
    birthDay: integer('birth_day').notNull(),
    hiredOn: date('hired_on').notNull(),
    birthdayOptOut: boolean('birthday_opt_out').notNull().default(false),
  },
  (t) => [index('hr_dates_birth_idx').on(t.birthMonth), index('hr_dates_hired_idx').on(t.hiredOn)],
);

/** An announcement shown on the info boards and at /Portal/Announcements from its first to its last day. */
export const boardAnnouncements = pgTable(
  'board_announcements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null: every plant. */
    plantId: text('plant_id').references(() => plants.plantId),
    title: text('title').notNull(),
    body: text('body').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    postedBy: text('posted_by').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('board_announcements_ends_idx').on(t.endsOn)],
);

/** A start-up blog post: a short text with a picture, by a holder of startupblog_Author. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    plantId: text('plant_id').references(() => plants.plantId),
    title: text('title').notNull(),
    body: text('body').notNull(),
    picture: text('picture'),
    author: text('author').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blog_posts_posted_idx').on(t.postedAt)],
);

/** An info board playlist of a plant; a board approved with it shows its slides in turn. */
export const boardPlaylists = pgTable('board_playlists', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  plantId: text('plant_id')
    .notNull()
    .references(() => plants.plantId),
  name: text('name').notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One slide of a playlist, in order. */
export const boardSlides = pgTable(
  'board_slides',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => boardPlaylists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: SLIDE_KINDS }).notNull(),
    seconds: integer('seconds').notNull(),
    detail: text('detail'),
  },
  (t) => [index('board_slides_playlist_idx').on(t.playlistId, t.position)],
);
