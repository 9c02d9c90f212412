import type { PartnerLogo } from '../../.generated/types/pages/home.ts';

/**
 * The strategic partner logo strip: a row of ruled cells under the section's left-aligned heading
 * (below the fold, so the logos load lazily). In the dark theme the logos turn monochrome light.
 */
export function PartnerLogos({ logos }: { logos: PartnerLogo[] }) {
  return (
    <ul className="partner-logos" data-partner-logos>
      {logos.map((logo) => (
        <li key={logo.name} className="partner-logo" data-partner-logo>
          <img src={logo.src} alt={logo.name} width={logo.width} height={logo.height} loading="lazy" decoding="async" className="h-10 w-auto sm:h-12" />
        </li>
      ))}
    </ul>
  );
}
