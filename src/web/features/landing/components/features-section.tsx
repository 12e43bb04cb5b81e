import { Bot, ChartColumn, CircleDollarSign, Globe, Handshake, Mail, PenLine, Plug, Rocket, Search, Share2, Video } from 'lucide-react';
import { SectionHeading } from './section-heading';

const features = [
  {
    icon: PenLine,
    title: 'AI content generation',
    description: 'Blog posts, social posts, email campaigns and video scripts in your tone, from a single topic.',
  },
  {
    icon: Search,
    title: 'SEO tools',
    description: 'Keyword research, competitor analysis, content optimization and link-building opportunities.',
  },
  {
    icon: Share2,
    title: 'Social automation',
    description: 'Write posts for every network, schedule them on a calendar and follow their engagement.',
  },
  {
    icon: Mail,
    title: 'Email marketing',
    description: 'Campaigns, lists and segments, automations and templates, with opens and clicks tracked.',
  },
  {
    icon: Handshake,
    title: 'AI outreach',
    description: 'Find prospects and run outreach for backlinks, partnerships and influencer collaborations.',
  },
  {
    icon: CircleDollarSign,
    title: 'Monetization',
    description: 'Keep affiliate programs, digital products and services together and see what your content earns.',
  },
  {
    icon: Video,
    title: 'Video & audio',
    description: 'Scripts, videos and audio from ready-made templates for Shorts, Reels, TikTok and explainers.',
  },
  {
    icon: Bot,
    title: 'AI assistant',
    description: 'Ask for content ideas, SEO help or strategy advice at any hour: it is on duty 24/7.',
  },
  {
    icon: Plug,
    title: 'Integrations',
    description: 'Connect your analytics, social, email, e-commerce and SEO tools and automate the work between them.',
  },
  {
    icon: ChartColumn,
    title: 'Analytics',
    description: 'Traffic, sources, top pages and content performance, with AI recommendations on what to do next.',
  },
] as const;

const steps = [
  {
    icon: Globe,
    title: 'Analyze your site',
    description: 'Smart Setup reads your website and finds your niche, keywords, competitors, topics and audience.',
  },
  {
    icon: PenLine,
    title: 'Create and publish',
    description: 'Generate content for every channel, then schedule it across your blog, social accounts and inbox.',
  },
  {
    icon: Rocket,
    title: 'Measure and grow',
    description: 'See which pages, posts and emails bring visitors, and let the AI suggest your next move.',
  },
] as const;

export function FeaturesSection() {
  return (
    <section id="features" className="scroll-mt-16 bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          eyebrow="Features"
          title="Everything you need to grow your traffic"
          description="Ten tools that work together in one workspace, so a single idea becomes a post, a newsletter, a video and a ranking page."
        />

        <ul className="mt-16 grid gap-5 sm:grid-cols-2 xl:grid-cols-5">
          {features.map(({ icon: Icon, title, description }) => (
            <li
              key={title}
              className="group rounded-2xl border border-gray-200 bg-white p-6 transition hover:-translate-y-1 hover:border-brand-100 hover:shadow-lg hover:shadow-brand-600/5"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 transition-colors group-hover:bg-brand-600 group-hover:text-white">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-5 font-semibold text-gray-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-gray-600">{description}</p>
            </li>
          ))}
        </ul>

        <div className="mt-20 rounded-3xl bg-gray-50 px-6 py-12 sm:px-12">
          <h3 className="text-center text-2xl font-bold tracking-tight text-gray-900">Up and running in three steps</h3>
          <ol className="mt-10 grid gap-10 md:grid-cols-3">
            {steps.map(({ icon: Icon, title, description }, index) => (
              <li key={title} className="text-center">
                <span className="relative mx-auto flex size-14 items-center justify-center rounded-2xl bg-white text-brand-600 shadow-sm ring-1 ring-gray-200">
                  <Icon className="size-6" aria-hidden />
                  <span className="absolute -top-2 -right-2 flex size-6 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white">
                    {index + 1}
                  </span>
                </span>
                <h4 className="mt-5 font-semibold text-gray-900">{title}</h4>
                <p className="mx-auto mt-2 max-w-xs text-sm text-gray-600">{description}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
