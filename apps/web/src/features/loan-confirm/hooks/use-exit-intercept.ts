import { POP_TYPE_EXIT_INTERCEPT } from '@loan/contract';
import { useEffect, useEffectEvent, useState } from 'react';
import { useBack } from '@/components/nav-bar.tsx';
import { bridge } from '@/lib/bridge/bridge.ts';
import { subscribeNativeEvent } from '@/lib/bridge/native-events.ts';

/**
 * The iOS back action on the confirm pages. With isPopType 1 it opens the 'Point out' popup
 * (Agree stays, Cancel closes the webview). Otherwise, and while the quote is loading, it acts
 * like the navigation bar's Back: the previous in-app screen, or closing the webview on the first.
 */
export function useExitIntercept(isPopType: number | undefined) {
  const [visible, setVisible] = useState(false);
  const back = useBack();

  const onIosBack = useEffectEvent(() => {
    if (isPopType === POP_TYPE_EXIT_INTERCEPT) setVisible(true);
    else back();
  });
  useEffect(() => subscribeNativeEvent('iosBack', () => onIosBack()), []);

  return {
    visible,
    stay: () => setVisible(false),
    leave: () => {
      bridge.closeWebview();
    },
  };
}
