import { apiCallOf } from '@/lib/api/api-call.server';
import type { FormFailureOptions } from '@/lib/forms/form-post.server';
import { createAdminApi, type AdminApi } from './api-client.server';

/** The administration API with the signed-in administrator's token (the middleware has checked Apps_Security). */
export function adminApiOf(locals: App.Locals): AdminApi {
  return createAdminApi(apiCallOf(locals, 'Admin'));
}

/** How administration words a refusal: its `admin.errors.<code>` texts, each bad field named by its label. */
export const ADMIN_FORM: Omit<FormFailureOptions, 'typed'> = { feature: 'admin', labelled: true, shared: false };
