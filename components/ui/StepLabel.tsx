import { site } from '../../lib/content/site.ts';
import { fillTemplate } from '../../lib/format/template.ts';

/** What screen readers hear before a numbered step's title (`Step 2: `) when its figure is hidden from them. */
export function StepLabel({ index }: { index: number }) {
  return <span className="sr-only">{fillTemplate(site.ui.stepNumber, { number: index + 1 })} </span>;
}
