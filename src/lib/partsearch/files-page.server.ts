import type { AstroGlobal } from 'astro';
import { hasSubApp } from '@/lib/auth/permissions';
import { formPost, newFormKey, type RefusedForm } from '@/lib/forms/form-post.server';
import { uploadFile } from '@/lib/api/upload.server';
import { ApiError } from '@/lib/api/errors';
import type { PartFile } from './schemas';

/** The sub-application whose holders may add files (the API checks it too). */
export const PART_FILES_SUB_APP = 'PartSearch_Files';

/** What a files page shows besides the list: whether the person may add files, the form's key, and a refused upload's messages. */
export interface FilesForm {
  canUpload: boolean;
  formKey: string;
  refused: RefusedForm | null;
}

/**
 * A files page's upload, Post/Redirect/Get: the posted file goes to the API at `apiPath` (which checks
 * the right, the size and the type by the bytes); a refusal comes back by its field, in the page's
 * language. Answers the redirect to follow, or what the page shows.
 */
export async function filesUpload(astro: AstroGlobal, apiPath: string): Promise<Response | FilesForm> {
  const canUpload = hasSubApp(astro.locals.user?.access, PART_FILES_SUB_APP);
  const request = astro.request;
  const post = await formPost(
    { request: request.method === 'POST' ? request.clone() : request, url: astro.url, cookies: astro.cookies, locals: astro.locals },
    { feature: 'partsearch.files' },
    async (form) => {
      const file = (await request.formData()).get('file');
      if (!(file instanceof File) || file.size === 0) {
        throw new ApiError(400, apiPath, 'Choose a file to add.', {
          code: 'required',
          fields: [{ field: 'file', code: 'required', message: 'Choose a file to add.' }],
        });
      }
      const saved = await uploadFile<PartFile>(astro.locals, apiPath, file, form['formKey'] || newFormKey());
      return {
        message: astro.locals.t('partsearch.files.saved', { fileName: saved.fileName }),
        location: `${astro.url.pathname}${astro.url.search}`,
      };
    },
  );
  if (post instanceof Response) return post;
  return { canUpload, formKey: newFormKey(), refused: post };
}
