import { describe } from 'vitest';
import { runRuleCases } from '../test-support/rule-cases';
import { indiaMcaCases } from './india-mca.cases';

describe('Companies Act and LLP Act rules', () => {
  runRuleCases(indiaMcaCases);
});
