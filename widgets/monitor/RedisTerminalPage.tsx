import { Card, Input, Tag, Typography } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REDIS_ALLOWED_COMMANDS } from '../../schemas/api/monitor';
import { MONITOR_NS } from './locales';
import { runRedisCommand, type CommandOutcome } from './redisCommand';
import { useCommandHistory } from './useCommandHistory';

interface LogLine extends CommandOutcome {
  id: number;
  command: string;
}

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };

/**
 * An admin console of the Redis server (menu component `monitor/RedisTerminal`): runs one allow-listed
 * read command per line and logs the answers; the server refuses anything else with a message, shown
 * in the log.
 *
 * @example
 * registerPage('monitor/RedisTerminal', () => import('./RedisTerminalPage'));
 */
export function RedisTerminalPage() {
  const { t } = useTranslation(MONITOR_NS);
  const history = useCommandHistory();
  const [line, setLine] = useState('');
  const [log, setLog] = useState<LogLine[]>([]);
  const [running, setRunning] = useState(false);
  const logBox = useRef<HTMLDivElement>(null);
  // The newest answer is the one the user just asked for: keep it in view, as a terminal does.
  useEffect(() => {
    const box = logBox.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [log]);

  const run = async (typed: string) => {
    const command = typed.trim();
    if (!command || running) return;
    history.push(command);
    setLine('');
    setRunning(true);
    const outcome = await runRedisCommand(command);
    setRunning(false);
    setLog((prev) => [...prev, { id: prev.length, command, ...outcome }]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      const previous = history.older();
      if (previous !== undefined) setLine(previous);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      setLine(history.newer());
    }
  };

  return (
    <div>
      <Typography.Title level={4}>{t('terminal.title')}</Typography.Title>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{t('terminal.help')}</Typography.Text>
        <div style={{ marginTop: 8 }}>
          {REDIS_ALLOWED_COMMANDS.map((c) => (
            <Tag key={c} style={mono}>
              {c}
            </Tag>
          ))}
        </div>
      </Card>
      <Card size="small">
        <div
          ref={logBox}
          role="log"
          aria-live="polite"
          style={{ ...mono, minHeight: 240, maxHeight: 480, overflow: 'auto' }}
        >
          {log.length === 0 && <Typography.Text type="secondary">{t('terminal.empty')}</Typography.Text>}
          {log.map((entry) => (
            <div key={entry.id} style={{ marginBottom: 8 }}>
              <div>
                <Typography.Text strong>{`> ${entry.command}`}</Typography.Text>
              </div>
              {entry.kind === 'ok' ? (
                <pre style={{ ...mono, margin: 0, whiteSpace: 'pre-wrap' }}>{entry.output}</pre>
              ) : (
                <Typography.Text type="danger">
                  {t(entry.kind === 'refused' ? 'terminal.refused' : 'terminal.failed', {
                    message: entry.output,
                  })}
                </Typography.Text>
              )}
            </div>
          ))}
        </div>
        <Input.Search
          aria-label={t('terminal.placeholder')}
          placeholder={t('terminal.placeholder')}
          value={line}
          onChange={(e) => setLine(e.target.value)}
          onKeyDown={onKeyDown}
          onSearch={(value) => void run(value)}
          enterButton={t('terminal.run')}
          loading={running}
          style={{ ...mono, marginTop: 8 }}
        />
      </Card>
    </div>
  );
}

export default RedisTerminalPage;
