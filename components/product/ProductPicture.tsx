import type { ReactNode } from 'react';
import { describeView, productViews, type ProductViewName, type ProductViews } from '../../lib/content/productViews.ts';
import { fitLine, textWidth } from '../../lib/format/svgText.ts';
import { SCREEN } from './parts.tsx';
import { AnomalyScreen, DashboardScreen, DataConditionsScreen, GapsScreen, OpinionTracingScreen } from './screens.tsx';

/** The ground around the window when the picture is art (posters, article and talk cards): 16:9 too. */
const GROUND = { x: -64, y: -36, width: 768, height: 432 } as const;

interface ProductPictureProps {
  /** Which screen to draw. */
  view: ProductViewName;
  /** Draw the window on the accent ground (art on cards and posters) instead of on its own (in a panel). */
  ground?: boolean;
  /** Inside a link or a labelled control the picture is decoration: hidden from assistive technology. */
  decorative?: boolean;
  className?: string;
  /** Fill a box of another shape by cropping the ground (cards cut to 40:21) instead of letterboxing. */
  slice?: boolean;
  /** The figures; tests pass a fixture. */
  views?: ProductViews;
}

/**
 * A picture of one of the governance module's screens, drawn as SVG at build time from
 * content/product-views.yaml: one window style (title bar, the illustrative label as a pill, the
 * site's tokens as colours) for every capability, poster and card, so the art reads as one product.
 * Meaning is never colour alone: each verdict and alert is a word or a mark too. The text
 * alternative (role="img") says that the figures are illustrative, then everything drawn.
 */
export function ProductPicture({ view, ground = false, decorative = false, className = '', slice = false, views = productViews }: ProductPictureProps) {
  const box = ground ? GROUND : { x: 0, y: 0, width: SCREEN.width, height: SCREEN.height };
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': describeView(views, view) };
  return (
    <svg
      viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
      {...(slice ? { preserveAspectRatio: 'xMidYMid slice' } : {})}
      className={`product-picture ${className}`}
      data-product-view={view}
      {...a11y}
    >
      {ground ? <Ground /> : null}
      <Window title={views[view].title} label={views.illustrativeLabel}>
        <Screen view={view} views={views} />
      </Window>
    </svg>
  );
}

function Screen({ view, views }: { view: ProductViewName; views: ProductViews }) {
  switch (view) {
    case 'dashboard':
      return <DashboardScreen v={views.dashboard} />;
    case 'anomaly':
      return <AnomalyScreen v={views.anomaly} />;
    case 'gaps':
      return <GapsScreen v={views.gaps} />;
    case 'opinionTracing':
      return <OpinionTracingScreen v={views.opinionTracing} />;
    case 'dataConditions':
      return <DataConditionsScreen v={views.dataConditions} />;
  }
}

/** The accent ground of the art: a soft field with the window's shadow and two rings of the brand's dot grid. */
function Ground() {
  return (
    <g aria-hidden="true">
      <rect x={GROUND.x} y={GROUND.y} width={GROUND.width} height={GROUND.height} className="fill-accent-50" />
      <circle cx="660" cy="-10" r="150" className="fill-accent-200" opacity="0.6" />
      <circle cx="-30" cy="380" r="110" className="fill-accent-200" opacity="0.45" />
      <rect x="10" y="18" width={SCREEN.width - 20} height={SCREEN.height} rx="18" className="fill-accent-400" opacity="0.25" />
    </g>
  );
}

/** The window: white, rounded, a title bar with the screen's name and the illustrative label as a pill. */
function Window({ title, label, children }: { title: string; label: string; children: ReactNode }) {
  const pill = textWidth(label, 14) + 28;
  return (
    <g>
      <rect width={SCREEN.width} height={SCREEN.height} rx="16" className="fill-white stroke-ink-200" />
      <circle cx="28" cy="32" r="5" className="fill-ink-200" />
      <circle cx="46" cy="32" r="5" className="fill-ink-200" />
      <text x="64" y="39" fontSize="19" fontWeight="600" className="fill-ink-900">
        {fitLine(title, 19, SCREEN.width - 96 - pill)}
      </text>
      <rect x={SCREEN.width - SCREEN.pad - pill} y="17" width={pill} height="30" rx="15" className="fill-accent-50 stroke-accent-300" />
      <text x={SCREEN.width - SCREEN.pad - pill / 2} y="37" fontSize="14" fontWeight="600" textAnchor="middle" className="fill-accent-700" data-illustrative>
        {label}
      </text>
      <path d={`M0 ${SCREEN.bar}H${SCREEN.width}`} className="stroke-ink-200" />
      {children}
    </g>
  );
}
