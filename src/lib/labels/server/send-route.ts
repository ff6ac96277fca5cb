import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { labelSendInputSchema, labelPrintSchema, printerErrorSchema } from '@/lib/labels/schemas';
import { printedWords } from '@/lib/labels/i18n';
import { labelZpl } from '@/lib/labels/zpl';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { errorResponses, jsonContent } from '@/lib/server/api/schemas';
import type { Database } from '@/lib/server/db/database';
import { InputError } from '@/lib/server/errors';
import { idempotencyKey, idempotentWrite, keyOwnerOf } from '@/lib/server/idempotency/idempotency';
import { requireApplication } from '@/lib/server/api/actor';
import { appRequired } from '@/lib/server/api/require-access';
import { requireWorkPlant } from '@/lib/server/api/work-plant';
import { checkPrint } from './print-check';
import { labelPrinters } from './printer-config';
import { LABELS_APP, idempotencyHeader } from './route-parts';
import { claimSend, releaseSend } from './send-claim';
import { recordLabelPrint } from './store';
import { ZplSendError, sendZpl } from './zpl-send';

const sendRoute = createRoute({
  method: 'post',
  path: '/Labels/Sends',
  middleware: [appRequired(LABELS_APP)],
  tags: ['Labels'],
  security: [{ bearer: [] }],
  summary: "Sends a label as ZPL to its printer profile's address (port 9100) and records the print once it was taken",
  description:
    "With an Idempotency-Key, a retry answers the first send's record and prints nothing; while the first is still talking to the printer the retry answers 409 'send-in-progress'. A printer that refuses, is unknown or does not answer in 8 s answers 502 with code printer-refused, printer-unreachable, printer-timeout or printer-failed, and nothing is recorded.",
  request: { headers: idempotencyHeader, body: { required: true, content: { 'application/json': { schema: labelSendInputSchema } } } },
  responses: {
    201: jsonContent(labelPrintSchema, 'The label went to the printer; the recorded print'),
    ...errorResponses,
    409: jsonContent(printerErrorSchema, 'The same send is under way'),
    502: jsonContent(printerErrorSchema, 'The printer did not take the label'),
  },
});

/** How long the portal waits for a printer, in ms. */
export const SEND_TIMEOUT_MS = 8000;

/** POST /v1/Labels/Sends: the portal's server sends the label to the Zebra printer. */
export function registerLabelSendRoute(app: OpenAPIHono<ApiEnv>, db: Database): void {
  app.openapi(sendRoute, async (c) => {
    await requireApplication(c, db, LABELS_APP);
    const input = c.req.valid('json');
    const { form, printer, values, copies } = checkPrint(input, labelPrinters());
    await requireWorkPlant(c, printer.plant);
    if (!printer.host)
      throw InputError.field('printer', 'no-address', `printer: ${printer.id} has no network address; download the ZPL instead.`);
    const username = c.get('claims').uniqueName;
    const key = idempotencyKey(c);
    if (key !== undefined) {
      const kept = await claimSend(db, await keyOwnerOf(c, key));
      if (kept !== null) return c.json(kept as z.infer<typeof labelPrintSchema>, 201);
    }
    const words = printedWords(form, input.language ?? 'en');
    const zpl = labelZpl(form, values, { dpi: printer.dpi, copies, origin: new URL(c.req.url).origin, words });
    try {
      await sendZpl({ host: printer.host, port: printer.port }, zpl, SEND_TIMEOUT_MS);
    } catch (error) {
      if (key !== undefined) await releaseSend(db, username, key);
      if (!(error instanceof ZplSendError)) throw error;
      console.warn(`labels: ${form.id} not sent to ${printer.id}: ${error.message}`);
      return c.json(
        {
          error: {
            name: 'PrinterError',
            code: `printer-${error.code}`,
            // The printer's address and the socket's words stay in the log (above): users hear what to do.
            message: `The printer ${printer.id} did not answer; nothing was printed. Try again, or print from the browser.`,
          },
        },
        502,
      );
    }
    const answer = await idempotentWrite(c, db, async (tx) => {
      const print = await recordLabelPrint(tx, { form: form.id, values, copies, printer: printer.id, method: 'zpl-send', username });
      if (key !== undefined) await releaseSend(tx, username, key);
      return { status: 201, body: print };
    });
    return c.json(answer.body, 201);
  });
}
