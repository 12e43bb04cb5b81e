// A small web around a home bakery, for the prospect search: served with serveFixtureSites(searchSites),
// each host on loopback under its own name, links between them carrying the port (__PORT__).
import { type FixtureSite, page } from './fixture-sites';

const at = (host: string, path = '/') => `http://${host}:__PORT__${path}`;
const linkTo = (host: string, text: string, path = '/') => `<a href="${at(host, path)}">${text}</a>`;

const listedSites = ['flour-mill.example', 'oven-works.example', 'rye-and-co.example', 'proof-box.example', 'knead.example'];

export const searchSites: Record<string, FixtureSite> = {
  // The project's site: it links to a baking blog, a site that already links back, a car parts shop and Facebook.
  'sunrise-bakery.example': {
    '/': {
      body: page(
        'Sunrise Bakery – Home baking',
        `<h1>Home baking with Sunrise Bakery</h1><p>Sourdough and rye bread recipes for home baking.</p>
         ${linkTo('crumb-journal.example', 'A baking blog we read')} ${linkTo('friends-of-bread.example', 'Friends of bread')}
         ${linkTo('car-parts.example', 'Our van’s garage')} <a href="https://www.facebook.com/sunrisebakery">Facebook</a>
         ${linkTo('crumb-rivals.example', 'Our friendly rivals')}`,
      ),
    },
  },
  // The project's competitor: it links to a directory of bakers.
  'crumb-rivals.example': {
    '/': {
      body: page(
        'Crumb Rivals – Artisan bread',
        `<h1>Artisan bread</h1><p>Baking sourdough every morning.</p>${linkTo('bakers-directory.example', 'Find a baker')}`,
      ),
    },
  },
  // A directory with a resource page, found through the competitor's links.
  'bakers-directory.example': {
    '/': { body: page('Bakers Directory', `<h1>Bakers Directory</h1><p>Bakers near you.</p><a href="/resources">Baking resources</a>`) },
    '/resources': {
      body: page(
        'Baking resources – Bakers Directory',
        `<h1>Baking resources</h1><p>Our favourite home baking sites, checked every season.</p>
         <ul>${listedSites.map((host) => `<li><a href="https://${host}/">${host}</a></li>`).join('')}</ul>`,
      ),
    },
  },
  // A baking blog inviting guest posts, found through the project's links.
  'crumb-journal.example': {
    '/': {
      body: page(
        'Crumb Journal',
        `<h1>Crumb Journal</h1><p>Notes from a home baking kitchen.</p><a href="/recipes">Recipes</a> <a href="/write-for-us">Write for us</a>`,
      ),
    },
    '/write-for-us': {
      body: page(
        'Write for us – Crumb Journal',
        '<h1>Write for us</h1><p>Guest posts on home baking are welcome. Send us your best recipe and a photo.</p>',
      ),
    },
    '/recipes': { body: page('Recipes – Crumb Journal', '<h1>Recipes</h1><p>Rye bread for beginners.</p>') },
  },
  // On the topic, but it already links to the project: no prospect.
  'friends-of-bread.example': {
    '/': {
      body: page(
        'Friends of Bread',
        `<h1>Friends of bread</h1><p>We love home baking.</p>${linkTo('sunrise-bakery.example', 'Sunrise Bakery')}
         ${linkTo('crumb-rivals.example', 'Crumb Rivals')}`,
      ),
    },
  },
  // Off the topic: no prospect.
  'car-parts.example': {
    '/': { body: page('Car Parts Direct', '<h1>Car parts</h1><p>Brake pads and oil filters, shipped next day.</p>') },
  },
  // Known only to the search data provider: a page linking to the competitor.
  'bread-news.example': {
    '/': { body: page('Bread News', '<h1>Bread News</h1><p>What bakers talk about this week.</p>') },
    '/favourite-bakeries': {
      body: page(
        'Our favourite bakeries – Bread News',
        `<h1>Our favourite bakeries</h1><p>Where we buy our sourdough.</p>${linkTo('crumb-rivals.example', 'Crumb Rivals')}`,
      ),
    },
  },
};
