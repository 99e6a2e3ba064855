import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { collectRenderedParts, loadDeclaredParts } from '@/server-render/rendered-parts.ts';
import { lazyPart, loadParts } from './lazy-part.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazily loaded parts', () => {
  it('renders at once once loaded, and reports the parts a render showed', async () => {
    const Shown = lazyPart('src/shown.tsx', async () => Greeting);
    lazyPart('src/not-shown.tsx', async () => Greeting);
    await loadDeclaredParts();
    const { result, parts } = collectRenderedParts(() => renderToString(<Shown name="Ana" />));
    expect(result).toBe('<p>Hello <!-- -->Ana</p>');
    expect(parts).toEqual(['src/shown.tsx']);
    // Outside a collection nothing is recorded.
    expect(collectRenderedParts(() => 'no render').parts).toEqual([]);
  });

  it('shows a part not yet loaded once its chunk has come', async () => {
    let arrive: (component: typeof Greeting) => void = () => {};
    const Later = lazyPart(
      'src/later.tsx',
      () => new Promise<typeof Greeting>((resolve) => (arrive = resolve)),
    );
    render(<Later name="Ben" />);
    expect(screen.queryByText('Hello Ben')).toBeNull();
    arrive(Greeting);
    expect(await screen.findByText('Hello Ben')).toBeVisible();
  });

  it('shows nothing and says so when its chunk cannot be loaded, and tries again when shown again', async () => {
    let attempts = 0;
    const Offline = lazyPart('src/offline.tsx', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return Greeting;
    });
    const onUnavailable = vi.fn();
    const view = render(<Offline name="Cy" onUnavailable={onUnavailable} />);
    await vi.waitFor(() => expect(onUnavailable).toHaveBeenCalledOnce());
    expect(screen.queryByText('Hello Cy')).toBeNull();
    view.unmount();
    render(<Offline name="Cy" onUnavailable={onUnavailable} />);
    expect(await screen.findByText('Hello Cy')).toBeVisible();
    expect(onUnavailable).toHaveBeenCalledOnce();
  });

  it('loads only the parts named, and tries again after a failed load', async () => {
    let attempts = 0;
    lazyPart('src/flaky.tsx', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return Greeting;
    });
    await expect(loadParts(['src/flaky.tsx', 'src/unknown.tsx'])).rejects.toThrow('offline');
    await loadParts(['src/flaky.tsx']);
    expect(attempts).toBe(2);
  });
});
