import { employeeCalls, IDENTITY_KEY, isApiError, MY_PROFILE_KEY, useMyProfile } from '@wm/api';
import { Select, Spinner, useToast } from '@wm/ui';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import { apiClient, errorMessage } from '../../../lib/api.js';
import { useSession } from '../../shell/SessionContext.js';
import { EmployeeDetail } from './EmployeeDetail.js';
import { type EmployeeRecord, toProfilePayload } from './employeeModel.js';
import * as styles from './Employees.css.js';

/**
 * /my-account/my-profile/ (platform spec 2.3 "Account menu"): the employees screen in own-profile
 * mode. The signed-in user's record (GET /api/account/profile) in EmployeeDetail 'self' mode: name,
 * e-mail, photo, address and time zone are editable (POST /api/account/profile, which refuses anything else), the
 * own password is changed with the current one; PIN, status, External ID, dates, reviews and
 * custom fields are not shown.
 */
export function MyProfilePage() {
  const { t } = useTranslation();
  const session = useSession();
  const profile = useMyProfile<EmployeeRecord>();
  let body: React.ReactNode;
  if (profile.error)
    body =
      isApiError(profile.error) && profile.error.status === 404 ? (
        <p className={styles.empty}>{t('employees.noRecord')}</p>
      ) : (
        <p role="alert">{profile.error.message}</p>
      );
  else if (!profile.data) body = <Spinner label={t('common.loading')} />;
  else
    body = (
      <EmployeeDetail
        mode="self"
        record={profile.data}
        access={{
          edit: false,
          access: false,
          externalId: false,
          reviews: false,
          formSubmissions: session.can('/forms/completed/', 'form-submissions'),
          avatar: true,
          payGroups: 'none',
        }}
        onSave={(values) => employeeCalls.saveMyProfile<EmployeeRecord>(apiClient, toProfilePayload(values))}
        onSaved={(saved) => {
          void mutate(MY_PROFILE_KEY, saved, { revalidate: false });
          void mutate(IDENTITY_KEY);
        }}
      />
    );
  return (
    <div className={styles.page}>
      <h1>{t('employees.myProfile')}</h1>
      <TimeFormatPreference />
      <div style={{ maxWidth: 900 }}>{body}</div>
    </div>
  );
}

/**
 * The user's time format (platform spec 3 "User preferences" timeFormat: 1 decimal hours, 2 hours
 * and minutes), saved at once to POST /api/account/preferences; every time screen shows durations
 * in it (session timeFormat). The time zone beside it is the profile's own field (issue 15 §4).
 */
function TimeFormatPreference() {
  const { t } = useTranslation();
  const toast = useToast();
  const { timeFormat } = useSession();
  return (
    <div style={{ maxWidth: 320 }}>
      <Select
        label={t('profile.timeFormat')}
        value={String(timeFormat)}
        options={[
          { value: '1', label: t('profile.timeFormat.1') },
          { value: '2', label: t('profile.timeFormat.2') },
        ]}
        onValueChange={async (v) => {
          try {
            await apiClient.account.savePreferences({ timeFormat: v === '2' ? 2 : 1 });
            await mutate(IDENTITY_KEY);
            toast.success(t('common.saved'));
          } catch (e) {
            toast.error(errorMessage(e));
          }
        }}
      />
    </div>
  );
}
