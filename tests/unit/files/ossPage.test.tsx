// The object-storage page (file/oss.split.json): buckets on the left, a bucket's objects on the right
// with their pre-signed links, a "folder" object opening its prefix, and an upload into the prefix.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import { registerSchemaRuntime } from '../../../runtime/antd/register';
import { SchemaPage } from '../../../runtime/antd/page/SchemaPage';
import { clearPageBundles } from '../../../runtime/render/schema/loadPageBundle';
import { fileServer } from '../../../stories/fixtures/fileData';
import { SCHEMA_ADMIN } from '../../../stories/fixtures/schemaData';
import { grant } from '../antd/schemaHarness';
import { renderWithProviders } from '../app/testProviders';

const LOAD = { timeout: 15_000 };

describe('object storage page', () => {
  it(
    'lists a bucket’s objects with their links and opens a folder by its prefix',
    { timeout: 90_000 },
    async () => {
      const setup = fileServer();
      registerSchemaRuntime();
      clearPageBundles();
      grant(['biz:ossFile:add', 'biz:ossFile:delete']);
      await renderWithProviders(
        <App>
          <SchemaPage pageId="file.oss.split" params={{}} />
        </App>,
        { user: SCHEMA_ADMIN, http: setup.adapter },
      );
      fireEvent.click(await screen.findByText('partner-assets', {}, LOAD));
      const pdf = (await screen.findByText('price-list-2026.pdf', {}, LOAD)).closest('tr') as HTMLElement;
      expect(within(pdf).getByText('1.2 MB')).toBeTruthy();
      expect(within(pdf).getByRole('link').getAttribute('href')).toMatch(/^https:\/\/oss\.example\.com\//);
      const folder = screen.getByText('logos/').closest('tr') as HTMLElement;
      expect(within(pdf).queryByText('打开')).toBeNull();
      fireEvent.click(within(folder).getByText('打开'));
      expect(await screen.findByText('logos/acme.png', {}, LOAD)).toBeTruthy();
      await waitFor(() => expect(setup.files.log.at(-1)).toBe('GET /sys/oss/file/list'));
    },
  );
});
