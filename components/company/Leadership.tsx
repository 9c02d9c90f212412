import type { Leader } from '../../.generated/types/defs/company.ts';
import { InitialsAvatar } from './InitialsAvatar.tsx';

/** Leadership profiles: an initials avatar, the name, the role and a short biography. */
export function Leadership({ people }: { people: Leader[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {people.map((person) => (
        <li key={person.name} className="card flex flex-col gap-6 sm:flex-row sm:items-start" data-leader>
          <InitialsAvatar name={person.name} />
          <div>
            <h3 className="heading-2">{person.name}</h3>
            <p className="mt-1 text-sm font-semibold text-accent-700">{person.role}</p>
            <p className="prose-copy mt-4">{person.bio}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
