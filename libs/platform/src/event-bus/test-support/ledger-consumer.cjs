'use strict';
/*
 * A consuming service run in its own process by consumer-crash.contract.spec.ts, so that the test can
 * kill it with SIGKILL mid-batch (a crash, not a close) and start it again in the same consumer group.
 *
 *   node ledger-consumer.cjs '<settings as JSON>'
 *
 * settings: {
 *   topic:          the deposit topic it consumes,
 *   bus:            EventBusOptions for eventBusTransport (service = consumer group; kafkaBrokers or dataDir),
 *   store:          DocumentStoreOptions for its accounts (mongodbUri, or dataDir for the embedded store),
 *   deliveriesFile: where every delivery is appended, one line each,
 *   freezeAfter:    optional; after this many deliveries, handlers stop settling (see below)
 * }
 *
 * The handler is idempotent the way our services are: the effect and the record of the event id are ONE
 * conditional single-document write. Around it, it appends to `deliveriesFile` (which is not idempotent):
 *   "delivered <key> <event id>"  when the handler starts,
 *   "applied <key> <event id>"    when the write changed the account,
 *   "duplicate <key> <event id>"  when the account already had the event.
 *
 * With `freezeAfter`, once that many deliveries were applied, every handler stops right after its write
 * and never settles, and the process prints "frozen". The test then SIGKILLs it: the events whose effect
 * is stored but whose offset was never committed (the worst moment for a crash) must come back.
 * SIGTERM closes the app cleanly (commits, leaves the group, frees the store) and exits 0.
 *
 * Loading the code under test: jest maps @solar/* to the packages' TypeScript sources, a plain `node`
 * does not. Rather than requiring the built libs/platform/dist (stale whenever the sources changed since
 * the last build), this file compiles the sources on the fly with @swc/core and the repository's .swcrc,
 * as jest does, and resolves @solar/contracts and @solar/platform to their src folders like jest's
 * moduleNameMapper. So the child runs exactly the code the test process runs, without a build step.
 */
const fs = require('node:fs');
const path = require('node:path');
const NodeModule = require('node:module');
const { transformSync } = require('@swc/core');

const repositoryRoot = path.resolve(__dirname, '../../../../..');
const { $schema: _schema, ...swcOptions } = JSON.parse(fs.readFileSync(path.join(repositoryRoot, '.swcrc'), 'utf8'));

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...swcOptions, swcrc: false, filename });
  module._compile(code, filename);
};

const workspaceSources = new Map([
  ['@solar/contracts', path.join(repositoryRoot, 'libs/contracts/src')],
  ['@solar/platform', path.join(repositoryRoot, 'libs/platform/src')],
]);
const resolveFilename = NodeModule._resolveFilename;
NodeModule._resolveFilename = function resolveWorkspaceSources(request, ...rest) {
  return resolveFilename.call(this, workspaceSources.get(request) ?? request, ...rest);
};

require('reflect-metadata');
const { Controller, Module } = require('@nestjs/common');
const { NestFactory } = require('@nestjs/core');
const { EventPattern } = require('@nestjs/microservices');
const { InjectModel } = require('@nestjs/mongoose');
const { Schema } = require('mongoose');
const { DocumentStoreModule, eventBusTransport } = require('@solar/platform');

const settings = JSON.parse(process.argv[2]);

const AccountSchema = new Schema(
  { _id: { type: String, required: true }, balance: { type: Number, required: true }, applied: { type: [String], default: [] } },
  { collection: 'accounts', versionKey: false },
);

let deliveries = 0;
let frozen = false;

function record(what, event) {
  fs.appendFileSync(settings.deliveriesFile, `${what} ${event.key} ${event.id}\n`);
}

// Plain JS, so the decorators a TypeScript service would write are applied as calls below.
class LedgerController {
  constructor(accounts) {
    this.accounts = accounts;
  }

  async onDeposit(event) {
    record('delivered', event);
    const { modifiedCount } = await this.accounts.updateOne(
      { _id: event.key, applied: { $ne: event.id } },
      { $inc: { balance: event.data.amount }, $push: { applied: event.id } },
    );
    record(modifiedCount === 1 ? 'applied' : 'duplicate', event);
    deliveries += 1;
    if (settings.freezeAfter !== undefined && deliveries >= settings.freezeAfter) {
      if (!frozen) process.stdout.write('frozen\n');
      frozen = true;
      await new Promise(() => {}); // never settles: this offset is not committed before the kill
    }
  }
}
InjectModel('Account')(LedgerController, undefined, 0);
EventPattern(settings.topic)(LedgerController.prototype, 'onDeposit', Object.getOwnPropertyDescriptor(LedgerController.prototype, 'onDeposit'));
Controller()(LedgerController);

class LedgerModule {}
Module({
  imports: [DocumentStoreModule.forRoot(settings.store), DocumentStoreModule.forFeature([{ name: 'Account', schema: AccountSchema }])],
  controllers: [LedgerController],
})(LedgerModule);

async function main() {
  const app = await NestFactory.createMicroservice(LedgerModule, {
    ...eventBusTransport(settings.bus),
    logger: ['error', 'warn'],
  });
  process.once('SIGTERM', () => {
    app.close().then(
      () => process.exit(0),
      (error) => {
        process.stderr.write(`${error.stack}\n`);
        process.exit(1);
      },
    );
  });
  await app.listen();
  // The embedded transport holds no socket or timer, so a process that only consumes would exit here;
  // a real service's HTTP server keeps its process alive.
  setInterval(() => {}, 60_000);
  process.stdout.write('listening\n');
}

main().catch((error) => {
  process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
