// Stored files named as they were uploaded: every path a render pass shows is asked for in one request
// (at most 100 a request), once per session; a path the server cannot name keeps its stored name.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetUploadedNames, useUploadedNames } from '../../../runtime/render/files/uploadedNames';
import { renderWithProviders } from '../app/testProviders';
import { ok, routeAdapter } from '../auth/routeAdapter';

const stored = (i: number) => `biz_case/${i.toString(16).padStart(32, '0')}.pdf`;

function Names({ paths }: { paths: string[] }) {
  const nameOf = useUploadedNames(paths);
  return (
    <ul>
      {paths.map((p) => (
        <li key={p}>{nameOf(p)}</li>
      ))}
    </ul>
  );
}

function Page({ groups }: { groups: string[][] }) {
  return (
    <>
      {groups.map((paths) => (
        <Names key={paths.join()} paths={paths} />
      ))}
    </>
  );
}

afterEach(() => resetUploadedNames());

describe('uploaded file names', () => {
  it('asks once per render pass, in batches of at most 100 paths, and shows what comes back', async () => {
    const api = routeAdapter({
      'GET /sys/common/fileNames': (request) => ({
        data: ok(
          Object.fromEntries(
            String(request.params.paths)
              .split(',')
              .filter((p) => p !== stored(7))
              .map((p) => [p, `附件 ${parseInt(p.slice(9, 41), 16)}.pdf`]),
          ),
        ),
      }),
    });
    const paths = Array.from({ length: 150 }, (_, i) => stored(i));
    const view = await renderWithProviders(<Page groups={[paths.slice(0, 90), paths.slice(90)]} />, {
      http: api.adapter,
    });
    expect(await screen.findByText('附件 149.pdf')).toBeTruthy();
    expect(screen.getByText('附件 0.pdf')).toBeTruthy();
    // No name for this one: its stored name stays.
    expect(screen.getByText(`${stored(7).slice(9)}`)).toBeTruthy();
    const asked = api.requests.map((r) => String(r.params.paths).split(',').length);
    expect(asked).toEqual([100, 50]);
    // Known paths are not asked for again.
    view.rerender(<Page groups={[paths.slice(0, 10)]} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(api.requests).toHaveLength(2);
  });

  it('keeps stored names when the lookup fails, and does not ask for external links', async () => {
    const api = routeAdapter({});
    await renderWithProviders(<Names paths={[stored(1), 'https://example.com/a.pdf']} />, {
      http: api.adapter,
    });
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(String(api.requests[0]?.params.paths)).toBe(stored(1));
    expect(screen.getByText(stored(1).slice(9))).toBeTruthy();
    expect(screen.getByText('a.pdf')).toBeTruthy();
  });
});
