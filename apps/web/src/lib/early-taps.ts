import { EARLY_TAPS_GLOBAL, TAP_PENDING_STYLE_ID } from '@loan/contract';

/** What the page's catcher leaves in `window[EARLY_TAPS_GLOBAL]`; `live` ends its holding. */
interface EarlyTaps {
  taps: Element[];
  edits: EventTarget[];
  live: boolean;
}

/**
 * Makes the screen live for the page's tap catcher (docs/decisions/0023) and replays, once each,
 * what the borrower did before: text typed into a field first, then each held tap on its control,
 * in order, as a click (a form, submitted). A control the app did not keep (its render differed)
 * is dropped. Pages the browser renders have no catcher: nothing to do.
 */
export function replayEarlyTaps(): void {
  const early = (window as unknown as Record<string, EarlyTaps | undefined>)[EARLY_TAPS_GLOBAL];
  if (!early || early.live) return;
  early.live = true;
  document.getElementById(TAP_PENDING_STYLE_ID)?.remove();
  for (const field of early.edits) {
    if (isTextField(field) && field.isConnected) reportTypedText(field);
  }
  for (const control of early.taps) {
    if (!control.isConnected) continue;
    if (control instanceof HTMLFormElement) control.requestSubmit();
    else if (control instanceof HTMLElement) control.click();
  }
}

function isTextField(target: EventTarget): target is HTMLInputElement | HTMLTextAreaElement {
  return (
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(target.type))
  );
}

/**
 * Hydration keeps the typed text on screen but not in the screen's state, and React takes it as
 * the field's known value. Setting the field empty through React's own setter, then back to the
 * text through the element's, makes the input event a change React reports to the screen.
 */
function reportTypedText(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
