// A jest test sequencer that runs the suites in the order JEST_GIVEN_ORDER lists them (comma-separated paths), for
// suites that share one marketplace and must meet its data in a known order (scripts/test-engines.mjs). Jest's
// own order (slowest and failed first) applies to suites the list does not name, after those it does.
'use strict';
const Sequencer = require('@jest/test-sequencer').default;
const { resolve } = require('node:path');

class GivenOrderSequencer extends Sequencer {
  async sort(tests) {
    const given = (process.env.JEST_GIVEN_ORDER ?? '')
      .split(',')
      .filter(Boolean)
      .map((path) => resolve(path));
    const rank = (test) => {
      const index = given.indexOf(test.path);
      return index === -1 ? given.length : index;
    };
    return [...(await super.sort(tests))].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = GivenOrderSequencer;
