import { sql } from 'drizzle-orm';
import { employeeName, type ReportSource } from '@/lib/reports/server/report-source';
import type { SourceShape } from '@/lib/reports/source';
import { laborPunches } from './tables';

const l = (en: string, es: string) => ({ en, es });

/** Labor punches as reports see them: each punch in force (a supervisor's fix stands for the punch it replaces). */
export const laborPunchShape = {
  name: 'labor/punches',
  title: l('Labor punches', 'Checadas'),
  plantField: 'plant',
  fields: {
    madeAt: { kind: 'dateTime', label: l('Punched at', 'Checada a las') },
    workDate: { kind: 'date', label: l('Work day', 'Día de trabajo') },
    plant: { kind: 'plant', label: l('Plant', 'Planta') },
    employee: { kind: 'reference', label: l('Employee', 'Empleado') },
    kind: {
      kind: 'choice',
      label: l('Punch', 'Checada'),
      options: [
        { value: 'in', label: l('In', 'Entrada') },
        { value: 'lunch-out', label: l('Lunch out', 'Salida a comer') },
        { value: 'lunch-in', label: l('Lunch in', 'Regreso de comer') },
        { value: 'out', label: l('Out', 'Salida') },
      ],
    },
    shift: {
      kind: 'choice',
      label: l('Shift', 'Turno'),
      options: [
        { value: '1', label: l('First', 'Primero') },
        { value: '2', label: l('Second', 'Segundo') },
        { value: '3', label: l('Third', 'Tercero') },
      ],
    },
    source: {
      kind: 'choice',
      label: l('Made by', 'Hecha por'),
      options: [
        { value: 'self', label: l('Employee', 'Empleado') },
        { value: 'kiosk', label: l('Kiosk', 'Quiosco') },
        { value: 'supervisor', label: l('Supervisor', 'Supervisor') },
      ],
    },
  },
} as const satisfies SourceShape;

/** The punches' report source: its one table, less the punches a fix replaced. */
export const laborPunchSource = (): ReportSource[] => [
  {
    shape: laborPunchShape,
    from: sql`${laborPunches}`,
    where: sql`not exists (select 1 from ${laborPunches} as fixed where fixed.replaces_id = ${laborPunches.id})`,
    columns: {
      madeAt: sql`${laborPunches.madeAt}`,
      workDate: sql`${laborPunches.workDate}`,
      plant: sql`${laborPunches.plantId}`,
      employee: sql`${laborPunches.empId}::text`,
      kind: sql`${laborPunches.kind}`,
      shift: sql`${laborPunches.shift}::text`,
      source: sql`${laborPunches.source}`,
    },
    labels: { employee: employeeName },
  },
];
