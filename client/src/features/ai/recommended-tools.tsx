import type { AffiliateProduct } from '@common/schemas/affiliate.ts';
import { ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { type ClickSource, recordAffiliateClick, useRecommendationsQuery } from '../../data/ai.ts';
import { aiText } from '../../i18n/ai.ts';
import { Badge } from '../../ui/badge.tsx';
import { buttonClasses } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';

const PLACEHOLDER = '/placeholder-product.png';

function ProductCard({
  product,
  viewed,
  onOpen,
}: {
  product: AffiliateProduct;
  viewed: boolean;
  onOpen: () => void;
}) {
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      <img
        src={product.imageUrl || PLACEHOLDER}
        alt={aiText.products.imageAlt(product.title)}
        width={64}
        height={64}
        loading="lazy"
        onError={(event) => {
          // SPEC §2: a missing image falls back to the placeholder (once).
          if (!event.currentTarget.src.endsWith(PLACEHOLDER)) event.currentTarget.src = PLACEHOLDER;
        }}
        className="size-16 shrink-0 rounded-lg bg-slate-100 object-contain dark:bg-slate-800"
      />
      <div className="min-w-0 flex-1 space-y-1.5">
        <h4 className="font-semibold text-slate-900 dark:text-slate-100">{product.title}</h4>
        <p className="text-sm text-slate-700 dark:text-slate-300">{product.description}</p>
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{aiText.products.category[product.category]}</Badge>
          <span className="font-semibold text-slate-900 dark:text-slate-100">{product.price}</span>
          {viewed && <Badge tone="success">{aiText.products.viewed}</Badge>}
        </div>
        <a
          href={product.affiliateUrl}
          target="_blank"
          rel="noopener noreferrer sponsored"
          aria-label={aiText.products.buyLabel(product.title, product.retailer)}
          onClick={onOpen}
          className={buttonClasses('soft', 'compact', 'w-full')}
        >
          {aiText.products.buy(product.retailer)}
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </div>
    </li>
  );
}

/** Products shown under an answer before 'Vedi altri'. */
const PRODUCTS_SHOWN = 3;

/**
 * SPEC §2 'Strumenti Raccomandati': products for the analysis' tools; a click is recorded and the link
 * opens in a new tab whatever happens, then the product shows 'Visualizzato' (SPEC §4).
 */
export function RecommendedTools({
  tools,
  category,
  source = 'ai-analysis',
}: {
  tools: string[];
  category?: string;
  source?: ClickSource;
}) {
  const { data: products, isLoading } = useRecommendationsQuery(tools, category);
  const [viewed, setViewed] = useState<string[]>([]);
  // Compact under an answer (issue 24): three products, the rest on request.
  const [showAll, setShowAll] = useState(false);
  const headingId = useId();
  if (isLoading) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <Spinner className="size-4" />
        {aiText.products.loading}
      </p>
    );
  }
  if (!products || products.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-orange-200 bg-orange-50/50 p-3 dark:border-orange-900 dark:bg-orange-950/20"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900 dark:text-slate-100">
          {aiText.products.title}
        </h3>
        <Badge tone="primary">{aiText.products.badge}</Badge>
      </div>
      <ul className="space-y-2">
        {(showAll ? products : products.slice(0, PRODUCTS_SHOWN)).map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            viewed={viewed.includes(product.id)}
            onOpen={() => {
              recordAffiliateClick(product.id, source);
              setViewed((list) => (list.includes(product.id) ? list : [...list, product.id]));
            }}
          />
        ))}
      </ul>
      {!showAll && products.length > PRODUCTS_SHOWN && (
        <button
          type="button"
          onClick={() => setShowAll(true)}
          className="inline-flex min-h-11 items-center rounded-xl px-3 text-sm font-semibold text-orange-800 hover:bg-orange-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 dark:text-orange-300 dark:hover:bg-orange-950"
        >
          {aiText.products.more(products.length - PRODUCTS_SHOWN)}
        </button>
      )}
      <p className="text-xs text-slate-700 dark:text-slate-300">{aiText.products.note}</p>
    </section>
  );
}
