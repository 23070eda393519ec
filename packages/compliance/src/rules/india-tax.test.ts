import { describe } from 'vitest';
import { runRuleCases } from '../test-support/rule-cases';
import { indiaTaxCases } from './india-tax.cases';

describe('Income tax rules', () => {
  runRuleCases(indiaTaxCases);
});
