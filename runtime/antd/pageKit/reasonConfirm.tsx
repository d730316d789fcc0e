// The confirmation with a reason text (freeze, restore, purge…): a required reason keeps the OK button
// disabled until something other than blanks is typed, so nothing is sent without it. Loaded on demand
// by confirmAction.tsx, so the TextArea stays off the list route's eager bundle.
import { Input, Typography } from 'antd';
import type { HookAPI } from 'antd/es/modal/useModal';
import type { TFunction } from 'i18next';
import type { ConfirmReason, Text } from '../../render/schemaLite';

export interface ReasonOptions {
  modal: Pick<HookAPI, 'confirm'>;
  t: TFunction;
  tx: (text: Text) => string;
  question: string;
  reason: ConfirmReason;
  /** Runs the action with `{ [reason.param]: text }`, or nothing when the reason is blank. */
  go: (extra: Record<string, unknown>) => unknown;
}

/**
 * Asks `question` with a reason input; OK runs `go({ [reason.param]: text })` (nothing when blank).
 *
 * @example
 * askReason({ modal, t, tx, question: '确定冻结吗？', reason: { param: 'reason', required: true }, go });
 */
export function askReason({ modal, t, tx, question, reason, go }: ReasonOptions): void {
  let text = '';
  const okDisabled = () => reason.required === true && text.trim() === '';
  const dialog = modal.confirm({
    title: t('list.confirmTitle'),
    okButtonProps: { disabled: okDisabled() },
    content: (
      <>
        <Typography.Paragraph>{question}</Typography.Paragraph>
        <label>
          <Typography.Text>
            {reason.required ? <span style={{ color: '#ff4d4f' }}>* </span> : null}
            {reason.label ? tx(reason.label) : t('list.reason')}
          </Typography.Text>
          <Input.TextArea
            data-testid="confirm-reason"
            rows={3}
            maxLength={reason.maxLength ?? 200}
            showCount
            placeholder={t('list.reasonPlaceholder')}
            onChange={(e) => {
              text = e.target.value;
              dialog.update({ okButtonProps: { disabled: okDisabled() } });
            }}
          />
        </label>
      </>
    ),
    onOk: () => go(text.trim() ? { [reason.param]: text.trim() } : {}),
  });
}
