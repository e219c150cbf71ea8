export { startGateway, type GatewayOptions } from './gateway';
export { ApiRoutes } from './routes';
export { packagedDefinition, startSingleMachine, type SingleMachine, type SingleMachineOptions } from './single-machine';
