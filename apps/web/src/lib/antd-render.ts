import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { __antdRoot?: Root };

/**
 * antd-mobile renders Toast and Dialog with the legacy ReactDOM.render, which React 19 removed;
 * without this hook they never show. Call once before the first Toast.
 */
export function installAntdRender(): void {
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
