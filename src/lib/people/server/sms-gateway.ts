/** Where and as whom the portal sends texts: an SMS gateway speaking Twilio's Messages API. */
export interface SmsGatewayConfig {
  /** The API's base address, e.g. https://api.twilio.com (the path /2010-04-01/Accounts/{sid}/Messages.json follows). */
  url: string;
  accountSid: string;
  authToken: string;
  /** The number texts come from (E.164). */
  from: string;
}

/** What the gateway answered: sent with its message id, or refused; `retry` says whether trying again may help. */
export type SmsResult = { ok: true; id: string } | { ok: false; retry: boolean; error: string };

const TIMEOUT_MS = 10_000;

/**
 * Posts one text to the gateway (Twilio's Messages API: form-encoded To, From, Body with HTTP Basic
 * credentials). A network failure, a timeout, 429 or a 5xx may pass on a retry; any other refusal will not.
 * @example await sendSms(config, '+17125550123', 'Tornado warning: go to the shelter now')
 */
export async function sendSms(config: SmsGatewayConfig, to: string, body: string): Promise<SmsResult> {
  const address = `${config.url.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const credentials = Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64');
  try {
    const res = await fetch(address, {
      method: 'POST',
      headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ To: to, From: config.from, Body: body }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer = (await res.json().catch(() => ({}))) as { sid?: string; message?: string };
    if (res.ok && answer.sid) return { ok: true, id: answer.sid };
    const retry = res.status === 429 || res.status >= 500 || res.ok;
    return { ok: false, retry, error: `${res.status} ${answer.message ?? res.statusText}`.slice(0, 300) };
  } catch (error) {
    return { ok: false, retry: true, error: String((error as Error).message ?? error).slice(0, 300) };
  }
}
