export { LocationsController } from './locations.controller';
export { LOCATION_ERRORS, LOCATIONS_LIST, LocationsService, toSellerLocation } from './locations.service';
export { SellerLocationDoc, SellerLocationSchema } from './seller-location.schema';
