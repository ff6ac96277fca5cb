import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Alert, BarcodeField, ConfirmDialog, NumberWithUnit, Select, TextInput } from '@/islands/forms';
import { FORM } from '@/lib/forms/classes';
import { usePlant } from '@/lib/plants/use-plant';
import { BinList } from './BinList';
import { JobHeader, MaterialSummary } from './JobPanel';
import { fill, type MaterialsText } from './text';
import { OverIssueDialog } from './OverIssueApproval';
import { useIssueMaterial, type FocusTarget } from './useIssueMaterial';

/**
 * Issue Material (spec §5), the worked island cascade of the form kit (README 'Adding a
 * screen'): resource group, job, assembly, material sequence, bin, then quantity, heat and lot; each
 * choice loads the next field's options (useIssueMaterial, over the materials client on `apiCall`).
 * Usable with a keyboard-wedge scanner alone (BarcodeField: each scan ends with Enter, a refused one
 * is said by its field with the text selected) and with a finger (44 px targets); the server
 * enforces every rule again.
 */
export function IssueMaterial({ text, initialPlant, rights }: { text: MaterialsText; initialPlant: string; rights: string[] }) {
  const { plant, hydrated } = usePlant(initialPlant);
  const f = useIssueMaterial(plant, text, rights);
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
    // The refs are stable objects made on every render; the focus request alone is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
    <div
      className="mx-auto flex max-w-5xl flex-col gap-4 p-4"
      data-hydrated={hydrated ? 'true' : undefined}
      data-testid="issue-material"
      data-form-scope=""
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{t.intro}</p>
      {f.errors['form'] && <Alert testId="form-error">{f.errors['form']}</Alert>}
      <div className={`${FORM.panel} grid gap-4 md:grid-cols-2`}>
        <Select
          id="im-group"
          ref={refs.group}
          label={t.resourceGroup}
          error={f.errors['group']}
          value={f.group}
          onChange={(e) => f.chooseGroup(e.target.value)}
          empty={t.chooseGroup}
          options={f.groups.map((g) => ({ value: g, label: g }))}
        />
        <div>
          <BarcodeField
            id="im-job"
            ref={refs.job}
            label={t.job}
            hint={t.jobHint}
            error={f.errors['job']}
            value={f.jobInput}
            list="im-job-list"
            inputMode="numeric"
            enterKeyHint="search"
            advance={false}
            onChange={(e) => f.setJobInput(e.target.value)}
            onScan={() => f.searchJob()}
            action={
              <button type="button" className={`${FORM.secondary} whitespace-nowrap`} onClick={() => void f.searchJob()}>
                {t.searchJob}
              </button>
            }
          />
          <datalist id="im-job-list">
            {f.jobs.map((j) => (
              <option key={j} value={j} />
            ))}
          </datalist>
        </div>
        <Select
          id="im-assembly"
          ref={refs.assembly}
          label={t.assembly}
          error={f.errors['assembly']}
          value={f.assemblySeq ?? ''}
          onChange={(e) => f.chooseAssembly(e.target.value)}
          onFocus={() => !f.job && f.chooseAssembly('')}
          empty={t.chooseAssembly}
          options={assemblies.map((a) => ({ value: String(a.assemblySeq), label: `${a.assemblySeq} · ${a.partNum}` }))}
        />
        <div>
          <BarcodeField
            id="im-mtl"
            ref={refs.mtl}
            label={t.mtlSeq}
            error={f.errors['mtl']}
            value={f.mtlInput}
            list="im-mtl-list"
            inputMode="numeric"
            pattern={/\d{1,6}/}
            invalid={t.checks.noMaterial}
            advance={false}
            onChange={(e) => f.setMtlInput(e.target.value)}
            onScan={(value) => f.chooseMaterial(value)}
            onBlur={() => f.mtlInput && f.mtlInput !== String(f.material?.mtlSeq ?? '') && void f.chooseMaterial(f.mtlInput)}
          />
          <datalist id="im-mtl-list">
            {materials.map((m) => (
              <option key={m.mtlSeq} value={m.mtlSeq}>
                {m.partNum}
              </option>
            ))}
          </datalist>
        </div>
      </div>

      {materials.length > 0 && (
        <div className="flex flex-wrap gap-2" role="group" aria-label={t.chooseMaterial} data-testid="material-choices">
          {materials.map((m) => (
            <button
              key={m.mtlSeq}
              type="button"
              className={`${FORM.secondary} ${m.mtlSeq === f.material?.mtlSeq ? '!border-primary ring-2 ring-primary dark:ring-sky-300' : ''}`}
              onClick={() => void f.chooseMaterial(String(m.mtlSeq))}
            >
              {m.mtlSeq} · {m.partNum}
              {m.backflush ? ` (${t.backflushed})` : ''}
            </button>
          ))}
        </div>
      )}

      {f.job && <JobHeader job={f.job} text={text} onStatus={f.setStatusPrompt} />}
      {f.material && (
        <MaterialSummary
          material={f.material}
          check={f.check}
          text={t}
          lang={text.lang}
          onIssuedComplete={() => void f.toggleIssuedComplete()}
        />
      )}

      {f.material && !f.material.backflush && (
        <div className={`${FORM.panel} grid gap-4`}>
          <BarcodeField
            id="im-bin"
            ref={refs.bin}
            label={t.bin}
            hint={t.binHint}
            error={f.errors['bin']}
            value={f.binInput}
            advance={false}
            onChange={(e) => f.setBinInput(e.target.value)}
            onScan={() => f.scanBin()}
          />
          <BinList
            bins={f.bins}
            chosen={f.binIndex}
            uom={f.material.uom}
            text={t}
            lang={text.lang}
            onChoose={(index) => f.chooseBin(index)}
          />
          <div className="grid gap-4 md:grid-cols-3">
            <NumberWithUnit
              id="im-quantity"
              ref={refs.quantity}
              label={t.quantity}
              unit={f.material.uom}
              error={f.errors['quantity']}
              value={f.quantity}
              enterKeyHint="send"
              onChange={(e) => f.setQuantity(e.target.value)}
              onKeyDown={onEnter(f.submit)}
            />
            <TextInput
              id="im-heat"
              label={t.heat}
              error={f.errors['heatNum']}
              value={f.heat}
              maxLength={30}
              onChange={(e) => f.setHeat(e.target.value)}
              onKeyDown={onEnter(f.submit)}
            />
            <TextInput
              id="im-lot"
              label={t.lot}
              error={f.errors['lotNum']}
              value={f.lot}
              maxLength={30}
              onChange={(e) => f.setLot(e.target.value)}
              onKeyDown={onEnter(f.submit)}
            />
          </div>
          <div>
            <button type="button" className={FORM.button} disabled={f.busy} onClick={f.submit} data-testid="submit-issue">
              {f.busy ? t.submitting : t.submit}
            </button>
          </div>
        </div>
      )}

      <ConfirmDialog
        open={f.confirming !== null}
        testId="confirm-issue"
        title={t.confirm.title}
        lines={
          f.confirming
            ? [
                ...(f.confirming.percent !== null ? [fill(t.confirm.percent, { percent: f.formatAmount(f.confirming.percent) })] : []),
                ...f.confirming.needed.map((c) => t.confirm[c]),
              ]
            : []
        }
        yes={t.confirm.yes}
        no={t.confirm.no}
        onYes={() => {
          const needed = f.confirming?.needed ?? [];
          f.setConfirming(null);
          void f.send(needed);
        }}
        onNo={() => f.setConfirming(null)}
      />
      <OverIssueDialog approval={f.approval} text={text} />
      <ConfirmDialog
        open={f.statusPrompt !== null}
        testId="confirm-status"
        title={text.status.label}
        lines={f.statusPrompt && f.job ? [fill(text.status.confirm, { job: f.job.jobNum, status: text.status[f.statusPrompt] })] : []}
        yes={text.status.yes}
        no={text.status.no}
        onYes={() => f.statusPrompt && void f.changeStatus(f.statusPrompt)}
        onNo={() => f.setStatusPrompt(null)}
      />
    </div>
  );
}
