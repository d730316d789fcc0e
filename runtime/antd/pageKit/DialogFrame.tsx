import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Drawer, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalPageSchema } from '../../render/schemaLite';
import { SCHEMA_NS } from '../../render/locales';

/** Modal widths (SPEC §9: 60% by default, 100% in fullscreen). */
export const MODAL_WIDTH = '60%';
const MODAL_SIZES: Record<NonNullable<ModalPageSchema['size']>, string> = {
  sm: '40%',
  md: MODAL_WIDTH,
  lg: '80%',
  xl: '90%',
  full: '100%',
};
const DRAWER_SIZES: Record<NonNullable<ModalPageSchema['size']>, string | number> = {
  sm: 378,
  md: 600,
  lg: 736,
  xl: 960,
  full: '100%',
};

export interface DialogFrameProps {
  open: boolean;
  title: ReactNode;
  container?: 'modal' | 'drawer';
  size?: ModalPageSchema['size'];
  /** A CSS width; overrides `size`. */
  width?: string;
  /** Offer the fullscreen toggle (modals only; on by default). */
  fullscreenToggle?: boolean;
  /** The body takes 80% of the window's height (detail pages, SPEC §9). */
  tallBody?: boolean;
  onClose: () => void;
  /** Called once the closing animation is over. */
  afterClose?: () => void;
  children: ReactNode;
}

/**
 * The modal or drawer a schema page opens in: 60% wide with a fullscreen toggle to 100%, or a drawer
 * of the page's size.
 *
 * @example
 * <DialogFrame open title="字典" onClose={close}><NestedPage … /></DialogFrame>
 */
export function DialogFrame(props: DialogFrameProps) {
  const { open, title, container = 'modal', size, width, fullscreenToggle = true, tallBody, onClose } = props;
  const { t } = useTranslation(SCHEMA_NS);
  const [fullscreen, setFullscreen] = useState(false);
  if (container === 'drawer') {
    return (
      <Drawer
        open={open}
        title={title}
        width={width ?? DRAWER_SIZES[size ?? 'md']}
        onClose={onClose}
        afterOpenChange={(visible) => !visible && props.afterClose?.()}
        destroyOnHidden
      >
        {props.children}
      </Drawer>
    );
  }
  const label = fullscreen ? t('modal.exitFullscreen') : t('modal.fullscreen');
  const heading = (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, paddingInlineEnd: 32 }}>
      <span style={{ flex: 1, minWidth: 0 }}>{title}</span>
      {fullscreenToggle && (
        <Button
          type="text"
          size="small"
          aria-label={label}
          title={label}
          icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          onClick={() => setFullscreen((value) => !value)}
        />
      )}
    </div>
  );
  return (
    <Modal
      open={open}
      title={heading}
      width={fullscreen ? '100%' : (width ?? MODAL_SIZES[size ?? 'md'])}
      style={fullscreen ? { top: 0, maxWidth: '100vw', paddingBottom: 0 } : { top: 20 }}
      styles={{
        body: tallBody ? { height: '80vh', overflowY: 'auto' } : { maxHeight: '80vh', overflowY: 'auto' },
      }}
      footer={null}
      onCancel={onClose}
      afterClose={props.afterClose}
      destroyOnHidden
      maskClosable={false}
    >
      {props.children}
    </Modal>
  );
}
