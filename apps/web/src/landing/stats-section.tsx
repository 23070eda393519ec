import { Container } from './layout';
import { stats } from './landing-content';

export function StatsSection() {
  return (
    <section aria-labelledby="stats-title" className="border-y border-line bg-white">
      <Container className="py-12 sm:py-16">
        <h2 id="stats-title" className="sr-only">
          Charter in numbers
        </h2>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:grid-cols-6">
          {stats.map((stat) => {
            const Icon = stat.icon;
            return (
              <div key={stat.label} className="flex flex-col-reverse justify-end gap-1">
                <dt className="text-sm text-pretty text-muted">{stat.label}</dt>
                <dd className="flex items-center gap-2 text-3xl font-semibold tracking-tight text-ink tabular-nums">
                  <Icon className="size-5 shrink-0 text-accent-600" aria-hidden="true" />
                  {stat.value}
                </dd>
              </div>
            );
          })}
        </dl>
      </Container>
    </section>
  );
}
