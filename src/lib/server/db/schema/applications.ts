import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The applications of the menu (spec §3 "Menu item"); `link` is the route, e.g. '/Maintenance'. */
export const menuItems = pgTable('menu_items', {
  menuId: integer('menu_id').primaryKey(),
  link: text('link').notNull().unique(),
  title: text('title').notNull(),
  /** A Material Design icon name, e.g. 'mdi-wrench'. */
  icon: text('icon').notNull(),
});

/** Rights inside an application, e.g. 'Apps_Security' (the administrator right) or 'Maintenance_Manager'. */
export const subApps = pgTable(
  'sub_apps',
  {
    subAppId: text('sub_app_id').primaryKey(),
    menuId: integer('menu_id').references(() => menuItems.menuId, { onDelete: 'set null' }),
    title: text('title').notNull(),
  },
  (t) => [index('sub_apps_menu_id').on(t.menuId)],
);
