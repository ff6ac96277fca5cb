import type { JsonCall } from '@/lib/api/json-call';
import type { CribBadge, Equipment, EquipmentTransfer, EquipmentTransferInput, Gauge, GaugeEvent, MroItem, PmWorkOrder } from './schemas';

/** Maintenance's calls of the company API, typed by its contract (`./schemas`); every failed call throws an `ApiError`. */
export function createMaintenanceApi(call: JsonCall) {
  const key = (k: string) => ({ 'idempotency-key': k });
  const plantQuery = (plant: string) => (plant === 'All' ? {} : { plant });
  return {
    equipment: (plant: string, q?: string) => call<Equipment[]>('GET', 'Equipment', { ...plantQuery(plant), ...(q ? { q } : {}) }),
    transfers: (plant: string) => call<EquipmentTransfer[]>('GET', 'Equipment/Transfers', plantQuery(plant)),
    transfer: (equipmentId: string, body: { [K in keyof EquipmentTransferInput]: string }, k: string) =>
      call<Equipment>('POST', `Equipment/${encodeURIComponent(equipmentId)}/Transfer`, undefined, body, key(k)),
    pmWorkOrders: (plant: string, state: 'open' | 'closed') =>
      call<PmWorkOrder[]>('GET', 'Maintenance/PmWorkOrders', { ...plantQuery(plant), state }),
    gauges: (plant: string) => call<Gauge[]>('GET', 'Gauges', plantQuery(plant)),
    heldBy: (empId: number) => call<Gauge[]>('GET', 'Gauges', { holder: String(empId) }),
    badge: (empId: string) => call<CribBadge>('GET', `Gauges/Badges/${encodeURIComponent(empId)}`),
    history: (plant: string, gaugeId?: string) =>
      call<GaugeEvent[]>('GET', 'Gauges/History', { ...plantQuery(plant), ...(gaugeId ? { gaugeId } : {}) }),
    checkout: (gaugeId: string, empID: number, k: string) =>
      call<Gauge>('POST', `Gauges/${encodeURIComponent(gaugeId)}/Checkout`, undefined, { empID }, key(k)),
    giveBack: (gaugeId: string, k: string) =>
      call<Gauge>('POST', `Gauges/${encodeURIComponent(gaugeId)}/Return`, undefined, undefined, key(k)),
    mro: (plant: string, below: boolean, q?: string) =>
      call<MroItem[]>('GET', 'Mro', { ...plantQuery(plant), ...(below ? { below: 'true' } : {}), ...(q ? { q } : {}) }),
  };
}

/** Maintenance's API client. */
export type MaintenanceApi = ReturnType<typeof createMaintenanceApi>;
