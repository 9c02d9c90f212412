import { Icon } from './Icon.tsx';

/** A content icon in the identity's small square (`.icon-tile`), beside or above a card's title. */
export function IconTile({ name, className }: { name: string; className?: string }) {
  return (
    <span className={className ? `icon-tile ${className}` : 'icon-tile'}>
      <Icon name={name} className="size-5" />
    </span>
  );
}
