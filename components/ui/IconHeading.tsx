import { Heading } from './Heading.tsx';
import { IconTile } from './IconTile.tsx';

interface IconHeadingProps {
  icon: string;
  title: string;
  /** The space between the tile and the title (`gap-3`). */
  gap: string;
  /** The title's size (`heading-3`). */
  headingClassName: string;
}

/** A card's h3 with its icon tile beside it, on one row. */
export function IconHeading({ icon, title, gap, headingClassName }: IconHeadingProps) {
  return (
    <div className={`flex items-center ${gap}`}>
      <IconTile name={icon} className="shrink-0" />
      <Heading level={3} className={headingClassName}>
        {title}
      </Heading>
    </div>
  );
}
