// The chaos run's writes: material issues with an Idempotency-Key, administrator grants
// and notifications through /v1, each remembered once the server acknowledged it (a 2xx received), and
// the check after a restart that every acknowledged write is still there, asked through the API.
import { randomUUID } from 'node:crypto';

const ADMIN = 'shjcarter@example.com';

async function api(base, token, path, init = {}) {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.headers ?? {}),
    },
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  let body = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, body };
}

async function must(base, token, path) {
  const { status, body } = await api(base, token, path);
  if (status !== 200) throw new Error(`GET ${path} answered ${status}: ${JSON.stringify(body).slice(0, 200)}`);
  return body;
}

/** What the writes need from the seeded data: a job material with a stocked bin, applications and employees. */
export async function prepareWrites(base, token) {
  const job = await must(base, token, '/v1/Jobs/118201');
  const lines = job.assemblies.flatMap((a) => a.materials.filter((m) => !m.backflush).map((m) => ({ assemblySeq: a.assemblySeq, ...m })));
  let issue = null;
  for (const line of lines) {
    const bins = await must(base, token, `/v1/Parts/${encodeURIComponent(line.partNum)}/Bins`);
    const bin = bins.filter((b) => b.onHandQty >= 1).sort((a, b) => b.onHandQty - a.onHandQty)[0];
    if (bin) {
      issue = {
        jobNum: '118201',
        assemblySeq: line.assemblySeq,
        mtlSeq: line.mtlSeq,
        warehouseCode: bin.warehouseCode,
        binNum: bin.binNum,
        ...(bin.heatNum ? { heatNum: bin.heatNum } : {}),
        ...(bin.lotNum ? { lotNum: bin.lotNum } : {}),
      };
      break;
    }
  }
  if (!issue) throw new Error('job 118201 has no material with a stocked bin');
  const menus = (await must(base, token, '/v1/Admin/MenuItems?pageSize=200')).items.map((m) => m.menuId);
  const employees = (await must(base, token, '/v1/Admin/Employees?pageSize=200')).items.map((e) => e.empId);
  const pairs = menus.flatMap((menuId) => employees.map((empID) => ({ menuId, empID })));
  return { issue, pairs, nextPair: 0 };
}

/** One write of `kind`; resolves to the acknowledged write (to check later) or null when not acknowledged. */
async function writeOnce(base, token, plan, kind) {
  if (kind === 'issue') {
    const key = randomUUID();
    const body = JSON.stringify({ ...plan.issue, quantity: 0.001, confirm: ['double-issue', 'over110', 'over120', 'over130'] });
    const { status, body: result } = await api(base, token, '/v1/MaterialIssues', {
      method: 'POST',
      headers: { 'idempotency-key': key },
      body,
    });
    return status >= 200 && status < 300 ? { kind, key, body, tranId: result.tranId } : null;
  }
  if (kind === 'grant') {
    const pair = plan.pairs[plan.nextPair++ % plan.pairs.length];
    const { status } = await api(base, token, `/v1/Admin/Apps/${pair.menuId}/Employees`, {
      method: 'POST',
      body: JSON.stringify({ empID: pair.empID }),
    });
    return status >= 200 && status < 300 ? { kind, ...pair } : null;
  }
  const description = `chaos ${randomUUID()}`;
  const { status } = await api(base, token, '/v1/Notifications', {
    method: 'POST',
    body: JSON.stringify({ username: ADMIN, description, action: '/' }),
  });
  return status >= 200 && status < 300 ? { kind, description } : null;
}

/**
 * Writes with `loops` concurrent loops (issues, grants, notifications in turn) until `stop()` is called
 * or the server stops answering; `acked` collects the acknowledged writes, `sent` counts the attempts.
 */
export function startWriters(base, token, plan, loops = 4) {
  const state = { acked: [], sent: 0, stopped: false };
  const kinds = ['issue', 'grant', 'notification'];
  const running = Array.from({ length: loops }, async (_, loop) => {
    for (let i = loop; !state.stopped && i < 100_000; i += 1) {
      state.sent += 1;
      try {
        const acked = await writeOnce(base, token, plan, kinds[i % kinds.length]);
        if (acked) state.acked.push(acked);
      } catch {
        return; // the server is gone: this loop ends (a request without an answer is not acknowledged)
      }
    }
  });
  return { state, done: Promise.all(running), stop: () => (state.stopped = true) };
}

/** Counts the acknowledged writes that the restarted server does not have; answers { checked, missing, byKind }. */
export async function missingWrites(base, token, acked) {
  const byKind = { issue: 0, grant: 0, notification: 0 };
  const notes = acked.some((w) => w.kind === 'notification')
    ? new Set(
        (
          await must(
            base,
            token,
            `/v1/Notifications?$filter=${encodeURIComponent(`username eq '${ADMIN}'`)}&$orderby=${encodeURIComponent('date desc')}&$top=1000`,
          )
        ).map((n) => n.description),
      )
    : new Set();
  for (const write of acked) {
    let present;
    if (write.kind === 'issue') {
      // A retry with the same key answers the stored first result; a lost issue would be written anew with a new tranId.
      const { status, body } = await api(base, token, '/v1/MaterialIssues', {
        method: 'POST',
        headers: { 'idempotency-key': write.key },
        body: write.body,
      });
      present = status === 201 && body.tranId === write.tranId;
    } else if (write.kind === 'grant') {
      // Granting again answers 409 'Already granted' when the acknowledged grant is stored.
      const { status } = await api(base, token, `/v1/Admin/Apps/${write.menuId}/Employees`, {
        method: 'POST',
        body: JSON.stringify({ empID: write.empID }),
      });
      present = status === 409;
    } else {
      present = notes.has(write.description);
    }
    if (!present) byKind[write.kind] += 1;
  }
  return { checked: acked.length, missing: byKind.issue + byKind.grant + byKind.notification, byKind };
}
