import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, type ModalProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BELL_NS } from './locales';

/**
 * Size of a console modal (SPEC §9): 60% wide by default, the whole window when toggled to fullscreen.
 *
 * @example
 * const { fullscreen, toggle, modalProps } = useModalFullscreen();
 * <Modal {...modalProps} title={<FullscreenTitle title="…" fullscreen={fullscreen} onToggle={toggle} />} />
 */
export function useModalFullscreen() {
  const [fullscreen, setFullscreen] = useState(false);
  const modalProps: Pick<ModalProps, 'width' | 'style'> = fullscreen
    ? { width: '100%', style: { top: 0, maxWidth: '100vw', paddingBottom: 0 } }
    : { width: '60%', style: { top: 20 } };
  return { fullscreen, toggle: () => setFullscreen((value) => !value), modalProps };
}

export interface FullscreenTitleProps {
  title: ReactNode;
  fullscreen: boolean;
  onToggle: () => void;
}

/**
 * A modal title with the fullscreen toggle beside antd's close button.
 *
 * @example
 * <FullscreenTitle title="通知消息" fullscreen={false} onToggle={toggle} />
 */
export function FullscreenTitle({ title, fullscreen, onToggle }: FullscreenTitleProps) {
  const { t } = useTranslation(BELL_NS);
  const label = fullscreen ? t('exitFullscreen') : t('fullscreen');
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, paddingInlineEnd: 32 }}>
      <span style={{ flex: 1, minWidth: 0 }}>{title}</span>
      <Button
        type="text"
        size="small"
        aria-label={label}
        title={label}
        icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={onToggle}
      />
    </div>
  );
}
