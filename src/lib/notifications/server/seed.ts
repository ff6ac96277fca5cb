import { NOTIFICATIONS } from '@/lib/server/db/seed-data';
import type { Tx } from '@/lib/server/db/database';
import { isEmpty } from '@/lib/server/feature';
import { notifications } from '@/lib/server/db/schema/notifications';

const HOUR = 3_600_000;

/** The demo notifications' Spanish, so a reader in Spanish sees them in Spanish (stored as a message given in both languages). */
const SPANISH: Readonly<Record<string, string>> = {
  'PR 5512 awaits your approval': 'La solicitud de compra 5512 espera su aprobación',
  'Corrective action 77 was assigned to you by Quality': 'Calidad le asignó la acción correctiva 77',
  'Maintenance request 1042 is complete': 'La solicitud de mantenimiento 1042 está completa',
  'ECR 318 needs your review before Friday': 'El ECR 318 necesita su revisión antes del viernes',
  'New QA alert': 'Nueva alerta de calidad',
  'Move request created': 'Solicitud de movimiento creada',
  'Maintenance request 1043 on press 7 was assigned a technician':
    'La solicitud de mantenimiento 1043 de la prensa 7 ya tiene técnico asignado',
  'Weld leak entry 88 is incomplete': 'El registro de fuga de soldadura 88 está incompleto',
  'Your absence notice for Monday was approved by your supervisor': 'Su supervisor aprobó su aviso de ausencia del lunes',
  'Labor approval pending for 6 employees on second shift': 'Aprobación de mano de obra pendiente para 6 empleados del segundo turno',
  'PR 5520 approved': 'Solicitud de compra 5520 aprobada',
  'Non-conformance 240 was opened on job 118204-1 at Bowling Green':
    'Se abrió la no conformidad 240 en el trabajo 118204-1 en Bowling Green',
  'PM job 512 is due': 'El trabajo de mantenimiento preventivo 512 está por vencer',
  'Shipment to customer 2231 is late': 'El embarque al cliente 2231 va retrasado',
  'Corrective action 81 needs your five-why analysis': 'La acción correctiva 81 necesita su análisis de cinco porqués',
  'Paint inventory is low': 'El inventario de pintura está bajo',
  'Inspection 6610 failed on characteristic 4 (bore diameter)': 'La inspección 6610 falló en la característica 4 (diámetro interior)',
  'Metal finishing report ready': 'El reporte de acabado de metales está listo',
  'Welcome to Apps': 'Bienvenido a Apps',
  'Ask your supervisor for access to the applications you need': 'Pida a su supervisor acceso a las aplicaciones que necesita',
  'Your password was changed': 'Su contraseña se cambió',
  'The portal will be down for maintenance on Saturday night':
    'El portal estará fuera de servicio por mantenimiento el sábado por la noche',
};

/** Seeds the demo notifications of seed-data.ts (each some hours before `now`) where none exists yet. */
export async function seedNotifications(tx: Tx, now: Date): Promise<boolean> {
  if (!(await isEmpty(tx, notifications))) return false;
  await tx.insert(notifications).values(
    NOTIFICATIONS.map(([username, hoursAgo, unread, description, action]) => ({
      username,
      date: new Date(now.getTime() - hoursAgo * HOUR),
      unread,
      description,
      action,
      message: SPANISH[description] === undefined ? null : { key: 'text', values: { text: { en: description, es: SPANISH[description] } } },
    })),
  );
  return true;
}
