import { asc, eq, sql } from 'drizzle-orm';
import {
  type AffiliateClickBody,
  type AffiliateProduct,
  affiliateClickBody,
  RECOMMENDATIONS_MAX,
  type RecommendationsQuery,
} from '../../../common/schemas/affiliate.ts';
import type { Db } from '../../db/client.ts';
import { affiliateClicks, affiliateProducts } from '../../db/schema.ts';
import { notFound } from '../../platform/http/errors.ts';
import { affiliateUrlOf, CATALOGUE } from './catalogue.ts';
import { presentProduct } from './presenter.ts';
import { rankProducts } from './ranking.ts';

/**
 * Writes the catalogue into affiliate_products (insert or update by id), so every instance and
 * every fresh database has it; products no longer in the catalogue stay for their click history.
 */
export async function ensureCatalogue(db: Db): Promise<void> {
  const rows = CATALOGUE.map((p, position) => ({
    id: p.id,
    title: p.title,
    description: p.description,
    imageUrl: `/affiliate/${p.image}.svg`,
    price: p.price,
    category: p.category,
    retailer: p.retailer,
    affiliateUrl: affiliateUrlOf(p),
    tools: p.tools,
    position,
  }));
  await db
    .insert(affiliateProducts)
    .values(rows)
    .onConflictDoUpdate({
      target: affiliateProducts.id,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        imageUrl: sql`excluded.image_url`,
        price: sql`excluded.price`,
        category: sql`excluded.category`,
        retailer: sql`excluded.retailer`,
        affiliateUrl: sql`excluded.affiliate_url`,
        tools: sql`excluded.tools`,
        position: sql`excluded.position`,
      },
    });
}

/** GET /api/affiliate/recommendations: products for the tools named, best first. */
export async function recommend(db: Db, query: RecommendationsQuery): Promise<AffiliateProduct[]> {
  const tools = query.tools
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .slice(0, 20);
  if (tools.length === 0 && !query.category) return [];
  const products = await db.select().from(affiliateProducts).orderBy(asc(affiliateProducts.position));
  return rankProducts(products, tools, query.category).slice(0, RECOMMENDATIONS_MAX).map(presentProduct);
}

/** POST /api/affiliate/click: product, source, member and time (SPEC §4). */
export async function recordClick(db: Db, userId: string, input: AffiliateClickBody): Promise<void> {
  const body = affiliateClickBody.parse(input);
  const [product] = await db
    .select({ id: affiliateProducts.id })
    .from(affiliateProducts)
    .where(eq(affiliateProducts.id, body.productId));
  if (!product) throw notFound('Prodotto non trovato');
  await db.insert(affiliateClicks).values({ productId: product.id, userId, source: body.source });
}
