import { Quote, Star } from 'lucide-react';
import { SectionHeading } from './section-heading';

// Illustrative testimonials written for this page; the people are made up.
const testimonials = [
  {
    name: 'Maya Okafor',
    role: 'Owner, Driftwood Ceramics',
    avatar: 'bg-brand-600',
    quote:
      'One topic a week now becomes the blog post, the social posts and the newsletter, all in our voice. For the first time I publish consistently.',
  },
  {
    name: 'Daniel Reyes',
    role: 'Marketing Lead, Northpeak Outdoor',
    avatar: 'bg-purple-600',
    quote:
      'The SEO tools show which keywords are within reach and the AI drafts the pages to win them. My team spends its time editing, not staring at a blank page.',
  },
  {
    name: 'Priya Natarajan',
    role: 'Founder, Lumen Digital',
    avatar: 'bg-pink-600',
    quote:
      'We run every client from one workspace on our own server. Scheduling, email campaigns and reports in one place replaced a pile of separate tools.',
  },
] as const;

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export function TestimonialsSection() {
  return (
    <section id="testimonials" className="scroll-mt-16 bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          eyebrow="Testimonials"
          title="Marketers who stopped juggling tools"
          description="Site owners, marketing teams and agencies use Uplift to plan, create and measure in one place."
        />
        <ul className="mt-16 grid gap-8 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="relative flex h-full flex-col rounded-3xl bg-gray-50 p-8 ring-1 ring-gray-200/70">
                <Quote className="absolute top-6 right-6 size-8 text-brand-100" aria-hidden />
                <div className="flex gap-0.5 text-yellow-400" role="img" aria-label="5 out of 5 stars">
                  {[1, 2, 3, 4, 5].map((star) => (
                    <Star key={star} className="size-4 fill-current" aria-hidden />
                  ))}
                </div>
                <blockquote className="mt-5 flex-1 leading-relaxed text-gray-700">“{testimonial.quote}”</blockquote>
                <figcaption className="mt-8 flex items-center gap-3">
                  <span
                    className={`flex size-11 items-center justify-center rounded-full text-sm font-semibold text-white ${testimonial.avatar}`}
                    aria-hidden
                  >
                    {initials(testimonial.name)}
                  </span>
                  <span>
                    <span className="block font-semibold text-gray-900">{testimonial.name}</span>
                    <span className="block text-sm text-gray-500">{testimonial.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
