import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSessionQuery } from '../session-query.ts';
import { type Bridge, createBridge, isTopFrame } from './bridge.ts';
import { type BrowserNavigator, createBrowserAdapter } from './browser-adapter.ts';
import { clearBridgeLog, getBridgeLog, subscribeBridgeLog } from './dev-log.ts';
import { ANDROID_BRIDGE_NAME, createAndroidAdapter, createIosAdapter } from './native-adapters.ts';

function fakeNavigator(path = '/customerService?sessionid=s1') {
  return {
    assign: vi.fn<(url: string) => void>(),
    back: vi.fn<() => void>(),
    currentPath: () => path,
  } satisfies BrowserNavigator;
}

function bridgeFor(win: object, nav = fakeNavigator(), isTopFrame = true): Bridge {
  const fakeWindow = win as Window;
  return createBridge({
    adapters: [
      createIosAdapter(fakeWindow),
      createAndroidAdapter(fakeWindow),
      createBrowserAdapter(nav),
    ],
    isTopFrame: () => isTopFrame,
  });
}

afterEach(() => clearBridgeLog());

describe('bridge on iOS', () => {
  it('posts the payload to the action’s message handler', () => {
    const postMessage = vi.fn();
    const bridge = bridgeFor({ webkit: { messageHandlers: { callPhone: { postMessage } } } });
    expect(bridge.callPhone({ phone: '+639170000000' })).toBe('ios');
    expect(postMessage).toHaveBeenCalledWith({ phone: '+639170000000' });
  });

  it('sends an empty object for actions without a payload', () => {
    const postMessage = vi.fn();
    const bridge = bridgeFor({ webkit: { messageHandlers: { closeWebview: { postMessage } } } });
    bridge.closeWebview();
    expect(postMessage).toHaveBeenCalledWith({});
  });
});

describe('bridge on Android', () => {
  it('calls the JavaScript interface with the payload as JSON, as a method', () => {
    const android = {
      calls: [] as string[],
      goLogin(this: { calls: string[] }, json: string) {
        this.calls.push(json);
      },
    };
    const bridge = bridgeFor({ [ANDROID_BRIDGE_NAME]: android });
    expect(bridge.goLogin({ redirect: '/customerService' })).toBe('android');
    expect(android.calls).toEqual(['{"redirect":"/customerService"}']);
  });
});

describe('bridge in a plain browser', () => {
  it('does the nearest browser thing', () => {
    const nav = fakeNavigator();
    const bridge = bridgeFor({}, nav);
    expect(bridge.goHome()).toBe('browser');
    bridge.callPhone({ phone: '+63 917-000' });
    bridge.closeWebview();
    bridge.navigate({ url: '/complaint' });
    expect(nav.assign.mock.calls).toEqual([
      ['/'],
      ['tel:+63917000'],
      [`${window.location.origin}/complaint`],
    ]);
    expect(nav.back).toHaveBeenCalledOnce();
  });

  it('sends goLogin to the sign-in page with a redirect back, minus the dead session', () => {
    const nav = fakeNavigator('/customerService?sessionid=s1&productId=7');
    bridgeFor({}, nav).goLogin();
    expect(nav.assign).toHaveBeenCalledWith(
      '/signIn?redirect=%2FcustomerService%3FproductId%3D7&reason=expired',
    );
  });

  it('opens the sign-in page in the language the borrower was reading', () => {
    const nav = fakeNavigator('/loanDetail?sessionid=s1&lang=fil');
    bridgeFor({}, nav).goLogin();
    expect(nav.assign).toHaveBeenCalledWith(
      '/signIn?redirect=%2FloanDetail%3Flang%3Dfil&reason=expired&lang=fil',
    );
  });

  it('tells the sign-in page when the page had no session at all', () => {
    const nav = fakeNavigator('/myLoans');
    bridgeFor({}, nav).goLogin();
    expect(nav.assign).toHaveBeenCalledWith('/signIn?redirect=%2FmyLoans&reason=required');
  });

  it('sends goMine to My loans, keeping the session', () => {
    captureSessionQuery('?sessionid=s1&deviceId=d1');
    const nav = fakeNavigator();
    expect(bridgeFor({}, nav).goMine()).toBe('browser');
    expect(nav.assign).toHaveBeenCalledWith('/myLoans?sessionid=s1&deviceId=d1');
    captureSessionQuery('');
  });

  it('refuses to navigate to a URL the redirect guard rejects', () => {
    const nav = fakeNavigator();
    bridgeFor({}, nav).navigate({ url: 'javascript:alert(1)' });
    expect(nav.assign).not.toHaveBeenCalled();
    expect(getBridgeLog().at(-1)?.note).toBe('blocked by the redirect guard');
  });

  it('does nothing for actions without a browser equivalent, but logs them', () => {
    const nav = fakeNavigator();
    const bridge = bridgeFor({}, nav);
    bridge.goRate();
    bridge.startBank();
    bridge.confirmTrackPoint({ event: 'borrow-again', module: 30, position: 0 });
    expect(nav.assign).not.toHaveBeenCalled();
    expect(getBridgeLog().map((entry) => [entry.action, entry.channel, entry.note])).toEqual([
      ['goRate', 'browser', 'no browser equivalent'],
      ['startBank', 'browser', 'no browser equivalent'],
      ['confirmTrackPoint', 'browser', 'no browser equivalent'],
    ]);
  });
});

describe('bridge guard and log', () => {
  it('refuses every call when the page is framed', () => {
    const postMessage = vi.fn();
    const bridge = bridgeFor(
      { webkit: { messageHandlers: { goHome: { postMessage } } } },
      fakeNavigator(),
      false,
    );
    expect(bridge.goHome()).toBe('refused');
    expect(postMessage).not.toHaveBeenCalled();
    expect(getBridgeLog()).toMatchObject([
      { action: 'goHome', channel: 'refused', note: 'not the top frame' },
    ]);
  });

  it('prefers the native shell that handles the action, then the browser', () => {
    const postMessage = vi.fn();
    const bridge = bridgeFor({ webkit: { messageHandlers: { goMine: { postMessage } } } });
    expect(bridge.goMine()).toBe('ios');
    expect(bridge.goRate()).toBe('browser');
  });

  it('records calls and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeBridgeLog(listener);
    const bridge = bridgeFor({});
    bridge.goRate();
    bridge.endBank();
    unsubscribe();
    bridge.goMine();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getBridgeLog().map((entry) => entry.action)).toEqual(['goRate', 'endBank', 'goMine']);
  });

  it('keeps the log short', () => {
    const bridge = bridgeFor({});
    for (let i = 0; i < 60; i += 1) bridge.goRate();
    expect(getBridgeLog()).toHaveLength(50);
  });

  it('tells the top frame from a framed page', () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    expect(isTopFrame(window)).toBe(true);
    expect(isTopFrame(frame.contentWindow as Window)).toBe(false);
    frame.remove();
  });
});
