import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { $plant } from '@/lib/stores/plant';
import { BinList } from './BinList';
import { ConfirmDialog } from './ConfirmDialog';
import { JobHeader, MaterialSummary } from './JobPanel';
import { CLS, Field, describedBy, fill, type MaterialsText } from './ui';
import { useIssueMaterial, type FocusTarget } from './useIssueMaterial';

/**
 * Issue Material (spec §5, issue 10): resource group, job, assembly, material sequence, bin, then
 * quantity, heat and lot. Usable with a keyboard-wedge scanner alone (each scan ends with Enter and
 * moves the focus on) and with a finger (48 px targets); the server enforces every rule again.
 */
export function IssueMaterial({ text, initialPlant }: { text: MaterialsText; initialPlant: string }) {
  const storePlant = useStore($plant);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const plant = hydrated ? storePlant : initialPlant;
  const f = useIssueMaterial(plant, text);
  const t = text.issue;
  const refs = {
    group: useRef<HTMLSelectElement>(null),
    job: useRef<HTMLInputElement>(null),
    assembly: useRef<HTMLSelectElement>(null),
    mtl: useRef<HTMLInputElement>(null),
    bin: useRef<HTMLInputElement>(null),
    quantity: useRef<HTMLInputElement>(null),
  } satisfies Record<FocusTarget, unknown>;
  useEffect(() => {
    if (f.focus) refs[f.focus.target].current?.focus();
  }, [f.focus]);
  const onEnter = (action: () => void) => (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      action();
    }
  };
  const assemblies = f.job?.assemblies ?? [];
  const materials = assemblies.find((a) => a.assemblySeq === f.assemblySeq)?.materials ?? [];

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 p-4" data-hydrated={hydrated ? 'true' : undefined} data-testid="issue-material">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t.intro}</p>
      {f.errors['form'] && <p role="alert" className={`${CLS.card} border-red-300 text-base font-medium text-red-800 dark:border-red-800 dark:text-red-200`} data-testid="form-error">{f.errors['form']}</p>}
      <div className={`${CLS.card} grid gap-4 md:grid-cols-2`}>
        <Field id="im-group" label={t.resourceGroup} error={f.errors['group']}>
          <select id="im-group" ref={refs.group} className={CLS.input} value={f.group} onChange={(e) => f.chooseGroup(e.target.value)} {...describedBy('im-group', f.errors['group'])}>
            <option value="">{t.chooseGroup}</option>
            {f.groups.map((g) => <option key={g} value={g}>{g}</option>)}
          </select>
        </Field>
        <Field id="im-job" label={t.job} error={f.errors['job']} hint={t.jobHint}>
          <div className="flex gap-2">
            <input id="im-job" ref={refs.job} className={CLS.input} value={f.jobInput} list="im-job-list" autoComplete="off" inputMode="numeric" enterKeyHint="search"
              onChange={(e) => f.setJobInput(e.target.value)} onKeyDown={onEnter(() => void f.searchJob())} {...describedBy('im-job', f.errors['job'], t.jobHint)} />
            <button type="button" className={`${CLS.secondary} whitespace-nowrap`} onClick={() => void f.searchJob()}>{t.searchJob}</button>
          </div>
          <datalist id="im-job-list">{f.jobs.map((j) => <option key={j} value={j} />)}</datalist>
        </Field>
        <Field id="im-assembly" label={t.assembly} error={f.errors['assembly']}>
          <select id="im-assembly" ref={refs.assembly} className={CLS.input} value={f.assemblySeq ?? ''} onChange={(e) => f.chooseAssembly(e.target.value)}
            onFocus={() => !f.job && f.chooseAssembly('')} {...describedBy('im-assembly', f.errors['assembly'])}>
            <option value="">{t.chooseAssembly}</option>
            {assemblies.map((a) => <option key={a.assemblySeq} value={a.assemblySeq}>{a.assemblySeq} · {a.partNum}</option>)}
          </select>
        </Field>
        <Field id="im-mtl" label={t.mtlSeq} error={f.errors['mtl']}>
          <input id="im-mtl" ref={refs.mtl} className={CLS.input} value={f.mtlInput} list="im-mtl-list" autoComplete="off" inputMode="numeric"
            onChange={(e) => f.setMtlInput(e.target.value)} onKeyDown={onEnter(() => void f.chooseMaterial(f.mtlInput))} onBlur={() => f.mtlInput && f.mtlInput !== String(f.material?.mtlSeq ?? '') && void f.chooseMaterial(f.mtlInput)}
            {...describedBy('im-mtl', f.errors['mtl'])} />
          <datalist id="im-mtl-list">{materials.map((m) => <option key={m.mtlSeq} value={m.mtlSeq}>{m.partNum}</option>)}</datalist>
        </Field>
      </div>

      {materials.length > 0 && (
        <div className="flex flex-wrap gap-2" role="group" aria-label={t.chooseMaterial} data-testid="material-choices">
          {materials.map((m) => (
            <button key={m.mtlSeq} type="button" className={`${CLS.secondary} ${m.mtlSeq === f.material?.mtlSeq ? '!border-primary ring-2 ring-primary dark:ring-sky-300' : ''}`} onClick={() => void f.chooseMaterial(String(m.mtlSeq))}>
              {m.mtlSeq} · {m.partNum}{m.backflush ? ` (${t.backflushed})` : ''}
            </button>
          ))}
        </div>
      )}

      {f.job && <JobHeader job={f.job} text={text} onStatus={f.setStatusPrompt} />}
      {f.material && <MaterialSummary material={f.material} check={f.check} text={t} onIssuedComplete={() => void f.toggleIssuedComplete()} />}

      {f.material && !f.material.backflush && (
        <div className={`${CLS.card} grid gap-4`}>
          <Field id="im-bin" label={t.bin} error={f.errors['bin']} hint={t.binHint}>
            <input id="im-bin" ref={refs.bin} className={`${CLS.input} mb-3`} value={f.binInput} autoComplete="off" onChange={(e) => f.setBinInput(e.target.value)} onKeyDown={onEnter(f.scanBin)} {...describedBy('im-bin', f.errors['bin'], t.binHint)} />
            <BinList bins={f.bins} chosen={f.binIndex} uom={f.material.uom} text={t} onChoose={f.chooseBin} />
          </Field>
          <div className="grid gap-4 md:grid-cols-3">
            <Field id="im-quantity" label={`${t.quantity} (${f.material.uom})`} error={f.errors['quantity']}>
              <input id="im-quantity" ref={refs.quantity} className={CLS.input} value={f.quantity} inputMode="decimal" autoComplete="off" enterKeyHint="send"
                onChange={(e) => f.setQuantity(e.target.value)} onKeyDown={onEnter(f.submit)} {...describedBy('im-quantity', f.errors['quantity'])} />
            </Field>
            <Field id="im-heat" label={t.heat} error={f.errors['heatNum']}>
              <input id="im-heat" className={CLS.input} value={f.heat} maxLength={30} autoComplete="off" onChange={(e) => f.setHeat(e.target.value)} onKeyDown={onEnter(f.submit)} />
            </Field>
            <Field id="im-lot" label={t.lot} error={f.errors['lotNum']}>
              <input id="im-lot" className={CLS.input} value={f.lot} maxLength={30} autoComplete="off" onChange={(e) => f.setLot(e.target.value)} onKeyDown={onEnter(f.submit)} />
            </Field>
          </div>
          <div>
            <button type="button" className={CLS.button} disabled={f.busy} onClick={f.submit} data-testid="submit-issue">{f.busy ? t.submitting : t.submit}</button>
          </div>
        </div>
      )}

      <ConfirmDialog open={f.confirming !== null} testId="confirm-issue" title={t.confirm.title}
        lines={f.confirming ? [...(f.confirming.percent !== null ? [fill(t.confirm.percent, { percent: f.confirming.percent })] : []), ...f.confirming.needed.map((c) => t.confirm[c])] : []}
        yes={t.confirm.yes} no={t.confirm.no}
        onYes={() => { const needed = f.confirming?.needed ?? []; f.setConfirming(null); void f.send(needed); }}
        onNo={() => f.setConfirming(null)} />
      <ConfirmDialog open={f.statusPrompt !== null} testId="confirm-status" title={text.status.label}
        lines={f.statusPrompt && f.job ? [fill(text.status.confirm, { job: f.job.jobNum, status: text.status[f.statusPrompt] })] : []}
        yes={text.status.yes} no={text.status.no} onYes={() => f.statusPrompt && void f.changeStatus(f.statusPrompt)} onNo={() => f.setStatusPrompt(null)} />
    </div>
  );
}
