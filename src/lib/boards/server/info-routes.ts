import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import {
  anniversarySchema,
  announcementInputSchema,
  announcementSchema,
  birthdaySchema,
  playlistInputSchema,
  playlistSchema,
} from '@/lib/boards/schemas';
import { PLANT_IDS } from '@/lib/plants/plants';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { requireApp } from '@/lib/server/api/require-access';
import { errorResponses, jsonContent } from '@/lib/server/api/schemas';
import type { Database } from '@/lib/server/db/database';
import { isDeviceSubject } from '@/lib/devices/server/require-device';
import { NotAllowedError, NotFoundError } from '@/lib/server/errors';
import { idempotentWrite } from '@/lib/server/idempotency/idempotency';
import { currentAnnouncements, insertAnnouncement, listPlaylists, monthAnniversaries, monthBirthdays, savePlaylist } from './info-store';
import { refuseMoveUnderBoard } from './playlist-plant';
import { announceTo, readerPlant } from './reader';

const security = [{ bearer: [] }];
const tags = ['Boards'];
const plantQuery = z.enum(PLANT_IDS, { message: 'must be a plant id' }).optional();
const idempotency = z.object({ 'idempotency-key': z.string().optional() });
// Fresh objects of the extended z (the shared schemas may be built before @hono/zod-openapi extends zod).
const Birthday = z.object(birthdaySchema.shape).openapi('Birthday');
const Anniversary = z.object(anniversarySchema.shape).openapi('Anniversary');
const Announcement = z.object(announcementSchema.shape).openapi('Announcement');
const Playlist = z.object(playlistSchema.shape).openapi('Playlist');
/** Who writes announcements and playlists: the info board's application. */
const INFO_APP = '/InfoBoard';

const plantOnly = z.object({ plant: plantQuery });
const body = <B extends z.ZodType>(schema: B) => ({ required: true, content: { 'application/json': { schema } } });

const birthdaysRoute = createRoute({
  method: 'get',
  path: '/Boards/HR/Birthdays',
  tags,
  security,
  summary:
    "This month's birthdays (day and month only, never the year; those who opted out are left off), of one plant or, without plant, the whole company",
  request: { query: plantOnly },
  responses: { 200: jsonContent(z.array(Birthday), 'The birthdays'), ...errorResponses },
});
const anniversariesRoute = createRoute({
  method: 'get',
  path: '/Boards/HR/Anniversaries',
  tags,
  security,
  summary: "This month's work anniversaries with the years completed, of one plant or, without plant, the whole company",
  request: { query: plantOnly },
  responses: { 200: jsonContent(z.array(Anniversary), 'The anniversaries'), ...errorResponses },
});
const announcementsRoute = createRoute({
  method: 'get',
  path: '/Boards/Announcements',
  tags,
  security,
  summary: "The announcements showing today on a plant's boards (its own and the company's); without plant, every one not yet ended",
  request: { query: plantOnly },
  responses: { 200: jsonContent(z.array(Announcement), 'The announcements'), ...errorResponses },
});
const playlistsRoute = createRoute({
  method: 'get',
  path: '/Boards/Playlists',
  tags,
  security,
  summary: "A plant's info board playlists with their slides in order (a board: its own plant's)",
  request: { query: z.object({ plant: plantQuery, id: z.coerce.number().int().positive().optional() }) },
  responses: { 200: jsonContent(z.array(Playlist), 'The playlists'), ...errorResponses },
});
const newAnnouncementRoute = createRoute({
  method: 'post',
  path: '/Boards/Announcements',
  tags,
  security,
  summary: 'Adds an announcement, shown on the boards from its first to its last day (holders of /InfoBoard)',
  request: { headers: idempotency, body: body(announcementInputSchema) },
  responses: { 201: jsonContent(Announcement, 'The announcement'), ...errorResponses },
});
const newPlaylistRoute = createRoute({
  method: 'post',
  path: '/Boards/Playlists',
  tags,
  security,
  summary: 'Adds an info board playlist (holders of /InfoBoard)',
  request: { headers: idempotency, body: body(playlistInputSchema) },
  responses: { 201: jsonContent(Playlist, 'The playlist'), ...errorResponses },
});
const savePlaylistRoute = createRoute({
  method: 'put',
  path: '/Boards/Playlists/{id}',
  tags,
  security,
  summary: "Replaces a playlist's name, plant and slides (holders of /InfoBoard); its plant stays while a board of that plant shows it",
  request: { headers: idempotency, params: z.object({ id: z.coerce.number().int().positive() }), body: body(playlistInputSchema) },
  responses: { 200: jsonContent(Playlist, 'The playlist'), ...errorResponses },
});

/** The info boards' calls: HR birthdays and anniversaries, announcements and playlists. */
export function registerInfoBoardRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  // Access before the body: a board writes nothing; a person needs the application or the sub-application.
  for (const path of ['/Boards/Announcements', '/Boards/Playlists', '/Boards/Playlists/:id']) {
    app.use(path, async (c, next) => {
      if (c.req.method !== 'GET') {
        if (isDeviceSubject(c.get('claims').sub))
          throw new NotAllowedError('A board reads; it writes nothing.', { code: 'device-not-allowed' });
        await requireApp(c, INFO_APP);
      }
      await next();
    });
  }
  app.openapi(birthdaysRoute, async (c) => {
    const plant = await readerPlant(c, db, c.req.valid('query').plant, true);
    return c.json(await monthBirthdays(db, plant, new Date()), 200);
  });
  app.openapi(anniversariesRoute, async (c) => {
    const plant = await readerPlant(c, db, c.req.valid('query').plant, true);
    return c.json(await monthAnniversaries(db, plant, new Date()), 200);
  });
  app.openapi(announcementsRoute, async (c) => {
    const plant = await readerPlant(c, db, c.req.valid('query').plant, false);
    return c.json(await currentAnnouncements(db, plant, new Date()), 200);
  });
  app.openapi(playlistsRoute, async (c) => {
    const { plant: asked, id } = c.req.valid('query');
    const plant = await readerPlant(c, db, asked, false);
    return c.json(await listPlaylists(db, { plant, ...(id ? { id } : {}) }), 200);
  });
  app.openapi(newAnnouncementRoute, async (c) => {
    const input = c.req.valid('json');
    const by = c.get('claims').uniqueName;
    const answer = await idempotentWrite(c, db, async (tx) => {
      const saved = await insertAnnouncement(tx, input, by);
      await announceTo(tx, saved.plant);
      return { status: 201, body: saved };
    });
    return c.json(answer.body, 201);
  });
  app.openapi(newPlaylistRoute, async (c) => {
    const input = c.req.valid('json');
    const by = c.get('claims').uniqueName;
    const answer = await idempotentWrite(c, db, async (tx) => {
      const saved = await savePlaylist(tx, null, input, by);
      if (!saved) throw new Error('the playlist was not written');
      await announceTo(tx, saved.plant);
      return { status: 201, body: saved };
    });
    return c.json(answer.body, 201);
  });
  app.openapi(savePlaylistRoute, async (c) => {
    const input = c.req.valid('json');
    const { id } = c.req.valid('param');
    const by = c.get('claims').uniqueName;
    const answer = await idempotentWrite(c, db, async (tx) => {
      const saved = await savePlaylist(tx, id, input, by);
      if (!saved) throw new NotFoundError(`There is no playlist ${id}.`);
      await refuseMoveUnderBoard(tx, id, saved.plant);
      await announceTo(tx, saved.plant);
      return { status: 200, body: saved };
    });
    return c.json(answer.body, 200);
  });
}
