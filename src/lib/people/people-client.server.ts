import type { JsonCall } from '@/lib/api/json-call';
import type {
  Department,
  DevSms,
  EmployeeProfile,
  EmployeeRow,
  EmployeesQuery,
  Muster,
  TextAlertStatus,
  TextAlertSummary,
} from './schemas';

/** The people calls of the company API, typed by the contract (`./schemas`). */
export interface PeopleApi {
  employees(query: EmployeesQuery): Promise<EmployeeRow[]>;
  profile(empId: number): Promise<EmployeeProfile>;
  departments(plant: string): Promise<Department[]>;
  muster(plant: string): Promise<Muster>;
  textAlerts(plant: string): Promise<TextAlertSummary[]>;
  textAlert(id: string): Promise<TextAlertStatus>;
  sendTextAlert(input: Record<string, string>, idempotencyKey: string): Promise<{ id: string; recipients: number }>;
  devGateway(): Promise<DevSms[]>;
  groups(): Promise<string[]>;
}

/** The people client with the signed-in user's token; every failed call throws an `ApiError`. */
export function createPeopleApi(call: JsonCall): PeopleApi {
  return {
    employees: (q) => call('GET', 'Employees', q),
    profile: (empId) => call('GET', `Employees/${empId}`),
    departments: (plant) => call('GET', 'Departments', { plant }),
    muster: (plant) => call('GET', 'Muster', { plant }),
    textAlerts: (plant) => call('GET', 'TextAlerts', { plant }),
    textAlert: (id) => call('GET', `TextAlerts/${encodeURIComponent(id)}`),
    sendTextAlert: (input, key) => call('POST', 'TextAlerts', undefined, input, { 'idempotency-key': key }),
    devGateway: () => call('GET', 'TextAlerts/DevGateway'),
    groups: () => call('GET', 'TextAlerts/Groups'),
  };
}
