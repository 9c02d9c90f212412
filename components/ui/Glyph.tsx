import type { IconNode } from 'lucide';
import { createElement, type SVGProps } from 'react';

export interface GlyphProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** A Lucide icon (`import { Check } from 'lucide'`). */
  icon: IconNode;
}

/**
 * A Lucide icon as the smallest inline SVG that draws it. The stroke Lucide draws with (no fill,
 * `currentColor`, width 2, round caps and joins) comes from one `svg.lucide` rule in
 * styles/global.css, so an icon writes only the attributes that differ from it.
 */
export function Glyph({ icon, className, fill, stroke, strokeWidth, strokeLinecap, strokeLinejoin, ...rest }: GlyphProps) {
  const labelled = Object.keys(rest).some((name) => name.startsWith('aria-') || name === 'role');
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill={fill === 'none' ? undefined : fill}
      stroke={stroke === 'currentColor' ? undefined : stroke}
      strokeWidth={strokeWidth === 2 || strokeWidth === '2' ? undefined : strokeWidth}
      strokeLinecap={strokeLinecap === 'round' ? undefined : strokeLinecap}
      strokeLinejoin={strokeLinejoin === 'round' ? undefined : strokeLinejoin}
      className={className ? `lucide ${className}` : 'lucide'}
      aria-hidden={labelled ? undefined : 'true'}
      {...rest}
    >
      {icon.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}
    </svg>
  );
}
