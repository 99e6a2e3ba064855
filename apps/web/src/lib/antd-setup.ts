import { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { __antdRoot?: Root };

/**
 * antd-mobile's start-up settings. Toast and Dialog render with the legacy ReactDOM.render, which
 * React 19 removed: without the render hook they never show. And they render outside the React
 * tree, where no ConfigProvider reaches: only the default config makes their texts English (it
 * is also what every in-tree component falls back to). Call once before the first render.
 */
export function setUpAntdMobile(): void {
  setDefaultConfig({ locale: enUS });
  unstableSetRender((node, container: Container) => {
    container.__antdRoot ??= createRoot(container);
    const root = container.__antdRoot;
    root.render(node);
    return async () => {
      // Unmounting synchronously inside a render React is still running warns; wait a tick.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
    };
  });
}
