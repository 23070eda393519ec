// The built-in statutory catalogue: every rule is plain data, frozen so the engine may share it safely.

import type { ComplianceRule } from '../types';
import { indiaGstRules } from './india-gst';
import { indiaLabourRules } from './india-labour';
import { indiaMcaRules } from './india-mca';
import { indiaRegulatoryRules } from './india-regulatory';
import { indiaTaxRules } from './india-tax';
import { withOfficialSource } from './official-sources';
import { ukRules } from './uk';
import { usaFederalRules } from './usa-federal';
import { usaStateRules } from './usa-states';

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

export const catalogue: readonly ComplianceRule[] = deepFreeze(
  [
    ...indiaMcaRules,
    ...indiaTaxRules,
    ...indiaGstRules,
    ...indiaRegulatoryRules,
    ...indiaLabourRules,
    ...usaFederalRules,
    ...usaStateRules,
    ...ukRules,
  ].map(withOfficialSource),
);

export const catalogueById: ReadonlyMap<string, ComplianceRule> = new Map(catalogue.map((r) => [r.id, r]));
