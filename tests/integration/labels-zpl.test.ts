import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { labelForm } from '@/lib/labels';
import { sampleValues } from '@/lib/labels/template';
import { labelZpl } from '@/lib/labels/zpl';
import { sendZpl } from '@/lib/server/labels/zpl-send';

/** A stand-in Zebra printer: a TCP listener on a free port that keeps every byte it receives. */
async function listener(): Promise<{ port: number; received: Promise<Buffer>; close: () => void }> {
  let done: (data: Buffer) => void = () => undefined;
  const received = new Promise<Buffer>((resolve) => (done = resolve));
  const server = net.createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      done(Buffer.concat(chunks));
      socket.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { port: address.port, received, close: () => server.close() };
}

let close = (): void => undefined;
afterEach(() => close());

describe('ZPL for Zebra printers (issue 12)', () => {
  it('the ZPL of a routing sent to a printer port arrives whole', async () => {
    const form = labelForm('sheldonRouting');
    if (!form) throw new Error('sheldonRouting');
    const values = sampleValues(form);
    const zpl = labelZpl(form, values, { dpi: 203, copies: 3, origin: 'http://apps.example.com' });
    const printer = await listener();
    close = printer.close;
    const sent = await sendZpl({ host: '127.0.0.1', port: printer.port }, zpl);
    const received = await printer.received;
    expect(sent).toBe(Buffer.byteLength(zpl));
    expect(received.toString('utf8')).toBe(zpl);
    expect(zpl.startsWith('^XA\n^CI28\n^PW1726\n^LL2233\n')).toBe(true);
    expect(zpl.trimEnd().endsWith('^PQ3,0,1,Y\n^XZ')).toBe(true);
    // One Code 128 per bar code of the label: the job, the part and each operation.
    const codes = [...zpl.matchAll(/\^BCN,\d+,N,N,N,A\^FH_\^FD([^^]*)\^FS/g)].map((m) => m[1]);
    expect(codes).toEqual([values['jobNum'], values['partNum'], ...['10', '20', '30', '40'].map((op) => `${values['jobNum']}/${op}`)]);
  });

  it('escapes ZPL command characters in field data and names the QR link', () => {
    const form = labelForm('partTagQR');
    if (!form) throw new Error('partTagQR');
    const zpl = labelZpl(form, { ...sampleValues(form), description: 'ROD ^XZ ~JA 50_50' }, { dpi: 300, copies: 1, origin: 'http://apps.example.com' });
    expect(zpl).toContain('^FDROD _5EXZ _7EJA 50_5F50^FS');
    expect(zpl.match(/\^XZ/g)).toHaveLength(1);
    expect(zpl).toContain('^FDMA,http://apps.example.com/Search/PartSearch?partNum=TUBE-3.00X.25-DOM^FS');
  });

  it('refuses a printer that does not answer', async () => {
    const printer = await listener();
    printer.close();
    await expect(sendZpl({ host: '127.0.0.1', port: printer.port }, '^XA^XZ', 2000)).rejects.toThrow();
  });
});
