import { Check } from 'lucide-react';
import { IconTile, LandingSection } from './layout';
import { useCases } from './landing-content';

export function UseCasesSection() {
  return (
    <LandingSection
      id="use-cases-title"
      className="border-y border-line bg-white"
      eyebrow="Use cases"
      title="Built for the way you do business"
      description="Whether you sell software, ship goods abroad or run an online store, the agent knows what your company needs."
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {useCases.map((useCase) => (
          <li key={useCase.title} className="flex flex-col rounded-xl border border-line bg-canvas p-6 sm:p-8">
            <IconTile icon={useCase.icon} className="size-11 bg-accent-50 text-accent-700" />
            <h3 className="mt-6 text-lg font-semibold text-ink">{useCase.title}</h3>
            <p className="mt-2 text-sm text-pretty text-muted">{useCase.description}</p>
            <ul className="mt-6 flex flex-col gap-3 border-t border-line pt-6">
              {useCase.points.map((point) => (
                <li key={point} className="flex gap-3 text-sm text-ink">
                  <Check className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
