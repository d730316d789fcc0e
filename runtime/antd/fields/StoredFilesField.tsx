import { lazy, Suspense } from 'react';
import type { StoredFilesProps } from '../storedFiles/StoredFiles';

// The upload dialog and its transfer code load with the first form that has stored files, not with
// every form (the field widgets share one chunk).
const StoredFiles = lazy(() => import('../storedFiles/StoredFiles'));

/**
 * The `StoredFiles` field widget, loaded on first use.
 *
 * @example
 * <StoredFilesField category="download" value={files} onChange={setFiles} />
 */
export function StoredFilesField(props: StoredFilesProps) {
  return (
    <Suspense fallback={null}>
      <StoredFiles {...props} />
    </Suspense>
  );
}
