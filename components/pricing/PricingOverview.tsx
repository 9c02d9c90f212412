import { ArrowDown } from 'lucide';
import { Glyph } from '../ui/Glyph.tsx';
import { Icon } from '../ui/Icon.tsx';
import { Heading } from '../ui/Heading.tsx';

export interface OverviewItem {
  /** The id of the section it jumps to. */
  id: string;
  icon: string;
  title: string;
  /** What one price buys (`per GPU per year`), from the price record. */
  per: string;
}

/** The hero's jump list on /pricing: one link per price section; a row of chips on phones and tablets. */
export function PricingOverview({ title, items }: { title: string; items: readonly OverviewItem[] }) {
  return (
    <nav aria-labelledby="on-this-page" className="jump-links" data-jump-links>
      <Heading level={2} id="on-this-page" className="jump-links-title">
        {title}
      </Heading>
      <ul className="jump-links-list">
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} className="jump-link group">
              <span className="jump-link-icon">
                <Icon name={item.icon} className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="jump-link-title">{item.title}</span>
                <span className="jump-link-per">{item.per}</span>
              </span>
              <Glyph icon={ArrowDown} aria-hidden="true" className="jump-link-arrow" />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
