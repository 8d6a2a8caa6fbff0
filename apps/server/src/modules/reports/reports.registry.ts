import type { ReportCriteria, ReportField, ReportPaging } from '@wm/api/schemas';
import { REPORTS } from '@wm/domain';
import type { z } from 'zod';
import type { Auth } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/db.js';
import type { CriterionName, DateRange } from './reports.criteria.js';

/** Company label keys a report may put in titles and column headings. */
export type LabelKey = 'employee' | 'location' | 'task' | 'asset' | 'device' | 'division' | 'department';

/** What a report's `run` gets. */
export interface ReportContext {
  db: Db;
  /** The caller (tenancy: every query takes `auth.companyId` as a parameter). */
  auth: Auth;
  /** Criteria after validation, with only the report's `criteria` kept. */
  criteria: ReportCriteria;
  /** fromDate / toDate as the start and end of their days in the company's zone. */
  range: DateRange;
  /** The company's IANA time zone. */
  timeZone: string;
  /** Company labels by lower-case key (employee, location, task, ...), when renamed. */
  labels: Record<string, string>;
  /** The company label of `key`, else `fallback` (English default). */
  label(key: LabelKey, fallback: string): string;
  /** The company's unit system ('imperial' | 'metric'). */
  unitSystem: 'imperial' | 'metric';
  /**
   * The page asked for by an interactive run (`pageSize` given), else null (exports and scheduled
   * e-mails take every row). A report that pages itself in SQL returns `paging` and `totals`;
   * for the others the framework slices the finished table.
   */
  paging: { page: number; pageSize: number } | null;
  /**
   * Kept across the pages of one streamed export (runReportPages): a report paging itself may keep
   * there what every page shares (the employees in report order), so it is computed once. Absent
   * for a single run.
   */
  memo?: Map<string, unknown>;
}

/** What a report's `run` returns: a typed table; the hub, views and exports render it. */
export interface ReportTable {
  fields: ReportField[];
  records: Record<string, unknown>[];
  /** Multi-report: one section (page when one item per page) per value of this field. */
  splitBy?: string;
  /** Field whose value titles a section (defaults to splitBy). */
  splitLabel?: string;
  /** Set by a report that paged itself (ctx.paging): `records` are that page only. */
  paging?: ReportPaging;
  /** With `paging`: each hours column summed over every page (decimal hours). */
  totals?: Record<string, number>;
}

/**
 * A report computed on the server (design.md "Reports"). A module declares one per report key and
 * calls `registerReport(def)` (at import time of its module file); POST /api/report/{key}, the
 * exports (PDF, CSV, XLSX) and scheduled e-mails then work for it with no further code.
 */
export interface ReportDefinition {
  /** Catalogue key (time spec 3 "Report catalogue by key"), e.g. 'payroll-summary'. */
  key: string;
  /** English name, the default title. */
  name: string;
  /** Title with the company's labels (e.g. labels => `${label('employee')} Information`). */
  title?(ctx: Pick<ReportContext, 'label'>): string;
  /** Privilege needed to run (default: the key's entry in REPORTS of @wm/domain). */
  privilege?: string;
  /** Criteria the report uses (time spec 5: the others are dropped before running). */
  criteria: readonly CriterionName[];
  /**
   * Extra validation of the raw criteria (zod), after the common ReportCriteriaSchema: a failure is
   * 400 '{field}: {problem}'. Its output fields are merged into the criteria the run gets.
   */
  criteriaSchema?: z.ZodType<Record<string, unknown>>;
  /** fromDate is required ('From Date is required.'). */
  requiresFromDate?: boolean;
  /**
   * Its pages of employees (ctx.paging, `paging.by` 'employee'), run one after the other, hold the
   * rows of the whole run in the same order (no split; ordered by the employee sort key first), so
   * CSV and XLSX exports stream them page by page (runReportPages).
   */
  pagesInOrder?: boolean;
  /** Computes the table. Throw HttpError (badRequest ...) for a criteria problem. */
  run(ctx: ReportContext): Promise<ReportTable>;
}

/** The privilege of a catalogue key (REPORTS of @wm/domain), or null. */
export function catalogPrivilege(key: string): string | null {
  for (const group of Object.values(REPORTS)) {
    const p = (group as Record<string, string>)[key];
    if (p) return p;
  }
  return null;
}

const registry = new Map<string, ReportDefinition & { privilege: string }>();

/**
 * Registers a report. Throws for a key registered by another definition, or a key that is neither
 * in the catalogue nor given a `privilege`. Registering the same object twice is a no-op.
 */
export function registerReport(def: ReportDefinition): void {
  const existing = registry.get(def.key);
  if (existing) {
    if (existing.run === def.run) return;
    throw new Error(`Report '${def.key}' is registered twice`);
  }
  const privilege = def.privilege ?? catalogPrivilege(def.key);
  if (!privilege) throw new Error(`Report '${def.key}' has no privilege (not in REPORTS of @wm/domain)`);
  registry.set(def.key, { ...def, privilege });
}

/** A registered report by key, or undefined. */
export function getReport(key: string): (ReportDefinition & { privilege: string }) | undefined {
  return registry.get(key);
}

/** Every registered report (registration order). */
export function listReports(): (ReportDefinition & { privilege: string })[] {
  return [...registry.values()];
}
