import { describe } from 'vitest';
import { runRuleCases } from '../test-support/rule-cases';
import { usaCases } from './usa.cases';

describe('USA federal and states rules', () => {
  runRuleCases(usaCases);
});
