import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/page-title.ts';
import { NavBar } from './nav-bar.tsx';
import styles from './page.module.css';

/** A screen: the navigation bar with its title (also the document title) and the content. */
export function Page({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <NavBar title={title} />
      <main className={styles.content}>{children}</main>
    </div>
  );
}
