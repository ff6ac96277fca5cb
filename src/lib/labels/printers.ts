import type { LabelSize } from './types';

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
  readonly host?: string;
  readonly port?: number;
}

/** The printer a form uses until the device chooses one: the browser's own print at 203 dpi. */
export const DEFAULT_PRINTER_ID = 'browser-203';

/** The printer profiles of the plants (demo set; a plant adds its printers here). */
export const PRINTER_PROFILES: readonly PrinterProfile[] = [
  { id: 'browser-203', name: 'Any printer, 203 dpi', plant: null, dpi: 203, stock: 'any', zpl: false },
  { id: 'browser-300', name: 'Any printer, 300 dpi', plant: null, dpi: 300, stock: 'any', zpl: false },
  { id: 'sh-ship-zt410', name: 'Sheldon shipping Zebra ZT410, 203 dpi', plant: 'MfgSys', dpi: 203, stock: '4x6', zpl: true },
  { id: 'sh-stores-zt230', name: 'Sheldon stores Zebra ZT230, 203 dpi', plant: 'MfgSys', dpi: 203, stock: '4x2', zpl: true },
  { id: 'sl-dock-zt610', name: 'Spirit Lake dock Zebra ZT610, 300 dpi', plant: 'SPIRITLA', dpi: 300, stock: '4x6', zpl: true },
  { id: 'bg-stores-zt411', name: 'Bowling Green stores Zebra ZT411, 203 dpi', plant: 'BGOHIO', dpi: 203, stock: '4x2', zpl: true },
  { id: 'office-laser', name: 'Office laser, letter and half sheets, 300 dpi', plant: null, dpi: 300, stock: '8.5x11', zpl: false },
];

/** A profile by id, or undefined. */
export function printerProfile(id: string, profiles: readonly PrinterProfile[] = PRINTER_PROFILES): PrinterProfile | undefined {
  return profiles.find((p) => p.id === id);
}

/**
 * The stock name of a label size.
 * @example stockOf({ widthIn: 4, heightIn: 6 }) // '4x6'
 */
export function stockOf(size: LabelSize): string {
  return `${size.widthIn}x${size.heightIn}`;
}
