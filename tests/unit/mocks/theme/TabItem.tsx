import type {ReactNode} from 'react';

/** Stand-in for @theme/TabItem. */
export default function TabItem({children, value, label}: {children: ReactNode; value: string; label?: string}) {
  return (
    <section data-tab={value} aria-label={label ?? value}>
      {children}
    </section>
  );
}
