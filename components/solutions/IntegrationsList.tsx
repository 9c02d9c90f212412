import type { IntegrationGroup } from '../../.generated/types/pages/solutions.ts';
import { site } from '../../lib/content/site.ts';
import { fillTemplate } from '../../lib/format/template.ts';
import { IconHeading } from '../ui/IconHeading.tsx';

/** The integrations list: one entry per kind of integration, with the named products in it. */
export function IntegrationsList({ groups }: { groups: IntegrationGroup[] }) {
  return (
    <ul className="grid gap-px overflow-hidden rounded-[var(--radius-card)] border border-ink-200 bg-ink-200 sm:grid-cols-2 lg:grid-cols-3" data-integrations>
      {groups.map((group) => (
        <li key={group.category} className="flex flex-col bg-white p-6 sm:p-8" data-integration>
          <IconHeading icon={group.icon} title={group.category} gap="gap-3" headingClassName="heading-3" />
          <ul className="mt-5 flex flex-wrap gap-2" aria-label={fillTemplate(site.ui.productList, { category: group.category })}>
            {group.tools.map((tool) => (
              <li key={tool} className="chip bg-ink-50 text-ink-800 ring-1 ring-ink-200 ring-inset" data-integration-tool>
                {tool}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm leading-6 text-ink-600">{group.description}</p>
        </li>
      ))}
    </ul>
  );
}
