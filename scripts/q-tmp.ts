import { PGlite } from '@electric-sql/pglite';
const c = await PGlite.create();
await c.exec('begin'); await c.exec('prepare p1 as select 1 as one'); await c.exec('rollback');
try { console.log((await c.query('execute p1')).rows); } catch (e) { console.log('after rollback:', (e as Error).message); }
await c.close();
