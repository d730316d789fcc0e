// A modal page as the layout builder sees it: a modal or a drawer, and its size — one of the named
// sizes, or a CSS width. Writing back keeps everything else (content, params, fullscreen toggle…).
import type { ModalPageSchema } from '../../../runtime/schema/types';
import { replaceKeys } from './replaceKeys';

export const MODAL_SIZES = ['sm', 'md', 'lg', 'xl', 'full'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

export interface ModalLayout {
  container?: 'modal' | 'drawer';
  size?: ModalSize;
  /** A CSS width (`60%`, `640px`); used when no size is chosen. */
  width?: string;
}

/** Widths the format accepts (page.schema.json): up to four digits and px, % or vw. */
export const WIDTH_PATTERN = /^[0-9]{1,4}(px|%|vw)$/;

/**
 * @example
 * readModalLayout(positionModal); // { container: 'modal', size: undefined, width: undefined }
 */
export function readModalLayout(page: ModalPageSchema): ModalLayout {
  return { container: page.container, size: page.size, width: page.width };
}

/**
 * The page with the layout's container and size; the rest as it was.
 *
 * @example
 * writeModalLayout(page, { ...readModalLayout(page), container: 'drawer' }).container; // 'drawer'
 */
export function writeModalLayout(page: ModalPageSchema, layout: ModalLayout): ModalPageSchema {
  return replaceKeys(page, { container: layout.container, size: layout.size, width: layout.width });
}

/** Picks a named size (dropping a CSS width, which the size replaces). */
export function chooseSize(layout: ModalLayout, size: ModalSize): ModalLayout {
  return { ...layout, size, width: undefined };
}

/** Sets a CSS width (dropping a named size); an invalid width leaves the layout as it was. */
export function chooseWidth(layout: ModalLayout, width: string): ModalLayout {
  return WIDTH_PATTERN.test(width.trim()) ? { ...layout, size: undefined, width: width.trim() } : layout;
}
