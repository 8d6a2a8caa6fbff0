import { isApiError, useEntityList } from '@wm/api';
import { PRIV, TIME_ZONES } from '@wm/domain';
import { Tabs } from '@wm/ui';
import { MultiSelectPicker } from '../../common/pickers.js';
import { Field } from 'react-final-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BudgetTab } from './BudgetTab.js';
import { LocationMediaTab } from './LocationMediaTab.js';
import { PlaceLayout } from './PlaceLayout.js';
import { PlaceListActions } from './PlaceListActions.js';
import { EditorTree, ParentF, TreeNewButtons } from './PlaceTree.js';
import * as styles from './Places.css.js';
import { NumberF, PickerF, SelectF, StatusF, TextF } from './placeFields.js';
import {
  GEOFENCE_MAX_M,
  GEOFENCE_MIN_M,
  geofenceDistance,
  type LocationRecord,
  locationPayload,
  newLocation,
  validateLocation,
} from './placesModel.js';
import { usePlaceEditor } from './usePlaceEditor.js';
import { WeatherTab } from './WeatherSettings.js';
import { useMapConfig } from '../../insight/useMapConfig.js';
import { CompletedFormsList } from '../../forms/CompletedFormsList.js';
import { LazyMapView } from '../../common/LazyMapView.js';
import { LOCATION_TREE_SELECT } from '../../../lib/prefetch.js';

const CONFIG = {
  entity: 'v2.1/Location',
  lookup: 'Location',
  // The tree shows names and codes; the rest of a location arrives when it is opened.
  listSelect: LOCATION_TREE_SELECT,
  rootsFirst: true,
  editPrivilege: PRIV.LocationEdit,
  validate: (d: LocationRecord) => validateLocation(d),
  toPayload: locationPayload,
};

/**
 * /settings/locations/ (service spec 2 "Locations", 3 "Location", 4, 8, 9): the location tree and
 * a panel with the tabs info (name, code, parent, status, time zone, pay group, address, contact),
 * map (coordinates and geofence radius over the MapView; offline map without a Maps key), media
 * (MediaUploader over the files module), productivity/budget per task, and weather (a modal sets
 * the flag conditions and thresholds).
 */
export function LocationsPage() {
  const { t } = useTranslation();
  const editor = usePlaceEditor<LocationRecord>(CONFIG);
  const mapConfig = useMapConfig();
  const payGroups = useEntityList<{ id: string; name: string; status: number }>('PayGroup', {
    orderby: 'name',
  });
  const tasks = useEntityList<{ id: string; name: string; code?: string | null; status: number }>('Task', {
    orderby: 'name',
  });
  const [tab, setTab] = useState('info');
  const entity = t('places.entity.location');
  const unitSystem = editor.identity?.company?.settings.unitSystem;
  const temperatureUnit = (editor.identity?.company?.settings as { temperatureUnit?: string } | undefined)
    ?.temperatureUnit;
  const canBudget = editor.isAdmin || editor.privileges.has(PRIV.BudgetEdit);
  const canForms = editor.isAdmin || editor.privileges.has(PRIV.FormSubmissionView);
  const create = (parentId: string | null) => {
    setTab('info');
    editor.open({ record: newLocation(crypto.randomUUID(), parentId), isNew: true });
  };
  return (
    <PlaceLayout<LocationRecord>
      title={t('menu.settings.locations')}
      entityWord={entity}
      editor={editor}
      actions={
        <PlaceListActions
          entity="Location"
          title={t('menu.settings.locations')}
          includeInactive={editor.includeInactive}
          selectedId={editor.selection && !editor.selection.isNew ? editor.selection.record.id : null}
          importColumns={[
            'LocationId',
            'ParentId',
            'Code',
            'Name',
            'Description',
            'Address',
            'City',
            'State',
            'Zip',
            'Country',
          ]}
          canEdit={editor.canEdit}
          onImported={() => void editor.list.mutate()}
        />
      }
      treeRecords={editor.records}
      newButtons={<TreeNewButtons entity={entity} editor={editor} onCreate={create} />}
      nav={<EditorTree label={t('menu.settings.locations')} editor={editor} />}
    >
      {({ values, form, canEdit, isNew }) => {
        const radius = typeof values.geoFenceRadius === 'number' ? values.geoFenceRadius : null;
        const dist = radius !== null ? geofenceDistance(radius, unitSystem) : null;
        const hasPin = typeof values.lat === 'number' && typeof values.lon === 'number';
        return (
          <Tabs
            label={t('places.tabs', { entity })}
            value={tab}
            onValueChange={setTab}
            items={[
              {
                value: 'info',
                label: t('places.tab.info'),
                content: (
                  <div className={styles.form}>
                    <div className={styles.row}>
                      <TextF name="name" label={t('places.field.name')} />
                      <TextF name="code" label={t('places.field.code')} />
                    </div>
                    <TextF name="description" label={t('places.field.description')} multiline />
                    <div className={styles.row}>
                      <ParentF
                        label={t('places.field.parentLocation')}
                        records={editor.records}
                        selfId={values.id}
                        disabled={!canEdit}
                      />
                      <StatusF />
                    </div>
                    <div className={styles.row}>
                      <SelectF
                        name="timeZone"
                        label={t('places.field.timeZone')}
                        optional
                        options={TIME_ZONES.map((z) => ({ value: z, label: z.replace(/_/g, ' ') }))}
                      />
                      <PickerF
                        name="payGroup_id"
                        label={t('places.field.payGroup')}
                        items={(payGroups.data ?? []).map((p) => ({
                          id: p.id,
                          name: p.name,
                          status: p.status,
                        }))}
                        forbidden={isApiError(payGroups.error) && payGroups.error.status === 403}
                      />
                    </div>
                    <Field<string[] | null> name="permittedTaskIds">
                      {({ input }) => (
                        <MultiSelectPicker
                          label={t('places.field.permittedTasks')}
                          description={t('places.hint.permittedTasks')}
                          items={(tasks.data ?? []).map((x) => ({
                            id: x.id,
                            name: x.code ? `${x.name} (${x.code})` : x.name,
                            status: x.status,
                          }))}
                          value={input.value || []}
                          onChange={(ids) => input.onChange(ids)}
                          placeholder={t('places.allTasks')}
                          unavailableSuffix={t('places.unavailable')}
                          disabled={!canEdit}
                        />
                      )}
                    </Field>
                    <h3>{t('places.section.address')}</h3>
                    <TextF name="address.street" label={t('places.field.address')} />
                    <div className={styles.row}>
                      <TextF name="address.city" label={t('places.field.city')} />
                      <TextF name="address.region" label={t('places.field.region')} />
                      <TextF name="address.postalCode" label={t('places.field.postalCode')} />
                      <TextF name="address.country" label={t('places.field.country')} />
                    </div>
                    <div className={styles.row}>
                      <TextF name="contactName" label={t('places.field.contactName')} />
                      <TextF name="contactPhone" label={t('places.field.contactPhone')} />
                    </div>
                  </div>
                ),
              },
              {
                value: 'map',
                label: t('places.tab.map'),
                content: (
                  <div className={styles.form}>
                    <div className={styles.row}>
                      <NumberF name="lat" label={t('places.field.lat')} />
                      <NumberF name="lon" label={t('places.field.lon')} />
                      <NumberF
                        name="geoFenceRadius"
                        numberOnly="decimal"
                        label={t('places.field.geoFenceRadius')}
                        description={
                          dist
                            ? t('places.hint.geofenceIs', {
                                value: dist.value,
                                unit: t(`places.unit.${dist.unit}`),
                              })
                            : t('places.hint.geofenceRange', { min: GEOFENCE_MIN_M, max: GEOFENCE_MAX_M })
                        }
                      />
                    </div>
                    {hasPin ? (
                      <LazyMapView
                        apiKey={mapConfig.apiKey}
                        tiles={mapConfig.tiles}
                        label={t('places.mapOf', { name: values.name || entity })}
                        width={640}
                        height={360}
                        pins={[
                          {
                            id: values.id,
                            lat: values.lat as number,
                            lng: values.lon as number,
                            title: values.name || entity,
                            radiusMeters: radius || undefined,
                            content: radius
                              ? t('places.hint.geofenceMeters', { value: radius })
                              : t('places.noGeofence'),
                          },
                        ]}
                        labels={{ close: t('common.close'), offline: t('places.mapOffline') }}
                      />
                    ) : (
                      <p className={styles.hint}>{t('places.noCoordinates')}</p>
                    )}
                  </div>
                ),
              },
              {
                value: 'media',
                label: t('places.tab.media'),
                content: <LocationMediaTab />,
              },
              {
                value: 'budget',
                label: t('places.tab.budget'),
                content: <BudgetTab tasks={tasks.data ?? []} canEdit={canEdit && canBudget} />,
              },
              ...(canForms && !isNew
                ? [
                    {
                      value: 'forms',
                      label: t('forms.recordCompleted'),
                      content: <CompletedFormsList field="location_id" id={values.id} />,
                    },
                  ]
                : []),
              {
                value: 'weather',
                label: t('places.tab.weather'),
                content: (
                  <WeatherTab
                    values={values}
                    temperatureUnit={temperatureUnit === 'C' ? 'C' : 'F'}
                    unitSystem={unitSystem}
                    canEdit={canEdit}
                    onApply={(flags) => {
                      form.batch(() => {
                        for (const [k, v] of Object.entries(flags))
                          form.change(k as keyof LocationRecord, v as never);
                      });
                    }}
                  />
                ),
              },
            ]}
          />
        );
      }}
    </PlaceLayout>
  );
}
