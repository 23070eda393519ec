// Builders for tests, under `@charter/shared/testing`: never imported by application code, so never in a bundle.
export { requirement } from './requirement';
