import { useContext, type ReactElement } from 'react';
import type { SiteConfig } from '../../.generated/types/site.ts';
import { IconSpriteContext } from '../../components/ui/iconSprite.ts';

type Network = SiteConfig['social'][number]['network'];

/**
 * The networks' marks as Simple Icons draws them (simpleicons.org, CC0 1.0): one path each on a 24-unit
 * grid, filled with the text colour. Three paths, where the icon package that carries them installs
 * 13,000 files.
 */
const BRAND_PATHS = {
  X: 'M14.234 10.162 22.977 0h-2.072l-7.591 8.824L7.251 0H.258l9.168 13.343L.258 24H2.33l8.016-9.318L16.749 24h6.993zm-2.837 3.299-.929-1.329L3.076 1.56h3.182l5.965 8.532.929 1.329 7.754 11.09h-3.182z',
  Facebook:
    'M9.101 23.691v-7.98H6.627v-3.667h2.474v-1.58c0-4.085 1.848-5.978 5.858-5.978.401 0 .955.042 1.468.103a8.68 8.68 0 0 1 1.141.195v3.325a8.623 8.623 0 0 0-.653-.036 26.805 26.805 0 0 0-.733-.009c-.707 0-1.259.096-1.675.309a1.686 1.686 0 0 0-.679.622c-.258.42-.374.995-.374 1.752v1.297h3.919l-.386 2.103-.287 1.564h-3.246v8.245C19.396 23.238 24 18.179 24 12.044c0-6.627-5.373-12-12-12s-12 5.373-12 12c0 5.628 3.874 10.35 9.101 11.647Z',
  YouTube:
    'M23.498 6.186a3.016 3.016 0 0 0-2.122-2.136C19.505 3.545 12 3.545 12 3.545s-7.505 0-9.377.505A3.017 3.017 0 0 0 .502 6.186C0 8.07 0 12 0 12s0 3.93.502 5.814a3.016 3.016 0 0 0 2.122 2.136c1.871.505 9.376.505 9.376.505s7.505 0 9.377-.505a3.015 3.015 0 0 0 2.122-2.136C24 15.93 24 12 24 12s0-3.93-.502-5.814zM9.545 15.568V8.432L15.818 12l-6.273 3.568z',
} as const;

function BrandMark({ network, className }: { network: keyof typeof BRAND_PATHS; className?: string | undefined }) {
  return (
    <svg width={24} height={24} fill="currentColor" viewBox="0 0 24 24" className={className} aria-hidden="true">
      <title>{network}</title>
      <path d={BRAND_PATHS[network]} />
    </svg>
  );
}

/** LinkedIn's mark is not in Simple Icons: a plain "in" monogram stands in for it. */
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
  X: (className) => <BrandMark network="X" className={className} />,
  Facebook: (className) => <BrandMark network="Facebook" className={className} />,
  YouTube: (className) => <BrandMark network="YouTube" className={className} />,
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
