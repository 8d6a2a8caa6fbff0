import { employeeCalls, IDENTITY_KEY, isApiError, MY_PROFILE_KEY, useMyProfile } from '@wm/api';
import { Spinner } from '@wm/ui';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import { apiClient } from '../../../lib/api.js';
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
      <div style={{ maxWidth: 900 }}>{body}</div>
    </div>
  );
}
