import { APP_ROUTES } from '@loan/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setBrandConfig } from '@/lib/brand/config.ts';
import { DEFAULT_BRAND_CONFIG } from '@/lib/brand/defaults.ts';
import { renderRoutes } from '@/testing/render-routes.tsx';
import { DownloadTemplateRoute } from './download-template.tsx';

const PLAY = 'https://play.google.com/store/apps/details?id=ph.example';
const APPLE = 'https://apps.apple.com/ph/app/example/id1';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15';

function openDownload(brand: { androidAppUrl: string; iosAppUrl: string }) {
  setBrandConfig({ ...DEFAULT_BRAND_CONFIG, ...brand });
  renderRoutes(`${APP_ROUTES.downloadTemplate}?id=1`, {
    [APP_ROUTES.downloadTemplate]: DownloadTemplateRoute,
  });
}

const storeLinks = () =>
  screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('download page', () => {
  it('offers both stores when both are configured, the phone’s own first', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    openDownload({ androidAppUrl: PLAY, iosAppUrl: APPLE });
    expect(await screen.findByText('Choose your phone’s store:')).toBeVisible();
    expect(storeLinks()).toEqual([
      ['Download on the App Store', APPLE],
      ['Get it on Google Play', PLAY],
      ['Sign in on the web', APP_ROUTES.signIn],
    ]);
  });

  it('offers the one store configured, whatever the phone', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    openDownload({ androidAppUrl: PLAY, iosAppUrl: '' });
    expect(await screen.findByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      PLAY,
    );
    expect(screen.queryByText('Choose your phone’s store:')).not.toBeInTheDocument();
    expect(storeLinks()).toEqual([
      ['Get it on Google Play', PLAY],
      ['Sign in on the web', APP_ROUTES.signIn],
    ]);
  });
});
