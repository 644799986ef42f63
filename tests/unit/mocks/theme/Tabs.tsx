import type {ReactNode} from 'react';

/** Stand-in for @theme/Tabs: renders every tab, so tests can read all of them. */
export default function Tabs({children, groupId}: {children: ReactNode; groupId?: string}) {
  return <div data-tabs-group={groupId}>{children}</div>;
}
