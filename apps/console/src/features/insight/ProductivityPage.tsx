import { useIdentity } from '@wm/api';
import { Box, Button, Card, ConfirmDialog, useToast } from '@wm/ui';
import { BudgetDonut, SingleSelect } from '@wm/widgets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { errorMessage } from '../../lib/api.js';
import * as pageStyles from '../settings/places/Places.css.js';
import * as styles from './Dashboard.css.js';
import { insightApi } from './insightApi.js';
import { formatLocal, getDisplayLanguage } from '../time/zones.js';

const COLUMNS = [
  'BudgetHours',
  'CompleteHours',
  'CompleteHoursPercentage',
  'BudgetUnits',
  'CompleteUnits',
  'CompleteUnitsPercentage',
  'EstimatedCompletePercentage',
  'EstimatedCompleteVariance',
  'CurrentPaceUnitsPerHour',
  'CurrentPaceHoursLeft',
  'TrendingHoursUnderOrOver',
] as const;

/**
 * /insight/productivity/ (time spec 2, 3 "Task budget row fields", 5, 9): task budgets per location
 * (budget hours and units against completed, percentages, estimated percentage and variance, pace
 * in units per hour and hours left, trending hours under (+) or over (-), estimated completion date)
 * and the budget donut of the locations (under 90 %, 90-100 %, over 100 %). Computed on the server.
 * Holders of Insight:Execute:CloseProductivity close the shown locations' productivity periods:
 * completed hours and units then count from the close on.
 */
export function ProductivityPage() {
  const { t } = useTranslation();
  const all = useSWR('insight/budgets', () => insightApi.budgets(), { revalidateOnFocus: false });
  const [locationId, setLocationId] = useState<string | null>(null);
  const identity = useIdentity().data;
  const toast = useToast();
  const canClose =
    identity?.employee?.isAdministrator === true ||
    (identity?.privileges ?? []).includes('Insight:Execute:CloseProductivity');
  const [confirm, setConfirm] = useState(false);
  const withBudget = (all.data ?? []).filter((l) => l.rows.length > 0);
  const shown = locationId ? withBudget.filter((l) => l.location_id === locationId) : withBudget;
  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="md">
      <div className={pageStyles.header}>
        <h1>{t('menu.insight.productivity')}</h1>
        <span className={pageStyles.spacer} />
        {canClose ? (
          <Button variant="secondary" disabled={shown.length === 0} onClick={() => setConfirm(true)}>
            {t('insight.closePeriod')}
          </Button>
        ) : null}
      </div>
      {all.error ? <p role="alert">{errorMessage(all.error)}</p> : null}
      <div className={styles.grid}>
        <Card title={t('insight.card.budget')}>
          <BudgetDonut
            hideTitle
            title={t('insight.card.budget')}
            percents={withBudget.map((l) => l.percent).filter((p): p is number => p !== null)}
            bandLabels={{
              under90: t('insight.band.under90'),
              from90to100: t('insight.band.from90to100'),
              over100: t('insight.band.over100'),
            }}
            labelHeader={t('insight.band')}
          />
        </Card>
        <Card title={t('insight.location')}>
          <SingleSelect
            label={t('insight.location')}
            items={withBudget.map((l) => ({ id: l.location_id, name: l.name }))}
            value={locationId}
            onChange={setLocationId}
            placeholder={t('insight.allLocations')}
          />
        </Card>
      </div>
      {all.data && withBudget.length === 0 ? <p className={styles.muted}>{t('insight.noBudgets')}</p> : null}
      {shown.map((l) => (
        <Card
          key={l.location_id}
          title={l.percent === null ? l.name : `${l.name} · ${l.percent} %`}
          actions={
            l.periodStart ? (
              <span className={styles.muted}>
                {t('insight.periodSince', { date: formatLocal(l.periodStart) })}
              </span>
            ) : undefined
          }
        >
          {/* A table wider than the card scrolls inside it; keyboard users reach the scroll by Tab (2.1.1). */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
          <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={l.name}>
            <table className={styles.table} aria-label={l.name}>
              <thead>
                <tr>
                  <th className={`${styles.cell} ${styles.first}`}>{t('insight.task')}</th>
                  {COLUMNS.map((c) => (
                    <th key={c} className={styles.cell}>
                      {t(`insight.col.${c}`)}
                    </th>
                  ))}
                  <th className={styles.cell}>{t('insight.col.EstimatedCompleteDate')}</th>
                </tr>
              </thead>
              <tbody>
                {l.rows.map((r) => (
                  <tr key={r.task_id}>
                    <th scope="row" className={`${styles.cell} ${styles.first}`}>
                      {r.task}
                    </th>
                    {COLUMNS.map((c) => (
                      <td
                        key={c}
                        className={`${styles.cell} ${c === 'TrendingHoursUnderOrOver' && r[c] < 0 ? styles.danger : ''}`}
                      >
                        {r[c].toLocaleString(getDisplayLanguage(), { maximumFractionDigits: 1 })}
                      </td>
                    ))}
                    <td className={styles.cell}>{formatLocal(r.EstimatedCompleteDate, true)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      ))}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t('insight.closePeriod')}
        message={t('insight.closePeriodConfirm', { count: shown.length })}
        confirmLabel={t('common.ok')}
        cancelLabel={t('common.cancel')}
        onConfirm={async () => {
          try {
            await insightApi.closeProductivity(shown.map((l) => l.location_id));
            toast.success(t('insight.periodClosed'));
            await all.mutate();
          } catch (e) {
            toast.error(errorMessage(e));
          }
        }}
      />
    </Box>
  );
}
