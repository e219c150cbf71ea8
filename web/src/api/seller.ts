import {
  CATALOG_API,
  type BulkChangeStatusRequest,
  type BulkItemUpdate,
  type PageOf,
  type ProductForm,
  type QohUpdateRequest,
  type Reseller,
  type ResellerRequest,
  type SellerItemDetail,
  type SellerLocation,
  type UploadedFile,
} from '@solar/contracts';
import { apiSend, type ApiResult } from './api';
import { useItemSearch } from './hooks';
import type { ItemSearchBody } from './types';
import { useApi } from './useApi';

/**
 * The seller area's reads (SWR hooks) and writes (`sellerApi`) against the catalog API (CATALOG_API in
 * @solar/contracts). Seller reads are the signed-in user's (`as: 'user'`), so one account never sees another's
 * cached listings.
 */

// ---- Additions to the catalog contract ---------------------------------------------------------------------

/** A seller location as `POST locations` and `PUT locations/{id}` take it (the validateAddress fields). */
export type LocationRequest = Pick<SellerLocation, 'name' | 'address' | 'unit' | 'city' | 'state' | 'zip'>;

export type UploadType = UploadedFile['type'];

/** The search object of `my/items/search`: `where` takes status, is_active, category_id, brand_id, condition. */
export interface MyItemsSearchBody {
  query?: string;
  where?: Partial<{ status: SellerItemDetail['status']; is_active: 0 | 1; category_id: number; brand_id: number; condition: string }>;
  page?: number;
  limit?: number;
  orderby?: string;
}

// ---- Reads -----------------------------------------------------------------------------------------------------

/** One of the seller's items (any status), for the edit form; nothing is fetched without a uuid. */
export const useMyItem = (uuid: string | undefined) => useApi<SellerItemDetail>(uuid ? ['GET', CATALOG_API.myItem(uuid)] : null, { as: 'user' });

/** A page of the seller's items; the previous page stays on screen while the next one loads. */
export const useMyItems = (body: MyItemsSearchBody) =>
  useApi<PageOf<SellerItemDetail>>(['POST', CATALOG_API.myItemsSearch, body], { as: 'user', keepPreviousData: true });

/** The seller's saved warehouse locations. */
export const useSellerLocations = () => useApi<SellerLocation[]>(['GET', CATALOG_API.locations], { as: 'user' });

/** The default reseller (id 1) first, then the seller's own. */
export const useResellers = () => useApi<Reseller[]>(['GET', CATALOG_API.resellersList], { as: 'user' });

/** Public items matching typed text, for picking related products; nothing is fetched for blank text. */
export function useItemsMatching(text: string, limit = 8) {
  const query = text.trim();
  return useItemSearch(query ? ({ query, limit } satisfies ItemSearchBody) : null);
}

/** Public items by their numeric ids (the related products an edited item already names). */
export function useItemsByIds(ids: readonly number[]) {
  return useItemSearch(ids.length ? ({ where_in: { id: [...ids] }, limit: ids.length } satisfies ItemSearchBody) : null);
}

// ---- Writes ------------------------------------------------------------------------------------------------------

/** Multipart upload of one picture or document. */
function uploadFile(file: File, type: UploadType): Promise<ApiResult<UploadedFile>> {
  const form = new FormData();
  form.append('file', file);
  form.append('type', type);
  return apiSend({ method: 'POST', path: CATALOG_API.file, body: form });
}

/** Every write of the seller area; each answers `{data, message}` so the page can show the server's message. */
export const sellerApi = {
  /** 201 with the new item, status 'pending'; message MESSAGES.product.itemSubmitted. */
  createItem: (body: ProductForm): Promise<ApiResult<SellerItemDetail>> => apiSend({ method: 'POST', path: CATALOG_API.myItems, body }),

  /**
   * An approved item keeps its live version and holds the edit as its pending_revision (message
   * MESSAGES.product.changesSubmitted); any other item is replaced and goes back to pending.
   */
  updateItem: (uuid: string, body: ProductForm): Promise<ApiResult<SellerItemDetail>> => apiSend({ method: 'PUT', path: CATALOG_API.myItem(uuid), body }),

  deleteItem: (uuid: string): Promise<ApiResult<unknown>> => apiSend({ method: 'DELETE', path: CATALOG_API.myItem(uuid) }),

  changeStatus: (body: BulkChangeStatusRequest): Promise<ApiResult<{ updated: number }>> =>
    apiSend({ method: 'POST', path: CATALOG_API.myItemsBulkChangeStatus, body }),

  bulkUpdate: (items: BulkItemUpdate[]): Promise<ApiResult<{ updated: number }>> => apiSend({ method: 'POST', path: CATALOG_API.bulkUpdate, body: { items } }),

  updateQuantity: (body: QohUpdateRequest): Promise<ApiResult<SellerItemDetail>> => apiSend({ method: 'POST', path: CATALOG_API.inventoryQohUpdate, body }),

  uploadFile,

  deleteFile: (uuid: string): Promise<ApiResult<unknown>> => apiSend({ method: 'POST', path: CATALOG_API.fileDelete(uuid) }),

  createLocation: (body: LocationRequest): Promise<ApiResult<SellerLocation>> => apiSend({ method: 'POST', path: CATALOG_API.locations, body }),

  createReseller: (body: ResellerRequest): Promise<ApiResult<Reseller>> => apiSend({ method: 'POST', path: CATALOG_API.resellers, body }),

  updateReseller: (id: number, body: ResellerRequest): Promise<ApiResult<Reseller>> => apiSend({ method: 'PUT', path: CATALOG_API.reseller(id), body }),

  deleteReseller: (id: number): Promise<ApiResult<unknown>> => apiSend({ method: 'POST', path: CATALOG_API.resellerDelete(id) }),
};
