import type { PartnerLogo } from '../../.generated/types/pages/home.ts';

/** The strategic partner logo strip: below the fold, so the logos load lazily. */
export function PartnerLogos({ logos }: { logos: PartnerLogo[] }) {
  return (
    <ul className="flex flex-wrap items-center justify-center gap-x-14 gap-y-10" data-partner-logos>
      {logos.map((logo) => (
        <li key={logo.name} data-partner-logo>
          <img src={logo.src} alt={logo.name} width={logo.width} height={logo.height} loading="lazy" decoding="async" className="h-10 w-auto sm:h-12" />
        </li>
      ))}
    </ul>
  );
}
