import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { testPreviewMessages } from '../messages.ts';
import styles from './test-preview.module.css';

const text = testPreviewMessages;

function useLocation() {
  const [status, setStatus] = useState<string | null>(null);
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setStatus(text.locationUnsupported);
      return;
    }
    setStatus(text.locating);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setStatus(
          text.location(
            coords.latitude.toFixed(5),
            coords.longitude.toFixed(5),
            coords.accuracy.toFixed(0),
          ),
        ),
      (error) => setStatus(text.locationError(error.message || `code ${error.code}`)),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  };
  return { status, locate };
}

/** A photo input, a contact field and a get-location button, to try the device's abilities. */
export function DeviceTools() {
  const [photo, setPhoto] = useState<File | null>(null);
  const location = useLocation();
  return (
    <section className={styles.card} aria-labelledby="device-tools">
      <h2 id="device-tools">{text.deviceToolsHeader}</h2>
      <div className={styles.fields}>
        <label>
          {text.photo}
          <input
            name="photo"
            type="file"
            accept="image/*"
            onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
          />
        </label>
        {photo ? (
          <p className={styles.status}>
            {text.photoChosen(photo.name, (photo.size / 1000).toFixed(1))}
          </p>
        ) : null}
        <label>
          {text.contact}
          <input name="contact" type="tel" autoComplete="tel" />
        </label>
        <Button variant="secondary" onClick={location.locate}>
          {text.getLocation}
        </Button>
      </div>
      {location.status ? (
        <p className={styles.status} role="status">
          {location.status}
        </p>
      ) : null}
    </section>
  );
}
