import type { PostCategory } from '../../../common/constants.ts';
import type { AffiliateCategory } from '../../../common/schemas/affiliate.ts';
import { contentStems, normalise } from '../../domain/italian.ts';

export interface Rankable {
  id: string;
  title: string;
  category: AffiliateCategory;
  tools: string[];
  position: number;
}

/** Affiliate categories that suit a device category. */
const FOR_DEVICE: Record<PostCategory, AffiliateCategory[]> = {
  smartphone: ['smartphone', 'strumenti'],
  computer: ['componenti', 'strumenti'],
  console: ['componenti', 'strumenti'],
  elettrodomestici: ['componenti', 'misura', 'strumenti'],
  altri: ['strumenti', 'saldatura'],
};

const EXACT = 10;
const PARTIAL = 4;

/**
 * Ranks products by the tools named (issue 18): a product standing for a tool by its exact name
 * scores most, one whose tools or title share words with it (Italian stems) less; the category
 * breaks ties and, with no tools, chooses alone.
 */
export function rankProducts<T extends Rankable>(products: T[], tools: string[], category?: string): T[] {
  const wanted = tools
    .map((t) => ({ exact: normalise(t), stems: new Set(contentStems(t)) }))
    .filter((t) => t.exact);
  const categories = new Set<string>(
    category ? [category, ...(FOR_DEVICE[category as PostCategory] ?? [])] : [],
  );
  const scored = products.map((product) => {
    const exactNames = new Set(product.tools.map(normalise));
    const productStems = new Set(contentStems(`${product.title} ${product.tools.join(' ')}`));
    let score = 0;
    for (const tool of wanted) {
      if (exactNames.has(tool.exact)) {
        score += EXACT;
        continue;
      }
      const shared = [...tool.stems].filter((s) => productStems.has(s)).length;
      if (tool.stems.size > 0 && shared / tool.stems.size > 0.5)
        score += PARTIAL * (shared / tool.stems.size);
    }
    const categoryScore = product.category === category ? 2 : categories.has(product.category) ? 1 : 0;
    return { product, score, categoryScore };
  });
  const byTools = scored.filter((s) => s.score > 0);
  const pool = byTools.length > 0 || wanted.length > 0 ? byTools : scored.filter((s) => s.categoryScore > 0);
  return pool
    .sort(
      (a, b) =>
        b.score - a.score || b.categoryScore - a.categoryScore || a.product.position - b.product.position,
    )
    .map((s) => s.product);
}
