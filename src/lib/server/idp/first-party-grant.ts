import type { Grant, Interaction, InteractionResults, KoaContextWithOIDC } from 'oidc-provider';
import type Provider from 'oidc-provider';

/**
 * `loadExistingGrant` for a provider whose only client is the portal (first party): the signed-in
 * employee's grant always covers what the portal asks for (OIDC scopes incl. offline_access, claims,
 * the API scope), so no consent screen is ever shown. Saving it on each sign-in also extends its life.
 */
export async function loadFirstPartyGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { oidc } = ctx;
  const client = oidc.client;
  const accountId = oidc.account?.accountId ?? oidc.session?.accountId;
  if (!client || !accountId) return undefined;

  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  const grant =
    existing && existing.accountId === accountId && existing.clientId === client.clientId
      ? existing
      : new oidc.provider.Grant({ accountId, clientId: client.clientId });

  grant.addOIDCScope(oidc.requestParamOIDCScopes);
  if (oidc.requestParamClaims.size > 0) grant.addOIDCClaims(oidc.requestParamClaims);
  for (const [indicator, server] of Object.entries(oidc.resourceServers ?? {})) {
    const scopes = [...oidc.requestParamScopes].filter((scope) => server.scopes.has(scope));
    if (scopes.length > 0) grant.addResourceScope(indicator, scopes.join(' '));
  }
  await grant.save();
  return grant;
}

/**
 * Completes a consent prompt without asking (first-party client): grants what the prompt says is missing.
 * Only reached when `loadFirstPartyGrant` could not cover the request, e.g. `prompt=consent`.
 */
export async function grantMissingConsent(provider: Provider, details: Interaction): Promise<InteractionResults> {
  const accountId = details.session?.accountId;
  const clientId = details.params['client_id'];
  if (!accountId || typeof clientId !== 'string') throw new Error('consent prompt without a signed-in account or client');

  const found = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
  const grant = found ?? new provider.Grant({ accountId, clientId });
  const missing = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope);
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  const savedId = await grant.save();
  return { consent: found ? {} : { grantId: savedId } };
}
