import { icons } from 'lucide';
import { Glyph, type GlyphProps } from './Glyph.tsx';

interface IconProps extends Omit<GlyphProps, 'icon'> {
  /** A Lucide icon name in PascalCase, as written in the content (`ShieldCheck`). */
  name: string;
}

/** An icon from the content's icon name, rendered to inline SVG at build time. Decorative unless labelled. */
export function Icon({ name, ...props }: IconProps) {
  const icon = icons[name as keyof typeof icons];
  if (!icon) throw new Error(`Unknown icon \`${name}\`: use a Lucide icon name such as \`ShieldCheck\`.`);
  return <Glyph icon={icon} strokeWidth={1.75} {...props} />;
}
