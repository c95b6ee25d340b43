import { AFFILIATE_CATEGORIES, POST_CATEGORIES } from '../constants.ts';
import { schema, z } from '../zod-it.ts';

export type AffiliateCategory = (typeof AFFILIATE_CATEGORIES)[number];

/** SPEC §3 affiliate product, plus the retailer that labels the buy button (SPEC §2). */
export const affiliateProduct = schema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    imageUrl: z.string(),
    price: z.string(),
    category: z.enum(AFFILIATE_CATEGORIES),
    affiliateUrl: z.string(),
    retailer: z.string(),
  }),
);
export type AffiliateProduct = z.infer<typeof affiliateProduct>;
export const affiliateProductList = schema(() => z.array(affiliateProduct));

/** Products shown at most for one analysis. */
export const RECOMMENDATIONS_MAX = 6;

/**
 * GET /api/affiliate/recommendations (SPEC §7): tools comma-joined, and a category — an affiliate
 * category or the device category of the analysis.
 */
export const recommendationsQuery = schema(() =>
  z.object({
    tools: z.string().max(2000).optional().default(''),
    category: z
      .enum([...AFFILIATE_CATEGORIES, ...POST_CATEGORIES], { error: 'Categoria non valida' })
      .optional(),
  }),
);
export type RecommendationsQuery = z.infer<typeof recommendationsQuery>;

export const CLICK_SOURCES = ['ai-recommendation', 'ai-analysis'] as const;

/** POST /api/affiliate/click (SPEC §7: source 'ai-recommendation' by default). */
export const affiliateClickBody = schema(() =>
  z.object({
    productId: z.string({ error: 'Prodotto mancante' }).min(1).max(64),
    source: z.enum(CLICK_SOURCES, { error: 'Origine non valida' }).optional().default('ai-recommendation'),
  }),
);
export type AffiliateClickBody = z.input<typeof affiliateClickBody>;

export const affiliateClickReply = schema(() => z.object({ success: z.literal(true) }));
