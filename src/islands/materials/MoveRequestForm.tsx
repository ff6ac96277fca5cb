import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api/errors';
import { useSubmissionKey } from '@/islands/forms/useSubmissionKey';
import { numberMessage, readNumber } from '@/lib/forms/number';
import { keptText, sendOrKeep } from '@/lib/outbox/island';
import { MOVE_TYPES } from '@/lib/materials/constants';
import type { MoveRequestInput } from '@/lib/materials/move-schemas';
import { Select, TextInput, useToast } from '@/islands/forms';
import { FORM } from '@/lib/forms/classes';
import { fill, type MaterialsText } from './text';

const WAREHOUSES = ['STORES', 'WIP', 'SHIP', 'SHORT'];
const SPEC_FIELDS = ['fromBin', 'toBin', 'moveType', 'plant'] as const;
/** The quantity the API takes (above zero, at most 10,000,000), said with the kit's number words. */
const QUANTITY = { min: 0.0001, max: 10_000_000, unit: '' };

/** A need-by in the minutes being typed still counts as now, as the server counts it. */
const NEED_BY_SLACK_MS = 5 * 60_000;

/** The next whole hour of the device's clock as the form's date and time. */
function nextHour(): { date: string; time: string } {
  const at = new Date();
  at.setHours(at.getHours() + 1, 0, 0, 0);
  const two = (n: number) => String(n).padStart(2, '0');
  return { date: `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`, time: `${two(at.getHours())}:00` };
}

/** A refusal's messages by field in the screen's language, by code (the spec's words for its four fields). */
function refusedFields(error: unknown, t: MaterialsText['move'], typed: Record<string, string>): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!(error instanceof ApiError)) return fields;
  const values = (error.body['values'] ?? {}) as Record<string, string | number>;
  for (const f of error.fields) {
    const own = t.errors[f.code as keyof typeof t.errors] as string | undefined;
    fields[f.field] ??= (SPEC_FIELDS as readonly string[]).includes(f.field)
      ? t.messages[f.field as (typeof SPEC_FIELDS)[number]]
      : own
        ? fill(own, { ...values, value: typed[f.field] ?? '' })
        : f.message;
  }
  return fields;
}

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
  // The toast of this form's last outcome: a new outcome takes its place, so only the current one shows.
  const say = useToast();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // Need-by starts on the next whole hour of the device's clock (set after hydration: the server's clock and zone differ).
  useEffect(() => setV((old) => (old.date || old.time ? old : { ...old, ...nextHour() })), []);
  // A field's message is about the value it was given: a new value clears it.
  const set = (name: keyof typeof blank) => (e: { target: { value: string } }) => {
    setV((old) => ({ ...old, [name]: e.target.value }));
    const field = name === 'date' || name === 'time' ? 'needBy' : name;
    setErrors((old) => (old[field] ? Object.fromEntries(Object.entries(old).filter(([k]) => k !== field)) : old));
  };

  const check = (): Record<string, string> => {
    const found: Record<string, string> = {};
    if (!v.plant) found['plant'] = t.messages.plant;
    if (formType === 'OTHER' && !v.moveType) found['moveType'] = t.messages.moveType;
    if (!v.fromBin.trim()) found['fromBin'] = t.messages.fromBin;
    if (!v.toBin.trim()) found['toBin'] = t.messages.toBin;
    if (formType === 'STK' && !v.partNum.trim()) found['partNum'] = t.required;
    const quantity = formType === 'STK' ? numberMessage(v.quantity, QUANTITY, text.numbers, text.lang) : null;
    if (quantity) found['quantity'] = quantity;
    const needBy = new Date(`${v.date}T${v.time}`).getTime();
    if (!v.date || !v.time || Number.isNaN(needBy)) found['needBy'] = t.invalidDate;
    else if (needBy < Date.now() - NEED_BY_SLACK_MS) found['needBy'] = t.needByPast;
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
      say(done.kept ? keptText() : t.created, done.kept ? 'info' : 'success');
      // The next request starts clear, its need-by on the next hour as when the form opened.
      setV({ ...blank, plant: v.plant, ...nextHour() });
    } catch (error) {
      key.settle(error);
      const fields = refusedFields(error, t, { jobNum: v.jobNum.trim(), partNum: v.partNum.trim().toUpperCase() });
      setErrors(fields);
      // One toast for the outcome: the refusal's own words, or that it could not be sent at all.
      say(Object.values(fields)[0] ?? t.failed, 'error');
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
