import { describe, expect, it } from 'vitest';
import { withOpenParents } from '../../../widgets/shell/routeTrail';

describe('withOpenParents', () => {
  it('keeps the same open keys when the parents are open already', () => {
    const open = ['/isystem', '/monitor'];
    expect(withOpenParents(open, ['/isystem'])).toBe(open);
    expect(withOpenParents(open, [])).toBe(open);
  });

  it('adds the parents not open yet, once each, keeping the others open', () => {
    expect(withOpenParents(['/isystem'], ['/caseManage', '/isystem'])).toEqual(['/isystem', '/caseManage']);
  });
});
