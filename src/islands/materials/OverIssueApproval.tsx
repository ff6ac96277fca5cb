import { useState } from 'react';
import { ConfirmDialog } from '@/islands/forms';
import { apiCall, fieldMessages, newIdempotencyKey } from '@/lib/browser/api-client';
import type { ApprovalAnswer, ApprovalRequestInput, Approver } from '@/lib/materials/approval-schemas';
import type { IssueCheck } from '@/lib/materials/rules';
import { plantName } from '@/lib/plants/plants';
import type { AlertType } from '@/lib/stores/alerts';
import { formatAmount } from './issue-quantity';
import { fill, type MaterialsText } from './text';

/** An over-issue the person may not make, with who may (null while they are looked up). */
export interface OverIssueAsk extends ApprovalRequestInput {
  plant: string;
  right: NonNullable<IssueCheck['right']>;
  percent: number | null;
  approvers: Approver[] | null;
}

/**
 * An over-issue beyond the person's rights: instead of an 'Issue anyway' that would be refused, they are
 * told who at the job's plant may approve it and can ask them through the bell.
 */
export function useOverIssueApproval(text: MaterialsText, toast: (message: string, type: AlertType) => void) {
  const t = text.issue.approval;
  const [asking, setAsking] = useState<OverIssueAsk | null>(null);
  const open = (ask: Omit<OverIssueAsk, 'approvers'>) => {
    setAsking({ ...ask, approvers: null });
    apiCall<Approver[]>('GET', 'MaterialIssues/Approvers', { query: { plant: ask.plant, right: ask.right } }).then(
      (approvers) => setAsking((a) => a && { ...a, approvers }),
      () => setAsking((a) => a && { ...a, approvers: [] }),
    );
  };
  const ask = async () => {
    if (!asking) return;
    const { jobNum, assemblySeq, mtlSeq, quantity } = asking;
    setAsking(null);
    try {
      const answer = await apiCall<ApprovalAnswer>('POST', 'MaterialIssues/ApprovalRequests', {
        body: { jobNum, assemblySeq, mtlSeq, quantity } satisfies ApprovalRequestInput,
        idempotencyKey: newIdempotencyKey(),
      });
      const names = answer.notified.map((a) => a.name).join(', ');
      toast(names ? fill(t.asked, { names }) : fill(t.nobody, { plant: plantName(asking.plant) }), names ? 'success' : 'warning');
    } catch (error) {
      toast(fieldMessages(error).form ?? text.issue.checks.failed, 'error');
    }
  };
  return { asking, open, ask, close: () => setAsking(null) };
}

/** The dialog of `useOverIssueApproval`: what the issue needs, who may approve it, and a button to ask them. */
export function OverIssueDialog({ approval, text }: { approval: ReturnType<typeof useOverIssueApproval>; text: MaterialsText }) {
  const t = text.issue.approval;
  const a = approval.asking;
  const plant = a ? plantName(a.plant) : '';
  const names = a?.approvers?.map((p) => p.name).join(', ') ?? '';
  const lines = a
    ? [
        ...(a.percent !== null ? [fill(text.issue.confirm.percent, { percent: formatAmount(a.percent, text.lang) })] : []),
        a.right === 'IssueMaterial_OverIssue' ? t.needs120 : t.needs150,
        a.approvers === null ? t.looking : names ? fill(t.who, { plant, names }) : fill(t.nobody, { plant }),
      ]
    : [];
  return (
    <ConfirmDialog
      open={a !== null}
      testId="over-issue-approval"
      title={t.title}
      lines={lines}
      yes={t.ask}
      no={t.no}
      onYes={() => void approval.ask()}
      onNo={approval.close}
    />
  );
}
