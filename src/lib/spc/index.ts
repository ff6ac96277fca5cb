/** The SPC engine: control charts, the eight tests, phases and capability, pure and exact. */
export * from './types';
export * from './constants';
export * from './stats';
export { computeLimits, plotAgainst, sigmaWithin } from './limits';
export * from './rules';
export * from './chart';
export * from './capability';
export * from './assemble';
