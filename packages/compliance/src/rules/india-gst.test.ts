import { describe } from 'vitest';
import { runRuleCases } from '../test-support/rule-cases';
import { indiaGstCases } from './india-gst.cases';

describe('GST rules', () => {
  runRuleCases(indiaGstCases);
});
