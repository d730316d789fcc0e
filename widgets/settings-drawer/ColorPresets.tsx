import { CheckOutlined } from '@ant-design/icons';
import { App, Tooltip } from 'antd';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { PRIMARY_COLOR_PRESETS, primaryColorAtom } from '../../runtime/core';
import { SETTINGS_NS } from './locales';

/** One message at a time: the progress message is replaced by its outcome. */
const THEME_MESSAGE_KEY = 'theme-compile';
/** How long the progress message stays once the theme is applied, so it can be read (seconds). */
const APPLIED_MESSAGE_SECONDS = 1;

/**
 * The 8 primary-colour swatches; choosing one changes antd's primary colour at once and keeps it. While
 * the theme is applied it says '正在编译主题！' (SPEC §8), and 'Failed to update theme' when the colour
 * cannot be applied and kept (local storage refused it).
 *
 * @example
 * <ColorPresets />
 */
export function ColorPresets() {
  const { t } = useTranslation(SETTINGS_NS);
  const { message } = App.useApp();
  const [color, setColor] = useAtom(primaryColorAtom);
  const choose = (next: string) => {
    void message.loading({ key: THEME_MESSAGE_KEY, content: t('themeCompiling'), duration: 0 });
    try {
      // The new token reaches antd's ConfigProvider, which regenerates the theme's styles.
      setColor(next);
    } catch {
      void message.error({ key: THEME_MESSAGE_KEY, content: t('themeFailed') });
      return;
    }
    void message.loading({
      key: THEME_MESSAGE_KEY,
      content: t('themeCompiling'),
      duration: APPLIED_MESSAGE_SECONDS,
    });
  };
  return (
    <div role="group" aria-label={t('primaryColor')} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {PRIMARY_COLOR_PRESETS.map((preset) => {
        const chosen = preset.color.toLowerCase() === color.toLowerCase();
        const name = t(`colors.${preset.key}`);
        return (
          <Tooltip key={preset.key} title={name}>
            <button
              type="button"
              aria-label={name}
              aria-pressed={chosen}
              data-color={preset.color}
              onClick={() => choose(preset.color)}
              style={{
                width: 22,
                height: 22,
                padding: 0,
                border: 'none',
                borderRadius: 2,
                cursor: 'pointer',
                color: '#fff',
                background: preset.color,
              }}
            >
              {chosen && <CheckOutlined />}
            </button>
          </Tooltip>
        );
      })}
    </div>
  );
}
