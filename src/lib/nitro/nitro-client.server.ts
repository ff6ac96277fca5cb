import type { JsonCall } from '@/lib/api/json-call';
import type { ChargeListQuery, ChargePage, ChargeRecord, ChargeSpec } from './schemas';

/** The nitrogen charge calls of the company API, typed by its contract (`./schemas`); every failed call throws an `ApiError`. */
export function createNitroApi(call: JsonCall) {
  return {
    list: (q: ChargeListQuery) => call<ChargePage>('GET', 'NitrogenCharges', q),
    cylinder: (serial: string) => call<ChargeRecord[]>('GET', `NitrogenCharges/Cylinder/${encodeURIComponent(serial)}`),
    specs: () => call<ChargeSpec[]>('GET', 'NitrogenSpecs'),
    record: (input: Record<string, string>, idempotencyKey: string) =>
      call<ChargeRecord>('POST', 'NitrogenCharges', undefined, input, { 'idempotency-key': idempotencyKey }),
  };
}
