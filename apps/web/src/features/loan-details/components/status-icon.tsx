import { ORDER_STATUS } from '@loan/contract';
import type { ReactNode } from 'react';
import styles from './status-icon.module.css';

type IconName =
  | 'rejected'
  | 'under-review'
  | 'approved'
  | 'disbursed'
  | 'due'
  | 'overdue'
  | 'settled';

interface IconLook {
  name: IconName;
  color: string;
  glyph: ReactNode;
}

const SETTLED: IconLook = {
  name: 'settled',
  color: '#14915f',
  glyph: <path d="M15 24.5l6 6 12-13" />,
};

const ICONS: Record<number, IconLook> = {
  [ORDER_STATUS.rejected]: {
    name: 'rejected',
    color: '#d93842',
    glyph: <path d="M17 17l14 14M31 17L17 31" />,
  },
  [ORDER_STATUS.underReview]: {
    name: 'under-review',
    color: '#c77700',
    glyph: (
      <>
        <circle cx="24" cy="24" r="11" />
        <path d="M24 17v8l5 3" />
      </>
    ),
  },
  [ORDER_STATUS.approved]: {
    name: 'approved',
    color: '#1b8a3a',
    glyph: <path d="M24 13v15M18 22l6 6 6-6M15 34h18" />,
  },
  [ORDER_STATUS.disbursed]: {
    name: 'disbursed',
    color: '#2f63d8',
    glyph: (
      <>
        <rect x="12" y="17" width="24" height="15" rx="2" />
        <circle cx="24" cy="24.5" r="3.5" />
      </>
    ),
  },
  [ORDER_STATUS.due]: {
    name: 'due',
    color: '#d35400',
    glyph: (
      <>
        <rect x="14" y="16" width="20" height="18" rx="2" />
        <path d="M14 22h20M19 13v5M29 13v5" />
      </>
    ),
  },
  [ORDER_STATUS.overdue]: {
    name: 'overdue',
    color: '#c0262d',
    glyph: (
      <>
        <path d="M24 14v13" />
        <path d="M24 33v1" />
      </>
    ),
  },
  [ORDER_STATUS.settled]: SETTLED,
};

/** The order status's own icon; a status without one shows the settled icon (spec §4). */
export function StatusIcon({ status }: { status: number }) {
  const icon = ICONS[status] ?? SETTLED;
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 48 48"
      width="56"
      height="56"
      aria-hidden="true"
      data-icon={icon.name}
    >
      <circle cx="24" cy="24" r="24" fill={icon.color} />
      <g fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        {icon.glyph}
      </g>
    </svg>
  );
}
