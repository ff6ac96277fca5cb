import { sql } from 'drizzle-orm';
import type { ReportSource } from '@/lib/reports/server/report-source';
import type { SourceShape } from '@/lib/reports/source';
import { materialLedger } from '@/lib/plant-data/server/tables';

const l = (en: string, es: string) => ({ en, es });

/** The materials ledger as reports see it: every issue, move and short end, with its quantity. */
export const materialLedgerShape = {
  name: 'materials/ledger',
  title: l('Materials ledger', 'Registro de materiales'),
  plantField: 'plant',
  fields: {
    at: { kind: 'dateTime', label: l('When', 'Cuándo') },
    plant: { kind: 'plant', label: l('Plant', 'Planta') },
    tranType: {
      kind: 'choice',
      label: l('Transaction', 'Transacción'),
      options: [
        { value: 'ISSUE', label: l('Issue', 'Salida') },
        { value: 'MOVE', label: l('Move', 'Movimiento') },
        { value: 'SHORTEND-KEEP', label: l('Short end kept', 'Sobrante guardado') },
        { value: 'SHORTEND-DISPOSE', label: l('Short end disposed', 'Sobrante desechado') },
      ],
    },
    partNum: { kind: 'reference', label: l('Part', 'Parte') },
    jobNum: { kind: 'reference', label: l('Job', 'Trabajo') },
    username: { kind: 'text', label: l('User', 'Usuario') },
    quantity: { kind: 'number', label: l('Quantity', 'Cantidad'), decimals: 2 },
  },
} as const satisfies SourceShape;

/** The ledger's report source, read from its one table. */
export const materialLedgerSource = (): ReportSource[] => [
  {
    shape: materialLedgerShape,
    from: sql`${materialLedger}`,
    columns: {
      at: sql`${materialLedger.at}`,
      plant: sql`${materialLedger.plantId}`,
      tranType: sql`${materialLedger.tranType}`,
      partNum: sql`${materialLedger.partNum}`,
      jobNum: sql`${materialLedger.jobNum}`,
      username: sql`${materialLedger.username}`,
      quantity: sql`${materialLedger.quantity}`,
    },
  },
];
