import type Provider from 'oidc-provider';

/** The identity provider's client of every device (boards and kiosks): the device authorization grant and refresh tokens. */
export const DEVICE_CLIENT_ID = 'apps-device';
/** A device's account id at the identity provider (`sub` of its tokens) is this prefix and the device's id. */
export const DEVICE_ACCOUNT_PREFIX = 'device:';
/** The OpenID scopes a device asks for beside the API scope: a refresh token keeps it signed in for weeks. */
export const DEVICE_OIDC_SCOPES = ['openid', 'offline_access'];

/** Why a user code cannot be approved. */
export type UserCodeProblem = 'unknown' | 'expired' | 'used';

/** The approval side of the device authorization grant (RFC 8628), done by the portal's administrator screen. */
export interface DeviceGrants {
  /** Null when `userCode` names a device waiting for approval, else why not. */
  check(userCode: string): Promise<UserCodeProblem | null>;
  /** Approves the waiting device as `device:<deviceId>`; answers its grant id, or why it cannot. Approving again for the same device answers the same grant. */
  approve(userCode: string, deviceId: string): Promise<{ grantId: string } | { problem: UserCodeProblem }>;
  /** Ends a device's grant: its refresh token and access tokens stop working at once. */
  revoke(grantId: string): Promise<void>;
}

/**
 * The device grants of the embedded identity provider. The administrator approves on a portal screen
 * (plant, use and playlist are the portal's), so the device code is approved here instead of through the
 * provider's own confirmation page, which would make the device act as the administrator.
 */
export function createDeviceGrants(provider: Provider, resource: { audience: string; scope: string }): DeviceGrants {
  const find = async (userCode: string) => {
    const code = await provider.DeviceCode.findByUserCode(userCode, { ignoreExpiration: true });
    if (!code || code.clientId !== DEVICE_CLIENT_ID) return { problem: 'unknown' as const };
    if (code.isExpired) return { problem: 'expired' as const, code };
    return { code };
  };
  return {
    async check(userCode) {
      const found = await find(userCode);
      if ('problem' in found) return found.problem;
      return found.code.accountId || found.code.error || found.code.consumed ? 'used' : null;
    },
    async approve(userCode, deviceId) {
      const found = await find(userCode);
      if ('problem' in found) return { problem: found.problem };
      const { code } = found;
      const accountId = `${DEVICE_ACCOUNT_PREFIX}${deviceId}`;
      if (code.accountId === accountId && code.grantId) return { grantId: code.grantId };
      if (code.accountId || code.error || code.consumed) return { problem: 'used' };
      const grant = new provider.Grant({ accountId, clientId: DEVICE_CLIENT_ID });
      grant.addOIDCScope(DEVICE_OIDC_SCOPES.join(' '));
      grant.addResourceScope(resource.audience, resource.scope);
      const grantId = await grant.save();
      Object.assign(code, {
        accountId,
        grantId,
        authTime: Math.floor(Date.now() / 1000),
        scope: [...DEVICE_OIDC_SCOPES, resource.scope].join(' '),
        resource: resource.audience,
        // A board outlives any person's sign-in: its tokens belong to no provider session.
        expiresWithSession: false,
      });
      await code.save();
      return { grantId };
    },
    async revoke(grantId) {
      await Promise.all([provider.RefreshToken.revokeByGrantId(grantId), provider.AccessToken.revokeByGrantId(grantId)]);
      const grant = await provider.Grant.find(grantId);
      await grant?.destroy();
    },
  };
}
