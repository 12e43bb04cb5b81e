import type { ContentBody, ContentMetrics, ContentStatus } from '@/shared/content/content';

/** One piece of the Sample workspace's content; days are counted back from the moment it is loaded. */
export type SampleContent = ContentBody & {
  title: string;
  status: ContentStatus;
  createdDaysAgo: number;
  /** For scheduled pieces: how many days ahead they go out. */
  scheduledInDays?: number;
  metrics: ContentMetrics;
  /** Where it was published; its views on the dashboard and in Analytics come from the sample traffic there. */
  publishedUrl?: string;
};

const noMetrics: ContentMetrics = { views: 0, clicks: 0, engagement: 0, revenue: 0 };

/** Two pieces of each type, in the payload shapes of src/shared/content/content.ts, for the sample projects. */
export const sampleContent: readonly SampleContent[] = [
  {
    type: 'social',
    title: 'Weekend bake sale announcement',
    status: 'published',
    createdDaysAgo: 2,
    metrics: { views: 5640, clicks: 318, engagement: 742, revenue: 0 },
    body: [
      {
        platform: 'Instagram',
        content:
          'This Saturday only: our bake sale is back! 🥐 Fresh sourdough, cardamom buns and the rye loaf you keep asking about. Doors open at 8, first 30 visitors get a free coffee.',
        hashtags: ['#bakesale', '#sourdough', '#localbakery', '#weekendtreats'],
      },
      {
        platform: 'Facebook',
        content:
          'Mark your calendar: the Sunrise Bakery bake sale is this Saturday from 8 to 2. Bring the family, taste the new rye loaf and take home a starter kit for your own sourdough.',
        hashtags: ['#bakesale', '#communityevent'],
      },
    ],
  },
  {
    type: 'video',
    title: 'How we shape a country loaf in 60 seconds',
    status: 'published',
    createdDaysAgo: 3,
    publishedUrl: 'https://sunrisebakery.example.com/videos/shaping-a-country-loaf',
    metrics: { views: 8150, clicks: 240, engagement: 915, revenue: 0 },
    body: {
      title: 'How we shape a country loaf in 60 seconds',
      script:
        'Ever wondered why bakery loaves hold their shape? It is all in the tension. Flour the bench lightly, fold the dough into thirds, roll it toward you and let the bench do the work. Into the basket seam side up, overnight in the fridge, and bake hot with steam. Save this for your next bake.',
      scenes: [
        {
          time: '0:00-0:05',
          text: 'Ever wondered why bakery loaves hold their shape?',
          description: 'Close-up of a finished loaf being cut open.',
        },
        {
          time: '0:05-0:20',
          text: 'Flour the bench lightly and fold the dough into thirds.',
          description: 'Overhead shot of hands folding dough.',
        },
        {
          time: '0:20-0:40',
          text: 'Roll it toward you and let the bench build the tension.',
          description: 'Side angle, slow motion of the final roll.',
        },
        {
          time: '0:40-0:55',
          text: 'Seam side up in the basket, overnight in the fridge.',
          description: 'Dough placed into a floured banneton.',
        },
        { time: '0:55-1:00', text: 'Save this for your next bake.', description: 'Logo and call to follow.' },
      ],
    },
  },
  {
    type: 'email',
    title: 'March newsletter: meet the new rye loaf',
    status: 'published',
    createdDaysAgo: 4,
    metrics: { views: 1290, clicks: 188, engagement: 233, revenue: 412 },
    body: {
      subject: 'Meet the rye loaf everyone has been asking about',
      content:
        'Hi there,\n\nAfter six months of test bakes, our 40% rye loaf joins the shelf this week. It is tangy, keeps for five days and makes the best toast you will have this spring.\n\nThis month you will also find:\n- A shaping video from our head baker\n- Saturday bake sale times\n- 10% off starter kits for newsletter readers\n\nSee you at the counter,\nThe Sunrise Bakery team',
      cta: 'Reserve a loaf',
    },
  },
  {
    type: 'blog',
    title: 'The layering guide for spring hikes',
    status: 'published',
    createdDaysAgo: 6,
    publishedUrl: 'https://trailhead-outfitters.example.com/blog/layering-guide-for-spring-hikes',
    metrics: { views: 2180, clicks: 265, engagement: 174, revenue: 960 },
    body: {
      title: 'The layering guide for spring hikes',
      metaDescription: 'Base, mid and shell layers explained: what to wear on spring hikes when the weather changes by the hour.',
      content:
        '# The layering guide for spring hikes\n\nSpring mornings start cold and end warm. The answer is not a bigger jacket but a smarter system.\n\n## 1. The base layer\n\nPick merino or a synthetic that moves sweat away from your skin. Cotton stays wet and cold.\n\n## 2. The mid layer\n\nA light fleece or a thin insulated vest keeps warmth in when you stop for lunch.\n\n## 3. The shell\n\nA breathable rain shell blocks wind and showers. Look for pit zips so you can vent on climbs.\n\n## Quick checklist\n\n- Base layer that is not cotton\n- Fleece or vest you can stuff in a side pocket\n- Rain shell with a hood\n- A spare pair of socks',
      tags: ['hiking', 'layering', 'spring', 'outdoor gear'],
    },
  },
  {
    type: 'social',
    title: 'Trail tip Tuesday: pack a spare pair of socks',
    status: 'scheduled',
    createdDaysAgo: 8,
    scheduledInDays: 2,
    metrics: noMetrics,
    body: [
      {
        platform: 'Twitter',
        content: 'Trail tip Tuesday: a dry pair of socks weighs 60 g and saves the last five miles of any hike. Pack them in a zip bag.',
        hashtags: ['#TrailTipTuesday', '#hiking'],
      },
      {
        platform: 'LinkedIn',
        content:
          'Our guides share one habit on every trip: a spare pair of socks in a zip bag. Small preparation, big difference. What is the one item you never hike without?',
        hashtags: ['#outdoors', '#hiking'],
      },
    ],
  },
  {
    type: 'email',
    title: 'Ledgerly onboarding: send your first invoice',
    status: 'draft',
    createdDaysAgo: 11,
    metrics: noMetrics,
    body: {
      subject: 'Your first invoice takes two minutes',
      content:
        'Welcome to Ledgerly!\n\nMost freelancers send their first invoice within ten minutes of signing up. Here is how:\n\n1. Add your client\n2. Pick a template\n3. Press send and track when it is opened\n\nQuestions? Reply to this e-mail and a real person will answer.',
      cta: 'Create my first invoice',
    },
  },
  {
    type: 'video',
    title: 'Packing list for a two-day trek',
    status: 'draft',
    createdDaysAgo: 15,
    metrics: noMetrics,
    body: {
      title: 'Packing list for a two-day trek',
      script:
        'Two days, one pack, nothing forgotten. Start with shelter and sleep, then water and food, then layers. Everything else is optional. Here is the list our guides use.',
      scenes: [
        { time: '0:00-0:10', text: 'Two days, one pack, nothing forgotten.', description: 'Pack on a trailhead sign.' },
        { time: '0:10-0:30', text: 'Shelter and sleep go in first.', description: 'Tent and sleeping bag packed at the bottom.' },
        { time: '0:30-0:50', text: 'Water, food and a stove within reach.', description: 'Side pockets filled.' },
        { time: '0:50-1:00', text: 'Layers on top, and you are ready.', description: 'Pack closed, hiker walks off.' },
      ],
    },
  },
  {
    type: 'blog',
    title: '10 sourdough mistakes home bakers make',
    status: 'published',
    createdDaysAgo: 24,
    publishedUrl: 'https://sunrisebakery.example.com/blog/sourdough-mistakes',
    metrics: { views: 3420, clicks: 412, engagement: 286, revenue: 0 },
    body: {
      title: '10 sourdough mistakes home bakers make (and how to fix them)',
      metaDescription: 'Flat loaves, gummy crumb, pale crust: the ten most common sourdough mistakes and the fixes our bakers use.',
      content:
        '# 10 sourdough mistakes home bakers make\n\nSourdough is forgiving once you know where it goes wrong.\n\n## Using a sleepy starter\n\nFeed your starter and wait until it doubles. A starter that has peaked and fallen will not lift your loaf.\n\n## Skipping the autolyse\n\nMix flour and water first and rest them for 30 minutes. The dough becomes easier to shape.\n\n## Under-proofing\n\nA loaf that tears open on the side needed more time. Use the poke test: the dent should spring back slowly.\n\n## More fixes\n\n1. Weigh, do not measure by cups\n2. Keep the dough warm (24-26 °C)\n3. Preheat the pot for a full 45 minutes\n4. Bake until the crust is deep brown\n5. Let it cool before cutting',
      tags: ['sourdough', 'baking tips', 'bread'],
    },
  },
];
