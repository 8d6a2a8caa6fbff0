import { useEntityList } from '@wm/api';
import { PRIV } from '@wm/domain';
import { Button } from '@wm/ui';
import { ListView } from '@wm/widgets';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useListLabels } from '../../common/useListLabels.js';
import { PlaceLayout } from './PlaceLayout.js';
import { PlaceListActions } from './PlaceListActions.js';
import * as styles from './Places.css.js';
import { CheckF, NumberF, PickerF, StatusF, TextF } from './placeFields.js';
import {
  CARDINALITY_MAX,
  CARDINALITY_MIN,
  type DeviceRecord,
  devicePayload,
  deviceNames,
  newDevice,
  validateDevice,
} from './placesModel.js';
import { usePlaceEditor } from './usePlaceEditor.js';
import { formatInZone, guessTimeZone } from '../../time/zones.js';

interface EmployeeRow {
  id: string;
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  status?: number | null;
}

const CONFIG = {
  entity: 'Device',
  lookup: 'Device',
  editPrivilege: PRIV.DeviceEdit,
  validate: validateDevice,
  toPayload: devicePayload,
  fieldOfMessage: (m: string) =>
    m === 'Device name already exists.'
      ? 'name'
      : m === 'Administrator is required.' || m.startsWith('Administrator ')
        ? 'administrator_id'
        : m.startsWith('Cardinality')
          ? 'cardinality'
          : undefined,
};

const employeeName = (e: EmployeeRow) =>
  e.fullName?.trim() || [e.firstName, e.lastName].filter(Boolean).join(' ') || e.id;

/**
 * /settings/devices/ (service spec 2 "Other admin screens", 3 "Device", 5 "Device", 9): the device
 * list and a panel with name, administrator (required), phone and status; a new device takes a
 * cardinality of 1 to 99, and more than one creates 'name 1'..'name n' with no phone and no invite.
 */
export function DevicesPage() {
  const { t } = useTranslation();
  const listLabels = useListLabels();
  const editor = usePlaceEditor<DeviceRecord>(CONFIG);
  const employees = useEntityList<EmployeeRow>('Employee', { orderby: 'lastName' });
  const byId = useMemo(() => new Map((employees.data ?? []).map((e) => [e.id, e])), [employees.data]);
  const entity = t('places.entity.device');
  const title = t('menu.settings.devices');
  return (
    <PlaceLayout<DeviceRecord>
      title={title}
      entityWord={entity}
      editor={editor}
      actions={
        <PlaceListActions
          entity="Device"
          title={title}
          includeInactive={editor.includeInactive}
          selectedId={editor.selection && !editor.selection.isNew ? editor.selection.record.id : null}
          canEdit={editor.canEdit}
          onImported={() => void editor.list.mutate()}
        />
      }
      newButtons={
        <Button
          variant="primary"
          onClick={() => editor.open({ record: newDevice(crypto.randomUUID()), isNew: true })}
        >
          {t('places.new', { entity })}
        </Button>
      }
      nav={
        <ListView<DeviceRecord>
          data={editor.records}
          columns={[
            { id: 'name', header: t('places.field.name'), value: (r) => r.name ?? '', width: 180 },
            {
              id: 'administrator',
              header: t('places.field.administrator'),
              value: (r) => {
                const e = r.administrator_id ? byId.get(r.administrator_id) : undefined;
                return e ? employeeName(e) : '';
              },
              width: 170,
            },
            {
              id: 'status',
              header: t('places.field.status'),
              value: (r) => t(`status.${r.status ?? 1}`),
              width: 100,
            },
          ]}
          getRowId={(r) => r.id}
          getRowStatus={(r) => r.status}
          label={title}
          showSearch
          pageSize={0}
          height={520}
          labels={listLabels}
          onRowClick={(r) => editor.open({ record: r, isNew: false })}
        />
      }
    >
      {({ values, isNew }) => {
        const n = typeof values.cardinality === 'number' ? values.cardinality : 1;
        const multiple = isNew && Number.isInteger(n) && n > 1 && n <= CARDINALITY_MAX;
        const names = multiple ? deviceNames(values.name ?? '', n) : [];
        return (
          <>
            <div className={styles.row}>
              <TextF name="name" label={t('places.field.name')} />
              <PickerF
                name="administrator_id"
                label={t('places.field.administrator')}
                items={(employees.data ?? []).map((e) => ({
                  id: e.id,
                  name: employeeName(e),
                  status: e.status ?? 1,
                }))}
              />
            </div>
            <div className={styles.row}>
              <TextF
                name="phone"
                label={t('places.field.phone')}
                disabled={multiple}
                description={multiple ? t('places.hint.noPhone') : undefined}
              />
              <StatusF />
            </div>
            {isNew ? (
              <>
                <div className={styles.row}>
                  <NumberF
                    name="cardinality"
                    numberOnly="whole"
                    label={t('places.field.cardinality')}
                    description={t('places.hint.cardinality', { min: CARDINALITY_MIN, max: CARDINALITY_MAX })}
                  />
                  {multiple ? null : <CheckF name="sendInviteEmail" label={t('places.field.sendInvite')} />}
                </div>
                {multiple && values.name?.trim() ? (
                  <p className={styles.hint} data-testid="device-names">
                    {t('places.hint.multiples', {
                      n,
                      first: names[0],
                      last: names[names.length - 1],
                    })}
                  </p>
                ) : null}
              </>
            ) : (
              <dl className={styles.summary}>
                <dt>{t('places.field.lastSync')}</dt>
                <dd>
                  {values.lastSyncTimeStamp
                    ? formatInZone(values.lastSyncTimeStamp, values.lastSyncTimeZone ?? guessTimeZone(), true)
                    : t('places.never')}
                </dd>
              </dl>
            )}
          </>
        );
      }}
    </PlaceLayout>
  );
}
