import { RateLimit } from '@/lib/server/rate-limit';

/**
 * Pairing starts per client address: a device asks for a code without signing in (a kiosk has no one to
 * sign in), so the address is all there is to limit. 20 at once (a plant unpacking its boards behind
 * one address), then one every 15 s: a board asks again only when its 10-minute code expires.
 */
export const PAIR_STARTS = { capacity: 20, refillMs: 15_000 } as const;

/** This process's pairing starts per address (src/pages/api/devices/pair.ts). */
export const pairStartLimit = new RateLimit(PAIR_STARTS);
