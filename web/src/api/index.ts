export { ApiError, apiRequest, apiFetcher, apiUrl, type ApiKey, type ApiRequest, type HttpMethod } from './api';
export { API_PATHS, useBrands, useCategories, useCategoriesWithCounts, useItemSearch } from './hooks';
export { SESSION_TOKEN_KEY, clearSessionToken, getSessionToken, setSessionToken } from './session';
export type * from './types';
