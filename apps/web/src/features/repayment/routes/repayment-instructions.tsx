import { useState } from 'react';
import { Modal } from '@/components/modal.tsx';
import { Page } from '@/components/page.tsx';
import type { Screen } from '@/lib/screen.ts';
import { type GuideSection, paymentGuide } from '../lib/payment-guide.ts';
import { repaymentMessages } from '../messages.ts';
import styles from './repayment-instructions.module.css';

const text = repaymentMessages;

type Image = GuideSection['image'];

/** The payment-channel guide (loan-journey §2): static steps; an image enlarges on tap. */
export function RepaymentInstructionsRoute() {
  const [enlarged, setEnlarged] = useState<Image | null>(null);
  return (
    <Page title={text.guideTitle}>
      {paymentGuide().map((section) => (
        <section key={section.title} className={styles.section}>
          <h2 className={styles.title}>{section.title}</h2>
          <button
            type="button"
            className={styles.thumb}
            aria-label={text.enlarge(section.image.alt)}
            onClick={() => setEnlarged(section.image)}
          >
            <img
              src={section.image.src}
              alt={section.image.alt}
              width={120}
              height={150}
              loading="lazy"
            />
          </button>
          {section.items.map((item) => (
            <div key={item.name}>
              <h3 className={styles.name}>{item.name}</h3>
              <ol className={styles.steps}>
                {item.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </div>
          ))}
        </section>
      ))}
      <Modal visible={enlarged !== null} label={enlarged?.alt ?? ''} className={styles.viewer}>
        {enlarged ? (
          <button type="button" className={styles.full} onClick={() => setEnlarged(null)}>
            <img src={enlarged.src} alt={enlarged.alt} width={240} height={300} />
            <span className={styles.close}>{text.close}</span>
          </button>
        ) : null}
      </Modal>
    </Page>
  );
}

export const screen: Screen = { Component: RepaymentInstructionsRoute };
