import { z } from 'zod';
import type { LabelSize } from './types';
import { DEMO_PROFILES } from './seed-printers';

/** A label printer as the plants set it up: resolution, stock, and for a Zebra its address. */
export interface PrinterProfile {
  readonly id: string;
  readonly name: string;
  /** Plant code (spec §3), or null for any plant. */
  readonly plant: string | null;
  readonly dpi: 203 | 300;
  /** The stock loaded, e.g. '4x6'; a label of another size warns before printing. */
  readonly stock: string;
  /** Speaks ZPL: offered as a ZPL download, and sent to `host` on port 9100 when it has one. */
  readonly zpl: boolean;
  readonly host?: string | undefined;
  readonly port?: number | undefined;
}

/** The printer a form uses until the device chooses one: the browser's own print at 203 dpi. */
export const DEFAULT_PRINTER_ID = 'browser-203';

/** The browser's own print: always offered, whatever the plant configures. */
export const BROWSER_PROFILES: readonly PrinterProfile[] = [
  { id: 'browser-203', name: 'Any printer, 203 dpi', plant: null, dpi: 203, stock: 'any', zpl: false },
  { id: 'browser-300', name: 'Any printer, 300 dpi', plant: null, dpi: 300, stock: 'any', zpl: false },
];

/** The demo set, for whoever compares the printers offered with it. */
export { DEMO_PROFILES };

/** The printers offered when no plant list is configured: the browser's print and the demo set. */
export const PRINTER_PROFILES: readonly PrinterProfile[] = [...BROWSER_PROFILES, ...DEMO_PROFILES];

const reservedIds = new Set(BROWSER_PROFILES.map((p) => p.id));

/** One printer of the plant's list (label-printers.json); `address` is 'host' or 'host:port' (port 9100 by default). */
export const printerConfigSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, { message: 'must be 1 to 40 lower-case letters, digits or -' })
    .refine((id) => !reservedIds.has(id), { message: 'is the browser print; choose another id' }),
  name: z.string().min(1).max(80),
  plant: z.string().min(1).max(20).nullable().default(null),
  dpi: z.union([z.literal(203), z.literal(300)]),
  stock: z.string().regex(/^(any|\d+(\.\d+)?x\d+(\.\d+)?)$/, { message: "must be 'any' or a size such as 4x6" }),
  zpl: z.boolean().default(false),
  address: z
    .string()
    .regex(/^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/, { message: "must be a host name or IP address, with ':port' when not 9100" })
    .refine(
      (a) => {
        const port = Number(a.split(':')[1] ?? 9100);
        return port >= 1 && port <= 65535;
      },
      { message: 'port must be 1 to 65535' },
    )
    .optional(),
});

/** The plant's printer list file: `{ "printers": [ ... ] }`, ids unique. */
export const printersFileSchema = z.object({
  printers: z
    .array(printerConfigSchema)
    .max(500)
    .refine((list) => new Set(list.map((p) => p.id)).size === list.length, { message: 'ids must be unique' }),
});

/**
 * The printers of a plant list: the browser's own print first, then the plant's printers; a printer
 * with an address speaks ZPL.
 * @example profilesFromConfig({ printers: [{ id: 'dock', name: 'Dock', plant: null, dpi: 203, stock: '4x6', zpl: true, address: '10.1.2.3' }] })
 */
export function profilesFromConfig(file: z.infer<typeof printersFileSchema>): PrinterProfile[] {
  const plant = file.printers.map((p): PrinterProfile => {
    const [host, port] =
      p.address === undefined ? [undefined, undefined] : [p.address.split(':')[0], Number(p.address.split(':')[1] ?? 9100)];
    return {
      id: p.id,
      name: p.name,
      plant: p.plant,
      dpi: p.dpi,
      stock: p.stock,
      zpl: p.zpl || host !== undefined,
      ...(host ? { host, port } : {}),
    };
  });
  return [...BROWSER_PROFILES, ...plant];
}

/** A profile by id, or undefined. */
export function printerProfile(id: string, profiles: readonly PrinterProfile[] = PRINTER_PROFILES): PrinterProfile | undefined {
  return profiles.find((p) => p.id === id);
}

/** The address a profile sends ZPL to, e.g. '10.20.1.15:9100', or null. */
export function printerAddress(profile: PrinterProfile): string | null {
  return profile.host ? `${profile.host}:${profile.port ?? 9100}` : null;
}

/**
 * The stock name of a label size.
 * @example stockOf({ widthIn: 4, heightIn: 6 }) // '4x6'
 */
export function stockOf(size: LabelSize): string {
  return `${size.widthIn}x${size.heightIn}`;
}
