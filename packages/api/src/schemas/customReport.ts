import { CUSTOM_AGGREGATES, CUSTOM_FILTER_OPS, CUSTOM_REPORT_ENTITIES } from '@wm/domain';
import { z } from 'zod';

const name = z.string().max(64, 'Column names are at most 64 characters.');

/**
 * A custom report definition (issue 11 "Custom reports"): POST /api/insight/custom-report and the
 * preview's body. The shape is checked here; the rules (known columns, operators by type, grouping,
 * aggregates) by customReportProblems of @wm/domain on the server, with the same messages.
 */
export const CustomReportDefinitionSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid id')
    .optional(),
  name: z.string().trim().max(200, 'Report name is at most 200 characters.'),
  entity: z.enum(CUSTOM_REPORT_ENTITIES, 'entity must be time, assets, tickets or forms'),
  columns: z.array(name).max(100),
  filters: z
    .array(
      z.strictObject({
        column: name,
        op: z.enum(CUSTOM_FILTER_OPS, 'unknown operator'),
        value: z.union([z.string().max(200), z.number(), z.null()]).optional(),
      }),
    )
    .max(20, 'At most 20 filters.')
    .default([]),
  groupBy: name.nullable().optional().default(null),
  aggregates: z
    .array(z.strictObject({ column: name, fn: z.enum(CUSTOM_AGGREGATES, 'unknown aggregate') }))
    .max(20, 'At most 20 aggregates.')
    .default([]),
});
export type CustomReportDefinitionInput = z.input<typeof CustomReportDefinitionSchema>;

/** POST /api/insight/custom-report/preview: a definition (name optional) and an optional date range. */
export const CustomReportPreviewSchema = z.strictObject({
  definition: CustomReportDefinitionSchema.extend({
    name: z.string().max(200).optional().default('Preview'),
  }),
  fromDate: z.string().max(10).nullable().optional(),
  toDate: z.string().max(10).nullable().optional(),
});

/** A saved custom report (GET /api/insight/custom-report). */
export interface CustomReportRecord {
  id: string;
  name: string;
  entity: (typeof CUSTOM_REPORT_ENTITIES)[number];
  columns: string[];
  filters: { column: string; op: (typeof CUSTOM_FILTER_OPS)[number]; value?: string | number | null }[];
  groupBy: string | null;
  aggregates: { column: string; fn: (typeof CUSTOM_AGGREGATES)[number] }[];
  createdBy_id: string | null;
  updatedOn: string;
}
