import { useEffect, useRef } from 'react';
import { showToast } from '@/lib/toast.ts';
import { attachContactForm } from '../behaviour/contact-form.ts';
import { publicSiteMessages } from '../messages.ts';
import styles from './contact-form.module.css';

const text = publicSiteMessages;

/**
 * Name, telephone and suggestion; checked and answered by a toast, never sent (spec 1 §2).
 * `method="dialog"` outside a dialog makes submitting do nothing at all until the script runs, so
 * even without JavaScript no data leaves the page.
 */
export function ContactForm() {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => (form.current ? attachContactForm(form.current, showToast) : undefined), []);
  return (
    <form
      ref={form}
      className={styles.form}
      method="dialog"
      noValidate
      data-contact-form=""
      data-incomplete-message={text.contactIncomplete}
      data-phone-message={text.contactPhoneInvalid}
      data-success-message={text.contactSuccess}
    >
      <label>
        {text.contactName}
        <input name="name" autoComplete="name" />
      </label>
      <label>
        {text.contactTelephone}
        <input name="telephone" type="tel" autoComplete="tel" />
      </label>
      <label>
        {text.contactSuggestion}
        <textarea name="suggestion" />
      </label>
      <button className={styles.submit} type="submit">
        {text.contactSubmit}
      </button>
    </form>
  );
}
