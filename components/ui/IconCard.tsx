import type { ReactNode } from 'react';
import { Heading } from './Heading.tsx';
import { IconTile } from './IconTile.tsx';

interface IconCardProps {
  icon: string;
  title: string;
  /** Classes beside `card flex flex-col gap-4` (a larger padding). */
  className?: string;
  /** What follows the title: its sentence, a link, a list. */
  children: ReactNode;
  /** Names the card for tests (`data-offering`). */
  [data: `data-${string}`]: boolean | string;
}

/** A card of a list: its icon tile above its h3, then what the list shows of the item. */
export function IconCard({ icon, title, className, children, ...data }: IconCardProps) {
  return (
    <li className={className ? `card flex flex-col gap-4 ${className}` : 'card flex flex-col gap-4'} {...data}>
      <IconTile name={icon} />
      <Heading level={3} className="heading-3">
        {title}
      </Heading>
      {children}
    </li>
  );
}
