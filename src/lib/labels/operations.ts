/** One operation line of a routing: op sequence, resource group, optional work center (domain.md). */
export interface LabelOperation {
  readonly oprSeq: string;
  readonly resourceGroup: string;
  readonly workCenter: string;
}

const LINE = /^(\d{1,4})\s+([A-Za-z0-9-]{1,10})(?:\s+([A-Za-z0-9-]{1,12}))?$/;

/**
 * The operations of an 'operations' field, one per non-empty line, or the 1-based number of the
 * first line that is not 'seq group [work center]'.
 * @example parseOperations('10 SAW SAW-01\n20 CNC') // [{ oprSeq: '10', resourceGroup: 'SAW', workCenter: 'SAW-01' }, ...]
 */
export function parseOperations(text: string): LabelOperation[] | { badLine: number } {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const operations: LabelOperation[] = [];
  for (const [index, line] of lines.entries()) {
    const match = LINE.exec(line);
    if (!match) return { badLine: index + 1 };
    operations.push({ oprSeq: match[1] ?? '', resourceGroup: (match[2] ?? '').toUpperCase(), workCenter: (match[3] ?? '').toUpperCase() });
  }
  return operations;
}

/** Operations written back as the field's text, one per line. */
export function formatOperations(operations: readonly LabelOperation[]): string {
  return operations.map((op) => [op.oprSeq, op.resourceGroup, op.workCenter].filter(Boolean).join(' ')).join('\n');
}
