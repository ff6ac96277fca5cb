import { buildTable } from './build';
import { ADMIN_ROUTES } from './table-admin';
import { MAINTENANCE_ROUTES } from './table-maintenance';
import { OPERATIONS_ROUTES } from './table-operations';
import { PEOPLE_ROUTES } from './table-people';
import { PURCHASING_ROUTES } from './table-purchasing';
import { QUALITY_ROUTES } from './table-quality';
import { SEARCH_ROUTES } from './table-search';
import { TOP_ROUTES } from './table-top';
import { WELDING_ROUTES } from './table-welding';
import type { RouteDef } from './types';

/**
 * Every route of spec §2.1 to §2.4, and nothing else, in one table (tests/unit/routes.test.ts
 * proves it against the spec text).
 *
 * Layouts: '/login' uses 'login'; the wall screens '/InfoBoard', '/InfoBoard/slides',
 * '/StaffingBoard', '/daybyhour/board' and '/Dashboards/DayByHour' use 'dashboard-dark'; the HR
 * celebration boards '/Dashboards/HR/...' use 'dashboard-light'; every other route 'default'.
 *
 * Child title templates (spec §2.1): 'CA: ' corrective actions (CorrectiveActions, InternalCA),
 * '8D: ' non-conformances, 'Project: ', 'Set: ' inspection sets, 'Part: ' parts
 * (InspectionManagement/Parts, priceCalc), 'Employee: ' skills assessments, 'RG: ' work queues
 * (one per resource group), 'ID: ' elsewhere. No route carries 'Group {detail}': none of the
 * user-group routes of §2.3 takes a parameter in §2.4.
 */
export const ROUTES: readonly RouteDef[] = buildTable([
  ...TOP_ROUTES,
  ...ADMIN_ROUTES,
  ...QUALITY_ROUTES,
  ...PURCHASING_ROUTES,
  ...MAINTENANCE_ROUTES,
  ...WELDING_ROUTES,
  ...OPERATIONS_ROUTES,
  ...SEARCH_ROUTES,
  ...PEOPLE_ROUTES,
]);
