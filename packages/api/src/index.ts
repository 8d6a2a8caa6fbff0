/** @wm/api: the typed client of the HTTP contract, the lookup manager and SWR hooks (design.md section 2). */
export { ApiError, isApiError, messageFromBody } from './client/ApiError.js';
export {
  buildQueryString,
  createRedirectOn401,
  HttpClient,
  type HttpClientOptions,
  isLogonOrLogoffPath,
  type QueryParams,
  type QueryValue,
  type RequestOptions,
  type UnauthorizedHandler,
} from './client/http.js';
export {
  assertEntityName,
  EntityApi,
  type EntityQuery,
  type EntityRecord,
  entityQueryParams,
  filterString,
  idFilter,
} from './client/entities.js';
export {
  FILE_LOOKUP_CHUNK_SIZE,
  isLookupEntity,
  LOOKUP_CHUNK_SIZE,
  LOOKUP_ENTITIES,
  type LookupEntity,
  LookupManager,
  type LookupManagerOptions,
} from './client/lookup.js';
export {
  ApiClient,
  type ApiClientOptions,
  CSV_IMPORT_ENTITIES,
  type CsvImportEntity,
  createApiClient,
  TIME_DELETE_CHUNK,
  UPLOAD_CHUNK_BYTES,
  type UploadKind,
} from './client/ApiClient.js';
export type {
  ClockOutRequest,
  ClockOutResult,
  Identity,
  ImportCsvResult,
  Preferences,
  SuccessResult,
  TimeRecordInput,
  UploadedFile,
} from './client/types.js';
export { ApiProvider, getDefaultApiClient, useApiClient } from './hooks/context.js';
export {
  entityListKey,
  IDENTITY_KEY,
  useEntity,
  useEntityList,
  useEntityPages,
  fetchRemainingPages,
  FIRST_PAGE_ROWS,
  useIdentity,
  useLookup,
  useServerTimeOffset,
  useTimeRecords,
} from './hooks/hooks.js';
export { postTimeAllocation, TIME_ALLOCATION_PATH, useTimeAllocation } from './allocation.js';
export { type EmployeeCallResult, employeeCalls, MY_PROFILE_KEY, useMyProfile } from './employees.js';
export { type ClockFormDefinition, type FormPrintResult, formCalls, pdfBlob } from './forms.js';
export {
  isOtherTicketKey,
  isTicketKey,
  SERVICE_ENTITIES,
  ticketCalls,
  ticketRangeFilter,
  ticketRangeQuery,
  useCategoryProblems,
  useTicket,
  useTicketMutations,
  useTechnicianPositions,
  useTicketOccurrences,
  useTickets,
  useTriageTickets,
} from './service.js';
export {
  type BillingCardStatus,
  type BillingRecordView,
  PARTNERS_KEY,
  type PartnerView,
  partnerCalls,
  type PurchaseResult,
  type RenewalResult,
  type SavedCardView,
  type SignupPartner,
  useBillingRecords,
  usePartners,
} from './partners.js';
export {
  expectLiveEcho,
  isLiveKeyOf,
  LIVE_CLOSE_SESSION_ENDED,
  LIVE_PATH,
  type LiveChange,
  liveBatcher,
  liveSocketUrl,
  parseLiveChange,
  reconnectDelay,
  takeLiveEcho,
  useLiveUpdates,
} from './live.js';
