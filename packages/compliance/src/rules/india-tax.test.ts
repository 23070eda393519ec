import { describe, expect, it } from 'vitest';
import { runRuleCases } from '../test-support/rule-cases';
import { indiaTaxCases } from './india-tax.cases';
import { indiaTaxRules, TDS_STATEMENT_RULE_IDS } from './india-tax';

describe('Income tax rules', () => {
  runRuleCases(indiaTaxCases);

  it('lists every quarterly TDS/TCS statement rule in TDS_STATEMENT_RULE_IDS', () => {
    const statements = indiaTaxRules.filter((rule) => rule.series?.startsWith('IN-IT-07-')).map((rule) => rule.id);
    expect([...TDS_STATEMENT_RULE_IDS].sort()).toEqual(statements.sort());
  });
});
