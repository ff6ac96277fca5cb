export { createIdentityProvider, type CreateIdentityProviderOptions, type IdentityProvider } from './identity-provider';
export { IDP_TTL } from './provider-configuration';
