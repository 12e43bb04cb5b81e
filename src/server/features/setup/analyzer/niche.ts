import { words } from './keywords';

// A small taxonomy of the niches Uplift's users work in, each with words that point to it. A site's
// niche is the one whose words its keywords and text use most; the AI provider refines it when set.
const taxonomy: ReadonlyArray<{ niche: string; terms: readonly string[] }> = [
  { niche: 'Food & Cooking', terms: ['recipe', 'recipes', 'bakery', 'bread', 'cooking', 'kitchen', 'restaurant', 'menu', 'food', 'baking', 'sourdough', 'chef', 'coffee', 'wine', 'vegan'] },
  { niche: 'Technology & Software', terms: ['software', 'app', 'cloud', 'api', 'developer', 'developers', 'code', 'saas', 'platform', 'data', 'ai', 'security', 'devops', 'integration', 'open-source'] },
  { niche: 'Marketing & SEO', terms: ['marketing', 'seo', 'content', 'traffic', 'campaign', 'campaigns', 'social', 'brand', 'advertising', 'leads', 'conversion', 'email', 'newsletter', 'growth'] },
  { niche: 'Health & Fitness', terms: ['health', 'fitness', 'workout', 'nutrition', 'yoga', 'wellness', 'diet', 'exercise', 'training', 'clinic', 'therapy', 'mental', 'sleep'] },
  { niche: 'Finance & Investing', terms: ['finance', 'investing', 'investment', 'money', 'tax', 'taxes', 'budget', 'loan', 'mortgage', 'crypto', 'stocks', 'retirement', 'accounting', 'insurance'] },
  { niche: 'Travel & Hospitality', terms: ['travel', 'hotel', 'hotels', 'trip', 'tour', 'tours', 'destination', 'flights', 'vacation', 'booking', 'beach', 'hostel', 'itinerary'] },
  { niche: 'Education & Courses', terms: ['course', 'courses', 'learn', 'learning', 'students', 'teacher', 'school', 'class', 'classes', 'tutorial', 'lessons', 'training', 'certificate'] },
  { niche: 'E-commerce & Retail', terms: ['shop', 'store', 'cart', 'shipping', 'products', 'sale', 'order', 'checkout', 'price', 'discount', 'returns', 'collection'] },
  { niche: 'Real Estate', terms: ['property', 'properties', 'homes', 'apartment', 'rent', 'rental', 'realtor', 'listing', 'listings', 'mortgage', 'estate', 'buyers', 'sellers'] },
  { niche: 'Home & Garden', terms: ['garden', 'gardening', 'plants', 'furniture', 'interior', 'decor', 'diy', 'renovation', 'kitchen', 'outdoor', 'flowers', 'lawn'] },
  { niche: 'Fashion & Beauty', terms: ['fashion', 'clothing', 'dress', 'style', 'beauty', 'skincare', 'makeup', 'hair', 'jewelry', 'shoes', 'cosmetics', 'outfit'] },
  { niche: 'Sports & Outdoors', terms: ['sports', 'football', 'soccer', 'running', 'cycling', 'hiking', 'camping', 'golf', 'tennis', 'team', 'league', 'outdoors', 'climbing'] },
  { niche: 'Parenting & Family', terms: ['parenting', 'kids', 'children', 'baby', 'family', 'parents', 'toddler', 'pregnancy', 'mom', 'dad', 'school'] },
  { niche: 'Pets & Animals', terms: ['pet', 'pets', 'dog', 'dogs', 'cat', 'cats', 'puppy', 'veterinary', 'grooming', 'animal', 'animals'] },
  { niche: 'Automotive', terms: ['car', 'cars', 'auto', 'vehicle', 'vehicles', 'repair', 'tires', 'engine', 'dealership', 'electric', 'garage'] },
  { niche: 'Legal & Professional Services', terms: ['law', 'lawyer', 'attorney', 'legal', 'consulting', 'consultant', 'firm', 'accounting', 'advisory', 'compliance'] },
  { niche: 'Arts & Entertainment', terms: ['music', 'art', 'film', 'movie', 'photography', 'gallery', 'band', 'concert', 'theatre', 'books', 'gaming', 'games'] },
  { niche: 'Non-profit & Community', terms: ['charity', 'donate', 'donation', 'volunteer', 'volunteers', 'community', 'nonprofit', 'foundation', 'mission', 'support'] },
];

/** The best-matching niche, or null when nothing matches clearly. */
export function matchNiche(texts: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const text of texts) for (const word of words(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  let best: { niche: string; score: number } | null = null;
  for (const { niche, terms } of taxonomy) {
    const score = terms.reduce((sum, term) => sum + Math.log(1 + (counts.get(term) ?? 0)), 0);
    if (score > (best?.score ?? 0)) best = { niche, score };
  }
  return best && best.score >= 1.5 ? best.niche : null;
}
