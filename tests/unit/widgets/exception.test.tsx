import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Exception403 } from '../../../widgets/exception/Exception403';
import { Exception404 } from '../../../widgets/exception/Exception404';
import { Exception500 } from '../../../widgets/exception/Exception500';
import { NotAvailable } from '../../../widgets/exception/NotAvailable';
import { renderWithProviders } from '../app/testProviders';

describe('NotAvailable', () => {
  it('names the component that has no page yet', async () => {
    await renderWithProviders(<NotAvailable componentName="system/UserList" />);
    expect(screen.getByText('页面暂未开放：system/UserList')).toBeTruthy();
  });

  it('names the component in English', async () => {
    await renderWithProviders(<NotAvailable componentName="system/UserList" />, { locale: 'en-US' });
    expect(screen.getByText('This page is not available yet: system/UserList')).toBeTruthy();
  });
});

describe('exception pages', () => {
  it.each([
    { Page: Exception403, status: '403', text: '抱歉，你无权访问该页面' },
    { Page: Exception404, status: '404', text: '抱歉，你访问的页面不存在' },
    { Page: Exception500, status: '500', text: '抱歉，服务器出错了' },
  ])('shows $status, its text and a way home', async ({ Page, status, text }) => {
    await renderWithProviders(<Page />, { route: `/${status}` });
    expect(screen.getByText(status)).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/analysis'));
  });

  it('speaks English in en-US', async () => {
    await renderWithProviders(<Exception404 />, { locale: 'en-US' });
    expect(screen.getByText('Sorry, the page you visited does not exist.')).toBeTruthy();
    expect(screen.getByText('Back Home')).toBeTruthy();
  });
});
