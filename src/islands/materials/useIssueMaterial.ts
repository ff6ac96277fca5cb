import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api/errors';
import { refusalText } from '@/lib/browser/refusal-words';
import { useSubmissionKey } from '@/islands/forms/useSubmissionKey';
import { materialsApi, newIdempotencyKey } from '@/lib/materials/client';
import { checkStep, issueRefusalTexts, parseQuantity, refusalOf, type CheckKey, type Entry } from '@/lib/materials/entry';
import { keptText, onSettled, sendOrKeep } from '@/lib/outbox/island';
import { checkIssue, holdsRight } from '@/lib/materials/rules';
import type { BinStock, Confirmation, JobDetail, JobStatus, MaterialIssueResult } from '@/lib/materials/schemas';
import { useToast } from '@/islands/forms/useToast';
import { fill, type MaterialsText } from './text';
import { absurdQuantity, formatAmount } from './issue-quantity';
import { useOverIssueApproval } from './OverIssueApproval';

/** Where the form puts the focus next (a keyboard-wedge scanner types, then Enter moves on). */
export type FocusTarget = 'group' | 'job' | 'assembly' | 'mtl' | 'bin' | 'quantity';

/** The state and steps of the Issue Material form; `rights` are the over-issue rights the person holds. */
export function useIssueMaterial(plant: string, text: MaterialsText, rights: readonly string[] = []) {
  const t = text.issue;
  const toast = useToast();
  const approval = useOverIssueApproval(text, toast);
  const [groups, setGroups] = useState<string[]>([]);
  const [jobs, setJobs] = useState<string[]>([]);
  const [group, setGroup] = useState('');
  const [jobInput, setJobInput] = useState('');
  const [job, setJob] = useState<JobDetail | null>(null);
  const [assemblySeq, setAssemblySeq] = useState<number | null>(null);
  const [mtlInput, setMtlInput] = useState('');
  const [mtlSeq, setMtlSeq] = useState<number | null>(null);
  const [bins, setBins] = useState<BinStock[]>([]);
  const [binIndex, setBinIndex] = useState<number | null>(null);
  const [binInput, setBinInput] = useState('');
  const [quantity, setQuantity] = useState('');
  const [heat, setHeat] = useState('');
  const [lot, setLot] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<{ needed: Confirmation[]; percent: number | null } | null>(null);
  const [statusPrompt, setStatusPrompt] = useState<JobStatus | null>(null);
  const [focus, setFocus] = useState<{ target: FocusTarget; n: number } | null>(null);
  const key = useSubmissionKey();

  const assembly = job?.assemblies.find((a) => a.assemblySeq === assemblySeq) ?? null;
  const material = assembly?.materials.find((m) => m.mtlSeq === mtlSeq) ?? null;
  const bin = binIndex === null ? null : (bins[binIndex] ?? null);
  const entry: Entry = { group, job, assembly, material, bin, quantity };
  const qty = parseQuantity(quantity);
  // An absurd quantity is said at its field at once, and no percentage is worked out from it.
  const absurd = material ? absurdQuantity(quantity, bin, bins, material.uom, text) : null;
  const check = material && qty !== null && absurd === null ? checkIssue(material, qty) : null;

  /** Shows (or clears, with null) a field's message; answers whether the step went through, so a scan field knows. */
  const say = (field: string, check: CheckKey | null, vars: Record<string, string> = {}): boolean => {
    setErrors((e) => ({ ...e, [field]: check ? fill(t.checks[check], vars) : '' }));
    return check === null;
  };
  /** A field's setter that also clears the field's message: the message was about the value it replaces. */
  const edit =
    (field: string, set: (value: string) => void) =>
    (value: string): void => {
      set(value);
      setErrors((e) => (e[field] ? { ...e, [field]: '' } : e));
    };
  const moveTo = (target: FocusTarget) => setFocus((f) => ({ target, n: (f?.n ?? 0) + 1 }));

  useEffect(() => {
    materialsApi.resourceGroups(plant).then(setGroups, () => setGroups([]));
  }, [plant]);

  // An issue kept on the device and sent later: the job's figures follow it, a refusal is said here too.
  const shown = useRef<JobDetail | null>(null);
  shown.current = job;
  useEffect(
    () =>
      onSettled('MaterialIssues', (entry, result) => {
        if (result.outcome === 'refused') toast(result.message ?? t.failure, 'error');
        const current = shown.current;
        if (current && (entry.body as { jobNum?: string }).jobNum === current.jobNum)
          void materialsApi.job(current.jobNum).then(setJob, () => {});
      }),
    [t, toast],
  );

  const chooseGroup = (value: string) => {
    setGroup(value);
    say('job', null);
    setJobs([]);
    if (value) {
      materialsApi.jobs({ plant, resourceGroup: value }).then(
        (list) => setJobs(list.map((j) => j.jobNum)),
        () => {},
      );
      moveTo('job');
    }
  };

  // A scanner is quicker than the network: a bin scanned while its list loads is read against the list once it is in.
  const binsLoading = useRef<Promise<BinStock[]>>(Promise.resolve([]));
  const loadBins = useCallback(async (partNum: string, jobPlant: string, keep?: BinStock | null) => {
    const loading = materialsApi.bins(partNum, jobPlant).catch(() => [] as BinStock[]);
    binsLoading.current = loading;
    const list = await loading;
    setBins(list);
    const again = keep
      ? list.findIndex(
          (b) =>
            b.warehouseCode === keep.warehouseCode && b.binNum === keep.binNum && b.heatNum === keep.heatNum && b.lotNum === keep.lotNum,
        )
      : -1;
    setBinIndex(again >= 0 ? again : null);
  }, []);

  const searchJob = async (): Promise<boolean> => {
    const stop = checkStep('job', entry);
    if (stop) return say('job', stop);
    const jobNum = jobInput.trim();
    if (!jobNum) return false;
    setErrors({});
    try {
      const found = await materialsApi.job(jobNum);
      setJob(found);
      setMtlSeq(null);
      setMtlInput('');
      setBins([]);
      setBinIndex(null);
      const only = found.assemblies.length === 1 ? found.assemblies[0]!.assemblySeq : null;
      setAssemblySeq(only);
      moveTo(only === null ? 'assembly' : 'mtl');
      return true;
    } catch (error) {
      setJob(null);
      return say(
        'job',
        error instanceof ApiError && error.status === 404
          ? 'jobMissing'
          : error instanceof ApiError && error.status === 400
            ? 'jobMissing'
            : 'failed',
        { job: jobNum },
      );
    }
  };

  const chooseAssembly = (value: string): void => {
    const stop = checkStep('assembly', entry);
    if (stop) {
      say('assembly', stop);
      return;
    }
    setAssemblySeq(value === '' ? null : Number(value));
    setMtlSeq(null);
    setMtlInput('');
    setBins([]);
    setBinIndex(null);
    say('assembly', null);
    if (value !== '') moveTo('mtl');
  };

  const chooseMaterial = async (value: string): Promise<boolean> => {
    setMtlInput(value);
    const stop = checkStep('material', entry);
    if (stop) return say('mtl', stop);
    const found = assembly?.materials.find((m) => String(m.mtlSeq) === value.trim());
    setMtlSeq(found?.mtlSeq ?? null);
    setBinIndex(null);
    setBins([]);
    if (!found || job?.status === 'complete') return say('mtl', 'noMaterial');
    if (found.backflush) return say('mtl', 'backflush');
    say('mtl', null);
    // The bin field takes the next scan at once; moving there after the list is in would take the focus
    // back from a bin scanned meanwhile (scanBin waits for the list), and its quantity would land in the bin.
    moveTo('bin');
    await loadBins(found.partNum, job!.plant);
    return true;
  };

  const chooseBin = (index: number, list: BinStock[] = bins): boolean => {
    const row = list[index];
    if (!row) return false;
    setBinIndex(index);
    setBinInput(row.binNum);
    setHeat(row.heatNum ?? '');
    setLot(row.lotNum ?? '');
    moveTo('quantity');
    return say('bin', null);
  };

  const scanBin = async (): Promise<boolean> => {
    const stop = checkStep('bin', entry);
    if (stop) return say('bin', stop);
    const list = await binsLoading.current;
    const matches = list.map((b, i) => [b, i] as const).filter(([b]) => b.binNum.toLowerCase() === binInput.trim().toLowerCase());
    if (matches.length === 0) return say('bin', binInput.trim() ? 'binMissing' : 'noBin', { bin: binInput.trim() });
    if (matches.length > 1) return say('bin', 'heatRequired');
    return chooseBin(matches[0]![1], list);
  };

  const send = async (confirm: Confirmation[]) => {
    if (!job || !material || !bin || qty === null) return;
    setBusy(true);
    setErrors({});
    try {
      const body = {
        jobNum: job.jobNum,
        assemblySeq: material ? assemblySeq! : 0,
        mtlSeq: material.mtlSeq,
        warehouseCode: bin.warehouseCode,
        binNum: bin.binNum,
        quantity: qty,
        ...(heat ? { heatNum: heat } : {}),
        ...(lot ? { lotNum: lot } : {}),
        ...(confirm.length ? { confirm } : {}),
      };
      const done = await sendOrKeep<MaterialIssueResult>({
        method: 'POST',
        path: 'MaterialIssues',
        body,
        key: key.current,
        label: t.title,
        detail: `${job.jobNum} · ${material.partNum} · ${qty} ${material.uom} · ${bin.binNum}`,
        says: issueRefusalTexts(t.checks, t.confirm.title, job.jobNum),
      });
      key.settle();
      if (done.kept) {
        // Kept on the device: the form clears for the next entry; the job's figures wait for the network.
        toast(keptText(), 'info');
        setQuantity('');
        moveTo('quantity');
        return;
      }
      toast(t.success, 'success');
      setQuantity('');
      setJob(await materialsApi.job(job.jobNum));
      await loadBins(material.partNum, job.plant, bin);
      moveTo('quantity');
    } catch (error) {
      // No answer keeps the key, so the retry never issues twice; a refusal renews it.
      key.settle(error);
      if (error instanceof ApiError && error.status === 409 && Array.isArray(error.body['confirm'])) {
        setConfirming({ needed: error.body['confirm'] as Confirmation[], percent: (error.body['percent'] as number | null) ?? null });
      } else {
        // One toast, in the refusal's own words (the same as at its field); an unknown failure says so.
        const refusal = error instanceof ApiError ? refusalOf(error) : { field: 'form', key: 'failed' as const, vars: {} };
        say(refusal.field, refusal.key, refusal.vars);
        toast(
          refusal.key === 'failed' ? (refusalText(error) ?? t.failure) : fill(t.checks[refusal.key], { ...refusal.vars, job: job.jobNum }),
          'error',
        );
      }
    } finally {
      setBusy(false);
    }
  };

  const submit = () => {
    const stop = checkStep('submit', entry);
    if (stop)
      return say(
        stop === 'noBin'
          ? 'bin'
          : stop === 'quantity'
            ? 'quantity'
            : stop === 'noGroup'
              ? 'group'
              : stop === 'noJob'
                ? 'job'
                : stop === 'noAssembly'
                  ? 'assembly'
                  : 'mtl',
        stop,
      );
    if (absurd) return setErrors((e) => ({ ...e, quantity: absurd }));
    // Beyond the person's rights: who may approve it, and asking them, instead of a button the API would refuse.
    if (check && job && material && assemblySeq !== null && qty !== null && !holdsRight(new Set(rights), check.right))
      return approval.open({
        jobNum: job.jobNum,
        assemblySeq,
        mtlSeq: material.mtlSeq,
        quantity: qty,
        plant: job.plant,
        right: check.right!,
        percent: check.percent,
      });
    if (check && check.confirmations.length > 0) return setConfirming({ needed: check.confirmations, percent: check.percent });
    void send([]);
  };

  const toggleIssuedComplete = async () => {
    if (!job || !material || assemblySeq === null) return;
    try {
      const done = await sendOrKeep({
        method: 'PATCH',
        path: `Jobs/${encodeURIComponent(job.jobNum)}/Materials/${assemblySeq}/${material.mtlSeq}`,
        body: { issuedComplete: !material.issuedComplete },
        key: newIdempotencyKey(),
        label: t.title,
        detail: `${job.jobNum} · ${material.partNum} · ${text.issue.issuedComplete}`,
      });
      if (done.kept) toast(keptText(), 'info');
      else setJob(await materialsApi.job(job.jobNum));
    } catch (error) {
      toast(refusalText(error) ?? t.checks.failed, 'error');
    }
  };

  const changeStatus = async (status: JobStatus) => {
    setStatusPrompt(null);
    if (!job) return;
    try {
      const done = await sendOrKeep({
        method: 'PATCH',
        path: `Jobs/${encodeURIComponent(job.jobNum)}`,
        body: { status },
        key: newIdempotencyKey(),
        label: t.title,
        detail: `${job.jobNum} · ${text.status[status]}`,
      });
      if (done.kept) {
        toast(keptText(), 'info');
        return;
      }
      setJob(await materialsApi.job(job.jobNum));
      toast(fill(text.status.changed, { job: job.jobNum, status: text.status[status] }), 'success');
    } catch (error) {
      toast(refusalText(error) ?? t.checks.failed, 'error');
    }
  };

  return {
    groups,
    jobs,
    group,
    jobInput,
    setJobInput: edit('job', setJobInput),
    job,
    assemblySeq,
    mtlInput,
    setMtlInput: edit('mtl', setMtlInput),
    material,
    bins,
    binIndex,
    binInput,
    setBinInput: edit('bin', setBinInput),
    quantity,
    setQuantity: edit('quantity', setQuantity),
    heat,
    setHeat: edit('heatNum', setHeat),
    lot,
    setLot: edit('lotNum', setLot),
    errors: absurd ? { ...errors, quantity: absurd } : errors,
    approval,
    formatAmount: (value: number) => formatAmount(value, text.lang),
    busy,
    confirming,
    setConfirming,
    statusPrompt,
    setStatusPrompt,
    focus,
    check,
    chooseGroup,
    searchJob,
    chooseAssembly,
    chooseMaterial,
    chooseBin,
    scanBin,
    submit,
    send,
    toggleIssuedComplete,
    changeStatus,
  };
}
