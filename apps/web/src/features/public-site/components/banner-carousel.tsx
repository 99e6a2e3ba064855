import { useEffect, useRef } from 'react';
import { startCarousel } from '../behaviour/carousel.ts';
import cashImage from '../images/banner-cash.svg';
import clockImage from '../images/banner-clock.svg';
import shieldImage from '../images/banner-shield.svg';
import { publicSiteMessages } from '../messages.ts';
import styles from './banner-carousel.module.css';

const text = publicSiteMessages;

const IMAGES = [clockImage, cashImage, shieldImage] as const;

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
          {text.slides.map((slide, index) => (
            <li
              key={slide.title}
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={text.slideLabel(index + 1, text.slides.length)}
              aria-hidden={index !== 0}
              data-carousel-slide=""
            >
              <img
                src={IMAGES[index]}
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
        {text.slides.map((slide, index) => (
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
