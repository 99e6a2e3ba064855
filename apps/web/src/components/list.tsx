import AdmList from 'antd-mobile/es/components/list';
import type { ReactNode } from 'react';

/** A card-style list section, the app's standard grouping of rows. */
export function List({ header, children }: { header?: ReactNode; children: ReactNode }) {
  return (
    <AdmList mode="card" header={header}>
      {children}
    </AdmList>
  );
}

export const ListItem = AdmList.Item;
