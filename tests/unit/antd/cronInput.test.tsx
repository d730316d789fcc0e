import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CronInput } from '../../../runtime/antd/fields/CronInput';
import { renderWithProviders } from '../app/testProviders';

function Host() {
  const [value, setValue] = useState<string | undefined>();
  return <CronInput id="cron" previewUrl="/sys/quartzJob/cronPreview" value={value} onChange={setValue} />;
}

/** Answers the preview like the server: five times for `* * * * * ?`, a 400 naming the field otherwise. */
const asked: string[] = [];
const adapter: AxiosAdapter = async (config) => {
  const cron = String((config.params as { cron: string }).cron);
  asked.push(cron);
  const good = cron === '* * * * * ?';
  const data = good
    ? { success: true, code: 200, message: '', result: ['2026-11-27 09:00:01', '2026-11-27 09:00:02'] }
    : { success: false, code: 400, message: 'cronExpression is not a valid cron expression' };
  if (good) return { data, status: 200, statusText: 'OK', headers: {}, config };
  const error = Object.assign(new Error('Request failed with status code 400'), {
    isAxiosError: true,
    config,
    response: { data, status: 400, statusText: 'Bad Request', headers: {}, config },
  });
  throw error;
};

describe('CronInput', () => {
  it('lists the next runs of what is typed, or the server refusal', { timeout: 20_000 }, async () => {
    await renderWithProviders(<Host />, { http: adapter });
    const input = document.getElementById('cron') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '* * * * * ?' } });
    await waitFor(() =>
      expect(screen.getByTestId('cron-preview').textContent).toContain('2026-11-27 09:00:02'),
    );
    expect(screen.getByTestId('cron-preview').textContent).toContain('最近2次运行时间');
    fireEvent.change(input, { target: { value: 'bogus' } });
    await waitFor(() => expect(screen.getByTestId('cron-preview').textContent).toContain('not a valid cron'));
    fireEvent.change(input, { target: { value: '' } });
    await waitFor(() => expect(screen.queryByTestId('cron-preview')).toBeNull());
    // Typing is debounced: only the settled values were asked about.
    expect(asked).toEqual(['* * * * * ?', 'bogus']);
  });
});
