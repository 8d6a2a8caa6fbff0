import { isApiError, useEntityList } from '@wm/api';
import { Badge, Box, Button, Card, Combobox, Dialog, TextField, useToast } from '@wm/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiClient, errorMessage } from '../../lib/api.js';
import { formatReportDateTime } from '../reports/format.js';
import { usePayrollTranslation } from '../payroll/i18n.js';
import { useSession } from '../shell/SessionContext.js';
import {
  appendDigit,
  browserZone,
  buildClockRequest,
  cleanPin,
  clockOutTooSoon,
  disclaimerText,
  KIOSK_IDLE_RESET_MS,
  KIOSK_MESSAGES,
  KIOSK_RESET_AFTER_MS,
  kioskServerText,
  type KioskIdentity,
  pinLength,
} from './kiosk.js';
import * as styles from './KioskPage.css.js';

type Named = { id: string; name?: string | null };

/** The current time, ticking every second (time spec 9: clock display refresh 1 s). */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  return now;
}

/**
 * /time/kiosk/ (time spec 2 "Kiosk Clock"): a shared-device clock. An employee types the PIN
 * (length from company settings pinDigitLength, 4-10); the server names the employee and whether
 * they are in or out (POST /api/time/kiosk/identify); they pick location and task and press Clock
 * IN or Clock OUT (POST /api/time/kiosk/clock, zone = the browser's). With a company time
 * disclaimer, Clock OUT first asks Agree/Disagree (after the one-minute check, so nobody agrees and
 * is then refused). Success shows 'Clock IN successful.' / 'Clock OUT successful.'; a refusal shows
 * its message in the user's language (the server's message key, kioskServerText); either way the kiosk returns to PIN entry after a few seconds, and an identified
 * employee who does nothing is sent back after 30 s, so the next person never clocks as them.
 */
export function KioskPage() {
  const { t, i18n } = usePayrollTranslation();
  const toast = useToast();
  const { identity } = useSession();
  const settings = (identity.company?.settings ?? {}) as Record<string, unknown>;
  const length = pinLength(settings);
  const disclaimer = disclaimerText(settings);
  const zone = browserZone();
  const now = useNow();
  const [pin, setPin] = useState('');
  const [who, setWho] = useState<KioskIdentity | null>(null);
  const [busy, setBusy] = useState(false);
  const [location, setLocation] = useState<string | null>(null);
  const [task, setTask] = useState<string | null>(null);
  const [askDisclaimer, setAskDisclaimer] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const fallbackLocations = useEntityList<Named>(who && !who.locations ? 'Location' : null, {
    orderby: 'name',
  });
  const fallbackTasks = useEntityList<Named>(who && !who.tasks ? 'Task' : null, { orderby: 'name' });
  const locations = who?.locations ?? fallbackLocations.data ?? [];
  const tasks = who?.tasks ?? fallbackTasks.data ?? [];

  const reset = useCallback(() => {
    if (resetTimer.current) clearTimeout(resetTimer.current);
    setPin('');
    setWho(null);
    setLocation(null);
    setTask(null);
    setAskDisclaimer(false);
    setDone(null);
    setFailed(null);
  }, []);
  /** Shows a refusal, then returns to the PIN pad as after a success. */
  const fail = useCallback(
    (message: string) => {
      toast.error(message);
      setFailed(message);
      if (resetTimer.current) clearTimeout(resetTimer.current);
      resetTimer.current = setTimeout(reset, KIOSK_RESET_AFTER_MS);
    },
    [toast, reset],
  );
  const serverMessage = useCallback(
    (e: unknown) => {
      const raw = errorMessage(e);
      return kioskServerText(
        raw,
        isApiError(e) ? e.body : null,
        (key) => i18n.exists(key),
        (key, options) => t(key, options),
      );
    },
    [t, i18n],
  );
  // Nobody stays identified at a shared kiosk: back to the PIN pad after a while without action
  // (choosing a location or task starts the wait again).
  // biome-ignore lint/correctness/useExhaustiveDependencies: location and task restart the wait on purpose
  useEffect(() => {
    if (!who || done || failed || busy || askDisclaimer) return;
    const id = setTimeout(reset, KIOSK_IDLE_RESET_MS);
    return () => clearTimeout(id);
  }, [who, done, failed, busy, askDisclaimer, location, task, reset]);
  useEffect(
    () => () => {
      if (resetTimer.current) clearTimeout(resetTimer.current);
    },
    [],
  );

  const identify = useCallback(
    async (value: string) => {
      setBusy(true);
      try {
        const found = await apiClient.http.post<KioskIdentity>('/time/kiosk/identify', { pin: value });
        setWho(found);
        setLocation(found.openRecord?.location_id ?? null);
        setTask(found.openRecord?.task_id ?? null);
      } catch (e) {
        toast.error(serverMessage(e));
        setPin('');
      } finally {
        setBusy(false);
      }
    },
    [toast, serverMessage],
  );

  const type = (key: string) => {
    if (who || busy) return;
    const next = appendDigit(pin, key, length);
    setPin(next);
    if (next.length === length && next !== pin) void identify(next);
  };

  const clock = async (disclaimerAccepted?: boolean) => {
    if (!who) return;
    let body: ReturnType<typeof buildClockRequest>;
    try {
      body = buildClockRequest({
        pin,
        length,
        identity: who,
        location_id: location,
        task_id: task,
        timeZone: zone,
        disclaimerAccepted,
      });
    } catch (e) {
      const m = errorMessage(e);
      toast.error(
        m === KIOSK_MESSAGES.location
          ? t('domain.LOCATION_REQUIRED', { defaultValue: m })
          : t('kiosk.enterPin'),
      );
      return;
    }
    if (body.action === 'out' && clockOutTooSoon(who, new Date())) {
      fail(t('domain.INVALID_TIME'));
      return;
    }
    if (body.action === 'out' && disclaimer && disclaimerAccepted === undefined) {
      setAskDisclaimer(true);
      return;
    }
    setBusy(true);
    try {
      const result = await apiClient.http.post<{ status: string; message?: string }>(
        '/time/kiosk/clock',
        body,
      );
      if (result.status !== 'success') throw new Error(result.message || t('kiosk.failed'));
      const message = body.action === 'in' ? t('clock.inSuccess') : t('clock.outSuccess');
      toast.success(message);
      setWho({ ...who, state: body.action });
      setDone(message);
      resetTimer.current = setTimeout(reset, KIOSK_RESET_AFTER_MS);
    } catch (e) {
      fail(serverMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const options = (list: Named[]) => list.map((r) => ({ value: r.id, label: r.name ?? r.id }));
  const action = who?.state === 'in' ? 'out' : 'in';

  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="md">
      <h1>{t('menu.time.kiosk')}</h1>
      <div className={styles.wrap}>
        <Card>
          <p className={styles.clock} aria-live="off">
            {formatReportDateTime(now.toISOString(), zone)}
          </p>
          <p className={styles.zone}>{zone}</p>
          {!who ? (
            <>
              <TextField
                label={t('kiosk.pin', { count: length })}
                type="password"
                inputMode="numeric"
                autoComplete="off"
                autoFocus
                value={pin}
                maxLength={length}
                disabled={busy}
                onChange={(e) => {
                  const next = cleanPin(e.target.value, length);
                  setPin(next);
                  if (next.length === length && next !== pin) void identify(next);
                }}
              />
              <div className={styles.pinBox} aria-hidden="true">
                {Array.from({ length }, (_, i) => (
                  <span key={i} className={styles.dot} data-filled={i < pin.length ? 'true' : 'false'} />
                ))}
              </div>
              <div className={styles.keypad} role="group" aria-label={t('kiosk.keypad')}>
                {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((d) => (
                  <Button key={d} className={styles.key} onClick={() => type(d)} disabled={busy}>
                    {d}
                  </Button>
                ))}
                <Button className={styles.key} onClick={() => setPin('')} disabled={busy}>
                  {t('kiosk.clear')}
                </Button>
                <Button className={styles.key} onClick={() => type('0')} disabled={busy}>
                  0
                </Button>
                <Button
                  className={styles.key}
                  onClick={() => setPin((p) => p.slice(0, -1))}
                  disabled={busy}
                  aria-label={t('kiosk.backspace')}
                >
                  ⌫
                </Button>
              </div>
            </>
          ) : (
            <>
              <div className={styles.who}>
                <p className={styles.name}>{who.employee.fullName ?? who.employee.code ?? who.employee.id}</p>
                <Badge tone={who.state === 'in' ? 'success' : 'neutral'}>
                  {t(`kiosk.state.${who.state}`)}
                </Badge>
                {who.state === 'in' && who.openRecord?.inTimeStamp ? (
                  <span>
                    {t('kiosk.since', {
                      time: formatReportDateTime(
                        who.openRecord.inTimeStamp,
                        who.openRecord.inTimeZone || zone,
                      ),
                    })}
                  </span>
                ) : null}
              </div>
              {done ? (
                <div className={styles.actions}>
                  <p role="status" className={styles.name}>
                    {done}
                  </p>
                </div>
              ) : null}
              {failed ? (
                <div className={styles.actions}>
                  <p role="alert" className={styles.name}>
                    {failed}
                  </p>
                </div>
              ) : null}
              {done || failed ? (
                <div className={styles.actions}>
                  <Button variant="primary" size="lg" onClick={reset}>
                    {t('kiosk.next')}
                  </Button>
                </div>
              ) : (
                <>
                  <div className={styles.fields}>
                    <Combobox
                      label={t('timesheet.location')}
                      options={options(locations)}
                      value={location}
                      onValueChange={setLocation}
                      placeholder={t('timesheet.choose')}
                    />
                    <Combobox
                      label={t('timesheet.task')}
                      options={options(tasks)}
                      value={task}
                      onValueChange={setTask}
                      placeholder={t('timesheet.choose')}
                      clearable
                    />
                  </div>
                  <div className={styles.actions}>
                    <Button variant="secondary" size="lg" onClick={reset} disabled={busy}>
                      {t('common.cancel')}
                    </Button>
                    <Button
                      variant={action === 'in' ? 'primary' : 'danger'}
                      size="lg"
                      onClick={() => void clock()}
                      loading={busy}
                    >
                      {action === 'in' ? t('clock.in') : t('clock.out')}
                    </Button>
                  </div>
                </>
              )}
            </>
          )}
        </Card>
      </div>
      <Dialog
        open={askDisclaimer}
        onOpenChange={setAskDisclaimer}
        title={t('clock.disclaimerTitle')}
        role="alertdialog"
        hideClose
        footer={
          <>
            <Button variant="secondary" onClick={() => setAskDisclaimer(false)}>
              {t('clock.disagree')}
            </Button>
            <Button
              variant="primary"
              onClick={() => {
                setAskDisclaimer(false);
                void clock(true);
              }}
            >
              {t('clock.agree')}
            </Button>
          </>
        }
      >
        <p>{disclaimer}</p>
      </Dialog>
    </Box>
  );
}
