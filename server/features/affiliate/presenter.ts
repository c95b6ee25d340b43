import type { AffiliateProduct } from '../../../common/schemas/affiliate.ts';
import type { affiliateProducts } from '../../db/schema.ts';

/** What leaves the server for a product (SPEC §3 plus the retailer). */
export function presentProduct(row: typeof affiliateProducts.$inferSelect): AffiliateProduct {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    price: row.price,
    category: row.category,
    affiliateUrl: row.affiliateUrl,
    retailer: row.retailer,
  };
}
