import { useContext, type ReactElement } from 'react';
// Each mark from its own module: the package's index loads all of its 3,000-odd icons (2.5 s per process).
import SiFacebook from '@icons-pack/react-simple-icons/icons/SiFacebook';
import SiX from '@icons-pack/react-simple-icons/icons/SiX';
import SiYoutube from '@icons-pack/react-simple-icons/icons/SiYoutube';
import type { SiteConfig } from '../../.generated/types/site.ts';
import { IconSpriteContext } from '../../components/ui/iconSprite.ts';

type Network = SiteConfig['social'][number]['network'];

// An inline <svg> is in the SVG namespace without `xmlns`, which the icon components write by default.
const INLINE = { xmlns: undefined };

/** LinkedIn's mark is not in the icon package: a plain "in" monogram stands in for it. */
function LinkedInMonogram({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
      <rect x="2" y="2" width="20" height="20" rx="3" fill="currentColor" />
      <path
        d="M7 10h2.4v7H7zM8.2 6.6a1.4 1.4 0 1 1 0 2.8 1.4 1.4 0 0 1 0-2.8ZM11 10h2.3v1c.4-.7 1.3-1.2 2.4-1.2 2 0 2.8 1.2 2.8 3.3V17h-2.4v-3.5c0-1-.3-1.6-1.2-1.6-.9 0-1.5.6-1.5 1.7V17H11z"
        fill="var(--color-ink-950)"
      />
    </svg>
  );
}

/** Each network's mark drawn inline (a record over the networks the schema allows, so none is missed). */
const MARKS: Record<Network, (className: string | undefined) => ReactElement> = {
  X: (className) => <SiX className={className} aria-hidden="true" {...INLINE} />,
  Facebook: (className) => <SiFacebook className={className} aria-hidden="true" {...INLINE} />,
  YouTube: (className) => <SiYoutube className={className} aria-hidden="true" {...INLINE} />,
  LinkedIn: (className) => <LinkedInMonogram {...(className ? { className } : {})} />,
};

/** The id of a network's mark in the icon sprite (`brand-x`): Lucide's names, the sprite's other ids, never hold a hyphen. */
const symbolOf = (network: Network) => `brand-${network.toLowerCase()}`;

/** A network's mark drawn inline, found by its sprite id; undefined for an id that is no network's. */
export function socialMarkOfSymbol(id: string): ReactElement | undefined {
  const network = (Object.keys(MARKS) as Network[]).find((n) => symbolOf(n) === id);
  return network && MARKS[network](undefined);
}

/** A network's mark: a `<use>` of its symbol when the page has the icon sprite, else drawn inline. */
export function SocialIcon({ network, className }: { network: Network; className?: string }) {
  const href = useContext(IconSpriteContext)?.href(symbolOf(network));
  if (!href) return MARKS[network](className);
  return (
    <svg width="24" height="24" className={className} aria-hidden="true">
      <use href={href} />
    </svg>
  );
}
