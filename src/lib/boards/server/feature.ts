import { defineFeature } from '@/lib/server/feature';
import { registerBlogRoutes } from './blog-routes';
import { registerDeskRoutes } from './desk-routes';
import { registerInfoBoardRoutes } from './info-routes';
import { seedInfoBoardsIfEmpty } from './info-seed';
import * as infoTables from './info-tables';
import { checkBoardPlaylist } from './playlist-plant';
import { registerBoardRoutes } from './routes';
import { seedBoardsIfEmpty } from './seed';
import * as dbhTables from './tables';

/** Boards: the day by hour and its desk, the HR boards, announcements, the start-up blog, info board playlists, and the live stream. */
export const boardsFeature = defineFeature({
  name: 'boards',
  api: (app, { db, boardHub }) => {
    registerBoardRoutes(app, db, boardHub);
    registerDeskRoutes(app, db);
    registerInfoBoardRoutes(app, db);
    registerBlogRoutes(app, db);
  },
  tables: { ...dbhTables, ...infoTables },
  seed: async (tx, now) => {
    const dbh = await seedBoardsIfEmpty(tx, now);
    const info = await seedInfoBoardsIfEmpty(tx, now);
    return dbh || info;
  },
  checkDeviceApproval: checkBoardPlaylist,
  texts: 'boards',
});
