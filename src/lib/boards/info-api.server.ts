import { apiCallAs } from '@/lib/api/api-call.server';
import type { SpcSlide } from '@/lib/board-slides/spc-slide';
import { HttpError } from '@/lib/http/errors';
import type { Anniversary, Announcement, Birthday, BlogPost, Playlist } from '@/lib/boards/schemas';

/** The info board calls a page makes, with the person's or the device's token (types from the contract's zod schemas). */
export interface InfoBoardApi {
  birthdays(plant: string | null): Promise<Birthday[]>;
  anniversaries(plant: string | null): Promise<Anniversary[]>;
  announcements(plant: string | null): Promise<Announcement[]>;
  posts(plant: string | null): Promise<BlogPost[]>;
  playlists(plant: string | null, id?: number): Promise<Playlist[]>;
  /** The SPC slide's data (the SPC feature's, through the API). */
  spc(plant: string): Promise<SpcSlide>;
  addAnnouncement(input: Record<string, unknown>, key: string): Promise<Announcement>;
  addPlaylist(input: Record<string, unknown>, key: string): Promise<Playlist>;
  savePlaylist(id: string, input: Record<string, unknown>, key: string): Promise<Playlist>;
}

/** The info board calls of this request: a signed-in person's, else the device's. */
export function infoBoardApiOf(locals: App.Locals): InfoBoardApi {
  const accessToken = locals.session?.accessToken ?? locals.device?.accessToken;
  if (!accessToken) throw new HttpError(401, 'Sign-in required');
  const call = apiCallAs(locals.config, accessToken, 'Boards');
  const q = (plant: string | null, extra: Record<string, string> = {}) => ({ ...(plant ? { plant } : {}), ...extra });
  const key = (k: string) => ({ 'idempotency-key': k });
  return {
    birthdays: (plant) => call('GET', 'HR/Birthdays', q(plant)),
    anniversaries: (plant) => call('GET', 'HR/Anniversaries', q(plant)),
    announcements: (plant) => call('GET', 'Announcements', q(plant)),
    posts: (plant) => call('GET', 'StartupBlog', q(plant)),
    playlists: (plant, id) => call('GET', 'Playlists', q(plant, id ? { id: String(id) } : {})),
    spc: (plant) => call('GET', 'SPC', q(plant)),
    addAnnouncement: (input, k) => call('POST', 'Announcements', undefined, input, key(k)),
    addPlaylist: (input, k) => call('POST', 'Playlists', undefined, input, key(k)),
    savePlaylist: (id, input, k) => call('PUT', `Playlists/${encodeURIComponent(id)}`, undefined, input, key(k)),
  };
}
