// The schema.org types search engines show rich results for, with the properties Google's
// structured-data guidelines require and recommend: a small table, kept by hand (ADR 038).

/** How a property's value must read: a date (ISO 8601), an absolute address, or a number. */
export type ValueKind = 'date' | 'url' | 'number';

export interface SchemaType {
  required: readonly string[];
  /** Groups of which at least one property is needed (a Product needs offers, a review or a rating). */
  oneOf?: readonly (readonly string[])[];
  recommended: readonly string[];
  values?: Readonly<Record<string, ValueKind>>;
}

const article: SchemaType = {
  required: ['headline'],
  recommended: ['image', 'datePublished', 'dateModified', 'author'],
  values: { datePublished: 'date', dateModified: 'date', image: 'url' },
};
const localBusiness: SchemaType = {
  required: ['name', 'address'],
  recommended: ['telephone', 'url', 'image', 'openingHoursSpecification', 'geo'],
  values: { url: 'url', image: 'url' },
};

export const schemaTypes: Readonly<Record<string, SchemaType>> = {
  Article: article,
  NewsArticle: article,
  BlogPosting: article,
  Product: {
    required: ['name'],
    oneOf: [['offers', 'review', 'aggregateRating']],
    recommended: ['image', 'description', 'brand', 'sku'],
    values: { image: 'url', url: 'url' },
  },
  Offer: {
    required: ['price', 'priceCurrency'],
    recommended: ['availability', 'url'],
    values: { price: 'number', url: 'url', priceValidUntil: 'date' },
  },
  AggregateRating: {
    required: ['ratingValue'],
    oneOf: [['ratingCount', 'reviewCount']],
    recommended: ['bestRating'],
    values: { ratingValue: 'number', ratingCount: 'number', reviewCount: 'number' },
  },
  Review: { required: ['author'], recommended: ['reviewRating', 'datePublished'], values: { datePublished: 'date' } },
  Organization: { required: ['name'], recommended: ['url', 'logo', 'sameAs'], values: { url: 'url', logo: 'url' } },
  LocalBusiness: localBusiness,
  Restaurant: localBusiness,
  Store: localBusiness,
  Person: { required: ['name'], recommended: [], values: { url: 'url' } },
  WebSite: { required: ['name', 'url'], recommended: ['potentialAction'], values: { url: 'url' } },
  BreadcrumbList: { required: ['itemListElement'], recommended: [] },
  ListItem: { required: ['position'], oneOf: [['name', 'item']], recommended: [], values: { position: 'number', item: 'url' } },
  FAQPage: { required: ['mainEntity'], recommended: [] },
  Question: { required: ['name', 'acceptedAnswer'], recommended: [] },
  Answer: { required: ['text'], recommended: [] },
  Event: {
    required: ['name', 'startDate', 'location'],
    recommended: ['endDate', 'image', 'description', 'offers', 'organizer', 'eventStatus'],
    values: { startDate: 'date', endDate: 'date', image: 'url' },
  },
  Recipe: {
    required: ['name', 'image'],
    recommended: ['recipeIngredient', 'recipeInstructions', 'author', 'totalTime', 'description'],
    values: { image: 'url', datePublished: 'date' },
  },
  VideoObject: {
    required: ['name', 'thumbnailUrl', 'uploadDate'],
    recommended: ['description', 'duration', 'contentUrl'],
    values: { thumbnailUrl: 'url', uploadDate: 'date', contentUrl: 'url' },
  },
  JobPosting: {
    required: ['title', 'description', 'datePosted', 'hiringOrganization'],
    recommended: ['validThrough', 'employmentType', 'jobLocation'],
    values: { datePosted: 'date', validThrough: 'date' },
  },
};
