// The online schema designer (menu component online/SchemaDesigner): stored schemas on the left, the
// JSON editor with live validation in the middle, the live preview on the right; save, delete and
// "add to menu" for pages. Stored schemas go through the server's validation, the same as built-in ones.
import { Button, Card, Col, Flex, Popconfirm, Row, Segmented, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '../../runtime/core';
import { AddToMenuDialog } from './AddToMenuDialog';
import { DraftPreview } from './DraftPreview';
import { FieldsBuilder } from './fields/FieldsBuilder';
import { FIELDS_NS } from './fields/locales';
import { NewModuleDialog } from './fields/NewModuleDialog';
import { HistoryButton } from './history/HistoryButton';
import { PageLayoutView } from './layout/PageLayoutView';
import { ExportModuleButton, ImportModuleButton } from './history/ModuleButtons';
import { SaveControls } from './history/SaveControls';
import { IssueList } from './IssueList';
import { JsonEditor } from './JsonEditor';
import { LocalHistory } from './LocalHistory';
import { markedLines } from './pointerLines';
import { StoredList } from './StoredList';
import { DESIGNER_NS } from './locales';
import { useDesigner } from './useDesigner';
import { useDraftCheck } from './useDraftCheck';

export const DESIGNER_PERMS = {
  add: 'onlineSchema:add',
  edit: 'onlineSchema:edit',
  delete: 'onlineSchema:delete',
} as const;

function titleOf(text: string): string {
  try {
    const title = (JSON.parse(text) as { title?: unknown }).title;
    if (typeof title === 'string') return title;
    if (title && typeof title === 'object' && 'default' in title) return String(title.default);
  } catch {
    // Only a default for the dialog.
  }
  return '';
}

/**
 * @example
 * registerPage('online/SchemaDesigner', () => import('./SchemaDesigner'));
 */
export default function SchemaDesigner() {
  const { t } = useTranslation(DESIGNER_NS);
  const { t: tf } = useTranslation(FIELDS_NS);
  const designer = useDesigner();
  // A draft is edited visually (a model's fields table, a page's layout) or as JSON; both write the
  // same text.
  // A model opens in its fields table; a page in its JSON (its layout builder is one click away).
  const [views, setViews] = useState<Record<'model' | 'page', 'visual' | 'json'>>({
    model: 'visual',
    page: 'json',
  });
  const [moduleOpen, setModuleOpen] = useState(false);
  const storedModels = useMemo(
    () => designer.rows.filter((r) => r.kind === 'model').map((r) => r.name),
    [designer.rows],
  );
  const { draft, refused } = designer;
  const view = views[draft.kind];
  const visual = view === 'visual';
  const check = useDraftCheck(draft.kind, draft.text, draft.id);
  const [menuTarget, setMenuTarget] = useState<{ id: string; pageId: string; title: string } | null>(null);
  const valid =
    !check.checking && check.text === draft.text && check.issues !== null && check.issues.length === 0;
  const canSave = hasPermission(draft.id ? DESIGNER_PERMS.edit : DESIGNER_PERMS.add);
  const savedPage = draft.kind === 'page' && draft.id !== undefined && draft.text === draft.savedText;
  // The local history of a stored document follows its row, whatever its text says meanwhile.
  const historyName = draft.id ?? check.name;
  const storedName = designer.rows.find((r) => r.id === draft.id)?.name;
  const kindLabel = t(draft.kind === 'model' ? 'kindModel' : 'kindPage');
  // Lines of the draft's own problems (not those of other documents a change breaks).
  const marked = useMemo(() => {
    const shown = refused.length > 0 ? refused : check.text === draft.text ? (check.issues ?? []) : [];
    const file = `online:${draft.kind}s/${check.name ?? 'draft'}.json`;
    const own = shown.filter((i) => i.file === file && i.pointer !== '');
    return markedLines(
      draft.text,
      own.map((i) => i.pointer),
    );
  }, [draft.text, draft.kind, refused, check]);

  return (
    <Row gutter={[16, 16]}>
      {/* The fields table needs width: in the visual view the preview gives up some. */}
      <Col xs={24} xl={5}>
        <StoredList
          rows={designer.rows}
          selectedId={draft.id}
          canAdd={hasPermission(DESIGNER_PERMS.add)}
          onSelect={designer.open}
          onNew={designer.start}
          actions={<ImportModuleButton rows={designer.rows} onImported={() => void designer.refresh()} />}
        />
      </Col>
      <Col xs={24} xl={visual ? 13 : 10}>
        <Card
          size="small"
          title={
            <Space>
              {t('editor')}
              <Tag color={draft.kind === 'model' ? 'blue' : 'green'}>{kindLabel}</Tag>
              {check.name && <span>{check.name}</span>}
              {designer.unsaved && <Tag>{t('unsaved')}</Tag>}
            </Space>
          }
        >
          <Space direction="vertical" style={{ width: '100%' }}>
            {/* Below the title, not beside it: beside it the buttons cut the title's tags short. */}
            <Flex justify="end">
              <Space size={4} wrap>
                {hasPermission(DESIGNER_PERMS.add) && (
                  <Button size="small" onClick={() => setModuleOpen(true)}>
                    {tf('newModule')}
                  </Button>
                )}
                <LocalHistory key={historyName ?? ''} name={historyName} onRestore={designer.setText} />
                {draft.id && (
                  <HistoryButton
                    id={draft.id}
                    name={storedName ?? ''}
                    canRollback={hasPermission(DESIGNER_PERMS.edit)}
                    onRolledBack={(row) => void designer.refresh(row)}
                  />
                )}
                {draft.kind === 'model' && storedName && <ExportModuleButton model={storedName} />}
                {savedPage && hasPermission(DESIGNER_PERMS.edit) && (
                  <Button
                    size="small"
                    onClick={() =>
                      // The stored row names the page: the check may still be of the text shown before.
                      setMenuTarget({
                        id: draft.id!,
                        pageId: storedName ?? check.name ?? '',
                        title: titleOf(draft.text),
                      })
                    }
                  >
                    {t('addToMenu')}
                  </Button>
                )}
                {draft.id && hasPermission(DESIGNER_PERMS.delete) && (
                  <Popconfirm title={t('deleteConfirm')} onConfirm={() => designer.remove()}>
                    <Button size="small" danger>
                      {t('delete')}
                    </Button>
                  </Popconfirm>
                )}
                {canSave && (
                  <SaveControls
                    label={t('save')}
                    saving={designer.saving}
                    onSave={(extras) => designer.save(historyName, extras)}
                  />
                )}
              </Space>
            </Flex>
            <Segmented
              size="small"
              value={view}
              onChange={(next) => setViews((all) => ({ ...all, [draft.kind]: next }))}
              options={[
                { value: 'visual', label: tf('visual') },
                { value: 'json', label: tf('json') },
              ]}
            />
            {/* Both stay mounted: a row the JSON cannot hold yet (a reference before its model is
                chosen) survives a look at the JSON. */}
            {draft.kind === 'page' && visual && (
              <PageLayoutView text={draft.text} onChange={designer.setText} />
            )}
            {draft.kind === 'model' && (
              <div style={visual ? undefined : { display: 'none' }}>
                <FieldsBuilder
                  text={draft.text}
                  pages={designer.pages}
                  onChange={designer.setTexts}
                  storedModels={storedModels}
                  disabled={!canSave}
                />
              </div>
            )}
            <div style={visual ? { display: 'none' } : undefined}>
              <JsonEditor
                label={t('editorLabel', { kind: kindLabel })}
                value={draft.text}
                onChange={designer.setText}
                marked={marked}
              />
            </div>
            <IssueList check={check} refused={refused} />
          </Space>
        </Card>
      </Col>
      <Col xs={24} xl={visual ? 6 : 9}>
        <Card size="small" title={t('preview')}>
          <DraftPreview
            kind={draft.kind}
            text={draft.text}
            valid={valid}
            revision={`${draft.id ?? ''}:${draft.savedText}`}
          />
        </Card>
      </Col>
      <AddToMenuDialog target={menuTarget} onClose={() => setMenuTarget(null)} />
      {moduleOpen && (
        <NewModuleDialog
          open
          storedModels={storedModels}
          onClose={() => setModuleOpen(false)}
          onSaved={designer.refresh}
        />
      )}
    </Row>
  );
}
