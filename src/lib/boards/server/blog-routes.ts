import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { blogPictureAddress } from '@/lib/boards/info-board';
import { BLOG_PICTURE_FIELD, blogPostInputSchema, blogPostSchema } from '@/lib/boards/schemas';
import { PLANT_IDS } from '@/lib/plants/plants';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { requireSubApp } from '@/lib/server/api/require-access';
import { errorResponses, jsonContent } from '@/lib/server/api/schemas';
import {
  MAX_ATTACHMENT_BYTES,
  prepareAttachment,
  type IncomingFile,
  readAttachment,
  sniffContentType,
  storeAttachment,
} from '@/lib/server/attachments/attachments';
import { attachmentResponse } from '@/lib/server/attachments/routes';
import type { Database } from '@/lib/server/db/database';
import { isDeviceSubject } from '@/lib/devices/server/require-device';
import { InputError, NotAllowedError, NotFoundError } from '@/lib/server/errors';
import { idempotentWrite } from '@/lib/server/idempotency/idempotency';
import { insertPost, latestPosts, setPostPicture } from './info-store';
import { announceTo, readerPlant } from './reader';

const tags = ['Boards'];
const security = [{ bearer: [] }];
const BLOG_AUTHOR = 'startupblog_Author';
/** What a post's picture is stored under (the attachments kit's owner): `blog:<post id>`. */
const OWNER = 'blog';
// Fresh objects of the extended z (the shared schemas may be built before @hono/zod-openapi extends zod).
const BlogPost = z.object(blogPostSchema.shape).openapi('BlogPost');
const BlogPostForm = z
  .object({
    ...blogPostInputSchema.shape,
    // A form sent with no file chosen carries an empty string: refused below as 'picture-required', like an empty file.
    [BLOG_PICTURE_FIELD]: z
      .union([z.instanceof(File), z.string()])
      .optional()
      .openapi({ type: 'string', format: 'binary' }),
  })
  .openapi('BlogPostForm');

const postsRoute = createRoute({
  method: 'get',
  path: '/Boards/StartupBlog',
  tags,
  security,
  summary: 'The newest start-up blog posts of a plant (and the company), or of every plant',
  request: { query: z.object({ plant: z.enum(PLANT_IDS, { message: 'must be a plant id' }).optional() }) },
  responses: { 200: jsonContent(z.array(BlogPost), 'The posts'), ...errorResponses },
});
const newPostRoute = createRoute({
  method: 'post',
  path: '/Boards/StartupBlog',
  tags,
  security,
  summary:
    'Adds a start-up blog post with its picture: a photo (JPEG, PNG or WebP by its own bytes, at most 10 MB) kept in the database and served so a browser never runs it (holders of startupblog_Author)',
  request: {
    headers: z.object({ 'idempotency-key': z.string().max(200).optional() }),
    body: { required: true, content: { 'multipart/form-data': { schema: BlogPostForm } } },
  },
  responses: { 201: jsonContent(BlogPost, 'The post'), ...errorResponses },
});
const pictureRoute = createRoute({
  method: 'get',
  path: '/Boards/StartupBlog/Pictures/{id}',
  tags,
  security,
  summary: "A post's picture, as stored (read by employees and approved boards); served so that a browser never runs it",
  request: { params: z.object({ id: z.coerce.number().int().positive() }) },
  responses: {
    200: { description: 'The picture', content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...errorResponses,
  },
});

/** A posted picture, checked before anything is stored: given, and a photo by its own bytes (the kit checks its size). */
async function checkedPicture(file: File | string | undefined): Promise<IncomingFile> {
  if (!(file instanceof File) || file.size === 0) throw InputError.field(BLOG_PICTURE_FIELD, 'picture-required', 'Choose a picture.');
  const data = Buffer.from(await file.arrayBuffer());
  if (data.length <= MAX_ATTACHMENT_BYTES && !sniffContentType(data)?.startsWith('image/')) {
    throw InputError.field(BLOG_PICTURE_FIELD, 'picture-type', 'A picture is a photo: JPEG, PNG or WebP.');
  }
  return { fileName: file.name, data };
}

/** The start-up blog: its posts, a new post with its picture (startupblog_Author), and the pictures. */
export function registerBlogRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  // Access before the body: a board writes nothing; a person needs the sub-application.
  app.use('/Boards/StartupBlog', async (c, next) => {
    if (c.req.method !== 'GET') {
      if (isDeviceSubject(c.get('claims').sub))
        throw new NotAllowedError('A board reads; it writes nothing.', { code: 'device-not-allowed' });
      await requireSubApp(c, BLOG_AUTHOR);
    }
    await next();
  });
  app.openapi(postsRoute, async (c) => {
    const plant = await readerPlant(c, db, c.req.valid('query').plant, false);
    return c.json(await latestPosts(db, plant), 200);
  });
  app.openapi(newPostRoute, async (c) => {
    const { [BLOG_PICTURE_FIELD]: file, ...input } = c.req.valid('form');
    // Outside the transaction: the thumbnail takes CPU, and PGlite has one connection for the employee's read.
    const picture = await prepareAttachment(await checkedPicture(file));
    const employee = await c.get('caller').employee();
    const by = c.get('claims').uniqueName;
    const answer = await idempotentWrite(c, db, async (tx) => {
      const post = await insertPost(tx, input, by, new Date());
      const stored = await storeAttachment(tx, picture, `${OWNER}:${post.id}`, employee!.empId);
      await setPostPicture(tx, post.id, blogPictureAddress(stored.id));
      await announceTo(tx, post.plant);
      return { status: 201, body: { ...post, picture: blogPictureAddress(stored.id) } };
    });
    return c.json(answer.body, 201);
  });
  app.openapi(pictureRoute, async (c) => {
    // Anyone who reads the boards: an employee, or an approved board of any plant.
    await readerPlant(c, db, undefined, true);
    const file = await readAttachment(db, c.req.valid('param').id, false);
    if (!file.owner.startsWith(`${OWNER}:`)) throw new NotFoundError('There is no such picture.');
    return attachmentResponse(c, file) as never;
  });
}
