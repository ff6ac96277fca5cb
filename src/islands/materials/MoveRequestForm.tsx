import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api/errors';
import { useSubmissionKey } from '@/islands/forms/useSubmissionKey';
import { numberMessage, readNumber } from '@/lib/forms/number';
import { keptText, sendOrKeep } from '@/lib/outbox/island';
import { MOVE_TYPES } from '@/lib/materials/constants';
import type { MoveRequestInput } from '@/lib/materials/move-schemas';
import { addAlert } from '@/lib/stores/alerts';
import { Select, TextInput } from '@/islands/forms';
import { FORM } from '@/lib/forms/classes';
import { type MaterialsText } from './text';

const WAREHOUSES = ['STORES', 'WIP', 'SHIP', 'SHORT'];
const SPEC_FIELDS = ['fromBin', 'toBin', 'moveType', 'plant'] as const;
/** The quantity the API takes (above zero, at most 10,000,000), said with the kit's number words. */
const QUANTITY = { min: 0.0001, max: 10_000_000, unit: '' };

/** The STK (inventory) or OTHER move request form: the spec's messages by field, X for an unknown location. */
export function MoveRequestForm({
  text,
  formType,
  plants,
  initialPlant,
}: {
  text: MaterialsText;
  formType: 'STK' | 'OTHER';
  plants: readonly { id: string; name: string }[];
  initialPlant: string;
}) {
  const t = text.move;
  const blank = {
    plant: initialPlant,
    moveType: '',
    partNum: '',
    quantity: '',
    fromWarehouse: 'STORES',
    fromBin: '',
    toWarehouse: 'WIP',
    toBin: '',
    workCenter: '',
    group: '',
    jobNum: '',
    date: '',
    time: '',
    notes: '',
    reference: '',
  };
  const [v, setV] = useState(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const key = useSubmissionKey();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const set = (name: keyof typeof blank) => (e: { target: { value: string } }) => setV((old) => ({ ...old, [name]: e.target.value }));

  const check = (): Record<string, string> => {
    const found: Record<string, string> = {};
    if (!v.plant) found['plant'] = t.messages.plant;
    if (formType === 'OTHER' && !v.moveType) found['moveType'] = t.messages.moveType;
    if (!v.fromBin.trim()) found['fromBin'] = t.messages.fromBin;
    if (!v.toBin.trim()) found['toBin'] = t.messages.toBin;
    if (formType === 'STK' && !v.partNum.trim()) found['partNum'] = t.required;
    const quantity = formType === 'STK' ? numberMessage(v.quantity, QUANTITY, text.numbers, text.lang) : null;
    if (quantity) found['quantity'] = quantity;
    if (!v.date || !v.time || Number.isNaN(new Date(`${v.date}T${v.time}`).getTime())) found['needBy'] = t.invalidDate;
    return found;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: MoveRequestInput = {
      formType,
      plant: v.plant,
      fromBin: v.fromBin.trim(),
      toBin: v.toBin.trim(),
      needBy: new Date(`${v.date}T${v.time}`).toISOString(),
      ...(formType === 'STK'
        ? {
            partNum: v.partNum.trim().toUpperCase(),
            quantity: readNumber(v.quantity)!,
            fromWarehouse: v.fromWarehouse,
            toWarehouse: v.toWarehouse,
          }
        : { moveType: v.moveType }),
      ...(v.workCenter.trim() ? { workCenter: v.workCenter.trim() } : {}),
      ...(v.group.trim() ? { group: v.group.trim() } : {}),
      ...(v.jobNum.trim() ? { jobNum: v.jobNum.trim() } : {}),
      ...(v.notes.trim() ? { notes: v.notes.trim() } : {}),
      ...(v.reference.trim() ? { reference: v.reference.trim() } : {}),
    };
    setBusy(true);
    try {
      const done = await sendOrKeep<{ id: number }>({
        method: 'POST',
        path: 'MoveRequests',
        body,
        key: key.current,
        label: formType === 'STK' ? t.stkTitle : t.otherTitle,
        detail: [body.partNum, body.quantity, body.moveType, `${body.fromBin} → ${body.toBin}`].filter(Boolean).join(' · '),
      });
      key.settle();
      addAlert({ message: done.kept ? keptText() : t.created, type: done.kept ? 'info' : 'success' });
      setV({ ...blank, plant: v.plant });
    } catch (error) {
      key.settle(error);
      const fields: Record<string, string> = {};
      for (const f of error instanceof ApiError ? error.fields : [])
        fields[f.field] = (SPEC_FIELDS as readonly string[]).includes(f.field)
          ? t.messages[f.field as (typeof SPEC_FIELDS)[number]]
          : f.message;
      setErrors(fields);
      addAlert({ message: t.failed, type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const input = (
    name: keyof typeof blank,
    label: string,
    extra: { hint?: string; type?: string; inputMode?: 'decimal' | 'numeric' } = {},
  ) => (
    <TextInput
      id={`mv-${name}`}
      label={label}
      error={errors[name]}
      hint={extra.hint}
      value={v[name]}
      onChange={set(name)}
      type={extra.type ?? 'text'}
      inputMode={extra.inputMode}
    />
  );
  const select = (name: keyof typeof blank, label: string, options: [string, string][], empty?: string) => (
    <Select
      id={`mv-${name}`}
      label={label}
      error={errors[name]}
      value={v[name]}
      onChange={set(name)}
      empty={empty}
      options={options.map(([value, text]) => ({ value, label: text }))}
    />
  );
  const whs: [string, string][] = WAREHOUSES.map((w) => [w, w]);
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className={`${FORM.panel} mx-auto grid max-w-4xl gap-4 md:grid-cols-2`}
      data-hydrated={hydrated ? 'true' : undefined}
      data-testid="move-form"
    >
      {select(
        'plant',
        t.plant,
        plants.map((p) => [p.id, p.name]),
        t.choosePlant,
      )}
      {formType === 'OTHER'
        ? select(
            'moveType',
            t.moveType,
            MOVE_TYPES.map((m) => [m, t.types[m]]),
            t.chooseMoveType,
          )
        : input('partNum', t.part)}
      {formType === 'STK' && input('quantity', t.quantity, { inputMode: 'decimal' })}
      {formType === 'STK' && select('fromWarehouse', t.fromWarehouse, whs)}
      {input('fromBin', formType === 'STK' ? t.fromBin : t.fromLocation, { hint: t.unknownHint })}
      {formType === 'STK' && select('toWarehouse', t.toWarehouse, whs)}
      {input('toBin', formType === 'STK' ? t.toBin : t.toLocation, { hint: t.unknownHint })}
      {formType === 'OTHER' && input('workCenter', t.workCenter)}
      {formType === 'OTHER' && input('group', t.group)}
      {formType === 'OTHER' && input('jobNum', t.jobNum, { inputMode: 'numeric' })}
      {input('date', t.needByDate, { type: 'date' })}
      {input('time', t.needByTime, { type: 'time' })}
      {errors['needBy'] && (
        <p role="alert" className={`${FORM.error} md:col-span-2`} data-testid="mv-needBy-error">
          {errors['needBy']}
        </p>
      )}
      <div className="md:col-span-2">{input('notes', t.notes)}</div>
      {formType === 'STK' && input('reference', t.reference)}
      <div className="md:col-span-2">
        <button type="submit" className={FORM.button} disabled={busy} data-testid="submit-move">
          {t.submit}
        </button>
      </div>
    </form>
  );
}
