import type { Leader } from '../../.generated/types/defs/company.ts';
import { InitialsAvatar } from './InitialsAvatar.tsx';
import { Heading } from '../ui/Heading.tsx';

/** Leadership profiles: an initials avatar, the name, the role and a short biography. */
export function Leadership({ people }: { people: Leader[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {people.map((person) => (
        <li key={person.name} className="card grid grid-cols-[auto_minmax(0,1fr)] content-start items-center gap-x-5 gap-y-5 sm:items-start sm:gap-x-6" data-leader>
          <InitialsAvatar name={person.name} className="size-16 sm:row-span-2 sm:size-24" />
          <div>
            <Heading level={3} className="heading-2">
              {person.name}
            </Heading>
            <p className="mt-1 text-sm font-semibold text-balance text-accent-700">{person.role}</p>
          </div>
          <p className="prose-copy col-span-2 sm:col-span-1 sm:col-start-2">{person.bio}</p>
        </li>
      ))}
    </ul>
  );
}
