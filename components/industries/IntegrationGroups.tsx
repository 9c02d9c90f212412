import type { IntegrationGroup } from '../../.generated/types/defs/industry.ts';
import { IconCard } from '../ui/IconCard.tsx';

/** The categories of systems the governance module reads events from, each with three kinds of system. */
export function IntegrationGroups({ groups }: { groups: IntegrationGroup[] }) {
  return (
    <ul role="list" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-integrations>
      {groups.map((group) => (
        <IconCard key={group.name} icon={group.icon} title={group.name} className="sm:p-7" data-integration>
          <p className="text-sm leading-6 text-ink-600">{group.description}</p>
          <ul role="list" className="mt-auto flex flex-wrap gap-2 pt-2">
            {group.examples.map((example) => (
              <li key={example} className="rounded-md bg-ink-50 px-2.5 py-1 text-xs font-medium text-ink-700 ring-1 ring-ink-200 ring-inset">
                {example}
              </li>
            ))}
          </ul>
        </IconCard>
      ))}
    </ul>
  );
}
