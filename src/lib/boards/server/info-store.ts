import { and, asc, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type {
  Anniversary,
  Announcement,
  AnnouncementInput,
  Birthday,
  BlogPost,
  BlogPostInput,
  Playlist,
  PlaylistInput,
} from '@/lib/boards/schemas';
import type { Database } from '@/lib/server/db/database';
import { employees } from '@/lib/server/db/schema/employees';
import { plants } from '@/lib/server/db/schema/plants';
import type { Tx } from '@/lib/server/db/database';
import { boardAnnouncements, blogPosts, boardPlaylists, boardSlides, hrDates } from './info-tables';
import { localToday } from '@/lib/plants/plant-time';

const person = {
  empID: employees.empId,
  name: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
  plant: employees.plantId,
  plantName: plants.plantName,
};

/** This month's birthdays (day and month, never the year), of a plant or the whole company; those who opted out are left off. */
export function monthBirthdays(db: Database, plant: string | null, now: Date): Promise<Birthday[]> {
  const { month } = localToday(now, plant);
  return db
    .select({ ...person, month: hrDates.birthMonth, day: hrDates.birthDay })
    .from(hrDates)
    .innerJoin(employees, eq(employees.empId, hrDates.empId))
    .leftJoin(plants, eq(plants.plantId, employees.plantId))
    .where(and(eq(hrDates.birthMonth, month), eq(hrDates.birthdayOptOut, false), plant ? eq(employees.plantId, plant) : undefined))
    .orderBy(asc(hrDates.birthDay), asc(employees.lastName));
}

/** This month's work anniversaries (a year or more), of a plant or the whole company, with the years completed. */
export async function monthAnniversaries(db: Database, plant: string | null, now: Date): Promise<Anniversary[]> {
  const { year, month } = localToday(now, plant);
  const rows = await db
    .select({
      ...person,
      month: sql<number>`extract(month from ${hrDates.hiredOn})::int`,
      day: sql<number>`extract(day from ${hrDates.hiredOn})::int`,
      hiredYear: sql<number>`extract(year from ${hrDates.hiredOn})::int`,
    })
    .from(hrDates)
    .innerJoin(employees, eq(employees.empId, hrDates.empId))
    .leftJoin(plants, eq(plants.plantId, employees.plantId))
    .where(
      and(
        sql`extract(month from ${hrDates.hiredOn}) = ${month}`,
        sql`extract(year from ${hrDates.hiredOn}) < ${year}`,
        plant ? eq(employees.plantId, plant) : undefined,
      ),
    )
    .orderBy(sql`extract(day from ${hrDates.hiredOn})`, asc(employees.lastName));
  return rows.map(({ hiredYear, ...row }) => ({ ...row, years: year - hiredYear }));
}

const announcementColumns = {
  id: boardAnnouncements.id,
  plant: boardAnnouncements.plantId,
  title: boardAnnouncements.title,
  body: boardAnnouncements.body,
  startsOn: boardAnnouncements.startsOn,
  endsOn: boardAnnouncements.endsOn,
  postedBy: boardAnnouncements.postedBy,
};

/** The announcements showing today for a plant (its own and the company's), or every one still to end (plant null). */
export function currentAnnouncements(db: Database, plant: string | null, now: Date): Promise<Announcement[]> {
  const { date } = localToday(now, plant);
  return db
    .select(announcementColumns)
    .from(boardAnnouncements)
    .where(
      and(
        gte(boardAnnouncements.endsOn, date),
        plant
          ? and(lte(boardAnnouncements.startsOn, date), or(isNull(boardAnnouncements.plantId), eq(boardAnnouncements.plantId, plant)))
          : undefined,
      ),
    )
    .orderBy(asc(boardAnnouncements.startsOn), desc(boardAnnouncements.id));
}

/** Adds an announcement. */
export async function insertAnnouncement(tx: Tx, input: AnnouncementInput, by: string): Promise<Announcement> {
  const [row] = await tx
    .insert(boardAnnouncements)
    .values({ ...input, plantId: input.plant ?? null, postedBy: by })
    .returning(announcementColumns);
  if (!row) throw new Error('the announcement was not written');
  return row;
}

const postColumns = {
  id: blogPosts.id,
  plant: blogPosts.plantId,
  title: blogPosts.title,
  body: blogPosts.body,
  picture: blogPosts.picture,
  author: blogPosts.author,
  postedAt: blogPosts.postedAt,
};
const postJson = (row: Omit<BlogPost, 'postedAt'> & { postedAt: Date }): BlogPost => ({ ...row, postedAt: row.postedAt.toISOString() });

/** The newest start-up blog posts of a plant (its own and the company's), or of every plant. */
export async function latestPosts(db: Database, plant: string | null, limit = 12): Promise<BlogPost[]> {
  const rows = await db
    .select(postColumns)
    .from(blogPosts)
    .where(plant ? or(isNull(blogPosts.plantId), eq(blogPosts.plantId, plant)) : undefined)
    .orderBy(desc(blogPosts.postedAt), desc(blogPosts.id))
    .limit(limit);
  return rows.map(postJson);
}

/** Adds a start-up blog post; its picture's address is set once the picture is stored (`setPostPicture`). */
export async function insertPost(tx: Tx, input: BlogPostInput, author: string, now: Date): Promise<BlogPost> {
  const [row] = await tx
    .insert(blogPosts)
    .values({ plantId: input.plant ?? null, title: input.title, body: input.body, picture: null, author, postedAt: now })
    .returning(postColumns);
  if (!row) throw new Error('the post was not written');
  return postJson(row);
}

/** Sets a post's picture address. */
export async function setPostPicture(tx: Tx, id: number, picture: string): Promise<void> {
  await tx.update(blogPosts).set({ picture }).where(eq(blogPosts.id, id));
}

/** A plant's playlists with their slides in order (every plant's when `plant` is null), or one by id. */
export async function listPlaylists(db: Database | Tx, where: { plant?: string | null; id?: number }): Promise<Playlist[]> {
  const lists = await db
    .select({ id: boardPlaylists.id, plant: boardPlaylists.plantId, name: boardPlaylists.name })
    .from(boardPlaylists)
    .where(and(where.plant ? eq(boardPlaylists.plantId, where.plant) : undefined, where.id ? eq(boardPlaylists.id, where.id) : undefined))
    .orderBy(asc(boardPlaylists.plantId), asc(boardPlaylists.name));
  if (lists.length === 0) return [];
  const slides = await db
    .select()
    .from(boardSlides)
    .where(sql`${boardSlides.playlistId} in ${lists.map((l) => l.id)}`)
    .orderBy(asc(boardSlides.playlistId), asc(boardSlides.position));
  return lists.map((list) => ({
    ...list,
    slides: slides.filter((s) => s.playlistId === list.id).map((s) => ({ kind: s.kind, seconds: s.seconds, detail: s.detail })),
  }));
}

/** Writes a playlist (a new one when `id` is null) and replaces its slides; null when `id` names none. */
export async function savePlaylist(tx: Tx, id: number | null, input: PlaylistInput, by: string): Promise<Playlist | null> {
  const values = { plantId: input.plant, name: input.name, updatedBy: by, updatedAt: new Date() };
  const [row] =
    id === null
      ? await tx.insert(boardPlaylists).values(values).returning({ id: boardPlaylists.id })
      : await tx.update(boardPlaylists).set(values).where(eq(boardPlaylists.id, id)).returning({ id: boardPlaylists.id });
  if (!row) return null;
  await tx.delete(boardSlides).where(eq(boardSlides.playlistId, row.id));
  await tx
    .insert(boardSlides)
    .values(
      input.slides.map((s, position) => ({ playlistId: row.id, position, kind: s.kind, seconds: s.seconds, detail: s.detail || null })),
    );
  const [saved] = await listPlaylists(tx, { id: row.id });
  return saved ?? null;
}
