// What the fields table's cells need: texts, the model names, the problems, and the row edits.
import type { TFunction } from 'i18next';
import type { FieldIssue } from './fieldChecks';
import type { FieldRow } from './fieldRows';

export interface ColumnContext {
  t: TFunction;
  models: readonly string[];
  issues: readonly FieldIssue[];
  disabled: boolean;
  edit: (key: string, patch: Partial<FieldRow>) => void;
  move: (key: string, by: -1 | 1) => void;
  remove: (key: string) => void;
}
