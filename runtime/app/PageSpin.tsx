import { Spin } from 'antd';

/**
 * The spinner shown while a chunk or the permissions load; `fullscreen` centres it in the window.
 *
 * @example
 * <Suspense fallback={<PageSpin fullscreen />}>…</Suspense>
 */
export function PageSpin({ fullscreen = false }: { fullscreen?: boolean }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullscreen ? '100vh' : 240,
      }}
    >
      <Spin size="large" />
    </div>
  );
}
