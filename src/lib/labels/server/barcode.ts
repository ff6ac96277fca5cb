import bwipjs from 'bwip-js/node';
import { QUIET, code128Dots, qrDots } from '@/lib/labels/geometry';

/** A bar code drawn as SVG at a whole number of printer dots per module. */
export interface BarcodeDrawing {
  /** The `<svg>` element, sized in inches. */
  readonly svg: string;
  readonly widthIn: number;
  readonly heightIn: number;
  /** Printer dots per module (bar width of the narrowest bar). */
  readonly dots: number;
  readonly modules: number;
  /** Quiet zone each side, in inches. */
  readonly quietIn: number;
}

/** Largest module of a linear bar code per resolution: 15 mil at 203 dpi, 13 mil at 300 dpi. */
const MAX_LINEAR_DOTS: Readonly<Record<number, number>> = { 203: 3, 300: 4 };

function sized(svg: string, widthIn: number, heightIn: number, label: string): string {
  const safe = label.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  return svg.replace(
    /^<svg /,
    `<svg width="${widthIn.toFixed(5)}in" height="${heightIn.toFixed(5)}in" preserveAspectRatio="none" shape-rendering="crispEdges" role="img" aria-label="${safe}" `,
  );
}

/**
 * A Code 128 symbol of `value` for a box `boxW` x `barsH` inches: bwip-js draws it, the module is
 * the widest whole number of dots that fits (at most 15 mil). Throws when it does not fit at all.
 */
export function code128Svg(value: string, boxW: number, barsH: number, dpi: number): BarcodeDrawing {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text: value });
  const modules = symbol && 'sbs' in symbol ? symbol.sbs.reduce((sum, width) => sum + width, 0) : 0;
  const dots = code128Dots(modules, boxW, dpi, MAX_LINEAR_DOTS[dpi] ?? Math.round((dpi * 15) / 1000));
  if (dots < 1) throw new Error(`Code 128 '${value}' (${modules} modules) does not fit ${boxW} in at ${dpi} dpi.`);
  const widthIn = (modules * dots) / dpi;
  const svg = bwipjs.toSVG({ bcid: 'code128', text: value, scale: 1, height: 10 });
  const viewWidth = Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1]);
  if (viewWidth !== modules) throw new Error(`bwip-js drew ${viewWidth} units for ${modules} modules of '${value}'.`);
  return { svg: sized(svg, widthIn, barsH, value), widthIn, heightIn: barsH, dots, modules, quietIn: (QUIET.code128 * dots) / dpi };
}

/** A QR code of `value` (error correction M, BWIPP's default) in a square of `sideIn` inches, each module a whole number of dots. */
export function qrSvg(value: string, sideIn: number, dpi: number): BarcodeDrawing {
  const [symbol] = bwipjs.raw({ bcid: 'qrcode', text: value });
  const modules = symbol && 'pixx' in symbol ? symbol.pixx : 0;
  const dots = qrDots(modules, sideIn, dpi, 40);
  if (dots < 1) throw new Error(`QR code '${value}' does not fit ${sideIn} in at ${dpi} dpi.`);
  const widthIn = (modules * dots) / dpi;
  const svg = bwipjs.toSVG({ bcid: 'qrcode', text: value, scale: 1 });
  return { svg: sized(svg, widthIn, widthIn, value), widthIn, heightIn: widthIn, dots, modules, quietIn: (QUIET.qrcode * dots) / dpi };
}
