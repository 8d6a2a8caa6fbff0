import { describe, expect, it } from 'vitest';
import { submissionFilter } from './formsModel.js';

describe('submissionFilter (platform spec 2.4 list filters)', () => {
  const range = { from: '2026-10-01T06:00:00.000Z', to: '2026-11-02T06:00:00.000Z' };

  it('keeps only the status and the range when nothing is chosen', () => {
    expect(submissionFilter({ status: 'completed', range, parent: 'all', description: '  ' })).toBe(
      "submissionStatus eq 'completed' and editedTimeStamp ge '2026-10-01T06:00:00.000Z' and editedTimeStamp lt '2026-11-02T06:00:00.000Z'",
    );
  });

  it('adds each chosen id, the parent choice and the description text', () => {
    const f = submissionFilter({
      status: 'completed',
      form: 'f1',
      modifiedBy: 'e2',
      employee: 'e1',
      location: 'l1',
      task: 't1',
      device: 'd1',
      asset: 'a1',
      parent: 'subForms',
      description: " O'Brien ",
    });
    expect(f).toBe(
      "submissionStatus eq 'completed' and form_id eq 'f1' and updatedBy_id eq 'e2' and employee_id eq 'e1'" +
        " and location_id eq 'l1' and task_id eq 't1' and device_id eq 'd1' and asset_id eq 'a1'" +
        " and parent_id ne null and contains(description, 'O''Brien')",
    );
    expect(submissionFilter({ status: 'completed', parent: 'parents' })).toContain('parent_id eq null');
  });

  it('has no parent filter on drafts and skips empty ids', () => {
    const f = submissionFilter({ status: 'draft', parent: 'subForms', form: '', asset: '' });
    expect(f).toBe("submissionStatus eq 'draft'");
  });
});
