import productViews from '#content/product-views';
import type { ProductViewName } from '../../.generated/types/defs/product-view.ts';
import type { ProductViews } from '../../.generated/types/product-views.ts';

export { productViews };
export type { ProductViewName, ProductViews };

/** Every picture, in the order the governance module's capabilities name them. */
export const VIEW_NAMES: readonly ProductViewName[] = ['dashboard', 'anomaly', 'gaps', 'opinionTracing', 'dataConditions'];

/**
 * A picture for a record that names none (a new talk, article or video): chosen from its title by a
 * small stable hash (FNV-1a), so the same record always shows the same screen and neighbours differ.
 */
export function viewFor(title: string): ProductViewName {
  let h = 0x811c9dc5;
  for (let i = 0; i < title.length; i++) h = Math.imul(h ^ title.charCodeAt(i), 0x01000193) >>> 0;
  return VIEW_NAMES[h % VIEW_NAMES.length]!;
}

/**
 * The text alternative of a picture: the illustrative label first, then what the screen shows, with
 * every figure drawn in it, so a screen-reader user gets what a sighted one sees.
 */
export function describeView(views: ProductViews, name: ProductViewName): string {
  const body = describeBody(views, name);
  return `${views.illustrativeLabel}. ${body}`;
}

function describeBody(views: ProductViews, name: ProductViewName): string {
  switch (name) {
    case 'dashboard': {
      const v = views.dashboard;
      const scores = (items: readonly { name: string; score: number }[]) => items.map((i) => `${i.name} ${i.score}`).join(', ');
      return `${v.title}. ${v.domainsLabel}: ${scores(v.domains)}. ${v.policiesLabel}: ${scores(v.policies)}. ${v.alertsLabel}: ${v.alerts.map((a) => a.text).join('; ')}.`;
    }
    case 'anomaly': {
      const v = views.anomaly;
      const events = v.events.map((e) => `${e.time}, ${e.actor}, ${e.action}: ${e.anomaly ? `${v.anomalyLabel}${e.finding ? `, ${e.finding}` : ''}` : v.expectedLabel}`);
      return `${v.title}. ${v.sentenceLabel}: ${v.sentence} ${events.join('. ')}.`;
    }
    case 'gaps': {
      const v = views.gaps;
      return `${v.title}, ${v.document}. ${v.findings.map((f) => `${f.label}: ${f.text} (${f.where})`).join('. ')}.`;
    }
    case 'opinionTracing': {
      const v = views.opinionTracing;
      const rows = v.rows.map((r) => `${r.element}: ${r.opinion} against ${r.policy}`).join('; ');
      return `${v.title}. ${v.opinionLabel}: ${v.opinion} ${v.policyLabel}: ${v.policy} ${v.comparisonLabel}: ${rows}. ${v.actions.join(', ')}.`;
    }
    case 'dataConditions': {
      const v = views.dataConditions;
      return `${v.title}. ${v.sentence} ${v.conditions.map((c) => `${c.element}: ${c.test}`).join('; ')}. ${v.download}.`;
    }
  }
}

/**
 * Where the build publishes a picture as a standalone SVG file (npm run generate writes it under
 * public/), for pages that show it with `<img>` rather than inline (components/product/ProductImage.tsx).
 */
export function productPictureSrc(name: ProductViewName): string {
  return `/product/${name}.svg`;
}
