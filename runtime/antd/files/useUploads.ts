// The upload dialog's files: each chosen file is checked against the category's rule (read once from
// the rules API) and, when it passes, gets a FileUpload whose state drives its row.
import { useCallback, useEffect, useRef, useState } from 'react';
import { getAction } from '../../core';
import { SINGLE_UPLOAD_MAX_BYTES } from '../../../schemas/api/files';
import { checkFile, type RuleRefusal, type UploadRule } from '../../render/files/fileRules';
import { FileUpload, type UploadState } from '../../render/files/fileUpload';

export interface UploadItem {
  key: number;
  file: File;
  /** Why the file is not sent (checked before sending). */
  refusal?: RuleRefusal;
  upload?: FileUpload;
  state?: UploadState;
}

export interface UploadSetup {
  api: string;
  chunked: boolean;
  rulesApi?: string;
  /** Multipart fields: the action's params as text. */
  fields: Record<string, string>;
  /** Retry pause (tests shorten it). */
  retryDelayMs?: number;
  /** Each file the server stored (the answer of its upload), as it is stored. */
  onStored?: (file: unknown) => void;
}

/**
 * The chosen files, their checks and uploads.
 *
 * @example
 * const uploads = useUploads({ api: '/sys/file/upload', chunked: true, fields });
 * uploads.add(files); await uploads.startAll();
 */
export function useUploads(setup: UploadSetup) {
  const [rule, setRule] = useState<UploadRule>();
  const [items, setItems] = useState<UploadItem[]>([]);
  const key = useRef(0);
  const category = setup.fields.category;

  useEffect(() => {
    if (!setup.rulesApi || !category) return;
    let live = true;
    getAction<Record<string, UploadRule>>(setup.rulesApi).then(
      (envelope) => live && envelope.success && setRule(envelope.result?.[category]),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [setup.rulesApi, category]);

  const patch = useCallback(
    (itemKey: number, state: UploadState) =>
      setItems((prev) => prev.map((it) => (it.key === itemKey ? { ...it, state } : it))),
    [],
  );

  const add = useCallback(
    (files: File[]) =>
      setItems((prev) => [
        ...prev,
        ...files.map((file) => {
          const itemKey = (key.current += 1);
          const refusal = checkFile(file, rule);
          const upload = refusal
            ? undefined
            : new FileUpload(file, {
                api: setup.api,
                chunked: setup.chunked,
                fields: setup.fields,
                singleMaxBytes: SINGLE_UPLOAD_MAX_BYTES,
                retryDelayMs: setup.retryDelayMs,
                onChange: (state) => patch(itemKey, state),
              });
          return { key: itemKey, file, refusal, upload, state: upload?.snapshot };
        }),
      ]),
    [patch, rule, setup.api, setup.chunked, setup.fields, setup.retryDelayMs],
  );

  const remove = useCallback(
    (itemKey: number) => setItems((prev) => prev.filter((it) => it.key !== itemKey)),
    [],
  );

  /** Sends every waiting file, one after the other; resolves with how many were stored. */
  const startAll = useCallback(async () => {
    let stored = 0;
    for (const item of items) {
      if (!item.upload || item.state?.status !== 'waiting') continue;
      const file = await item.upload.start();
      if (file === undefined) continue;
      stored += 1;
      setup.onStored?.(file);
    }
    return stored;
  }, [items, setup]);

  return { rule, items, add, remove, startAll };
}
