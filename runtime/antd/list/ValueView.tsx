import { Space } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getFileAccessHttpUrl } from '../../core';
import type { ModelField } from '../../render/schemaLite';
import {
  DATE_FORMAT,
  DATETIME_FORMAT,
  ellipsis,
  formatBytes,
  formatDate,
  formatNumber,
  shortHash,
} from '../../render/list/format';
import { SCHEMA_NS } from '../../render/locales';
import { useUploadedNames } from '../../render/files/uploadedNames';
import { pathsOf } from '../fields/uploadFile';
import { DictTag } from './DictTag';
import { HoverTooltip } from './HoverTooltip';
import type { Display } from './displayOf';
import { LinkButton } from './LinkButton';

// Images and HTML load their libraries (rc-image, DOMPurify) only where they are shown.
const ImageValue = lazy(() => import('./ImageValue'));
const HtmlValue = lazy(() => import('./HtmlValue'));
// The whole antd icon set: only on pages with an icon column.
const IconValue = lazy(() => import('./IconValue'));
// A digest with its copy button: only on pages with a hash column.
const HashValue = lazy(() => import('./HashValue'));
// Files of the stored-file service with their downloads: only on pages showing them.
const StoredFilesValue = lazy(() => import('../storedFiles/StoredFilesValue'));
const LINK_STYLE = { padding: 0, height: 'auto' };

export interface ValueViewProps {
  value: unknown;
  /** The record's `<field>_dictText`. */
  text?: unknown;
  display: Display;
  def?: ModelField;
  /** dayjs format of date displays. */
  format?: string;
  /** Characters before the ellipsis (lists); false shows everything. */
  maxLength?: number | false;
  /** `dictTag` colours by value. */
  tagColors?: Record<string, string>;
  /** Opens the link of a `link` display. */
  onLink?: () => void;
  /** The record's `<field>_files` (a `storedFiles` display). */
  files?: unknown;
  /** A detail item (a `storedFiles` display shows its digests whole), not a list cell. */
  detail?: boolean;
}

function Truncated({ text, length }: { text: string; length: number | false }) {
  if (length === false) return <>{text}</>;
  const cut = ellipsis(text, length);
  return cut.truncated ? <HoverTooltip title={text}>{cut.text}</HoverTooltip> : <>{text}</>;
}

/** Links to stored files, named as they were uploaded (once the names are in). */
function FileLinks({ value }: { value: unknown }) {
  const paths = useMemo(() => pathsOf(value), [value]);
  const nameOf = useUploadedNames(paths);
  return (
    <Space size={8} wrap>
      {paths.map((path) => (
        <a key={path} href={getFileAccessHttpUrl(path)} target="_blank" rel="noopener noreferrer">
          {nameOf(path)}
        </a>
      ))}
    </Space>
  );
}

// Its own component so that only yes/no cells subscribe to i18n: a 100-row page has over a thousand
// cells, and a translation hook in each was a measurable part of rendering one (bench/README.md).
function YesNo({ yes }: { yes: boolean }) {
  const { t } = useTranslation(SCHEMA_NS);
  return <>{yes ? t('list.yes') : t('list.no')}</>;
}

/**
 * One value as a list cell or a detail item shows it: dictionary tags, reference labels, dates via
 * dayjs (YYYY-MM-DD HH:mm:ss by default), numbers with thousands separators, files, images, sanitised
 * HTML, yes/no, or text with an ellipsis and tooltip.
 *
 * @example
 * <ValueView value={record.priority} text={record.priority_dictText} display="dictTag" def={def} />
 */
export function ValueView({
  value,
  text,
  display,
  def,
  format,
  maxLength = false,
  tagColors,
  onLink,
  files,
  detail = false,
}: ValueViewProps) {
  const label = typeof text === 'string' && text !== '' ? text : undefined;
  const plain =
    value === null || value === undefined ? '' : Array.isArray(value) ? value.join(',') : String(value);
  switch (display) {
    case 'dictTag':
      return <DictTag value={value} text={text} dictCode={def?.['x-dict']} colors={tagColors} />;
    case 'refLabel':
      return <Truncated text={label ?? plain} length={maxLength} />;
    case 'date':
      return <>{formatDate(value, format ?? DATE_FORMAT)}</>;
    case 'datetime':
      return <>{formatDate(value, format ?? DATETIME_FORMAT)}</>;
    case 'number':
      return <>{formatNumber(value)}</>;
    case 'boolean':
      return plain === '' ? null : <YesNo yes={value === true || plain === '1' || plain === 'true'} />;
    case 'image':
      return (
        <Suspense fallback={null}>
          <ImageValue value={value} />
        </Suspense>
      );
    case 'file':
      return <FileLinks value={value} />;
    case 'html':
      return (
        <Suspense fallback={null}>
          <HtmlValue value={plain} />
        </Suspense>
      );
    case 'link':
      return plain === '' ? null : (
        <LinkButton style={LINK_STYLE} onClick={onLink}>
          {label ?? plain}
        </LinkButton>
      );
    case 'icon':
      return plain === '' ? null : (
        <Suspense fallback={plain}>
          <IconValue name={plain} />
        </Suspense>
      );
    case 'bytes':
      return <>{formatBytes(value)}</>;
    case 'hash':
      return plain === '' ? null : (
        <Suspense fallback={shortHash(plain)}>
          <HashValue value={plain} />
        </Suspense>
      );
    case 'storedFiles':
      return (
        <Suspense fallback={label ?? null}>
          <StoredFilesValue files={files} full={detail} />
        </Suspense>
      );
    case 'ellipsis':
      return <Truncated text={label ?? plain} length={maxLength === false ? false : maxLength} />;
    default:
      return <Truncated text={label ?? plain} length={maxLength} />;
  }
}
