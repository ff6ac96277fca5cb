import { needsSubApp, page, record, type RouteRow } from './rows';

const hrBoard = (segment: string, es: string, en: string): RouteRow =>
  page(`/Dashboards/HR/${segment}`, es, { en, layout: 'dashboard-light' });

/**
 * Labor, attendance, HR and skills (spec §2.3, §2.4). Employee ids are 'safe' (ERP employee
 * numbers are strings); interview ids are 'numeric'. The HR dashboards are wall screens.
 */
export const PEOPLE_ROUTES: readonly RouteRow[] = [
  page('/absencecalendar/addevent', 'Agregar evento', { en: 'Add Event' }),
  page('/absencecalendar/calendar', 'Calendario'),
  page('/absencecalendar/daylist', 'Lista del día', { en: 'Day List' }),
  page('/absencecalendar/editevent', 'Editar evento', { en: 'Edit Event' }),
  page('/absencecalendar/manageviews', 'Administrar vistas', { en: 'Manage Views' }),
  page('/absencecalendar/manageviewsecurity', 'Administrar seguridad de vistas', { en: 'Manage View Security' }),
  page('/absencecalendar/table', 'Tabla'),
  page('/AbsentForm/tardy', 'Retardo'),
  hrBoard('anniversary', 'Aniversarios', 'Anniversaries'),
  hrBoard('birthdays', 'Cumpleaños', 'Birthdays'),
  hrBoard('plantAnniversary', 'Aniversarios de la planta', 'Plant Anniversaries'),
  hrBoard('plantBirthdays', 'Cumpleaños de la planta', 'Plant Birthdays'),
  hrBoard('spAnniversary', 'Aniversarios SP', 'SP Anniversaries'),
  hrBoard('spBirthdays', 'Cumpleaños SP', 'SP Birthdays'),
  hrBoard('startupBlog', 'Blog de arranque', 'Start-Up Blog'),
  page('/hrapplications/list', 'Lista'),
  page('/Interviews/Actions', 'Acciones'),
  record('/Interviews/:detail', 'numeric'),
  page('/LaborMod/Components/absentNotice', 'Aviso de ausencia', { en: 'Absence Notice' }),
  ...needsSubApp('LaborMod_Approval', [
    page('/LaborMod/Components/approval', 'Aprobación'),
    page('/LaborMod/Components/closed', 'Cerrados'),
  ]),
  page('/LaborMod/Components/callOff', 'Reporte de inasistencia'),
  page('/LaborMod/Components/clockIn', 'Registrar entrada'),
  page('/LaborMod/Components/clockOut', 'Registrar salida'),
  page('/LaborMod/Components/lunch', 'Comida'),
  page('/LaborMod/Dialogs/history', 'Historial'),
  page('/LaborMod/Dialogs/labor_detail', 'Detalle de mano de obra'),
  page('/LaborMod/Dialogs/note', 'Nota'),
  page('/skillsadmin/gradedialog', 'Diálogo de nivel', { en: 'Grade Dialog' }),
  page('/skillsadmin/grades', 'Niveles'),
  page('/skillsadmin/jobdialog', 'Diálogo de puesto', { en: 'Job Dialog' }),
  page('/skillsadmin/jobs', 'Puestos'),
  page('/skillsadmin/skilldialog', 'Diálogo de habilidad', { en: 'Skill Dialog' }),
  page('/skillsadmin/skills', 'Habilidades'),
  page('/skillsempassessment/emptable', 'Tabla de empleados', { en: 'Employee Table' }),
  page('/skillsempassessment/jobempdialog', 'Diálogo de empleados por puesto', { en: 'Job Employee Dialog' }),
  page('/skillsempassessment/jobemptable', 'Tabla de empleados por puesto', { en: 'Job Employee Table' }),
  record('/skillsempassessment/:detail', 'safe', 'Employee: {detail}'),
  record('/skillsselfassessment/:detail', 'safe', 'Employee: {detail}'),
];
