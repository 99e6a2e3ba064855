import { EARLY_TAPS_GLOBAL, TAP_PENDING_STYLE_ID } from '@loan/contract';
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyTaps } from './early-taps.ts';

function Form({ onSend }: { onSend: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <>
      <textarea aria-label="Description" value={text} onChange={(e) => setText(e.target.value)} />
      <button type="button" onClick={() => onSend(text)}>
        Send
      </button>
    </>
  );
}

// hydrateRoot straight from React, as the app's entry does: updates inside act() are flushed.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The catcher's style element, as it shows held controls pressed. */
function pressedStyle(): HTMLStyleElement {
  const style = document.createElement('style');
  style.id = TAP_PENDING_STYLE_ID;
  style.textContent = '#root>:nth-child(2){filter:brightness(.92)}';
  document.head.append(style);
  return style;
}

const early = () => (window as unknown as Record<string, unknown>)[EARLY_TAPS_GLOBAL];
let root: Root | null = null;

/** The server's HTML of the form in the page, hydrated; what the catcher held, given first. */
async function serverRenderedForm(onSend: (text: string) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form onSend={onSend} />);
  document.body.append(container);
  const field = container.querySelector('textarea') as HTMLTextAreaElement;
  const send = container.querySelector('button') as HTMLButtonElement;
  return {
    field,
    send,
    hydrate: async () => {
      await act(async () => {
        root = hydrateRoot(container, <Form onSend={onSend} />);
      });
    },
  };
}

describe('taps held before the app was live', () => {
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    delete (window as unknown as Record<string, unknown>)[EARLY_TAPS_GLOBAL];
    document.body.innerHTML = '';
  });

  it('replays each held tap once, with the text typed before hydration, and goes live', async () => {
    const onSend = vi.fn();
    const { field, send, hydrate } = await serverRenderedForm(onSend);
    field.value = 'Paid twice';
    const style = pressedStyle();
    const held = { taps: [send], edits: [field], live: false };
    (window as unknown as Record<string, unknown>)[EARLY_TAPS_GLOBAL] = held;
    await hydrate();

    act(() => replayEarlyTaps());
    act(() => replayEarlyTaps());

    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('Paid twice');
    expect(style.isConnected).toBe(false);
    expect(early()).toMatchObject({ live: true });
  });

  it('drops a held control that is no longer in the page', async () => {
    const onSend = vi.fn();
    const { send, hydrate } = await serverRenderedForm(onSend);
    const gone = document.createElement('button');
    const click = vi.fn();
    gone.addEventListener('click', click);
    (window as unknown as Record<string, unknown>)[EARLY_TAPS_GLOBAL] = {
      taps: [gone, send],
      edits: [],
      live: false,
    };
    await hydrate();

    act(() => replayEarlyTaps());

    expect(click).not.toHaveBeenCalled();
    expect(onSend).toHaveBeenCalledWith('');
  });

  it('does nothing on a page without the catcher', () => {
    expect(() => replayEarlyTaps()).not.toThrow();
  });
});
