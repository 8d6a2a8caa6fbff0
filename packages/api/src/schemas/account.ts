import { z } from 'zod';

/** POST /api/account/logon (platform spec 7). */
export const LogonRequestSchema = z.object({
  userName: z.string().trim().min(1, 'User name is required.').max(200),
  password: z.string().min(1, 'Password is required.').max(1000),
});
export type LogonRequest = z.infer<typeof LogonRequestSchema>;

/**
 * POST /api/account/changetemppw: a user whose password is temporary (set by an administrator)
 * signs in by choosing a new one; the new password follows the password rule and must differ.
 */
export const ChangeTempPwRequestSchema = z.strictObject({
  userName: z.string().trim().min(1, 'User name is required.').max(200),
  password: z.string().min(1, 'Password is required.').max(1000),
  newPassword: z.string().min(1, 'New password is required.').max(1000),
});
export type ChangeTempPwRequest = z.infer<typeof ChangeTempPwRequestSchema>;

export const SuccessSchema = z.object({ success: z.literal(true) });
export const LogonFailureSchema = z.object({ success: z.literal(false), message: z.string() });

/** POST /api/account/initpwreset. */
export const InitPwResetRequestSchema = z.object({ email: z.string().trim().min(3).max(320) });
/** POST /api/account/resetpw: the password rule is checked on the server too. */
export const ResetPwRequestSchema = z.object({
  password: z.string().max(1000),
  token: z.string().min(1, 'token is required').max(200),
});
/** GET /api/account/checkpwtoken/:token and checktatoken/:token. */
export const TokenCheckSchema = z.object({ isTokenValid: z.boolean() });
/** POST /api/account/talogon. */
export const TaLogonRequestSchema = z.object({ token: z.string().min(1, 'token is required').max(200) });
/** POST /api/account/tatoken (administrator issues a temporary-access link for a user). */
export const TaTokenRequestSchema = z.object({ userId: z.string().min(1).max(64) });
export const TaTokenResponseSchema = z.object({ token: z.string(), url: z.string(), expiresAt: z.string() });

/** POST /api/account/ping. */
export const PingRequestSchema = z.object({ isNewSession: z.boolean().optional() }).optional();
export const PingResponseSchema = z.object({ isActiveSession: z.boolean() });

/** User preferences (platform spec 3 "User preferences"). */
export const PreferencesSchema = z.object({
  language: z.enum(['en', 'es']),
  timeFormat: z.union([z.literal(1), z.literal(2)]),
  defaultTimeZone: z.string().max(64).nullable(),
  hideTopNav: z.boolean(),
  timeEditor: z.unknown().optional(),
  serviceManagementTimeZoneRendering: z.enum(['asEntered', 'utc', 'default']).optional(),
  unitSystem: z.string().max(20).optional(),
});
export type Preferences = z.infer<typeof PreferencesSchema>;
/** POST /api/account/preferences: any subset. */
export const PreferencesPatchSchema = PreferencesSchema.partial();

/** POST /api/setup (first-run administrator on an empty database). */
export const SetupRequestSchema = z.object({
  companyName: z.string().trim().min(1, 'Company name is required.').max(200),
  userName: z.string().trim().min(1, 'User name is required.').max(200),
  password: z.string().max(1000),
  email: z.email('A valid e-mail is required.'),
});
export const SetupStatusSchema = z.object({ required: z.boolean() });

/** GET /api/account/identity (contract.md). */
export const IdentitySchema = z.object({
  user: z.object({ id: z.string(), userName: z.string() }),
  employee: z
    .object({
      id: z.string(),
      fullName: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      code: z.string().nullable(),
      email: z.string().nullable(),
      isAdministrator: z.boolean(),
    })
    .nullable(),
  company: z
    .object({
      id: z.string(),
      name: z.string(),
      timeZone: z.string(),
      labels: z.record(z.string(), z.string()),
      settings: z.looseObject({
        timeFormat: z.union([z.literal(1), z.literal(2)]),
        pinDigitLength: z.number(),
        timeDisclaimer: z.string().nullable(),
        unitSystem: z.string(),
      }),
    })
    .nullable(),
  adminInfo: z.object({ isGlobal: z.boolean(), isPartner: z.boolean() }),
  preferences: PreferencesSchema,
  eula: z.object({ accepted: z.boolean(), acceptedOn: z.string().nullable() }),
  access: z.object({ paths: z.array(z.string()), keys: z.array(z.string()) }),
  privileges: z.array(z.string()),
  licensedModules: z.array(z.string()),
});
export type Identity = z.infer<typeof IdentitySchema>;

export const HealthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
export const UtcSchema = z.object({ timestamp: z.string() });

/** GET /api/LicenseAudit: seats per product id ('system-Time'), with the users holding one. */
export const LicenseAuditSchema = z.record(
  z.string(),
  z.object({ quantity: z.number(), used: z.number(), assignedUserIds: z.array(z.string()) }),
);
