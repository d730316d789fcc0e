// Two versions' texts as a line diff (lineDiff.ts): removed lines red with "-", added green with "+",
// each with its line number on its side.
import { Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { diffStats, lineDiff, type DiffKind } from './lineDiff';
import { HISTORY_NS } from './locales';

const STYLE: Record<DiffKind, { sign: string; background?: string }> = {
  same: { sign: ' ' },
  removed: { sign: '-', background: '#fff1f0' },
  added: { sign: '+', background: '#f6ffed' },
};

export interface DiffViewProps {
  before: string;
  after: string;
}

/**
 * @example
 * <DiffView before={v1.content} after={v2.content} />
 */
export function DiffView({ before, after }: DiffViewProps) {
  const { t } = useTranslation(HISTORY_NS);
  const lines = useMemo(() => lineDiff(before, after), [before, after]);
  const stats = diffStats(lines);
  return (
    <div data-testid="designer-diff">
      <Typography.Text type="secondary">
        {stats.added + stats.removed === 0 ? t('diffSame') : t('diffStats', stats)}
      </Typography.Text>
      <pre
        style={{
          margin: '8px 0 0',
          maxHeight: 420,
          overflow: 'auto',
          fontSize: 12,
          lineHeight: '18px',
          border: '1px solid #f0f0f0',
        }}
      >
        {lines.map((line, i) => (
          <div key={i} className={`diff-${line.kind}`} style={{ background: STYLE[line.kind].background }}>
            <span style={{ display: 'inline-block', width: 72, color: '#999', userSelect: 'none' }}>
              {`${line.oldNo ?? ''}`.padStart(4)} {`${line.newNo ?? ''}`.padStart(4)}
            </span>
            {STYLE[line.kind].sign} {line.text}
          </div>
        ))}
      </pre>
    </div>
  );
}
