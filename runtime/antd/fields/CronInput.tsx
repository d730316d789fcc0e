import { Input, Typography } from 'antd';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { http, type ApiEnvelope } from '../../core';
import type { FieldWidgetProps } from '../../render';
import { SCHEMA_FIELDS_NS } from '../../render/locales/fields';

export interface CronInputProps extends FieldWidgetProps<string | undefined> {
  /** An endpoint answering `?cron=` with the next firing times (e.g. `/sys/quartzJob/cronPreview`). */
  previewUrl?: string;
  placeholder?: string;
  id?: string;
  style?: CSSProperties;
  'aria-label'?: string;
}

type Preview = { times: string[] } | { error: string } | undefined;

/** How long typing must pause before the preview is asked for. */
const DEBOUNCE_MS = 300;

/**
 * A cron expression input that lists, under the field, the next runs the server computes for what is
 * typed (or the server's reason the expression is refused), so the schedule is checked while editing.
 *
 * @example
 * <CronInput previewUrl="/sys/quartzJob/cronPreview" value="0 0/5 * * * ?" onChange={set} />
 */
export function CronInput(props: CronInputProps) {
  const { value, onChange, previewUrl, disabled, readOnly, placeholder, id, style } = props;
  const { t } = useTranslation(SCHEMA_FIELDS_NS);
  const [preview, setPreview] = useState<Preview>();
  const cron = (value ?? '').trim();
  useEffect(() => {
    if (!previewUrl || cron === '') return setPreview(undefined);
    let current = true;
    const timer = setTimeout(() => {
      http.get<unknown, ApiEnvelope<string[]>>(previewUrl, { params: { cron }, skipErrorHandler: true }).then(
        (envelope) =>
          current && setPreview(envelope.success ? { times: envelope.result } : { error: envelope.message }),
        (err: unknown) => current && setPreview({ error: errorText(err) }),
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [previewUrl, cron]);
  return (
    <>
      <Input
        id={id}
        aria-label={props['aria-label']}
        style={style}
        value={value ?? ''}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readOnly}
        onChange={(e) => onChange?.(e.target.value)}
      />
      {preview && 'times' in preview && (
        <div data-testid="cron-preview" style={{ fontSize: 12, marginTop: 4 }}>
          <Typography.Text type="secondary">
            {t('widget.cronNextRuns', { count: preview.times.length })}
          </Typography.Text>
          {preview.times.map((time) => (
            <div key={time}>{time}</div>
          ))}
        </div>
      )}
      {preview && 'error' in preview && (
        <Typography.Text type="danger" data-testid="cron-preview" style={{ display: 'block', fontSize: 12 }}>
          {preview.error}
        </Typography.Text>
      )}
    </>
  );
}

/** A refused request's envelope message (a 400 naming the field), else the error's own text. */
function errorText(err: unknown): string {
  const data = (err as { response?: { data?: { message?: unknown } } }).response?.data;
  if (typeof data?.message === 'string') return data.message;
  return err instanceof Error ? err.message : String(err);
}

export default CronInput;
