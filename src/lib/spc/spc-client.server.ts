import { createJsonCall } from '@/lib/api/json-call';
import { HttpError } from '@/lib/http/errors';
import type {
  CharacteristicInput,
  ChartAnswer,
  Characteristic,
  CorrectionInput,
  PhaseInput,
  StoredSubgroup,
  TestsAnswer,
  TestsInput,
} from './schemas';

/** The SPC calls of the company API as the signed-in user; every failed call throws an `ApiError`. */
export function createSpcApi(locals: App.Locals) {
  const accessToken = locals.session?.accessToken;
  if (!accessToken) throw new HttpError(401, 'Sign-in required');
  const call = createJsonCall({ base: `${locals.config.apiBaseUrl}/v1`, accessToken });
  return {
    list: (q: { plant?: string | undefined; partNum?: string | undefined; setId?: string | undefined } = {}) =>
      call<Characteristic[]>(
        'GET',
        'SPC/Characteristics',
        Object.fromEntries(Object.entries(q).filter(([, v]) => v)) as Record<string, string>,
      ),
    one: (id: number) => call<Characteristic>('GET', `SPC/Characteristics/${id}`),
    chart: (id: number, last?: number) =>
      call<ChartAnswer>('GET', `SPC/Characteristics/${id}/Chart`, last ? { last: String(last) } : undefined),
    subgroups: (id: number, last?: number) =>
      call<StoredSubgroup[]>('GET', `SPC/Characteristics/${id}/Subgroups`, last ? { last: String(last) } : undefined),
    create: (input: CharacteristicInput, key: string) =>
      call<{ id: number }>('POST', 'SPC/Characteristics', undefined, input, { 'idempotency-key': key }),
    freeze: (id: number, input: PhaseInput, key: string) =>
      call<{ start: number; end: number }>('POST', `SPC/Characteristics/${id}/Phases`, undefined, input, { 'idempotency-key': key }),
    tests: (id: number) => call<TestsAnswer>('GET', `SPC/Characteristics/${id}/Tests`),
    changeTests: (id: number, input: TestsInput, key: string) =>
      call<TestsAnswer>('PUT', `SPC/Characteristics/${id}/Tests`, undefined, input, { 'idempotency-key': key }),
    correct: (subgroupId: number, input: CorrectionInput, key: string) =>
      call<StoredSubgroup>('POST', `SPC/Subgroups/${subgroupId}/Corrections`, undefined, input, { 'idempotency-key': key }),
  };
}

/** The SPC client of one request. */
export type SpcApi = ReturnType<typeof createSpcApi>;
