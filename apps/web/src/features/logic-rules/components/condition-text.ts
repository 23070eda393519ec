import { logicFieldInfo, type LogicCondition } from '@charter/shared';

const number = new Intl.NumberFormat('en-IN');

/** "Turnover > 20,00,000", "Intent contains export": a condition as staff read it. */
export function conditionText(condition: Pick<LogicCondition, 'field' | 'operator' | 'value'>): string {
  const value = typeof condition.value === 'number' ? number.format(condition.value) : `“${condition.value}”`;
  return `${logicFieldInfo[condition.field].label} ${condition.operator} ${value}`;
}

/** A company's own value of a field, or that the founder has not given it. */
export function actualText(actual: string | number | null): string {
  if (actual === null || actual === '') return 'not given';
  return typeof actual === 'number' ? number.format(actual) : actual;
}
