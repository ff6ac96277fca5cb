import { asc } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db/database';
import { isEmpty } from '@/lib/server/feature';
import { employees } from '@/lib/server/db/schema/employees';
import { PLANT_IDS } from '@/lib/plants/plants';
import { boardAnnouncements, blogPosts, boardPlaylists, boardSlides, hrDates } from './info-tables';

const DAY_MS = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);
// The demo lobby playlist of every plant: each kind of slide once, with its seconds.
const LOBBY = [
  ['announcements', 15],
  ['daybyhour', 20],
  ['spc', 15],
  ['birthdays', 10],
  ['anniversaries', 10],
  ['safety', 10],
  ['blog', 15],
  ['picture', 10],
] as const;

/**
 * Seeds the HR dates of every employee (a third with a birthday and a third with a work anniversary this
 * month; Sam Lee opted out of the birthday boards), two announcements, three start-up blog posts and a lobby
 * playlist per plant, when the HR dates are empty. Hire dates and posts lie in the past; an announcement's
 * last day is when it stops showing.
 */
export async function seedInfoBoardsIfEmpty(tx: Tx, now: Date): Promise<boolean> {
  if (!(await isEmpty(tx, hrDates))) return false;
  const people = await tx.select({ empId: employees.empId }).from(employees).orderBy(asc(employees.empId));
  const month = now.getUTCMonth() + 1;
  const year = now.getUTCFullYear();
  if (people.length) {
    await tx.insert(hrDates).values(
      people.map(({ empId }, i) => {
        const birthMonth = i % 3 === 0 ? month : ((month + i) % 12) + 1;
        const hiredMonth = i % 3 === 1 ? month : ((month + i + 5) % 12) + 1;
        const hiredOn = `${year - 1 - (i % 12) * 2}-${String(hiredMonth).padStart(2, '0')}-${String(1 + ((i * 5) % 28)).padStart(2, '0')}`;
        return { empId, birthMonth, birthDay: 1 + ((i * 7) % 28), hiredOn, birthdayOptOut: empId === 1002 };
      }),
    );
  }
  const today = iso(now);
  await tx.insert(boardAnnouncements).values([
    {
      plantId: null,
      title: 'Open enrollment ends Friday',
      body: 'Choose your benefits for next year at the HR office or on the portal before Friday.',
      startsOn: iso(new Date(now.getTime() - 2 * DAY_MS)),
      endsOn: iso(new Date(now.getTime() + 30 * DAY_MS)),
      postedBy: 'shjcarter@example.com',
      postedAt: new Date(now.getTime() - 2 * DAY_MS),
    },
    {
      plantId: 'SPIRITLA',
      title: 'Forklift training Tuesday',
      body: 'Operators due for recertification meet in the weld bay training room at 7:00.',
      startsOn: today,
      endsOn: iso(new Date(now.getTime() + 30 * DAY_MS)),
      postedBy: 'shjcarter@example.com',
      postedAt: now,
    },
  ]);
  await tx.insert(blogPosts).values([
    {
      plantId: 'SPIRITLA',
      title: 'Weld line 3 makes its first parts',
      body: 'The new robot cell welded its first 40 cylinders this week, all through leak test at the first try.',
      picture: '/boards/new-line.svg',
      author: 'shjcarter@example.com',
      postedAt: new Date(now.getTime() - 3 * DAY_MS),
    },
    {
      plantId: null,
      title: '100 days without a lost-time accident',
      body: 'Thank you for wearing your glasses and reporting near misses. Keep it going.',
      picture: '/boards/safety-first.svg',
      author: 'shjcarter@example.com',
      postedAt: new Date(now.getTime() - DAY_MS),
    },
    {
      plantId: 'BGOHIO',
      title: 'Paint line starts second shift',
      body: 'From Monday the paint line runs two shifts; ask your supervisor about open positions.',
      picture: null,
      author: 'shjcarter@example.com',
      postedAt: new Date(now.getTime() - 5 * DAY_MS),
    },
  ]);
  const lists = await tx
    .insert(boardPlaylists)
    .values(PLANT_IDS.map((plantId) => ({ plantId, name: 'Lobby', updatedBy: 'seed', updatedAt: now })))
    .returning({ id: boardPlaylists.id });
  const lastAccident = iso(new Date(now.getTime() - 100 * DAY_MS));
  await tx.insert(boardSlides).values(
    lists.flatMap(({ id }) =>
      LOBBY.map(([kind, seconds], position) => ({
        playlistId: id,
        position,
        kind,
        seconds,
        detail: kind === 'safety' ? lastAccident : kind === 'picture' ? '/boards/safety-first.svg' : null,
      })),
    ),
  );
  return true;
}
