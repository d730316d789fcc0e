import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { describe, expect, it } from 'vitest';
import { monitorRoutes, ok, redisOff } from '../../../widgets/monitor/monitorStoryData';
import { RedisInfoPage } from '../../../widgets/monitor/RedisInfoPage';
import { RedisTerminalPage } from '../../../widgets/monitor/RedisTerminalPage';
import { renderWithProviders } from '../app/testProviders';

/** The terminal's server: PING and GET answer, FLUSHALL is refused with a 400 and a message. */
const terminalServer: AxiosAdapter = async (config) => {
  const { command } = JSON.parse(String(config.data)) as { command: string };
  if (command.toUpperCase().startsWith('FLUSHALL')) {
    const response = {
      data: { success: false, code: 400, message: 'FLUSHALL 不在允许的命令中', result: null, timestamp: 0 },
      status: 400,
      statusText: 'Bad Request',
      headers: {},
      config,
    };
    throw Object.assign(new Error('Request failed with status code 400'), {
      isAxiosError: true,
      config,
      response,
    });
  }
  const output = command === 'PING' ? 'PONG' : `(nil) for ${command}`;
  return { data: ok({ command, output }), status: 200, statusText: 'OK', headers: {}, config };
};

function terminalInput(): HTMLInputElement {
  return screen.getByRole('searchbox', { name: /输入命令/ }) as HTMLInputElement;
}

async function runCommand(line: string) {
  fireEvent.change(terminalInput(), { target: { value: line } });
  fireEvent.keyDown(terminalInput(), { key: 'Enter', code: 'Enter', keyCode: 13 });
  // rc-input takes one Enter per key press: the next counts after the key came up.
  fireEvent.keyUp(terminalInput(), { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(screen.getByRole('log').textContent).toContain(`> ${line}`));
}

describe('Redis page', () => {
  it('shows key counts, memory and the INFO sections', async () => {
    await renderWithProviders(<RedisInfoPage />, { http: monitorRoutes });
    expect(await screen.findByText('87')).toBeTruthy();
    expect(screen.getByText('1.5 MB')).toBeTruthy();
    expect(screen.getByText('Server')).toBeTruthy();
    expect(screen.getByText('7.2.5')).toBeTruthy();
  });

  it('says Redis is not configured when the server runs without REDIS_URL, in both languages', async () => {
    const routes = { ...monitorRoutes, '/sys/monitor/redis': ok(redisOff) };
    const { unmount } = await renderWithProviders(<RedisInfoPage />, { http: routes });
    expect(await screen.findByText('未配置 Redis')).toBeTruthy();
    expect(screen.queryByText('本部署的键数')).toBeNull();
    unmount();
    await renderWithProviders(<RedisInfoPage />, { http: routes, locale: 'en-US' });
    expect(await screen.findByText('Redis not configured')).toBeTruthy();
  });
});

describe('Redis terminal', () => {
  it('lists the allowed commands and logs the answers', async () => {
    await renderWithProviders(<RedisTerminalPage />, { http: terminalServer });
    expect(screen.getByText('HGETALL')).toBeTruthy();
    await runCommand('PING');
    await waitFor(() => expect(within(screen.getByRole('log')).getByText('PONG')).toBeTruthy());
    expect(terminalInput().value).toBe('');
  });

  it('shows the server message of a refused command', async () => {
    await renderWithProviders(<RedisTerminalPage />, { http: terminalServer });
    await runCommand('FLUSHALL');
    expect(await screen.findByText('已拒绝：FLUSHALL 不在允许的命令中')).toBeTruthy();
  });

  it('steps through the history with ArrowUp and ArrowDown', async () => {
    await renderWithProviders(<RedisTerminalPage />, { http: terminalServer });
    await runCommand('PING');
    await runCommand('GET console:x');
    const input = terminalInput();
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('GET console:x');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('PING');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('PING');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.value).toBe('GET console:x');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.value).toBe('');
  });
});
