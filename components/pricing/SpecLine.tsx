import { Fragment } from 'react';

/** Short facts joined by middle dots, each kept on one line (`192 GB HBM3e · up to 8 TB/s`). */
export function SpecLine({ parts }: { parts: readonly string[] }) {
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={part}>
          {i > 0 ? ' · ' : null}
          <span className="whitespace-nowrap">{part}</span>
        </Fragment>
      ))}
    </>
  );
}
