import {
  DECISION_WITHIN_DAYS,
  LOAN_TERM_MAX_DAYS,
  LOAN_TERM_MIN_DAYS,
  RELEASE_MAX_DAYS,
  RELEASE_MIN_DAYS,
} from '@loan/contract';
import { useEffect, useRef } from 'react';
import { startCarousel } from '../behaviour/carousel.ts';
import cashImage from '../images/banner-cash.svg';
import clockImage from '../images/banner-clock.svg';
import shieldImage from '../images/banner-shield.svg';
import { publicSiteMessages } from '../messages.ts';
import { days } from '../texts/legal-document.ts';
import styles from './banner-carousel.module.css';

const text = publicSiteMessages;

const SLIDES = [
  {
    image: clockImage,
    title: `A decision within ${days(DECISION_WITHIN_DAYS)}`,
    text: `Money in your account ${RELEASE_MIN_DAYS} to ${days(RELEASE_MAX_DAYS)} after you accept.`,
  },
  {
    image: cashImage,
    title: `Up to ${days(LOAN_TERM_MAX_DAYS)} to repay`,
    text: `Choose a term from ${LOAN_TERM_MIN_DAYS} to ${days(LOAN_TERM_MAX_DAYS)}.`,
  },
  {
    image: shieldImage,
    title: 'Safe and private',
    text: 'Your data is encrypted and never sold.',
  },
];

/** The home banner: autoplays every CAROUSEL_INTERVAL_MS (spec 1 §9) once a script runs. */
export function BannerCarousel() {
  const root = useRef<HTMLElement>(null);
  useEffect(() => (root.current ? startCarousel(root.current) : undefined), []);
  return (
    <section
      ref={root}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={text.carouselLabel}
      data-carousel=""
    >
      <div className={styles.viewport}>
        <ul className={styles.track} data-carousel-track="">
          {SLIDES.map((slide, index) => (
            <li
              key={slide.title}
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={text.slideLabel(index + 1, SLIDES.length)}
              aria-hidden={index !== 0}
              data-carousel-slide=""
            >
              <img
                src={slide.image}
                alt=""
                width={72}
                height={72}
                {...(index === 0 ? {} : { loading: 'lazy' as const })}
              />
              <div>
                <strong>{slide.title}</strong>
                <span>{slide.text}</span>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.dots}>
        {SLIDES.map((slide, index) => (
          <button
            key={slide.title}
            type="button"
            aria-label={text.showSlide(index + 1)}
            aria-current={index === 0}
            data-carousel-dot=""
          />
        ))}
      </div>
    </section>
  );
}
