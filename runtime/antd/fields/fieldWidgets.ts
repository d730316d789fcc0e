// Every field widget component by registry name, in one chunk that loads with the first form: the
// entry then holds a single loader instead of one per widget.
import type { AnyComponent } from '../../render';
import { ApiTreeSelect } from './ApiTreeSelect';
import { CategoryTree } from './CategoryTree';
import { CronInput } from './CronInput';
import { DeptTreeSelect } from './DeptTreeSelect';
import { DictCheckbox } from './DictCheckbox';
import { DictRadio } from './DictRadio';
import { DictSelect } from './DictSelect';
import { FileUpload, ImageUpload } from './FileUpload';
import { FORMILY_WIDGETS } from './formilyWidgets';
import { IconPicker } from './IconPicker';
import { FormRemoteSelect } from './FormRemoteSelect';
import { ReportDesigner } from './ReportDesignerField';
import { RichText } from './RichText';
import { RolePicker } from './RolePicker';
import { StoredFilesField } from './StoredFilesField';
import { UserPicker } from './UserPicker';
import { UserSelect } from './UserSelect';

/** The components of the registered field widgets. */
export const FIELD_WIDGETS: Record<string, AnyComponent> = {
  ...FORMILY_WIDGETS,
  DictSelect,
  DictRadio,
  DictCheckbox,
  DeptTreeSelect,
  ApiTreeSelect,
  IconPicker,
  CategoryTree,
  UserPicker,
  UserSelect,
  RolePicker,
  RemoteSelect: FormRemoteSelect,
  FileUpload,
  ImageUpload,
  RichText,
  CronInput,
  ReportDesigner,
  StoredFiles: StoredFilesField,
};
