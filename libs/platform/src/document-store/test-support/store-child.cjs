'use strict';
/*
 * A document-store scenario run in its own process by the contract suite, for what one process
 * cannot show about itself: surviving kill -9, and being refused a folder another process holds.
 *
 *   node store-child.cjs write-until-killed <dataDir> <service>   insert {seq} forever, print "ack <seq>" after each
 *   node store-child.cjs open <dataDir> <service>                 open the store, print "opened", close, exit 0;
 *                                                                  on failure print the error as JSON, exit 3
 */
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

// Load the TypeScript sources directly, as jest does.
require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};

const { Schema } = require('mongoose');
const { createDocumentStoreConnection } = require('../document-store.connection');

async function writeUntilKilled(dataDir, service) {
  const connection = await createDocumentStoreConnection({ service, dataDir });
  const Entry = connection.model('Entry', new Schema({ seq: { type: Number, index: true } }));
  await Entry.init();
  for (let seq = 0; seq < 1_000_000; seq++) {
    await Entry.create({ seq });
    process.stdout.write(`ack ${seq}\n`);
  }
}

async function open(dataDir, service) {
  try {
    const connection = await createDocumentStoreConnection({ service, dataDir });
    process.stdout.write('opened\n');
    await connection.close();
    process.exit(0);
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ name: error.name, message: error.message })}\n`);
    process.exit(3);
  }
}

const [mode, dataDir, service] = process.argv.slice(2);
const scenarios = { 'write-until-killed': writeUntilKilled, open };
scenarios[mode](dataDir, service).catch((error) => {
  process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
