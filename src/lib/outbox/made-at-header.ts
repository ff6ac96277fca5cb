/** The header a write kept on a device carries: when it was made there (ISO 8601). */
export const MADE_AT_HEADER = 'made-at';

/** How old a kept entry may be when it finally arrives, unless the configuration says otherwise (OUTBOX_MAX_AGE_HOURS). */
export const DEFAULT_OUTBOX_MAX_AGE_HOURS = 72;

/**
 * The header of a form post sent by script rather than by the browser's navigation: `live` (sent as it
 * was made: answer where to go next) or `replay` (sent later by the outbox: answer the outcome).
 * Either way the page answers JSON instead of a redirect (src/lib/forms/form-post.server.ts).
 */
export const OUTBOX_HEADER = 'x-outbox';
