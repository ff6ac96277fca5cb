import { defineConfig } from 'auth-astro';
import { getAppConfig } from './src/lib/app-config';
import { createAuthConfig } from './src/lib/auth/auth-config';

// Read by auth-astro's integration; the same builder serves src/pages/api/auth and the middleware.
export default defineConfig(createAuthConfig(getAppConfig()));
