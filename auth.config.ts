import { defineConfig } from 'auth-astro';
import { getAppConfig } from './src/lib/config/app-config.server';
import { createAuthConfig } from './src/lib/auth/auth-config.server';

// Read by auth-astro's integration; the same builder serves src/pages/api/auth and the middleware.
export default defineConfig(createAuthConfig(getAppConfig()));
