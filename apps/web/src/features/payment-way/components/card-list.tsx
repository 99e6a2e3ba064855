import type { RepaymentWay } from '../api/get-repayment-way.ts';
import { paymentWayMessages } from '../messages.ts';
import styles from './card-list.module.css';

type Card = RepaymentWay['bankCards'][number];

const text = paymentWayMessages;

/** The saved cards as a single choice; none is chosen at first (index -1). */
export function CardList({
  cards,
  chosen,
  onChoose,
}: {
  cards: readonly Card[];
  chosen: number;
  onChoose: (index: number) => void;
}) {
  if (cards.length === 0) return <p className={styles.empty}>{text.noCards}</p>;
  return (
    <div role="radiogroup" aria-label={text.cards} className={styles.cards}>
      {cards.map((card, index) => (
        // biome-ignore lint/a11y/useSemanticElements: a styled row acting as one radio
        <button
          key={card.id}
          type="button"
          role="radio"
          aria-checked={index === chosen}
          className={styles.card}
          onClick={() => onChoose(index)}
        >
          <span className={styles.name}>{text.cardLabel(card.bankName, card.cardNo)}</span>
          <span className={index === chosen ? styles.checked : styles.unchecked} aria-hidden="true">
            {index === chosen ? '✓' : ''}
          </span>
        </button>
      ))}
    </div>
  );
}
