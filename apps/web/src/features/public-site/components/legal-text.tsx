import type { LegalSection } from '../texts/legal-document.ts';
import styles from './legal-text.module.css';

/** A legal document's sections: headed paragraphs and bullet lists. */
export function LegalText({ sections, inApp }: { sections: LegalSection[]; inApp?: boolean }) {
  return (
    <div className={inApp ? `${styles.text} ${styles.inApp}` : styles.text}>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`legal-${section.id}`}>
          <h2 id={`legal-${section.id}`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items ? (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
