import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { BELL_NS } from './locales';

/** Tag colour per priority (SPEC §2): general blue, important orange, urgent red. */
export const PRIORITY_COLORS = { L: 'blue', M: 'orange', H: 'red' } as const;

function isPriority(value: unknown): value is keyof typeof PRIORITY_COLORS {
  return typeof value === 'string' && value in PRIORITY_COLORS;
}

/**
 * The priority of an announcement as a coloured tag: L '一般消息', M '重要消息', H '紧急消息'. Unknown
 * or missing priorities show nothing rather than a guess.
 *
 * @example
 * <PriorityTag priority="H" />
 */
export function PriorityTag({ priority }: { priority?: string | null }) {
  const { t } = useTranslation(BELL_NS);
  if (!isPriority(priority)) return null;
  return (
    <Tag color={PRIORITY_COLORS[priority]} style={{ marginInlineEnd: 0 }}>
      {t(`priority.${priority}`)}
    </Tag>
  );
}
