import type { ReactNode } from 'react';
import styles from './dialog.module.css';
import { Modal } from './modal.tsx';
import { wholeWords } from './whole-words.tsx';

export interface DialogAction {
  key: string;
  text: string;
  onClick: () => void;
  /** The action the dialog proposes: bold, in the brand colour. */
  primary?: boolean;
}

/** A modal with a title, content and a row of actions. */
export function Dialog({
  visible,
  title,
  content,
  actions,
}: {
  visible: boolean;
  title: string;
  content: ReactNode;
  actions: readonly DialogAction[];
}) {
  return (
    <Modal visible={visible} label={title}>
      <div className={styles.body}>
        <h2 className={styles.title}>{title}</h2>
        <div className={styles.content}>{content}</div>
      </div>
      <div className={styles.actions}>
        {actions.map(({ key, text, onClick, primary }) => (
          <button
            key={key}
            type="button"
            className={primary ? styles.primary : styles.action}
            onClick={onClick}
          >
            {typeof text === 'string' ? wholeWords(text) : text}
          </button>
        ))}
      </div>
    </Modal>
  );
}
