export { startGateway, type GatewayOptions } from './gateway';
export { ROUTES, routeFor } from './routes';
export { startSingleMachine, type SingleMachine } from './single-machine';
