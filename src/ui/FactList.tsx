/** Facts shown as a description list, a label and its value on each line: an order's summary, a record's details. */
import type { ReactNode } from 'react';

/** One line: its label (unique in the list) and its value. */
export type Fact = readonly [label: string, value: ReactNode];

export function FactList({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
