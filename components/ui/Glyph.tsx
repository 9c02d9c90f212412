import type { IconNode } from 'lucide';
import { createElement, useContext, type SVGProps } from 'react';
import { IconSpriteContext } from './iconSprite.ts';

export interface GlyphProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** A Lucide icon (`import { Check } from 'lucide'`). */
  icon: IconNode;
}

/**
 * A Lucide icon as the smallest SVG that draws it. The stroke Lucide draws with (no fill,
 * `currentColor`, width 2, round caps and joins) comes from one `svg.lucide` rule in
 * styles/base.css, so an icon writes only the attributes that differ from it. With the page's
 * icon sprite the drawing is a `<use>` of its symbol, which has the 24-unit view box and inherits
 * the stroke, the fill and the colour from this element.
 */
export function Glyph({ icon, className, fill, stroke, strokeWidth, strokeLinecap, strokeLinejoin, ...rest }: GlyphProps) {
  const href = useContext(IconSpriteContext)?.href(icon);
  const labelled = Object.keys(rest).some((name) => name.startsWith('aria-') || name === 'role');
  return (
    <svg
      width="24"
      height="24"
      viewBox={href ? undefined : '0 0 24 24'}
      fill={fill === 'none' ? undefined : fill}
      stroke={stroke === 'currentColor' ? undefined : stroke}
      strokeWidth={strokeWidth === 2 || strokeWidth === '2' ? undefined : strokeWidth}
      strokeLinecap={strokeLinecap === 'round' ? undefined : strokeLinecap}
      strokeLinejoin={strokeLinejoin === 'round' ? undefined : strokeLinejoin}
      className={className ? `lucide ${className}` : 'lucide'}
      aria-hidden={labelled ? undefined : 'true'}
      {...rest}
    >
      {href ? <use href={href} /> : icon.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}
    </svg>
  );
}
