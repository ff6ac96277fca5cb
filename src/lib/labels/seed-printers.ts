import type { PrinterProfile } from './printers';

/** The demo plants' printers, offered until a plant writes its own list (label-printers.json). */
export const DEMO_PROFILES: readonly PrinterProfile[] = [
  { id: 'sh-ship-zt410', name: 'Sheldon shipping Zebra ZT410, 203 dpi', plant: 'MfgSys', dpi: 203, stock: '4x6', zpl: true },
  { id: 'sh-stores-zt230', name: 'Sheldon stores Zebra ZT230, 203 dpi', plant: 'MfgSys', dpi: 203, stock: '4x2', zpl: true },
  { id: 'sl-dock-zt610', name: 'Spirit Lake dock Zebra ZT610, 300 dpi', plant: 'SPIRITLA', dpi: 300, stock: '4x6', zpl: true },
  { id: 'bg-stores-zt411', name: 'Bowling Green stores Zebra ZT411, 203 dpi', plant: 'BGOHIO', dpi: 203, stock: '4x2', zpl: true },
  { id: 'office-laser', name: 'Office laser, letter and half sheets, 300 dpi', plant: null, dpi: 300, stock: '8.5x11', zpl: false },
];
