import { Checkbox } from '@/components/checkbox.tsx';
import type { Agreement } from '../loan-quote.ts';
import { loanConfirmMessages } from '../messages.ts';
import styles from './agreement-consent.module.css';

const text = loanConfirmMessages;

/** What goes before the link at `position` so the titles read as one sentence: 'A, B and C'. */
function listSeparator(position: number, count: number): string {
  if (position === 0) return '';
  return position === count - 1 ? ` ${text.and} ` : ', ';
}

/**
 * The consent checkbox and the agreement links. The links sit outside the checkbox's label, so
 * opening an agreement never toggles the consent.
 */
export function AgreementConsent({
  agreements,
  checked,
  onCheckedChange,
  onOpen,
}: {
  agreements: readonly Agreement[];
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onOpen: (position: number, title: string) => void;
}) {
  return (
    <section className={styles.consent} aria-label={text.agreementsLabel}>
      <Checkbox className={styles.checkbox} checked={checked} onChange={onCheckedChange}>
        {text.consent}
      </Checkbox>
      {agreements.length > 0 ? (
        <ul className={styles.links}>
          {agreements.map((agreement, position) => (
            // The server addresses an agreement by its position in this list.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={position}>
              {listSeparator(position, agreements.length)}
              <button
                type="button"
                className={styles.link}
                onClick={() => onOpen(position, agreement.title)}
              >
                {agreement.title}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
