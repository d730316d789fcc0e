import { describe, expect, it } from 'vitest';
import { onlinePageUrl } from '../../../runtime/schema';

describe('onlinePageUrl', () => {
  it("does not double the prefix of a stored page's own online. id", () => {
    expect(onlinePageUrl('online.book.list')).toBe('/online/book/list');
    expect(onlinePageUrl('online.example.list')).toBe('/online/example/list');
  });

  it('puts any other id under /online/', () => {
    expect(onlinePageUrl('crm.lead.list')).toBe('/online/crm/lead/list');
    expect(onlinePageUrl('online')).toBe('/online/online');
  });
});
