import { COLLECTION_COMPLAINT_TYPE } from '@loan/contract';
import { useState } from 'react';
import type { ProblemInit } from '../api/get-problem-init.ts';
import { complaintMessages } from '../messages.ts';
import styles from './type-list.module.css';

const text = complaintMessages;

/**
 * The question types: the collection type (1) reveals its sub-types, and is off with the spec's
 * message when the order does not support it; any other type, or a sub-type, is the choice.
 */
export function TypeList({
  types,
  subTypes,
  collectionAllowed,
  onChoose,
}: {
  types: ProblemInit['problemType'];
  subTypes: ProblemInit['problemSonType'];
  collectionAllowed: boolean;
  onChoose: (problemType: number, problemSonType: number) => void;
}) {
  const [collectionOpen, setCollectionOpen] = useState(false);
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{text.questionTypes}</h2>
      <ul className={styles.list}>
        {types.map((type) => {
          const collection = type.value === COLLECTION_COMPLAINT_TYPE;
          return (
            <li key={type.value}>
              <button
                type="button"
                className={styles.type}
                disabled={collection && !collectionAllowed}
                aria-expanded={collection ? collectionOpen : undefined}
                onClick={() =>
                  collection ? setCollectionOpen(!collectionOpen) : onChoose(type.value, 0)
                }
              >
                <span>{type.title}</span>
                <span aria-hidden="true">›</span>
              </button>
              {collection && !collectionAllowed ? (
                <p className={styles.off}>{text.collectionNotSupported}</p>
              ) : null}
              {collection && collectionAllowed && collectionOpen ? (
                <ul className={styles.subList} aria-label={text.subTypes}>
                  {subTypes.map((sub) => (
                    <li key={sub.value}>
                      <button
                        type="button"
                        className={styles.subType}
                        onClick={() => onChoose(type.value, sub.value)}
                      >
                        {sub.title}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
