import type { AssetAssignmentInput, AssignAssetsInput, AssignmentRow } from '@wm/api/schemas';
import { apiClient } from '../../lib/api.js';

/** A row of GET /api/assets/assignments: an asset, its current assignment (or none) and its tags. */
export type AssignmentListRow = AssignmentRow & {
  status: number;
  tags: ('rented' | 'owned' | 'notes' | 'due' | 'scheduled')[];
  assignment: (AssetAssignmentInput & { id: string }) | null;
};

/** GET /api/assets/assignments (time spec 2 "Assignment"): every asset with its current assignment. */
export const fetchAssignments = (includeInactive: boolean) =>
  apiClient.http.get<AssignmentListRow[]>('/assets/assignments', {
    includeInactiveData: includeInactive ? 'true' : undefined,
  });

/** POST /api/assets/assign: a new AssetAssignment per asset ('Please select at least one asset.'). */
export const assignAssets = (body: AssignAssetsInput) =>
  apiClient.http.post<{ message: string; assignments: unknown[] }>('/assets/assign', body);

/** POST /api/assets/assignment: edits one; a changed assignee or location writes a new record. */
export const editAssignment = (body: {
  id: string;
  assignee_id?: string | null;
  location_id?: string | null;
  scheduledDate?: string | null;
  dueDate?: string | null;
  notes?: string | null;
  timeZone?: string | null;
}) => apiClient.http.post<{ reassigned: boolean; assignment: unknown }>('/assets/assignment', body);
