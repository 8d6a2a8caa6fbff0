import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiClient } from './client/ApiClient.js';
import type { EntityRecord } from './client/entities.js';
import { useApiClient } from './hooks/context.js';

/** Answer of the invite and password calls of the employee screen. */
export interface EmployeeCallResult {
  success: boolean;
  message?: string;
}

/**
 * The employee screen's calls beyond the entity API (service spec 7 "Company, partner and billing",
 * "Employees, devices, locations, tasks"; platform spec 2.3 My Profile). Errors are ApiError with the
 * server's message (e.g. 400 'The current password is not correct.', 403 'Not authorized: ...').
 */
export const employeeCalls = {
  /** POST /account/sendwelcomeemail {email}: {success, message:'Invite email sent.'}. */
  sendWelcomeEmail: (client: ApiClient, email: string) =>
    client.http.post<EmployeeCallResult>('/account/sendwelcomeemail', { email }),
  /**
   * POST /Employee/{id}/password {password, temporary}: an administrator sets the password (password
   * rule applies); a temporary one must be changed by the user at the first sign-in.
   */
  setPassword: (client: ApiClient, employeeId: string, password: string, temporary = false) =>
    client.http.post<EmployeeCallResult>(`/Employee/${encodeURIComponent(employeeId)}/password`, {
      password,
      ...(temporary ? { temporary: true } : {}),
    }),
  /** GET /account/profile: the signed-in user's own employee record (own e-mail and PIN included). */
  myProfile: <T = EntityRecord>(client: ApiClient) => client.http.get<T>('/account/profile'),
  /**
   * POST /account/profile: saves the own name, e-mail, address, avatar and default time zone; a
   * changed field outside those is refused (403 naming it). Returns the saved own record.
   */
  saveMyProfile: <T = EntityRecord>(client: ApiClient, record: object) =>
    client.http.post<T>('/account/profile', record),
  /** POST /account/password {currentPassword, password}: changes the own password. */
  changeMyPassword: (client: ApiClient, currentPassword: string, password: string) =>
    client.http.post<EmployeeCallResult>('/account/password', { currentPassword, password }),
};

/** SWR key of the own profile; `mutate(MY_PROFILE_KEY)` reloads it. */
export const MY_PROFILE_KEY = '/account/profile';

/** The signed-in user's own employee record (GET /account/profile); 404 ApiError without one. */
export function useMyProfile<T = EntityRecord>(config?: SWRConfiguration<T>): SWRResponse<T> {
  const client = useApiClient();
  return useSWR<T>(MY_PROFILE_KEY, () => employeeCalls.myProfile<T>(client), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    ...config,
  });
}
