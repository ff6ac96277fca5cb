import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRINTER_PROFILES, printerAddress } from '@/lib/labels/printers';
import { labelPrinters } from './printer-config';

let dir = '';
afterEach(async () => {
  vi.restoreAllMocks();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("the plant's printer list (label-printers.json)", () => {
  it('offers the demo printers without a file, and the browser print plus the plant list with one, re-read when it changes', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'label-printers-'));
    const file = path.join(dir, 'label-printers.json');
    expect(labelPrinters(file)).toBe(PRINTER_PROFILES);
    await writeFile(
      file,
      JSON.stringify({ printers: [{ id: 'dock-1', name: 'Dock 1', plant: 'MfgSys', dpi: 203, stock: '4x6', address: '10.20.1.15' }] }),
    );
    const first = labelPrinters(file);
    expect(first.map((p) => p.id)).toEqual(['browser-203', 'browser-300', 'dock-1']);
    expect(first[2]).toMatchObject({ zpl: true, host: '10.20.1.15', port: 9100 });
    expect(printerAddress(first[2]!)).toBe('10.20.1.15:9100');
    await writeFile(
      file,
      JSON.stringify({
        printers: [
          { id: 'dock-1', name: 'Dock 1', dpi: 300, stock: '4x6', address: 'zebra-dock.plant.local:6101' },
          { id: 'laser', name: 'Laser', dpi: 300, stock: 'any' },
        ],
      }),
    );
    const second = labelPrinters(file);
    expect(second.map((p) => [p.id, printerAddress(p)])).toEqual([
      ['browser-203', null],
      ['browser-300', null],
      ['dock-1', 'zebra-dock.plant.local:6101'],
      ['laser', null],
    ]);
  });

  it('keeps the last good list when the file is edited wrong, and says why in the log', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'label-printers-'));
    const file = path.join(dir, 'label-printers.json');
    await writeFile(file, JSON.stringify({ printers: [{ id: 'dock-1', name: 'Dock 1', dpi: 203, stock: '4x6' }] }));
    const good = labelPrinters(file);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await writeFile(
      file,
      JSON.stringify({
        printers: [
          { id: 'Dock 1', name: 'Dock', dpi: 200, stock: '4x6', address: 'a b:99999' },
          { id: 'browser-203', name: 'x', dpi: 203, stock: 'any' },
        ],
      }),
    );
    expect(labelPrinters(file)).toBe(good);
    const message = String(logged.mock.calls[0]?.[0]);
    expect(message).toContain('printers.0.id');
    expect(message).toContain('printers.0.dpi');
    expect(message).toContain('printers.0.address');
    expect(message).toContain('printers.1.id: is the browser print');
    await writeFile(file, '{ not json');
    expect(labelPrinters(file)).toBe(good);
  });
});
