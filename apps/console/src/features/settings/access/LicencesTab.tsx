import { useEntityList } from '@wm/api';
import { freeSeats, MODULES, type ModuleName, seatsOf } from '@wm/domain';
import { ListView } from '@wm/widgets';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api.js';
import { useListLabels } from '../../common/useListLabels.js';
import * as styles from './access.css.js';
import { type AccessEmployee, employeeName, useLicenseAudit } from './data.js';
import { moduleLabel } from './labels.js';

interface Row {
  module: ModuleName;
  quantity: number;
  used: number;
  free: number;
  holders: string;
}

/**
 * The licence audit (service spec 3 "Licence audit per product id: quantity, assignedUserIds", 7
 * GET LicenseAudit): per licensed module its seats, the seats in use, the free ones and who holds
 * them (a role of the module, or administrator). Platform (System) needs no seat and is not listed.
 */
export function LicencesTab() {
  const { t } = useTranslation();
  const listLabels = useListLabels();
  const audit = useLicenseAudit();
  const employees = useEntityList<AccessEmployee>('Employee', { orderby: 'lastName asc, firstName asc' });
  const rows = useMemo<Row[]>(() => {
    const byUser = new Map(
      (employees.data ?? []).filter((e) => e.user_id).map((e) => [e.user_id!, employeeName(e)]),
    );
    return MODULES.filter((m) => m !== 'Platform').map((m) => {
      const e = seatsOf(audit.data, m);
      const holders = (e?.assignedUserIds ?? []).map((u) => byUser.get(u) ?? u).sort();
      return {
        module: m,
        quantity: e?.quantity ?? 0,
        used: e?.assignedUserIds.length ?? 0,
        free: freeSeats(audit.data, m),
        holders: holders.join(', '),
      };
    });
  }, [audit.data, employees.data]);
  return (
    <div className={styles.stack}>
      <p className={styles.hint}>{t('access.licences.hint')}</p>
      {audit.error ? <p role="alert">{errorMessage(audit.error)}</p> : null}
      <ListView<Row>
        data={rows}
        getRowId={(r) => r.module}
        label={t('access.licences.title')}
        showSearch={false}
        pageSize={0}
        height={260}
        labels={listLabels}
        data-testid="licence-audit"
        columns={[
          {
            id: 'module',
            header: t('access.col.module'),
            value: (r) => moduleLabel(t, r.module),
            width: 120,
          },
          {
            id: 'quantity',
            header: t('access.col.quantity'),
            value: (r) => r.quantity,
            width: 90,
            align: 'end',
          },
          { id: 'used', header: t('access.col.used'), value: (r) => r.used, width: 90, align: 'end' },
          { id: 'free', header: t('access.col.free'), value: (r) => r.free, width: 90, align: 'end' },
          { id: 'holders', header: t('access.col.holders'), value: (r) => r.holders, width: 520 },
        ]}
      />
    </div>
  );
}
