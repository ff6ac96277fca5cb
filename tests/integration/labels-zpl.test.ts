import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { labelForm } from '@/lib/labels';
import { sampleValues } from '@/lib/labels/template';
import { printedWords } from '@/lib/labels/i18n';
import { labelZpl } from '@/lib/labels/zpl';
import { sendZpl } from '@/lib/labels/server/zpl-send';
import { closedPort, startZebra } from './helpers/zebra';

let close = async (): Promise<void> => undefined;
afterEach(() => close());

describe('ZPL for Zebra printers', () => {
  it('the ZPL of a routing sent to a printer port arrives whole', async () => {
    const form = labelForm('sheldonRouting');
    if (!form) throw new Error('sheldonRouting');
    const values = sampleValues(form);
    const zpl = labelZpl(form, values, { dpi: 203, copies: 3, origin: 'http://apps.example.com', words: printedWords(form, 'en') });
    const printer = await startZebra();
    close = printer.close;
    const received = printer.next();
    const sent = await sendZpl({ host: '127.0.0.1', port: printer.port }, zpl);
    expect(sent).toBe(Buffer.byteLength(zpl));
    expect(await received).toBe(zpl);
    expect(zpl.startsWith('^XA\n^CI28\n^PW1726\n^LL2233\n')).toBe(true);
    expect(zpl.trimEnd().endsWith('^PQ3,0,1,Y\n^XZ')).toBe(true);
    // One Code 128 per bar code of the label: the job, the part and each operation.
    const codes = [...zpl.matchAll(/\^BCN,\d+,N,N,N,A\^FH_\^FD([^^]*)\^FS/g)].map((m) => m[1]);
    expect(codes).toEqual([values['jobNum'], values['partNum'], ...['10', '20', '30', '40'].map((op) => `${values['jobNum']}/${op}`)]);
  });

  it('escapes ZPL command characters in field data and names the QR link', () => {
    const form = labelForm('partTagQR');
    if (!form) throw new Error('partTagQR');
    const zpl = labelZpl(
      form,
      { ...sampleValues(form), description: 'ROD ^XZ ~JA 50_50' },
      { dpi: 300, copies: 1, origin: 'http://apps.example.com', words: printedWords(form, 'en') },
    );
    expect(zpl).toContain('^FDROD _5EXZ _7EJA 50_5F50^FS');
    expect(zpl.match(/\^XZ/g)).toHaveLength(1);
    expect(zpl).toContain('^FDMA,http://apps.example.com/Search/PartSearch?partNum=TUBE-3.00X.25-DOM^FS');
  });

  it('names a refused connection', async () => {
    await expect(sendZpl({ host: '127.0.0.1', port: await closedPort() }, '^XA^XZ', 2000)).rejects.toMatchObject({
      name: 'ZplSendError',
      code: 'refused',
    });
  });

  it('gives up on a printer that takes the connection but never finishes it', async () => {
    const sockets: net.Socket[] = [];
    const server = net.createServer({ allowHalfOpen: true }, (socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    };
    const { port } = server.address() as net.AddressInfo;
    await expect(sendZpl({ host: '127.0.0.1', port }, '^XA^XZ', 300)).rejects.toMatchObject({ code: 'timeout' });
  });
});
