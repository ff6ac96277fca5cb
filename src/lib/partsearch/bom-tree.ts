import type { BomRow } from './schemas';

/** A BOM row with its place in the drawn tree: its own key and its parent's (the top part's rows have 'root'). */
export interface BomTreeRow extends BomRow {
  key: string;
  parentKey: string;
}

/**
 * Gives each row of an indented BOM (in tree order) a key that names its place, so the screen can show
 * and hide a row's descendants: the same part twice under one parent differs by its sequence.
 * @example bomTree([{ level: 1, seq: 10, partNum: 'A', ... }])[0].key // 'root>10:A'
 */
export function bomTree(rows: readonly BomRow[]): BomTreeRow[] {
  const keys: string[] = ['root'];
  return rows.map((row) => {
    const parentKey = keys[row.level - 1] ?? 'root';
    const key = `${parentKey}>${row.seq}:${row.partNum}`;
    keys[row.level] = key;
    keys.length = row.level + 1;
    return { ...row, key, parentKey };
  });
}
