import { Button, Checkbox, Dialog } from '@wm/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Places.css.js';
import {
  FLAG_CONDITION_NAMES,
  flagNames,
  hasFlag,
  validateWeather,
  type WeatherFlags,
  withFlag,
} from './placesModel.js';
import { NumberValueField } from '../../common/NumberValueField.js';
import { translateProblem } from './usePlaceEditor.js';

const THRESHOLDS = [
  'flagLowTemp',
  'flagHighTemp',
  'flagWindChillTemp',
  'flagWindSpeed',
  'flagLowHumidity',
  'flagHighHumidity',
  'flagVisibility',
] as const satisfies readonly (keyof WeatherFlags)[];

const pick = (v: WeatherFlags): WeatherFlags => ({
  flagConditions: v.flagConditions ?? 0,
  ...Object.fromEntries(THRESHOLDS.map((k) => [k, v[k] ?? null])),
});

/**
 * The weather tab of a location (service spec 2 "Locations": a modal sets weather settings): the
 * flagged conditions (bits rain 1, sleet 2, lightning 4, snow 8, fog 16, hail 32) and thresholds,
 * shown as a summary; the modal edits a copy and applies it to the form on OK (saved with the
 * location).
 */
export function WeatherTab({
  values,
  temperatureUnit,
  unitSystem,
  canEdit,
  onApply,
}: {
  values: WeatherFlags;
  temperatureUnit: 'F' | 'C';
  /** The company's unit system: wind speed in mph or km/h, visibility in mi or km. */
  unitSystem?: string | null | undefined;
  canEdit: boolean;
  onApply: (flags: WeatherFlags) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<WeatherFlags>(pick(values));
  const [error, setError] = useState<string | null>(null);
  const unit = (k: (typeof THRESHOLDS)[number]) =>
    k.endsWith('Temp')
      ? `°${temperatureUnit}`
      : k === 'flagWindSpeed'
        ? t(unitSystem === 'metric' ? 'places.weather.speedUnitMetric' : 'places.weather.speedUnit')
        : k === 'flagVisibility'
          ? t(
              unitSystem === 'metric'
                ? 'places.weather.visibilityUnitMetric'
                : 'places.weather.visibilityUnit',
            )
          : '%';
  const names = flagNames(values.flagConditions);
  return (
    <div className={styles.form}>
      <p className={styles.hint}>{t('places.hint.weather')}</p>
      <dl className={styles.summary} data-testid="weather-summary">
        <dt>{t('places.weather.conditions')}</dt>
        <dd>
          {names.length
            ? names.map((n) => t(`places.weather.flag.${n}`)).join(', ')
            : t('places.weather.noFlags')}
        </dd>
        {THRESHOLDS.map((k) => (
          <FragmentRow
            key={k}
            label={t(`places.weather.${k}`)}
            value={values[k] === null || values[k] === undefined ? '—' : `${values[k]} ${unit(k)}`}
          />
        ))}
      </dl>
      {canEdit ? (
        <div>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setDraft(pick(values));
              setError(null);
              setOpen(true);
            }}
          >
            {t('places.weather.open')}
          </Button>
        </div>
      ) : null}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('places.weather.title')}
        description={t('places.weather.description')}
        closeLabel={t('common.close')}
        size="md"
        footer={
          <div className={styles.footer}>
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              type="button"
              variant="primary"
              onClick={() => {
                const p = validateWeather(draft);
                if (p) {
                  setError(translateProblem(t, p));
                  return;
                }
                onApply(draft);
                setOpen(false);
              }}
            >
              {t('common.ok')}
            </Button>
          </div>
        }
      >
        <div className={styles.form}>
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend className={styles.fieldLabel}>{t('places.weather.conditions')}</legend>
            <div className={styles.flags}>
              {FLAG_CONDITION_NAMES.map((n) => (
                <Checkbox
                  key={n}
                  label={t(`places.weather.flag.${n}`)}
                  checked={hasFlag(draft.flagConditions, n)}
                  onCheckedChange={(c) =>
                    setDraft((d) => ({ ...d, flagConditions: withFlag(d.flagConditions, n, c === true) }))
                  }
                />
              ))}
            </div>
          </fieldset>
          <div className={styles.row}>
            {THRESHOLDS.map((k) => (
              <NumberValueField
                key={k}
                label={`${t(`places.weather.${k}`)} (${unit(k)})`}
                // Temperatures may be below zero; the other thresholds take no sign.
                signed={k.endsWith('Temp')}
                value={draft[k]}
                onChange={(v) => setDraft((d) => ({ ...d, [k]: v }))}
              />
            ))}
          </div>
          {error ? (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
        </div>
      </Dialog>
    </div>
  );
}

function FragmentRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
