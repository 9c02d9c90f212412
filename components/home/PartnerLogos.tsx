import type { PartnerLogo } from '../../.generated/types/pages/home.ts';
import { Picture } from '../ui/Picture.tsx';

/** A logo shows at most 3 rem tall in a cell of a few columns: well under 16 rem wide. */
const LOGO_SIZES = '16rem';

/**
 * The strategic partner logo strip: a row of ruled cells under the section's left-aligned heading
 * (below the fold, so the logos load lazily). In the dark theme the logos turn monochrome light.
 */
export function PartnerLogos({ logos }: { logos: PartnerLogo[] }) {
  return (
    <ul className="partner-logos" data-partner-logos>
      {logos.map((logo) => (
        <li key={logo.name} className="partner-logo" data-partner-logo>
          <Picture src={logo.src} sizes={LOGO_SIZES} alt={logo.name} className="h-10 w-auto sm:h-12" />
        </li>
      ))}
    </ul>
  );
}
