import { describe } from 'vitest';
import { runRuleCases } from '../test-support/rule-cases';
import { ukCases } from './uk.cases';

describe('United Kingdom rules', () => {
  runRuleCases(ukCases);
});
