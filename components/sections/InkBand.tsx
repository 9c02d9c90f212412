import type { ReactNode } from 'react';

interface InkBandProps {
  /** The section's id and `data-section`; its heading carries `<id>-title`, which labels the section. */
  id: string;
  /** The section's spacing. */
  className: string;
  /** The panel's padding and alignment. */
  panelClassName: string;
  children: ReactNode;
}

/** A closing band: a rounded ink panel over the ledger grid, in the page's container. */
export function InkBand({ id, className, panelClassName, children }: InkBandProps) {
  return (
    <section id={id} className={className} aria-labelledby={`${id}-title`} data-section={id}>
      <div className="container-page">
        <div className={`relative overflow-hidden rounded-3xl tone-ink ${panelClassName}`}>
          <div className="ledger-grid" aria-hidden="true" />
          {children}
        </div>
      </div>
    </section>
  );
}
