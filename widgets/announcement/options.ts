import { useTranslation } from 'react-i18next';
import { BELL_NS } from '../bell/locales';
import { ANNOUNCEMENT_NS } from './locales';

/** A select option. */
export interface Option {
  value: string;
  label: string;
}

/**
 * The fixed choices of the announcement pages in the current language: priorities (with the bell's
 * texts, so a tag reads the same everywhere), categories, read flags, publish statuses and audiences.
 *
 * @example
 * const { priorities } = useAnnouncementOptions();
 * <Select options={priorities} />
 */
export function useAnnouncementOptions() {
  const { t } = useTranslation(ANNOUNCEMENT_NS);
  const { t: tb } = useTranslation(BELL_NS);
  const pick = (keys: string[], label: (key: string) => string): Option[] =>
    keys.map((value) => ({ value, label: label(value) }));
  return {
    priorities: pick(['L', 'M', 'H'], (k) => tb(`priority.${k}`)),
    categories: pick(['1', '2'], (k) => t(`categories.${k}`)),
    readFlags: pick(['0', '1'], (k) => t(`readFlags.${k}`)),
    sendStatuses: pick(['0', '1', '2'], (k) => t(`sendStatuses.${k}`)),
    msgTypes: pick(['ALL', 'USER', 'ROLE', 'DEPART'], (k) => t(`msgTypes.${k}`)),
  };
}
