import { createContext, createElement, type ReactNode, useContext } from 'react';
import { type ApiClient, createApiClient } from '../client/ApiClient.js';

let defaultClient: ApiClient | null = null;

/** The app-wide client used when no `ApiProvider` is mounted (base '/api'). */
export function getDefaultApiClient(): ApiClient {
  defaultClient ??= createApiClient();
  return defaultClient;
}

const ApiClientContext = createContext<ApiClient | null>(null);

/** Provides an `ApiClient` to the hooks below it (tests and stories pass one with a fake fetch). */
export function ApiProvider({ client, children }: { client: ApiClient; children?: ReactNode }) {
  return createElement(ApiClientContext.Provider, { value: client }, children);
}

/** The client from the nearest `ApiProvider`, else the default one. */
export function useApiClient(): ApiClient {
  return useContext(ApiClientContext) ?? getDefaultApiClient();
}
