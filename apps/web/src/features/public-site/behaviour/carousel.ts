import { CAROUSEL_INTERVAL_MS } from '@loan/contract';

/**
 * Autoplays a banner carousel rendered as plain markup (`data-carousel` root, a
 * `data-carousel-track`, `data-carousel-slide` items and `data-carousel-dot` buttons). Plain DOM
 * on purpose: the prerendered public pages run it without React, the app's own render runs it from
 * an effect. Pauses while the borrower's focus is inside. Returns the stop function.
 */
export function startCarousel(root: HTMLElement, intervalMs = CAROUSEL_INTERVAL_MS): () => void {
  const track = root.querySelector<HTMLElement>('[data-carousel-track]');
  const slides = [...root.querySelectorAll<HTMLElement>('[data-carousel-slide]')];
  const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-carousel-dot]')];
  if (!track || slides.length < 2) return () => {};

  let index = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const show = (next: number) => {
    index = (next + slides.length) % slides.length;
    track.style.transform = `translateX(${-100 * index}%)`;
    slides.forEach((slide, i) => {
      slide.setAttribute('aria-hidden', String(i !== index));
    });
    dots.forEach((dot, i) => {
      dot.setAttribute('aria-current', String(i === index));
    });
  };
  const play = () => {
    clearInterval(timer);
    timer = setInterval(() => show(index + 1), intervalMs);
  };
  const pause = () => clearInterval(timer);
  const dotHandlers = dots.map((dot, i) => {
    const onClick = () => {
      show(i);
      play();
    };
    dot.addEventListener('click', onClick);
    return onClick;
  });
  const onFocusOut = (event: FocusEvent) => {
    if (!root.contains(event.relatedTarget as Node | null)) play();
  };
  root.addEventListener('focusin', pause);
  root.addEventListener('focusout', onFocusOut);
  root.dataset.carouselReady = '';
  play();

  return () => {
    pause();
    dots.forEach((dot, i) => {
      const handler = dotHandlers[i];
      if (handler) dot.removeEventListener('click', handler);
    });
    root.removeEventListener('focusin', pause);
    root.removeEventListener('focusout', onFocusOut);
    delete root.dataset.carouselReady;
  };
}
