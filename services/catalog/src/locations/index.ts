export { LocationsController } from './locations.controller';
export { LOCATION_ERRORS, LocationsService, toSellerLocation, type LocationSearch } from './locations.service';
export { SellerLocationDoc, SellerLocationSchema } from './seller-location.schema';
