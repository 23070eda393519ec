import { Quote, Star } from 'lucide-react';
import { LandingSection } from './layout';
import { testimonials } from './landing-content';

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export function TestimonialsSection() {
  return (
    <LandingSection
      id="testimonials-title"
      eyebrow="Customers"
      title="Founders sleep better with Charter"
      description="Rated 4.8 out of 5 by the businesses that run their formation and compliance with us."
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="flex h-full flex-col rounded-xl border border-line bg-white p-6 sm:p-8">
              <div className="flex items-center justify-between">
                <Quote className="size-6 text-accent-600" aria-hidden="true" />
                <div className="flex gap-0.5" role="img" aria-label="5 out of 5 stars">
                  {[0, 1, 2, 3, 4].map((star) => (
                    <Star key={star} className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
                  ))}
                </div>
              </div>
              <blockquote className="mt-6 flex-1 text-base text-pretty text-ink">
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className="mt-8 flex items-center gap-3">
                <span
                  className="flex size-10 items-center justify-center rounded-full bg-accent-50 text-sm font-semibold text-accent-700"
                  aria-hidden="true"
                >
                  {initials(testimonial.name)}
                </span>
                <span>
                  <span className="block text-sm font-semibold text-ink">{testimonial.name}</span>
                  <span className="block text-sm text-muted">{testimonial.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
