import { icons, type LucideProps } from 'lucide-react';

interface IconProps extends Omit<LucideProps, 'ref'> {
  /** A Lucide icon name in PascalCase, as written in the content (`ShieldCheck`). */
  name: string;
}

/** An icon from the content's icon name, rendered to inline SVG at build time. Decorative unless labelled. */
export function Icon({ name, ...props }: IconProps) {
  const Glyph = icons[name as keyof typeof icons];
  if (!Glyph) throw new Error(`Unknown icon \`${name}\`: use a Lucide icon name such as \`ShieldCheck\`.`);
  return <Glyph aria-hidden="true" focusable="false" strokeWidth={1.75} {...props} />;
}

export function isIconName(name: string): boolean {
  return name in icons;
}
