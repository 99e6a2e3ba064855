import type { ResponseOf } from '@loan/contract';
import type * as endpoints from '@loan/contract/endpoints';
import { Modal } from '@/components/modal.tsx';
import { repaymentMessages } from '../messages.ts';
import styles from './channel-picker.module.css';

export type RepayChannel = ResponseOf<typeof endpoints.installmentDetail>['repayList'][number];

const text = repaymentMessages;

/** The Payment Method popup: each channel with its logo, name and a check mark on the chosen one. */
export function ChannelPicker({
  visible,
  channels,
  chosen,
  onChoose,
  onClose,
}: {
  visible: boolean;
  channels: readonly RepayChannel[];
  chosen: number | null;
  onChoose: (channel: RepayChannel) => void;
  onClose: () => void;
}) {
  return (
    <Modal visible={visible} label={text.paymentMethod} className={styles.sheet}>
      <h2 className={styles.title}>{text.paymentMethod}</h2>
      <div role="radiogroup" aria-label={text.paymentMethod} className={styles.options}>
        {channels.map((channel) => {
          const checked = channel.channel_number === chosen;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a styled row (logo, name, mark) acting as one radio
            <button
              key={channel.channel_number}
              type="button"
              role="radio"
              aria-checked={checked}
              className={styles.option}
              onClick={() => onChoose(channel)}
            >
              <img className={styles.logo} src={channel.logo} alt="" width={32} height={32} />
              <span className={styles.name}>{channel.name}</span>
              <span className={checked ? styles.checked : styles.unchecked} aria-hidden="true">
                {checked ? '✓' : ''}
              </span>
            </button>
          );
        })}
      </div>
      <button type="button" className={styles.close} onClick={onClose}>
        {text.close}
      </button>
    </Modal>
  );
}
