/**
 * The only script of the prerendered public pages (docs/decisions/0008): it starts the banner
 * carousel and the Contact Us form on the static markup. No React: the pages are complete HTML.
 */
import { startCarousel } from './features/public-site/behaviour/carousel.ts';
import { attachContactForm } from './features/public-site/behaviour/contact-form.ts';
import { showToast } from './lib/toast.ts';

// The spec's hash routes (`/#/downloadTemplate?...`) are app pages: go to their path form.
if (window.location.hash.startsWith('#/')) window.location.replace(window.location.hash.slice(1));

for (const root of document.querySelectorAll<HTMLElement>('[data-carousel]')) {
  startCarousel(root);
}
for (const form of document.querySelectorAll<HTMLFormElement>('form[data-contact-form]')) {
  attachContactForm(form, showToast);
}
