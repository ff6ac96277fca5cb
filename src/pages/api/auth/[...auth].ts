import { AstroAuth } from 'auth-astro/server';

export const prerender = false;

/** Auth.js: sign-in, callback, session and CSRF endpoints. */
export const { GET, POST } = AstroAuth();
