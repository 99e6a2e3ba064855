import { isPhone } from '@/lib/validators.ts';

export const CONTACT_FIELDS = ['name', 'telephone', 'suggestion'] as const;

/** Every field must hold more than blanks. */
export function isContactComplete(data: FormData): boolean {
  return CONTACT_FIELDS.every((field) => String(data.get(field) ?? '').trim() !== '');
}

/**
 * The Contact Us form: any empty field gives the form's `data-incomplete-message` as a toast,
 * a telephone that is not a PH mobile number its `data-phone-message`, otherwise its
 * `data-success-message`, and the form is cleared. Nothing is sent anywhere (spec 1
 * §2). Plain DOM, so the prerendered page and the app share it; the texts ride on the markup so
 * the public pages' script needs no message catalogue. Returns the detach function.
 */
export function attachContactForm(
  form: HTMLFormElement,
  notify: (message: string) => void,
): () => void {
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const data = new FormData(form);
    if (!isContactComplete(data)) {
      notify(form.dataset.incompleteMessage ?? '');
      return;
    }
    if (!isPhone(String(data.get('telephone')))) {
      notify(form.dataset.phoneMessage ?? '');
      return;
    }
    notify(form.dataset.successMessage ?? '');
    form.reset();
  };
  form.addEventListener('submit', onSubmit);
  return () => form.removeEventListener('submit', onSubmit);
}
