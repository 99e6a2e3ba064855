import { lazyPart } from '@/lib/lazy-part.tsx';

/** The pay box of a code already issued: shown only while the order has a live code. */
export const LazyDefaultPayBox = lazyPart(
  'src/features/repayment/components/default-pay-box.tsx',
  () => import('./default-pay-box.tsx').then((module) => module.DefaultPayBox),
);
