import { useQuery } from '@tanstack/react-query';
import { BarChart3 } from 'lucide-react';
import { LOGIC_RULE_ANALYTICS_DAYS, LOGIC_RULE_ANALYTICS_TOP } from '@charter/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { logicRuleQueries } from '../api/queries';

const number = new Intl.NumberFormat('en-IN');
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Rule analytics (spec §3, §9): the top 10 rules by triggers over the last 30 days, measured from real firings. */
export function RuleAnalyticsPanel() {
  const analytics = useQuery(logicRuleQueries.analytics(LOGIC_RULE_ANALYTICS_DAYS));
  const top = analytics.data?.rules.filter((rule) => rule.total_triggers > 0) ?? [];
  const most = Math.max(1, ...top.map((rule) => rule.total_triggers));

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BarChart3 className="size-5 text-accent-600" aria-hidden="true" /> Top rules, last {LOGIC_RULE_ANALYTICS_DAYS} days
        </CardTitle>
        <CardDescription>
          Triggers: a rule firing for a company on a day, when its recommendations were shown. Top {LOGIC_RULE_ANALYTICS_TOP} shown.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={analytics} what="analytics">
          {(data) => (
            <div className="grid gap-3">
              <p className="text-xs text-muted tabular-nums">
                {day.format(new Date(`${data.date_range.from}T00:00:00Z`))} – {day.format(new Date(`${data.date_range.to}T00:00:00Z`))}:{' '}
                {data.rules_triggered} of {data.total_rules} rules fired
              </p>
              {top.length === 0 ? (
                <p className="text-sm text-muted">No rule has fired in the last {LOGIC_RULE_ANALYTICS_DAYS} days.</p>
              ) : (
                <ol className="grid gap-3" aria-label="Rules by triggers" data-testid="rule-analytics">
                  {top.map((rule) => (
                    <li key={rule.rule_id} className="grid gap-1">
                      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                        <span className="flex min-w-0 items-center gap-2">
                          <span className="truncate font-medium text-ink">{rule.rule_name}</span>
                          <span className="text-xs text-muted">{rule.country}</span>
                          {!rule.active && <Badge tone="outline">Off</Badge>}
                        </span>
                        <span className="tabular-nums text-ink">
                          <strong>{number.format(rule.total_triggers)}</strong> {rule.total_triggers === 1 ? 'trigger' : 'triggers'} ·{' '}
                          {number.format(rule.companies)} {rule.companies === 1 ? 'company' : 'companies'}
                        </span>
                      </div>
                      <div className="h-2 rounded-full bg-slate-100" aria-hidden="true">
                        <div className="h-2 rounded-full bg-accent-500" style={{ width: `${(rule.total_triggers / most) * 100}%` }} />
                      </div>
                    </li>
                  ))}
                </ol>
              )}
            </div>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
