import { CAROUSEL_INTERVAL_MS } from '@loan/contract';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BannerCarousel } from './banner-carousel.tsx';

function shownSlide(): string | null {
  const slides = screen.getAllByRole('listitem', { hidden: true });
  return slides.find((slide) => slide.getAttribute('aria-hidden') === 'false')?.textContent ?? null;
}

describe('banner carousel', () => {
  it('moves to the next slide every CAROUSEL_INTERVAL_MS and wraps around', () => {
    vi.useFakeTimers();
    render(<BannerCarousel />);
    expect(CAROUSEL_INTERVAL_MS).toBe(3000);
    expect(shownSlide()).toMatch(/decision within 1 day/i);

    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1));
    expect(shownSlide()).toMatch(/decision within 1 day/i);
    act(() => vi.advanceTimersByTime(1));
    expect(shownSlide()).toMatch(/up to 365 days/i);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(shownSlide()).toMatch(/safe and private/i);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(shownSlide()).toMatch(/decision within 1 day/i);
    expect(screen.getByRole('button', { name: 'Show slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('shows the slide whose dot is pressed and stops when unmounted', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<BannerCarousel />);
    await user.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(shownSlide()).toMatch(/safe and private/i);
    expect(screen.getByRole('button', { name: 'Show slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const clear = vi.spyOn(globalThis, 'clearInterval');
    unmount();
    expect(clear).toHaveBeenCalled();
  });

  it('gives every image its size, and loads the hidden slides lazily', () => {
    const { container } = render(<BannerCarousel />);
    const images = [...container.querySelectorAll('img')];
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([null, 'lazy', 'lazy']);
  });
});
