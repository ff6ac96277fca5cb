import type { JsonCall } from '@/lib/api/json-call';
import type { ChargeRecord, ChargeSpec } from './nitro';

/** The nitrogen charge calls of the company API; every failed call throws an `ApiError`. */
export function createNitroApi(call: JsonCall) {
  return {
    list: (q: Record<string, string>) =>
      call<{ items: ChargeRecord[]; total: number; page: number; pageSize: number }>('GET', 'NitrogenCharges', q),
    cylinder: (serial: string) => call<ChargeRecord[]>('GET', `NitrogenCharges/Cylinder/${encodeURIComponent(serial)}`),
    specs: () => call<ChargeSpec[]>('GET', 'NitrogenSpecs'),
    record: (input: Record<string, string>, idempotencyKey: string) =>
      call<ChargeRecord>('POST', 'NitrogenCharges', undefined, input, { 'idempotency-key': idempotencyKey }),
  };
}
