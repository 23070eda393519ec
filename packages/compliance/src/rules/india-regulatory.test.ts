import { describe } from 'vitest';
import { runRuleCases } from '../test-support/rule-cases';
import { indiaRegulatoryCases } from './india-regulatory.cases';

describe('IEC, FSSAI, DPIIT and labour rules', () => {
  runRuleCases(indiaRegulatoryCases);
});
