import { PGlite } from '@electric-sql/pglite';
let t=Date.now();
const db = await PGlite.create();
console.log('init ms', Date.now()-t);
t=Date.now(); const db2 = await PGlite.create(); console.log('init2 ms', Date.now()-t);
await db.exec('create table "A"(id uuid primary key default gen_random_uuid(), n int); insert into "A"(n) values (1);');
t=Date.now(); const c = await db.clone(); console.log('clone ms', Date.now()-t, (await c.query('select count(*) from "A"')).rows);
t=Date.now(); const dump = await db.dumpDataDir('none'); console.log('dump ms', Date.now()-t, dump.size);
t=Date.now(); const d3 = await PGlite.create({loadDataDir: dump}); console.log('load ms', Date.now()-t, (await d3.query('select count(*) from "A"')).rows);
