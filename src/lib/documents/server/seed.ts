import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db/database';
import { isEmpty } from '@/lib/server/feature';
import type { DocumentKind } from '@/lib/documents/schemas';
import { addDocumentVersion, checkedDocumentFile } from './documents';
import { documentFileStore } from './file-store';
import { simplePdf } from './seed-pdf';
import { documents } from './tables';

const DAY = 86_400_000;
const rowsOf = async <T>(tx: Tx, query: ReturnType<typeof sql>) => (await tx.execute(query)) as unknown as { rows: T[] };

interface SeedVersion {
  name: string;
  data: Buffer;
  reason: string;
  daysAgo: number;
}

/** A drawing of a part in revisions A to C, the later ones made for the reasons engineering gives. */
function drawingVersions(partNum: string, description: string): SeedVersion[] {
  const revisions: [string, string, number][] = [
    ['A', 'Initial release', 120],
    ['B', 'Bore tolerance tightened to +0.002/-0.000', 60],
    ['C', 'Port moved 0.50 in. toward the cap end', 9],
  ];
  return revisions.map(([rev, reason, daysAgo]) => ({
    name: `${partNum} rev ${rev}.pdf`,
    data: simplePdf([`${partNum} - ${description}`, `Revision ${rev}: ${reason}`, 'Dimensions in inches. Do not scale.']),
    reason,
    daysAgo,
  }));
}

const PROCEDURES: readonly { title: string; lines: string[] }[] = [
  {
    title: 'Tube honing procedure',
    lines: ['1. Check the bore with the dial bore gauge.', '2. Hone to size, 8-16 Ra.', '3. Wash and cap both ends.'],
  },
  {
    title: 'Rod weld and leak test procedure',
    lines: ['1. Preheat to 250 F.', '2. Weld per WPS-104.', '3. Leak test at 3000 psi for 60 s.'],
  },
];

/**
 * Demo documents, dated before `now`: the drawing of the part of each of six jobs (three revisions each,
 * attached to the job) and two shop procedures as text. Their files go to the document store.
 */
export async function seedDocumentsIfEmpty(tx: Tx, now: Date): Promise<boolean> {
  if (!(await isEmpty(tx, documents))) return false;
  const { rows: jobs } = await rowsOf<{ job_num: string; part_num: string; description: string }>(
    tx,
    sql`select distinct on (j.plant_id) j.job_num, j.part_num, coalesce(p.description, '') as description
      from jobs j left join parts p on p.part_num = j.part_num order by j.plant_id, j.job_num`,
  );
  const { rows: people } = await rowsOf<{ emp_id: number }>(tx, sql`select emp_id from employees order by emp_id limit 1`);
  const by = people[0]?.emp_id;
  if (by === undefined || jobs.length === 0) return false;
  const store = documentFileStore();
  const keep = async (meta: { title: string; kind: DocumentKind; partNum?: string; jobNum?: string }, versions: SeedVersion[]) => {
    let documentId: number | undefined;
    for (const v of versions) {
      const file = checkedDocumentFile({ name: v.name, data: v.data });
      await store.put(file.sha256, file.data);
      const kept = await addDocumentVersion(
        tx,
        { ...meta, documentId, reason: v.reason },
        file,
        by,
        new Date(now.getTime() - v.daysAgo * DAY),
      );
      documentId = kept.id;
    }
  };
  for (const job of jobs) {
    await keep(
      { title: `Drawing ${job.part_num}`, kind: 'drawing', partNum: job.part_num, jobNum: job.job_num },
      drawingVersions(job.part_num, job.description),
    );
  }
  for (const [i, p] of PROCEDURES.entries()) {
    const text = [p.title, '', ...p.lines, ''].join('\n');
    await keep({ title: p.title, kind: 'procedure' }, [
      { name: `${p.title}.txt`, data: Buffer.from(text), reason: 'Issued', daysAgo: 30 + i },
    ]);
  }
  return true;
}
