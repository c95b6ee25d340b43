import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AFFILIATE_CATEGORIES } from '../../../common/constants.ts';
import { affiliateProductList } from '../../../common/schemas/affiliate.ts';
import { affiliateClicks, affiliateProducts } from '../../db/schema.ts';
import { TOOLS } from '../../domain/tools.ts';
import { signedIn } from '../../test/factories.ts';
import { withTestContext } from '../../test/harness.ts';
import { itRequiresAuthentication } from '../../test/requests.ts';
import { ensureCatalogue } from './service.ts';

const ctx = withTestContext();

describe('affiliate calls require authentication', () => {
  itRequiresAuthentication(
    () => ctx(),
    [
      ['GET', '/api/affiliate/recommendations?tools=a'],
      ['POST', '/api/affiliate/click'],
    ],
  );
});

describe('catalogue', () => {
  it('holds at least 40 products in SPEC’s six categories, each with Italian text, price, retailer, link and image', async () => {
    const rows = await ctx().database.db.select().from(affiliateProducts);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(AFFILIATE_CATEGORIES));
    for (const row of rows) {
      expect(row.price).toMatch(/^€ \d+,\d{2}$/);
      expect(row.affiliateUrl).toMatch(/^https:\/\//);
      expect(row.imageUrl).toMatch(/^\/affiliate\/[a-z-]+\.svg$/);
      expect(row.retailer).not.toBe('');
    }
  });

  it('maps every tool the knowledge base names to a product', async () => {
    const rows = await ctx().database.db.select({ tools: affiliateProducts.tools }).from(affiliateProducts);
    const covered = new Set(rows.flatMap((r) => r.tools));
    expect(Object.values(TOOLS).filter((tool) => !covered.has(tool))).toEqual([]);
  });

  it('is written again without duplicates at every start', async () => {
    const before = (await ctx().database.db.select().from(affiliateProducts)).length;
    await ensureCatalogue(ctx().database.db);
    expect((await ctx().database.db.select().from(affiliateProducts)).length).toBe(before);
  });
});

describe('GET /api/affiliate/recommendations', () => {
  it('ranks products by the tools named, exact names first', async () => {
    const member = await signedIn(ctx());
    const tools = [TOOLS.multimetro, TOOLS.saldatore].join(',');
    const res = await member.send('GET', `/api/affiliate/recommendations?tools=${encodeURIComponent(tools)}`);
    expect(res.statusCode).toBe(200);
    const products = affiliateProductList.parse(res.json());
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(6);
    expect(products[0]!.title).toMatch(/Multimetro|Saldat|saldante/);
    expect(products.every((p) => /multimetr|sald|stagn/i.test(p.title))).toBe(true);
  });

  it('matches tools a model names in its own words', async () => {
    const member = await signedIn(ctx());
    const res = await member.send(
      'GET',
      `/api/affiliate/recommendations?tools=${encodeURIComponent('pasta termica nuova')}`,
    );
    expect(res.json()[0].title).toMatch(/Pasta termica/);
  });

  it('uses the category alone when no tools are named, and answers nothing with neither', async () => {
    const member = await signedIn(ctx());
    const byCategory = (await member.send('GET', '/api/affiliate/recommendations?category=saldatura')).json();
    expect(byCategory.length).toBeGreaterThan(0);
    expect(byCategory.every((p: { category: string }) => p.category === 'saldatura')).toBe(true);
    expect((await member.send('GET', '/api/affiliate/recommendations')).json()).toEqual([]);
  });

  it('refuses an unknown category with 400', async () => {
    const member = await signedIn(ctx());
    const res = await member.send('GET', '/api/affiliate/recommendations?category=giardinaggio');
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/affiliate/click', () => {
  it('records product, source, member and time', async () => {
    const member = await signedIn(ctx());
    const res = await member.send('POST', '/api/affiliate/click', {
      productId: 'multimetro-digitale',
      source: 'ai-analysis',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const [click] = await ctx()
      .database.db.select()
      .from(affiliateClicks)
      .where(eq(affiliateClicks.userId, member.user.id));
    expect(click).toMatchObject({
      productId: 'multimetro-digitale',
      source: 'ai-analysis',
      createdAt: expect.any(Date),
    });
  });

  it('defaults the source to ai-recommendation', async () => {
    const member = await signedIn(ctx());
    await member.send('POST', '/api/affiliate/click', { productId: 'kit-apertura' });
    const [click] = await ctx()
      .database.db.select()
      .from(affiliateClicks)
      .where(eq(affiliateClicks.userId, member.user.id));
    expect(click!.source).toBe('ai-recommendation');
  });

  it('answers 404 for an unknown product and 400 for a bad source', async () => {
    const member = await signedIn(ctx());
    expect((await member.send('POST', '/api/affiliate/click', { productId: 'non-esiste' })).statusCode).toBe(
      404,
    );
    expect(
      (await member.send('POST', '/api/affiliate/click', { productId: 'kit-apertura', source: 'email' }))
        .statusCode,
    ).toBe(400);
    expect((await member.send('POST', '/api/affiliate/click', {})).statusCode).toBe(400);
  });
});
