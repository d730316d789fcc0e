import { Spin } from 'antd';

/**
 * Shown while a schema page, its data or its kind's chunk loads.
 *
 * @example
 * <Suspense fallback={<PageSpin />}><View … /></Suspense>
 */
export function PageSpin() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <Spin />
    </div>
  );
}
